/** Swedish text of the bank-app method (glossary: src/service/i18n/glossary/sv.md). */
export const sv = {
  'method.bank-app': 'Bankapp',
  'describe.bank-app': 'Bekräfta din ålder i din bankapp',
  bankHelp:
    'Din bank bekräftar din ålder utifrån sina uppgifter. På en telefon öppnas din bankapp; efteråt kommer du tillbaka till den här tjänsten i webbläsaren.',
  bankContinue: 'Fortsätt med {name}',
  bankNone: 'Ingen bank är tillgänglig för den här kontrollen.',
  bankNotHere:
    'Din bank kan inte öppnas inifrån den här appen. Öppna sidan i din webbläsare eller välj en annan metod.',
  bankTitle: 'Bekräftelse från banken',
  bankLinkUsed:
    'Länken har redan använts eller har gått ut. Gå tillbaka till webbplatsen och börja om.',
  bankGone: 'Banken är inte längre tillgänglig. Gå tillbaka och välj en annan metod.',
  bankDeclined:
    'Du tackade nej hos din bank, så inget delades. Gå tillbaka för att välja en annan metod.',
  bankRefused: 'Din bank bekräftade inte den här inloggningen. Gå tillbaka och försök igen.',
  bankInvalid: 'Svaret från din bank kunde inte kontrolleras. Gå tillbaka och försök igen.',
  bankUnreachable: 'Det gick inte att nå din bank. Gå tillbaka och försök igen om en stund.',
  bankNoAge: 'Din bank delade inte din ålder. Gå tillbaka för att välja en annan metod.',
  bankBack: 'Tillbaka till kontrollen',
  bankWaitTab: 'Slutför hos din bank i den nya fliken. Den här sidan uppdateras av sig själv.',
  'bankOutcome.declined': 'Du tackade nej hos din bank, så inget delades.',
  'bankOutcome.refused': 'Din bank bekräftade inte inloggningen.',
  'bankOutcome.failed': 'Svaret från din bank kunde inte användas.',
  'bankOutcome.no-age': 'Din bank delade inte din ålder.',
  bankTryAgain: 'Försök igen eller välj en annan metod.',
  bankTabResult: 'Du kan stänga den här fliken. Fliken du kom från visar resultatet.',
  bankTabBack: 'Du kan stänga den här fliken. Fortsätt i fliken du kom från.',
};
