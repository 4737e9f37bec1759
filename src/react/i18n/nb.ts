import type { AgeGateLabels } from '../age-gate-props';

/** Norwegian Bokmål text of the <AgeGate> card (glossary: src/service/i18n/glossary/nb.md). */
export const nb: AgeGateLabels = {
  heading: 'Bekreft alderen din',
  intro: 'Du må være myndig for å se denne siden. Bekreft alderen din for å fortsette.',
  how: 'Omtrent ett minutt, med en metode du velger selv: en selfie, et ID-dokument, en digital lommebok, en aldersnøkkel…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} får bare resultatet, aldri navnet ditt, bilder eller dokumenter. Bilder lagres ikke.',
  keptUnnamed:
    'Dette nettstedet får bare resultatet, aldri navnet ditt, bilder eller dokumenter. Bilder lagres ikke.',
  ageKey: 'Lagre deretter en aldersnøkkel på denne enheten: neste gang holder det med ett trykk.',
  start: 'Bekreft alderen min',
  checking: 'Henter status for alderskontrollen din…',
  creating: 'Starter kontrollen…',
  confirming: 'Bekrefter resultatet ditt…',
  verified: 'Alderen din er bekreftet.',
  failed: 'Vi kunne ikke bekrefte alderen din.',
  pending: 'Alderskontrollen din er ikke ferdig ennå.',
  checkAgain: 'Sjekk igjen',
  error: 'Noe gikk galt med kontrollen. Prøv igjen.',
  mismatch: 'Den kontrollen ble startet i en annen nettleser. Start på nytt her.',
  cancelled: 'Kontrollen ble avbrutt.',
  retry: 'Prøv igjen',
  close: 'Lukk',
  topLevel: 'Problemer? Fortsett i dette vinduet',
  unresponsive: 'Kontrollen kunne ikke vises her. Fortsett i dette vinduet.',
  title: 'Alderskontroll',
  'failure.age-criteria-not-met': 'Kontrollen viste ikke at du oppfyller aldersgrensen.',
  'failure.max-attempts-exceeded': 'Kontrollen ble avsluttet etter for mange mislykkede forsøk.',
  'failure.fraudulent-activity-detected': 'Kontrollen ble ikke godkjent.',
  'failure.criteria-not-met': 'Kontrollen oppfyller ikke aldersgrensen for denne siden.',
  'failure.revoked': 'Kontrollen er trukket tilbake.',
  unreachable: 'Alderskontrollen kunne ikke nås. Sjekk tilkoblingen din og prøv igjen.',
};
