import type { AgeGateLabels } from '../age-gate-props';

/** Hungarian text of the <AgeGate> card (glossary: src/service/i18n/glossary/hu.md). */
export const hu: AgeGateLabels = {
  heading: 'Igazolja az életkorát',
  intro: 'Az oldal megtekintéséhez nagykorúnak kell lennie. A folytatáshoz igazolja az életkorát.',
  how: 'Körülbelül egy perc, az Ön által választott móddal: szelfi, okmány, digitális tárca, életkorkulcs…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} csak az eredményt kapja meg, soha nem a nevét, fényképeit vagy okmányait. A képeket nem tároljuk.',
  keptUnnamed:
    'Ez az oldal csak az eredményt kapja meg, soha nem a nevét, fényképeit vagy okmányait. A képeket nem tároljuk.',
  ageKey: 'Utána mentsen el egy életkorkulcsot ezen az eszközön: legközelebb egy koppintás elég.',
  start: 'Életkorom igazolása',
  checking: 'Az életkor-ellenőrzés állapotának lekérése…',
  creating: 'Az ellenőrzés indítása…',
  confirming: 'Az eredmény megerősítése…',
  verified: 'Az életkora igazolva.',
  failed: 'Nem sikerült igazolni az életkorát.',
  pending: 'Az életkor-ellenőrzése még nem fejeződött be.',
  checkAgain: 'Újraellenőrzés',
  error: 'Hiba történt az ellenőrzés során. Kérjük, próbálja újra.',
  mismatch: 'Ezt az ellenőrzést egy másik böngészőben indították. Kérjük, kezdje újra itt.',
  cancelled: 'Az ellenőrzés megszakítva.',
  retry: 'Újrapróbálás',
  close: 'Bezárás',
  topLevel: 'Problémája van? Folytassa ebben az ablakban',
  unresponsive:
    'Az ellenőrzést nem sikerült itt megjeleníteni. Kérjük, folytassa ebben az ablakban.',
  title: 'Életkor-ellenőrzés',
  'failure.age-criteria-not-met':
    'Az ellenőrzés nem igazolta, hogy Ön megfelel az életkori feltételnek.',
  'failure.max-attempts-exceeded': 'Az ellenőrzés túl sok sikertelen próbálkozás után véget ért.',
  'failure.fraudulent-activity-detected': 'Az ellenőrzést nem fogadták el.',
  'failure.criteria-not-met': 'Az ellenőrzés nem felel meg az oldal életkori feltételének.',
  'failure.revoked': 'Az ellenőrzést visszavonták.',
  unreachable: 'Az életkor-ellenőrzés nem érhető el. Ellenőrizze a kapcsolatot, és próbálja újra.',
};
