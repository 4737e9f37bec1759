import type { InteractionMessages } from './en';

/** Norwegian Bokmål text of the OpenID age-key pages (glossary: src/service/i18n/glossary/nb.md). */
export const nb: InteractionMessages = {
  'use.title': 'Bevis alderen din',
  'use.heading': 'Bevis alderen din overfor {site}',
  'use.ask':
    '{site} spør om du er {ages}. Aldersnøkkelen din svarer ja eller nei på hvert spørsmål — aldri med fødselsdatoen din, og aldri med noe som identifiserer deg.',
  'use.age': '{age} år eller eldre',
  'use.ofAge': 'myndig',
  'use.go': 'Bruk aldersnøkkelen din',
  'use.decline': 'Gå tilbake uten å svare',
  'create.title': 'Lagre en aldersnøkkel',
  'create.heading': 'Lagre en aldersnøkkel',
  'create.offer':
    '{site} har kontrollert at du er minst {floor}. Lagre en tilgangsnøkkel på denne enheten som aldersnøkkel: da kan andre nettsteder raskt kontrollere alderen din med den, uten å se hvem du er. Fødselsdatoen din lagres ikke.',
  'create.go': 'Lagre en aldersnøkkel',
  'create.decline': 'Ikke nå',
  step: '{product} — aldersnøkkel',
  'script.waitingUse': 'Venter på aldersnøkkelen din…',
  'script.waitingCreate': 'Venter på enheten din…',
  'script.ended': 'Denne forespørselen er avsluttet. Gå tilbake til nettstedet.',
  'script.noKeyUsed': 'Ingen aldersnøkkel ble brukt. Prøv igjen, eller gå tilbake.',
  'script.noKeySaved': 'Ingen aldersnøkkel ble lagret. Prøv igjen, eller velg «Ikke nå».',
  'script.failed': 'Det fungerte ikke. Prøv igjen.',
  'script.wrong': 'Noe gikk galt. Prøv igjen.',
  'script.noWebAuthn':
    'Denne nettleseren kan ikke bruke en aldersnøkkel. Gå tilbake og prøv en annen enhet eller nettleser.',
  'script.notAllowed': 'Dette nettstedet kan ikke lagre aldersnøkler. Gå tilbake til nettstedet.',
  'refusal.unknown-key':
    'Tjenesten kjenner ikke den aldersnøkkelen: den kan ha blitt glemt. Gå tilbake og bevis alderen din på en annen måte.',
  'refusal.revoked':
    'Den aldersnøkkelen er trukket tilbake. Gå tilbake og bevis alderen din på en annen måte.',
  'refusal.user-verification':
    'Enheten din bekreftet ikke at det er deg (PIN-kode, fingeravtrykk eller ansikt). Prøv igjen.',
  'refusal.challenge': 'Det tok for lang tid, eller det var allerede brukt. Prøv igjen.',
  'refusal.already-used':
    'Det er allerede lagret en aldersnøkkel fra denne kontrollen, eller denne tilgangsnøkkelen er allerede en. Gå tilbake til nettstedet.',
  'expired.title': 'Denne forespørselen er utløpt',
  'expired.body': 'Gå tilbake til nettstedet og start på nytt.',
  'used.title': 'Allerede brukt',
  'used.body':
    'Det er allerede lagret en aldersnøkkel fra denne kontrollen. Gå tilbake til nettstedet.',
};
