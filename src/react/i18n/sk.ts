import type { AgeGateLabels } from '../age-gate-props';

/** Slovak text of the <AgeGate> card (glossary: src/service/i18n/glossary/sk.md). */
export const sk: AgeGateLabels = {
  heading: 'Overte svoj vek',
  intro: 'Táto stránka je len pre plnoletých. Ak chcete pokračovať, overte svoj vek.',
  how: 'Približne minútu, metódou podľa vášho výberu: selfie, doklad totožnosti, digitálna peňaženka, vekový kľúč…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} dostane len výsledok, nikdy vaše meno, fotky ani doklady. Snímky sa neuchovávajú.',
  keptUnnamed:
    'Táto stránka dostane len výsledok, nikdy vaše meno, fotky ani doklady. Snímky sa neuchovávajú.',
  ageKey: 'Potom si v tomto zariadení uložte vekový kľúč: nabudúce stačí jedno ťuknutie.',
  start: 'Overiť môj vek',
  checking: 'Kontrolujeme overenie veku…',
  creating: 'Spúšťame overenie…',
  confirming: 'Potvrdzujeme výsledok…',
  verified: 'Váš vek je overený.',
  failed: 'Váš vek sa nám nepodarilo overiť.',
  pending: 'Vaše overenie ešte nie je dokončené.',
  checkAgain: 'Skontrolovať znova',
  error: 'Pri overení sa niečo pokazilo. Skúste to, prosím, znova.',
  mismatch: 'Toto overenie sa začalo v inom prehliadači. Začnite, prosím, znova tu.',
  cancelled: 'Overenie bolo zrušené.',
  retry: 'Skúsiť znova',
  close: 'Zavrieť',
  topLevel: 'Máte problém? Pokračujte v tomto okne',
  unresponsive: 'Overenie sa tu nepodarilo zobraziť. Pokračujte, prosím, v tomto okne.',
  title: 'Overenie veku',
  'failure.age-criteria-not-met': 'Overenie nepreukázalo, že spĺňate vekovú hranicu.',
  'failure.max-attempts-exceeded': 'Overenie sa skončilo po príliš mnohých neúspešných pokusoch.',
  'failure.fraudulent-activity-detected': 'Overenie nebolo prijaté.',
  'failure.criteria-not-met': 'Overenie nespĺňa vekovú hranicu tejto stránky.',
  'failure.revoked': 'Overenie bolo zneplatnené.',
  unreachable: 'Overenie veku nie je dostupné. Skontrolujte pripojenie a skúste to znova.',
};
