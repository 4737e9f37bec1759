import type { InteractionMessages } from './en';

/** Danish text of the OpenID age-key pages (glossary: src/service/i18n/glossary/da.md). */
export const da: InteractionMessages = {
  'use.title': 'Bevis din alder',
  'use.heading': 'Bevis din alder over for {site}',
  'use.ask':
    '{site} spørger, om du er {ages}. Din aldersnøgle svarer ja eller nej til hvert spørgsmål — aldrig med din fødselsdato og aldrig med noget, der kan identificere dig.',
  'use.age': '{age} år eller ældre',
  'use.ofAge': 'myndig',
  'use.go': 'Brug din aldersnøgle',
  'use.decline': 'Gå tilbage uden at svare',
  'create.title': 'Gem en aldersnøgle',
  'create.heading': 'Gem en aldersnøgle',
  'create.offer':
    '{site} har kontrolleret, at du er mindst {floor}. Gem en adgangsnøgle på denne enhed som aldersnøgle: Så kan andre hjemmesider kontrollere din alder med den på et øjeblik uden at se, hvem du er. Din fødselsdato gemmes ikke.',
  'create.go': 'Gem en aldersnøgle',
  'create.decline': 'Ikke nu',
  step: '{product} — aldersnøgle',
  'script.waitingUse': 'Venter på din aldersnøgle…',
  'script.waitingCreate': 'Venter på din enhed…',
  'script.ended': 'Denne forespørgsel er afsluttet. Gå tilbage til hjemmesiden.',
  'script.noKeyUsed': 'Der blev ikke brugt nogen aldersnøgle. Prøv igen, eller gå tilbage.',
  'script.noKeySaved': 'Der blev ikke gemt nogen aldersnøgle. Prøv igen, eller vælg »Ikke nu«.',
  'script.failed': 'Det lykkedes ikke. Prøv igen.',
  'script.wrong': 'Noget gik galt. Prøv igen.',
  'script.noWebAuthn':
    'Denne browser kan ikke bruge en aldersnøgle. Gå tilbage, og prøv en anden enhed eller browser.',
  'script.notAllowed': 'Denne hjemmeside må ikke gemme aldersnøgler. Gå tilbage til hjemmesiden.',
  'refusal.unknown-key':
    'Tjenesten kender ikke den aldersnøgle: Den er måske blevet glemt. Gå tilbage, og bevis din alder på en anden måde.',
  'refusal.revoked':
    'Den aldersnøgle er blevet tilbagekaldt. Gå tilbage, og bevis din alder på en anden måde.',
  'refusal.user-verification':
    'Din enhed bekræftede ikke, at det er dig (pinkode, fingeraftryk eller ansigt). Prøv igen.',
  'refusal.challenge': 'Det tog for lang tid eller var allerede brugt. Prøv igen.',
  'refusal.already-used':
    'Der er allerede gemt en aldersnøgle fra denne kontrol, eller denne adgangsnøgle er en. Gå tilbage til hjemmesiden.',
  'expired.title': 'Denne forespørgsel er udløbet',
  'expired.body': 'Gå tilbage til hjemmesiden, og start forfra.',
  'used.title': 'Allerede brugt',
  'used.body': 'Der er allerede gemt en aldersnøgle fra denne kontrol. Gå tilbage til hjemmesiden.',
};
