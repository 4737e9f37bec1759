/** Danish text of the id-document method (glossary: src/service/i18n/glossary/da.md). */
export const da = {
  'method.id-document': 'ID-dokument',
  'describe.id-document': 'Tag et billede af et pas, ID-kort eller kørekort',
  'id.intro':
    'Tag et billede af den side, der har de maskinlæsbare data: stregkoden på bagsiden af et amerikansk eller canadisk kørekort eller de to eller tre linjer med <<< på et pas eller ID-kort.',
  'id.camera': 'Brug kameraet',
  'id.upload': 'Upload et billede',
  'id.take': 'Tag billede',
  'id.cancel': 'Annuller',
  'id.guide': 'Få stregkoden eller <<<-linjerne ind i rammen, hold stille, og undgå genskin.',
  'id.reading': 'Læser dokumentet…',
  'id.cameraDenied': 'Kameraet er ikke tilgængeligt her. Upload et billede i stedet.',
  'id.heic':
    'Billedet er i HEIC-format, som ikke kan læses. Tag billedet fra denne side, eller gem det som JPEG.',
  'id.tooLarge': 'Billedet er for stort. Tag det igen, eller upload et mindre (under 10 MB).',
  'id.retake': 'Vi kunne ikke læse dokumentet. {hint} Prøv igen.',
  'id.hint.blur': 'Billedet er sløret: Hold stille, og lad kameraet fokusere.',
  'id.hint.glare': 'Lyset giver genskin i dokumentet: Vip det en smule.',
  'id.hint.too-small': 'Dokumentet er for lille på billedet: Gå tættere på.',
  'id.hint.too-dark': 'Billedet er for mørkt: Find et lysere sted.',
  'id.hint.not-found':
    'Der blev ikke fundet nogen stregkode eller <<<-linjer: Fotografér den rigtige side.',
  'id.hint.not-an-id': 'Stregkoden er ikke fra et kørekort eller ID-kort.',
  'id.hint.check-digits': '<<<-linjerne stemmer ikke: Fotografér dem skarpt og helt.',
  'id.expired': 'Dette dokument er udløbet. Brug et gyldigt dokument.',
  'id.specimenRefused':
    'Dette er et prøvedokument, lavet til at afprøve tjenesten: Det beviser ingens alder. Brug dit eget dokument.',
  'id.phone': 'Intet kamera her? Scan koden med din telefon for at fortsætte der.',
  'id.privacy': 'Billedet læses på vores server og slettes straks; det gemmes aldrig.',
  'id.specimens':
    'Prøvedokumenter (testtilstand): Download et, og upload det ovenfor, eller vis det, og fotografér skærmen med din telefon.',
  'id.show': 'Vis',
  'id.specimen.adult-licence': 'En voksens kørekort',
  'id.specimen.minor-licence': 'En mindreåriges kørekort',
  'id.specimen.adult-licence-front': 'En voksens kørekort, forside (med foto)',
  'id.specimen.minor-licence-front': 'En mindreåriges kørekort, forside (med foto)',
  'id.specimen.adult-passport': 'En voksens pas',
  'id.front.intro':
    'Bagsiden er læst. Nu forsiden med dit foto: Fotografér hele den side, der viser dit foto, din fødselsdato og dokumentnummeret.',
  'id.front.guide': 'Få hele forsiden ind i rammen, hold stille, og undgå genskin.',
  'id.front.reading': 'Læser forsiden…',
  'id.front.notRead':
    'Den trykte tekst på forsiden kunne ikke læses. Fotografér hele forsiden skarpt og uden genskin.',
  'id.front.noPortrait':
    'Der blev ikke fundet noget foto på denne side: Fotografér kortets forside, den side med dit foto.',
  'id.front.mismatch':
    'Forsiden hører ikke til samme dokument som bagsiden: Fødselsdatoen eller dokumentnummeret er forskellige. Fotografér begge sider af ét dokument.',
  'id.front.expired': 'Der er gået for lang tid: Fotografér bagsiden igen.',
  'id.front.restart': 'Start forfra med bagsiden',
  'id.hint.number-not-read':
    'Dokumentnummeret på forsiden kunne ikke læses: Fotografér det skarpt og helt.',
  'id.selfie.intro':
    'Dokumentet er læst. Nu en live-selfie: Vi sammenligner dit ansigt med fotoet på dokumentet. Intet gemmes.',
  'id.selfie.mismatch': 'Selfien passede ikke til fotoet på dokumentet.',
  'id.selfie.again': 'Fotografér dokumentet igen, og tag derefter selfien.',
  'id.noPortrait':
    'Denne tjeneste sammenligner fotoet på dokumentet med en selfie, og der blev ikke fundet noget foto: Fotografér den side, der viser både indehaverens foto og stregkoden eller <<<-linjerne.',
};
