import type { AgeGateLabels } from '../age-gate-props';

/** Romanian text of the <AgeGate> card (glossary: src/service/i18n/glossary/ro.md). */
export const ro: AgeGateLabels = {
  heading: 'Verificați-vă vârsta',
  intro:
    'Trebuie să aveți vârsta legală pentru a vedea această pagină. Verificați-vă vârsta pentru a continua.',
  how: 'Cam un minut, cu metoda aleasă de dvs.: un selfie, un act de identitate, un portofel digital, o cheie de vârstă…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} primește doar rezultatul, niciodată numele, fotografiile sau documentele dvs. Imaginile nu sunt stocate.',
  keptUnnamed:
    'Acest site primește doar rezultatul, niciodată numele, fotografiile sau documentele dvs. Imaginile nu sunt stocate.',
  ageKey:
    'Apoi salvați o cheie de vârstă pe acest dispozitiv: data viitoare e nevoie de o singură atingere.',
  start: 'Verificați-mi vârsta',
  checking: 'Se verifică starea verificării vârstei…',
  creating: 'Se pornește verificarea…',
  confirming: 'Se confirmă rezultatul…',
  verified: 'Vârsta dvs. este verificată.',
  failed: 'Nu v-am putut verifica vârsta.',
  pending: 'Verificarea dvs. nu s-a încheiat încă.',
  checkAgain: 'Verificați din nou',
  error: 'A apărut o problemă la verificare. Încercați din nou.',
  mismatch: 'Verificarea a fost începută în alt browser. Începeți din nou aici.',
  cancelled: 'Verificare anulată.',
  retry: 'Încercați din nou',
  close: 'Închideți',
  topLevel: 'Probleme? Continuați în această fereastră',
  unresponsive: 'Verificarea nu a putut fi afișată aici. Continuați în această fereastră.',
  title: 'Verificarea vârstei',
  'failure.age-criteria-not-met': 'Verificarea nu a arătat că îndepliniți condiția de vârstă.',
  'failure.max-attempts-exceeded': 'Verificarea s-a încheiat după prea multe încercări nereușite.',
  'failure.fraudulent-activity-detected': 'Verificarea nu a fost acceptată.',
  'failure.criteria-not-met': 'Verificarea nu îndeplinește condiția de vârstă a acestei pagini.',
  'failure.revoked': 'Verificarea a fost revocată.',
  unreachable:
    'Verificarea vârstei nu poate fi accesată. Verificați conexiunea și încercați din nou.',
};
