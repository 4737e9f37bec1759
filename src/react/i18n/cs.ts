import type { AgeGateLabels } from '../age-gate-props';

/** Czech text of the <AgeGate> card (glossary: src/service/i18n/glossary/cs.md). */
export const cs: AgeGateLabels = {
  heading: 'Ověřte svůj věk',
  intro: 'Tato stránka je jen pro zletilé. Pro pokračování ověřte svůj věk.',
  how: 'Asi minutu, metodou podle vaší volby: selfie, doklad totožnosti, digitální peněženka, věkový klíč…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} dostane jen výsledek, nikdy vaše jméno, fotky ani doklady. Snímky se neuchovávají.',
  keptUnnamed:
    'Tento web dostane jen výsledek, nikdy vaše jméno, fotky ani doklady. Snímky se neuchovávají.',
  ageKey: 'Pak si v tomto zařízení uložte věkový klíč: příště stačí jedno klepnutí.',
  start: 'Ověřit můj věk',
  checking: 'Kontrolujeme ověření věku…',
  creating: 'Zahajujeme ověření…',
  confirming: 'Potvrzujeme výsledek…',
  verified: 'Váš věk je ověřen.',
  failed: 'Váš věk se nám nepodařilo ověřit.',
  pending: 'Vaše ověření ještě není dokončeno.',
  checkAgain: 'Zkontrolovat znovu',
  error: 'Při ověření se něco pokazilo. Zkuste to prosím znovu.',
  mismatch: 'Toto ověření bylo zahájeno v jiném prohlížeči. Začněte prosím znovu zde.',
  cancelled: 'Ověření zrušeno.',
  retry: 'Zkusit znovu',
  close: 'Zavřít',
  topLevel: 'Máte potíže? Pokračujte v tomto okně',
  unresponsive: 'Ověření se zde nepodařilo zobrazit. Pokračujte prosím v tomto okně.',
  title: 'Ověření věku',
  'failure.age-criteria-not-met': 'Ověření neprokázalo, že splňujete věkový limit.',
  'failure.max-attempts-exceeded': 'Ověření skončilo po příliš mnoha neúspěšných pokusech.',
  'failure.fraudulent-activity-detected': 'Ověření nebylo přijato.',
  'failure.criteria-not-met': 'Ověření nesplňuje věkový limit této stránky.',
  'failure.revoked': 'Ověření bylo zneplatněno.',
  unreachable: 'Ověření věku není dostupné. Zkontrolujte připojení a zkuste to znovu.',
};
