/** Hungarian text of the age-key method (glossary: src/service/i18n/glossary/hu.md). */

/** Its name and description in the method picker. */
export const hu = {
  'method.age-key': 'Életkorkulcs',
  'describe.age-key': 'Használjon egy azonosítókulcsot, amely már igazolja az életkorát',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const huCeremony = {
  use: 'Életkorkulcs használata',
  useHelp:
    'Az eszköze kéri, hogy oldja fel az életkorigazolást tartalmazó azonosítókulcsot. Semmi mást nem osztunk meg.',
  noKey:
    'Még nincs életkorkulcsa? Először válasszon másik módot; utána elmenthet egy életkorkulcsot a következő alkalomra.',
  upgrade:
    'Az életkorkulcsa {n}+ életkort igazol, ami itt nem elég. Igazolja az életkorát másik móddal, majd frissítse az életkorkulcsát.',
  upgradeMethod:
    'Az életkorkulcsában lévő igazolást itt nem fogadják el. Igazolja az életkorát másik móddal, majd frissítse az életkorkulcsát.',
  upgradeTest:
    'Az életkorkulcsa tesztmódban készült, ezért valódi ellenőrzésre nem használható. Igazolja az életkorát másik móddal, majd frissítse az életkorkulcsát.',
  declined: 'Nem használt életkorkulcsot. Próbálja újra, vagy válasszon másik módot.',
  'refused.counter':
    'Ez az életkorkulcs egy másik eszközről másoltnak tűnik, ezért elutasítottuk. Válasszon másik módot.',
  'refused.user-verification':
    'Az eszköze nem erősítette meg, hogy Ön az (PIN-kód vagy biometria). Próbálja újra bekapcsolt azonosítással.',
  'refused.revoked': 'Ezt az életkorkulcsot visszavonták. Válasszon másik módot.',
  'refused.unknown-key': 'Ezt az életkorkulcsot itt nem ismerjük (lehet, hogy elfelejtették).',
  refused: 'Az életkorkulcsot nem sikerült ellenőrizni. Próbálja újra, vagy válasszon másik módot.',
  error: 'Ez nem sikerült: {detail}.',
  working: 'Várakozás az eszközére…',
  saveTitle: 'Életkorkulcs mentése',
  saveHelp:
    'Legközelebb egyetlen koppintással igazolhatja az életkorát bármely oldalon, amely ezt a szolgáltatást használja. Az azonosítókulcs csak az életkorigazolását tartalmazza, a nevét soha.',
  saveButton: 'Életkorkulcs mentése',
  saved: 'Életkorkulcs elmentve. Legközelebb válassza az „Életkorkulcs” lehetőséget.',
  updateTitle: 'Életkorkulcs frissítése',
  updateHelp:
    'Tegye ezt az új életkorigazolást az életkorkulcsába, hogy legközelebb itt is működjön.',
  updateButton: 'Életkorkulcsom frissítése',
  updated: 'Életkorkulcs frissítve: most már {n}+ életkort igazol.',
  savedTest: 'Ez egy tesztkulcs: csak tesztmódban működik.',
  openWindow: 'Ablak megnyitása az életkorkulcs mentéséhez',
  windowHelp:
    'A böngészője nem engedi azonosítókulcs mentését ezen az oldalon belül. Használjon helyette egy kis ablakot.',
  forget: 'Életkorkulcsom elfelejtése',
  forgotten:
    'Az életkorkulcsát töröltük a szolgáltatásból. Az azonosítókulcsot az eszközéről is eltávolíthatja.',
};
