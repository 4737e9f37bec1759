/** Swedish text of the id-document method (glossary: src/service/i18n/glossary/sv.md). */
export const sv = {
  'method.id-document': 'Id-handling',
  'describe.id-document': 'Fotografera ett pass, id-kort eller körkort',
  'id.intro':
    'Fotografera sidan med de maskinläsbara uppgifterna: streckkoden på baksidan av ett amerikanskt eller kanadensiskt körkort, eller de två eller tre raderna med <<< på ett pass eller id-kort.',
  'id.camera': 'Använd kameran',
  'id.upload': 'Ladda upp ett foto',
  'id.take': 'Ta foto',
  'id.cancel': 'Avbryt',
  'id.guide': 'Placera streckkoden eller <<<-raderna i ramen, håll still och undvik reflexer.',
  'id.reading': 'Handlingen läses…',
  'id.cameraDenied': 'Kameran är inte tillgänglig här. Ladda upp ett foto i stället.',
  'id.heic':
    'Fotot är i HEIC-format och kan inte läsas. Ta fotot från den här sidan, eller spara det som JPEG.',
  'id.tooLarge': 'Fotot är för stort. Ta det igen eller ladda upp ett mindre (under 10 MB).',
  'id.retake': 'Vi kunde inte läsa handlingen. {hint} Försök igen.',
  'id.hint.blur': 'Fotot är suddigt: håll still och låt kameran fokusera.',
  'id.hint.glare': 'Ljuset reflekteras i handlingen: luta den lite.',
  'id.hint.too-small': 'Handlingen är för liten på fotot: gå närmare.',
  'id.hint.too-dark': 'Fotot är för mörkt: gå till en ljusare plats.',
  'id.hint.not-found': 'Ingen streckkod eller <<<-rader hittades: fotografera rätt sida.',
  'id.hint.not-an-id': 'Streckkoden kommer inte från ett körkort eller id-kort.',
  'id.hint.check-digits': '<<<-raderna stämde inte: fotografera dem skarpt och i sin helhet.',
  'id.expired': 'Handlingen har gått ut. Använd en giltig handling.',
  'id.specimenRefused':
    'Det här är ett exempeldokument, gjort för att prova tjänsten: det bevisar ingens ålder. Använd din egen handling.',
  'id.phone': 'Ingen kamera här? Skanna koden med din telefon för att fortsätta där.',
  'id.privacy': 'Fotot läses på vår server och raderas direkt; det sparas aldrig.',
  'id.specimens':
    'Exempeldokument (testläge): ladda ner ett och ladda upp det ovan, eller visa det och fotografera skärmen med din telefon.',
  'id.show': 'Visa',
  'id.specimen.adult-licence': 'En vuxens körkort',
  'id.specimen.minor-licence': 'En minderårigs körkort',
  'id.specimen.adult-licence-front': 'En vuxens körkort, framsida (med foto)',
  'id.specimen.minor-licence-front': 'En minderårigs körkort, framsida (med foto)',
  'id.specimen.adult-passport': 'En vuxens pass',
  'id.front.intro':
    'Baksidan är läst. Nu framsidan, med ditt foto: fotografera hela sidan som visar ditt foto, ditt födelsedatum och handlingens nummer.',
  'id.front.guide': 'Placera hela framsidan i ramen, håll still och undvik reflexer.',
  'id.front.reading': 'Framsidan läses…',
  'id.front.notRead':
    'Den tryckta texten på framsidan kunde inte läsas. Fotografera hela framsidan, skarpt och utan reflexer.',
  'id.front.noPortrait':
    'Inget foto hittades på den här sidan: fotografera kortets framsida, sidan med ditt foto.',
  'id.front.mismatch':
    'Framsidan hör inte till samma handling som baksidan: födelsedatumet eller handlingens nummer skiljer sig. Fotografera båda sidorna av en och samma handling.',
  'id.front.expired': 'Det har gått för lång tid: fotografera baksidan igen.',
  'id.front.restart': 'Börja om med baksidan',
  'id.hint.number-not-read':
    'Handlingens nummer på framsidan kunde inte läsas: fotografera det skarpt och i sin helhet.',
  'id.selfie.intro':
    'Handlingen är läst. Nu en selfie i realtid: vi jämför ditt ansikte med fotot på handlingen. Inget sparas.',
  'id.selfie.mismatch': 'Selfien stämde inte med fotot på handlingen.',
  'id.selfie.again': 'Fotografera handlingen igen och ta sedan selfien.',
  'id.noPortrait':
    'Den här tjänsten jämför fotot på handlingen med en selfie, och inget foto hittades: fotografera den sida som visar både innehavarens foto och streckkoden eller <<<-raderna.',
};
