/** Norwegian Bokmål text of the id-document method (glossary: src/service/i18n/glossary/nb.md). */
export const nb = {
  'method.id-document': 'ID-dokument',
  'describe.id-document': 'Ta bilde av et pass, ID-kort eller førerkort',
  'id.intro':
    'Ta bilde av siden med de maskinlesbare dataene: strekkoden på baksiden av et amerikansk eller kanadisk førerkort, eller de to eller tre linjene med <<< på et pass eller ID-kort.',
  'id.camera': 'Bruk kameraet',
  'id.upload': 'Last opp et bilde',
  'id.take': 'Ta bilde',
  'id.cancel': 'Avbryt',
  'id.guide': 'Få strekkoden eller <<<-linjene inn i rammen, hold i ro og unngå gjenskinn.',
  'id.reading': 'Leser dokumentet…',
  'id.cameraDenied': 'Kameraet er ikke tilgjengelig her. Last opp et bilde i stedet.',
  'id.heic':
    'Bildet er i HEIC-format, som ikke kan leses. Ta bildet fra denne siden, eller lagre det som JPEG.',
  'id.tooLarge': 'Bildet er for stort. Ta det på nytt, eller last opp et mindre (under 10 MB).',
  'id.retake': 'Vi kunne ikke lese dokumentet. {hint} Prøv igjen.',
  'id.hint.blur': 'Bildet er uskarpt: hold i ro og la kameraet fokusere.',
  'id.hint.glare': 'Lyset gir gjenskinn i dokumentet: vipp det litt.',
  'id.hint.too-small': 'Dokumentet er for lite på bildet: gå nærmere.',
  'id.hint.too-dark': 'Bildet er for mørkt: finn et lysere sted.',
  'id.hint.not-found': 'Fant ingen strekkode eller <<<-linjer: ta bilde av riktig side.',
  'id.hint.not-an-id': 'Strekkoden er ikke fra et førerkort eller ID-kort.',
  'id.hint.check-digits': '<<<-linjene stemte ikke: ta et skarpt bilde av hele linjene.',
  'id.expired': 'Dette dokumentet er utløpt. Bruk et gyldig dokument.',
  'id.specimenRefused':
    'Dette er et prøvedokument, laget for å prøve tjenesten: det beviser ingens alder. Bruk ditt eget dokument.',
  'id.phone': 'Ikke noe kamera her? Skann koden med mobilen for å fortsette der.',
  'id.privacy': 'Bildet leses på serveren vår og slettes med en gang; det lagres aldri.',
  'id.specimens':
    'Prøvedokumenter (testmodus): last ned ett og last det opp ovenfor, eller vis det og ta bilde av skjermen med mobilen.',
  'id.show': 'Vis',
  'id.specimen.adult-licence': 'Førerkort for en voksen',
  'id.specimen.minor-licence': 'Førerkort for en mindreårig',
  'id.specimen.adult-licence-front': 'Førerkort for en voksen, forside (med bilde)',
  'id.specimen.minor-licence-front': 'Førerkort for en mindreårig, forside (med bilde)',
  'id.specimen.adult-passport': 'Pass for en voksen',
  'id.front.intro':
    'Baksiden er lest. Nå forsiden, med bildet ditt: ta bilde av hele siden som viser bildet ditt, fødselsdatoen din og dokumentnummeret.',
  'id.front.guide': 'Få hele forsiden inn i rammen, hold i ro og unngå gjenskinn.',
  'id.front.reading': 'Leser forsiden…',
  'id.front.notRead':
    'Den trykte teksten på forsiden kunne ikke leses. Ta et skarpt bilde av hele forsiden, uten gjenskinn.',
  'id.front.noPortrait':
    'Fant ikke noe portrettbilde på denne siden: ta bilde av forsiden av kortet, siden med bildet ditt.',
  'id.front.mismatch':
    'Forsiden hører ikke til samme dokument som baksiden: fødselsdatoen eller dokumentnummeret er forskjellig. Ta bilde av begge sidene av ett dokument.',
  'id.front.expired': 'Det har gått for lang tid: ta bilde av baksiden på nytt.',
  'id.front.restart': 'Start på nytt med baksiden',
  'id.hint.number-not-read':
    'Dokumentnummeret på forsiden kunne ikke leses: ta et skarpt bilde av hele nummeret.',
  'id.selfie.intro':
    'Dokumentet er lest. Nå en selfie i sanntid: vi sammenligner ansiktet ditt med bildet på dokumentet. Ingenting lagres.',
  'id.selfie.mismatch': 'Selfien stemte ikke med bildet på dokumentet.',
  'id.selfie.again': 'Ta bilde av dokumentet på nytt, og ta deretter selfien.',
  'id.noPortrait':
    'Denne tjenesten sammenligner bildet på dokumentet med en selfie, og det ble ikke funnet noe portrettbilde: ta bilde av siden som viser både innehaverens bilde og strekkoden eller <<<-linjene.',
};
