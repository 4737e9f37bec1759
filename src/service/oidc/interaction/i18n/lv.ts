import type { InteractionMessages } from './en';

/** Latvian text of the OpenID age-key pages (glossary: src/service/i18n/glossary/lv.md). */
export const lv: InteractionMessages = {
  'use.title': 'Apliecināt vecumu',
  'use.heading': 'Aplieciniet vecumu vietnei {site}',
  'use.ask':
    '{site} jautā, vai jums ir {ages}. Jūsu vecuma atslēga uz katru jautājumu atbild „jā“ vai „nē“ — nekad neatklājot dzimšanas datumu vai ko citu, kas jūs identificē.',
  'use.age': 'vismaz {age} gadu',
  'use.ofAge': 'pilngadības vecums',
  'use.go': 'Izmantot vecuma atslēgu',
  'use.decline': 'Atgriezties, neatbildot',
  'create.title': 'Saglabāt vecuma atslēgu',
  'create.heading': 'Saglabāt vecuma atslēgu',
  'create.offer':
    'Vietne {site} ir pārbaudījusi, ka jums ir vismaz {floor} gadu. Saglabājiet šajā ierīcē piekļuves atslēgu kā vecuma atslēgu: ar to citas vietnes varēs acumirklī pārbaudīt jūsu vecumu, neredzot, kas jūs esat. Jūsu dzimšanas datums netiek glabāts.',
  'create.go': 'Saglabāt vecuma atslēgu',
  'create.decline': 'Ne tagad',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — vecuma atslēga',
  'script.waitingUse': 'Gaidām jūsu vecuma atslēgu…',
  'script.waitingCreate': 'Gaidām jūsu ierīci…',
  'script.ended': 'Šis pieprasījums ir beidzies. Atgriezieties vietnē.',
  'script.noKeyUsed': 'Vecuma atslēga netika izmantota. Mēģiniet vēlreiz vai atgriezieties.',
  'script.noKeySaved':
    'Vecuma atslēga netika saglabāta. Mēģiniet vēlreiz vai izvēlieties „Ne tagad“.',
  'script.failed': 'Tas neizdevās. Mēģiniet vēlreiz.',
  'script.wrong': 'Radās kļūda. Mēģiniet vēlreiz.',
  'script.noWebAuthn':
    'Šī pārlūkprogramma nevar izmantot vecuma atslēgu. Atgriezieties un izmēģiniet citu ierīci vai pārlūkprogrammu.',
  'script.notAllowed': 'Šī vietne nedrīkst saglabāt vecuma atslēgas. Atgriezieties vietnē.',
  'refusal.unknown-key':
    'Šis pakalpojums nezina šo vecuma atslēgu: iespējams, tā ir aizmirsta. Atgriezieties un aplieciniet vecumu citā veidā.',
  'refusal.revoked':
    'Šī vecuma atslēga ir atsaukta. Atgriezieties un aplieciniet vecumu citā veidā.',
  'refusal.user-verification':
    'Jūsu ierīce neapstiprināja, ka tas esat jūs (PIN, pirksta nospiedums vai seja). Mēģiniet vēlreiz.',
  'refusal.challenge': 'Tas aizņēma pārāk ilgu laiku vai jau tika izmantots. Mēģiniet vēlreiz.',
  'refusal.already-used':
    'Šajā pārbaudē vecuma atslēga jau tika saglabāta, vai arī šī piekļuves atslēga jau ir vecuma atslēga. Atgriezieties vietnē.',
  'expired.title': 'Šī pieprasījuma derīgums ir beidzies',
  'expired.body': 'Atgriezieties vietnē un sāciet no jauna.',
  'used.title': 'Jau izmantots',
  'used.body': 'Šajā pārbaudē vecuma atslēga jau tika saglabāta. Atgriezieties vietnē.',
};
