import type { AgeGateLabels } from '../age-gate-props';

/** Danish text of the <AgeGate> card (glossary: src/service/i18n/glossary/da.md). */
export const da: AgeGateLabels = {
  heading: 'Bekræft din alder',
  intro: 'Du skal være myndig for at se denne side. Bekræft din alder for at fortsætte.',
  how: 'Cirka et minut med en metode, du selv vælger: en selfie, et ID-dokument, en digital tegnebog, en aldersnøgle…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} får kun resultatet, aldrig dit navn, dine billeder eller dokumenter. Billeder gemmes ikke.',
  keptUnnamed:
    'Denne hjemmeside får kun resultatet, aldrig dit navn, dine billeder eller dokumenter. Billeder gemmes ikke.',
  ageKey: 'Gem derefter en aldersnøgle på denne enhed: Næste gang kræver det kun ét tryk.',
  start: 'Bekræft min alder',
  checking: 'Henter status for din alderskontrol…',
  creating: 'Starter kontrollen…',
  confirming: 'Bekræfter dit resultat…',
  verified: 'Din alder er bekræftet.',
  failed: 'Vi kunne ikke bekræfte din alder.',
  pending: 'Din alderskontrol er ikke færdig endnu.',
  checkAgain: 'Tjek igen',
  error: 'Noget gik galt med kontrollen. Prøv igen.',
  mismatch: 'Den kontrol blev startet i en anden browser. Start forfra her.',
  cancelled: 'Kontrollen blev annulleret.',
  retry: 'Prøv igen',
  close: 'Luk',
  topLevel: 'Problemer? Fortsæt i dette vindue',
  unresponsive: 'Kontrollen kunne ikke vises her. Fortsæt i dette vindue.',
  title: 'Alderskontrol',
  'failure.age-criteria-not-met': 'Kontrollen viste ikke, at du opfylder aldersgrænsen.',
  'failure.max-attempts-exceeded': 'Kontrollen blev afsluttet efter for mange mislykkede forsøg.',
  'failure.fraudulent-activity-detected': 'Kontrollen blev ikke godkendt.',
  'failure.criteria-not-met': 'Kontrollen opfylder ikke aldersgrænsen for denne side.',
  'failure.revoked': 'Kontrollen er blevet tilbagekaldt.',
  unreachable: 'Alderskontrollen kunne ikke nås. Tjek din forbindelse, og prøv igen.',
};
