/** Swedish text of the age-key method (glossary: src/service/i18n/glossary/sv.md). */

/** Its name and description in the method picker. */
export const sv = {
  'method.age-key': 'Åldersnyckel',
  'describe.age-key': 'Använd en lösennyckel som redan bevisar din ålder',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const svCeremony = {
  use: 'Använd din åldersnyckel',
  useHelp:
    'Din enhet ber dig låsa upp lösennyckeln som innehåller ditt åldersbevis. Inget annat delas.',
  noKey:
    'Ingen åldersnyckel än? Välj först en annan metod; efteråt kan du spara en åldersnyckel till nästa gång.',
  upgrade:
    'Din åldersnyckel bevisar {n}+, vilket inte räcker här. Bekräfta din ålder med en annan metod och uppdatera sedan din åldersnyckel.',
  upgradeMethod:
    'Beviset i din åldersnyckel godtas inte här. Bekräfta din ålder med en annan metod och uppdatera sedan din åldersnyckel.',
  upgradeTest:
    'Din åldersnyckel skapades i testläge och kan inte användas för en riktig kontroll. Bekräfta din ålder med en annan metod och uppdatera sedan din åldersnyckel.',
  declined: 'Ingen åldersnyckel användes. Försök igen eller välj en annan metod.',
  'refused.counter':
    'Den här åldersnyckeln verkar vara kopierad från en annan enhet och avvisades. Välj en annan metod.',
  'refused.user-verification':
    'Din enhet bekräftade inte att det är du (pinkod eller biometri). Försök igen med bekräftelse påslagen.',
  'refused.revoked': 'Den här åldersnyckeln har återkallats. Välj en annan metod.',
  'refused.unknown-key': 'Den här åldersnyckeln är okänd här (den kan ha glömts).',
  refused: 'Åldersnyckeln kunde inte kontrolleras. Försök igen eller välj en annan metod.',
  error: 'Det fungerade inte: {detail}.',
  working: 'Väntar på din enhet…',
  saveTitle: 'Spara en åldersnyckel',
  saveHelp:
    'Nästa gång bevisar du din ålder med ett tryck på alla webbplatser som använder den här tjänsten. Lösennyckeln innehåller bara ditt åldersbevis, aldrig ditt namn.',
  saveButton: 'Spara en åldersnyckel',
  saved: 'Åldersnyckeln har sparats. Välj ”Åldersnyckel” nästa gång.',
  updateTitle: 'Uppdatera din åldersnyckel',
  updateHelp: 'Lägg in det nya åldersbeviset i din åldersnyckel, så att den räcker här nästa gång.',
  updateButton: 'Uppdatera min åldersnyckel',
  updated: 'Åldersnyckeln har uppdaterats: den bevisar nu {n}+.',
  savedTest: 'Det här är en testnyckel: den fungerar bara i testläge.',
  openWindow: 'Öppna ett fönster för att spara din åldersnyckel',
  windowHelp:
    'Din webbläsare tillåter inte att en lösennyckel sparas på den här webbplatsen. Använd ett litet fönster i stället.',
  forget: 'Glöm min åldersnyckel',
  forgotten:
    'Din åldersnyckel har raderats från tjänsten. Du kan också ta bort lösennyckeln från din enhet.',
};
