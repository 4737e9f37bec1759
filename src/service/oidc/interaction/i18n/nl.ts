import type { InteractionMessages } from './en';

/** Dutch text of the OpenID age-key pages (glossary: src/service/i18n/glossary/nl.md). */
export const nl: InteractionMessages = {
  'use.title': 'Toon je leeftijd aan',
  'use.heading': 'Toon je leeftijd aan bij {site}',
  'use.ask':
    '{site} vraagt of je {ages} bent. Je leeftijdssleutel antwoordt telkens met ja of nee — nooit met je geboortedatum, en nooit met iets waaraan je te herkennen bent.',
  'use.age': '{age} jaar of ouder',
  'use.ofAge': 'meerderjarig',
  'use.go': 'Je leeftijdssleutel gebruiken',
  'use.decline': 'Teruggaan zonder te antwoorden',
  'create.title': 'Een leeftijdssleutel bewaren',
  'create.heading': 'Een leeftijdssleutel bewaren',
  'create.offer':
    '{site} heeft gecontroleerd dat je minstens {floor} bent. Bewaar een toegangssleutel op dit apparaat als leeftijdssleutel: andere websites kunnen je leeftijd daarmee dan in een oogwenk controleren, zonder te zien wie je bent. Je geboortedatum wordt niet bewaard.',
  'create.go': 'Leeftijdssleutel bewaren',
  'create.decline': 'Niet nu',
  step: '{product} — leeftijdssleutel',
  'script.waitingUse': 'Wachten op je leeftijdssleutel…',
  'script.waitingCreate': 'Wachten op je apparaat…',
  'script.ended': 'Dit verzoek is beëindigd. Ga terug naar de website.',
  'script.noKeyUsed': 'Er is geen leeftijdssleutel gebruikt. Probeer het opnieuw of ga terug.',
  'script.noKeySaved':
    'Er is geen leeftijdssleutel bewaard. Probeer het opnieuw of kies “Niet nu”.',
  'script.failed': 'Dat is niet gelukt. Probeer het opnieuw.',
  'script.wrong': 'Er ging iets mis. Probeer het opnieuw.',
  'script.noWebAuthn':
    'Deze browser kan geen leeftijdssleutel gebruiken. Ga terug en probeer een ander apparaat of een andere browser.',
  'script.notAllowed': 'Deze website mag geen leeftijdssleutels bewaren. Ga terug naar de website.',
  'refusal.unknown-key':
    'Deze dienst kent die leeftijdssleutel niet: misschien is hij vergeten. Ga terug en toon je leeftijd op een andere manier aan.',
  'refusal.revoked':
    'Die leeftijdssleutel is ingetrokken. Ga terug en toon je leeftijd op een andere manier aan.',
  'refusal.user-verification':
    'Je apparaat heeft niet bevestigd dat jij het bent (pincode, vingerafdruk of gezicht). Probeer het opnieuw.',
  'refusal.challenge': 'Dat duurde te lang, of is al gebruikt. Probeer het opnieuw.',
  'refusal.already-used':
    'Bij deze controle is al een leeftijdssleutel bewaard, of deze toegangssleutel is er al een. Ga terug naar de website.',
  'expired.title': 'Dit verzoek is verlopen',
  'expired.body': 'Ga terug naar de website en begin opnieuw.',
  'used.title': 'Al gebruikt',
  'used.body': 'Bij deze controle is al een leeftijdssleutel bewaard. Ga terug naar de website.',
};
