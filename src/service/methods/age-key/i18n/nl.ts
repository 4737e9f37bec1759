/** Dutch text of the age-key method (glossary: src/service/i18n/glossary/nl.md). */

/** Its name and description in the method picker. */
export const nl = {
  'method.age-key': 'Leeftijdssleutel',
  'describe.age-key': 'Gebruik een toegangssleutel die je leeftijd al aantoont',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const nlCeremony = {
  use: 'Je leeftijdssleutel gebruiken',
  useHelp:
    'Je apparaat vraagt je de toegangssleutel met je leeftijdsbewijs te ontgrendelen. Verder wordt er niets gedeeld.',
  noKey:
    'Nog geen leeftijdssleutel? Kies eerst een andere methode; daarna kun je een leeftijdssleutel bewaren voor de volgende keer.',
  upgrade:
    'Je leeftijdssleutel toont {n}+ aan, en dat is hier niet genoeg. Controleer je leeftijd met een andere methode en werk daarna je leeftijdssleutel bij.',
  upgradeMethod:
    'Het bewijs in je leeftijdssleutel wordt hier niet geaccepteerd. Controleer je leeftijd met een andere methode en werk daarna je leeftijdssleutel bij.',
  upgradeTest:
    'Je leeftijdssleutel is gemaakt in testmodus en geldt niet voor een echte controle. Controleer je leeftijd met een andere methode en werk daarna je leeftijdssleutel bij.',
  declined: 'Er is geen leeftijdssleutel gebruikt. Probeer het opnieuw of kies een andere methode.',
  'refused.counter':
    'Deze leeftijdssleutel lijkt van een ander apparaat gekopieerd en is geweigerd. Kies een andere methode.',
  'refused.user-verification':
    'Je apparaat heeft niet bevestigd dat jij het bent (pincode of biometrie). Probeer het opnieuw met bevestiging aan.',
  'refused.revoked': 'Deze leeftijdssleutel is ingetrokken. Kies een andere methode.',
  'refused.unknown-key': 'Deze leeftijdssleutel is hier niet bekend (misschien is hij vergeten).',
  refused:
    'De leeftijdssleutel kon niet worden gecontroleerd. Probeer het opnieuw of kies een andere methode.',
  error: 'Dat is niet gelukt: {detail}.',
  working: 'Wachten op je apparaat…',
  saveTitle: 'Een leeftijdssleutel bewaren',
  saveHelp:
    'Toon je leeftijd de volgende keer met één tik aan, op elke website die deze dienst gebruikt. De toegangssleutel bevat alleen je leeftijdsbewijs, nooit je naam.',
  saveButton: 'Leeftijdssleutel bewaren',
  saved: 'Leeftijdssleutel bewaard. Kies de volgende keer “Leeftijdssleutel”.',
  updateTitle: 'Je leeftijdssleutel bijwerken',
  updateHelp:
    'Zet dit nieuwe leeftijdsbewijs in je leeftijdssleutel, zodat die hier de volgende keer volstaat.',
  updateButton: 'Mijn leeftijdssleutel bijwerken',
  updated: 'Leeftijdssleutel bijgewerkt: hij toont nu {n}+ aan.',
  savedTest: 'Dit is een testsleutel: hij werkt alleen in testmodus.',
  openWindow: 'Open een venster om je leeftijdssleutel te bewaren',
  windowHelp:
    'Je browser staat niet toe dat je binnen deze website een toegangssleutel bewaart. Gebruik in plaats daarvan een klein venster.',
  forget: 'Mijn leeftijdssleutel vergeten',
  forgotten:
    'Je leeftijdssleutel is uit de dienst verwijderd. Je kunt de toegangssleutel ook van je apparaat verwijderen.',
};
