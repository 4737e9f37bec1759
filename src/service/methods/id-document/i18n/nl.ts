/** Dutch text of the id-document method (glossary: src/service/i18n/glossary/nl.md). */
export const nl = {
  'method.id-document': 'Identiteitsbewijs',
  'describe.id-document': 'Fotografeer een paspoort, identiteitskaart of rijbewijs',
  'id.intro':
    'Fotografeer de kant met de machineleesbare gegevens: de barcode op de achterkant van een Amerikaans of Canadees rijbewijs, of de twee of drie regels met <<< op een paspoort of identiteitskaart.',
  'id.camera': 'Camera gebruiken',
  'id.upload': 'Foto uploaden',
  'id.take': 'Foto maken',
  'id.cancel': 'Annuleren',
  'id.guide':
    'Zet de barcode of de <<<-regels binnen het kader, houd de camera stil en vermijd weerspiegelingen.',
  'id.reading': 'Document wordt gelezen…',
  'id.cameraDenied': 'De camera is hier niet beschikbaar. Upload in plaats daarvan een foto.',
  'id.heic':
    'Deze foto is in HEIC-formaat en kan niet worden gelezen. Maak de foto vanaf deze pagina, of sla hem op als JPEG.',
  'id.tooLarge': 'Deze foto is te groot. Maak hem opnieuw of upload een kleinere (onder 10 MB).',
  'id.retake': 'We konden het document niet lezen. {hint} Probeer het opnieuw.',
  'id.hint.blur': 'De foto is onscherp: houd de camera stil en laat hem scherpstellen.',
  'id.hint.glare': 'Er weerspiegelt licht op het document: kantel het een beetje.',
  'id.hint.too-small': 'Het document is te klein op de foto: kom dichterbij.',
  'id.hint.too-dark': 'De foto is te donker: ga naar een lichtere plek.',
  'id.hint.not-found': 'Geen barcode of <<<-regels gevonden: fotografeer de juiste kant.',
  'id.hint.not-an-id': 'Die barcode komt niet van een rijbewijs of identiteitskaart.',
  'id.hint.check-digits': 'De <<<-regels klopten niet: fotografeer ze scherp en volledig.',
  'id.expired': 'Dit document is verlopen. Gebruik een geldig document.',
  'id.specimenRefused':
    'Dit is een specimen, gemaakt om de dienst uit te proberen: het toont niemands leeftijd aan. Gebruik je eigen document.',
  'id.phone': 'Geen camera hier? Scan deze code met je telefoon om daar verder te gaan.',
  'id.privacy':
    'De foto wordt op onze server gelezen en meteen verwijderd; hij wordt nooit bewaard.',
  'id.specimens':
    'Specimens (testmodus): download er een en upload die hierboven, of toon hem en fotografeer het scherm met je telefoon.',
  'id.show': 'Tonen',
  'id.specimen.adult-licence': 'Rijbewijs van een volwassene',
  'id.specimen.minor-licence': 'Rijbewijs van een minderjarige',
  'id.specimen.adult-licence-front': 'Rijbewijs van een volwassene, voorkant (met foto)',
  'id.specimen.minor-licence-front': 'Rijbewijs van een minderjarige, voorkant (met foto)',
  'id.specimen.adult-passport': 'Paspoort van een volwassene',
  'id.front.intro':
    'Achterkant gelezen. Nu de voorkant, met je foto: fotografeer de hele kant met je foto, je geboortedatum en het documentnummer.',
  'id.front.guide':
    'Zet de hele voorkant binnen het kader, houd de camera stil en vermijd weerspiegelingen.',
  'id.front.reading': 'Voorkant wordt gelezen…',
  'id.front.notRead':
    'De gedrukte tekst op de voorkant kon niet worden gelezen. Fotografeer de hele voorkant, scherp en zonder weerspiegelingen.',
  'id.front.noPortrait':
    'Op deze kant is geen foto gevonden: fotografeer de voorkant van de kaart, de kant met je foto.',
  'id.front.mismatch':
    'De voorkant hoort niet bij hetzelfde document als de achterkant: de geboortedatum of het documentnummer verschilt. Fotografeer beide kanten van één document.',
  'id.front.expired': 'Er is te veel tijd verstreken: fotografeer de achterkant opnieuw.',
  'id.front.restart': 'Opnieuw beginnen met de achterkant',
  'id.hint.number-not-read':
    'Het documentnummer op de voorkant kon niet worden gelezen: fotografeer het scherp en volledig.',
  'id.selfie.intro':
    'Document gelezen. Nu een live selfie: we vergelijken je gezicht met de foto op het document. Er wordt niets bewaard.',
  'id.selfie.mismatch': 'De selfie kwam niet overeen met de foto op het document.',
  'id.selfie.again': 'Fotografeer het document opnieuw en maak daarna de selfie.',
  'id.noPortrait':
    'Deze dienst vergelijkt de foto op het document met een selfie, en er is geen foto gevonden: fotografeer de pagina of kant met zowel de foto van de houder als de barcode of de <<<-regels.',
};
