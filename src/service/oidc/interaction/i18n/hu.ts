import type { InteractionMessages } from './en';

/** Hungarian text of the OpenID age-key pages (glossary: src/service/i18n/glossary/hu.md). */
export const hu: InteractionMessages = {
  'use.title': 'Életkor igazolása',
  'use.heading': 'Életkor igazolása: {site}',
  'use.ask':
    '{site} azt kérdezi, hogy Ön {ages}-e. Az életkorkulcsa mindegyikre igennel vagy nemmel válaszol — soha nem a születési dátumával, és semmivel, ami azonosítaná Önt.',
  'use.age': 'legalább {age} éves',
  'use.ofAge': 'nagykorú',
  'use.go': 'Életkorkulcs használata',
  'use.decline': 'Vissza válasz nélkül',
  'create.title': 'Életkorkulcs mentése',
  'create.heading': 'Életkorkulcs mentése',
  'create.offer':
    '{site} ellenőrizte, hogy Ön legalább {floor} éves. Mentsen el ezen az eszközön egy azonosítókulcsot életkorkulcsként: más oldalak ezzel egy pillanat alatt ellenőrizhetik az életkorát anélkül, hogy látnák, ki Ön. A születési dátumát nem tároljuk.',
  'create.go': 'Életkorkulcs mentése',
  'create.decline': 'Most nem',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — életkorkulcs',
  'script.waitingUse': 'Várakozás az életkorkulcsára…',
  'script.waitingCreate': 'Várakozás az eszközére…',
  'script.ended': 'Ez a kérés véget ért. Térjen vissza az oldalra.',
  'script.noKeyUsed': 'Nem használt életkorkulcsot. Próbálja újra, vagy lépjen vissza.',
  'script.noKeySaved':
    'Nem mentett életkorkulcsot. Próbálja újra, vagy válassza a „Most nem” lehetőséget.',
  'script.failed': 'Ez nem sikerült. Próbálja újra.',
  'script.wrong': 'Hiba történt. Próbálja újra.',
  'script.noWebAuthn':
    'Ez a böngésző nem tud életkorkulcsot használni. Lépjen vissza, és próbálja másik eszközön vagy böngészőben.',
  'script.notAllowed': 'Ez az oldal nem menthet életkorkulcsot. Térjen vissza az oldalra.',
  'refusal.unknown-key':
    'Ez a szolgáltatás nem ismeri ezt az életkorkulcsot: lehet, hogy elfelejtették. Lépjen vissza, és igazolja az életkorát más módon.',
  'refusal.revoked':
    'Ezt az életkorkulcsot visszavonták. Lépjen vissza, és igazolja az életkorát más módon.',
  'refusal.user-verification':
    'Az eszköze nem erősítette meg, hogy Ön az (PIN-kód, ujjlenyomat vagy arc). Próbálja újra.',
  'refusal.challenge': 'Ez túl sokáig tartott, vagy már felhasználták. Próbálja újra.',
  'refusal.already-used':
    'Ebből az ellenőrzésből már mentettek életkorkulcsot, vagy ez az azonosítókulcs már életkorkulcs. Térjen vissza az oldalra.',
  'expired.title': 'Ez a kérés lejárt',
  'expired.body': 'Térjen vissza az oldalra, és kezdje újra.',
  'used.title': 'Már felhasználva',
  'used.body': 'Ebből az ellenőrzésből már mentettek életkorkulcsot. Térjen vissza az oldalra.',
};
