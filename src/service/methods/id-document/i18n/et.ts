/** Estonian text of the id-document method (glossary: src/service/i18n/glossary/et.md). */
export const et = {
  'method.id-document': 'Isikut tõendav dokument',
  'describe.id-document': 'Pildista passi, ID-kaarti või juhiluba',
  'id.intro':
    'Pildista masinloetavate andmetega külge: USA või Kanada juhiloa tagaküljel olevat vöötkoodi või passi või ID-kaardi kahte-kolme <<<-märkidega rida.',
  'id.camera': 'Kasuta kaamerat',
  'id.upload': 'Laadi foto üles',
  'id.take': 'Tee foto',
  'id.cancel': 'Tühista',
  'id.guide': 'Mahuta vöötkood või <<<-read raami sisse, püsi paigal, väldi peegeldusi.',
  'id.reading': 'Loeme dokumenti…',
  'id.cameraDenied': 'Kaamera pole siin saadaval. Laadi selle asemel üles foto.',
  'id.heic':
    'See foto on HEIC-vormingus, mida ei saa lugeda. Tee foto sellelt lehelt või salvesta see JPEG-vormingus.',
  'id.tooLarge': 'See foto on liiga suur. Tee see uuesti või laadi üles väiksem foto (alla 10 MB).',
  'id.retake': 'Me ei suutnud dokumenti lugeda. {hint} Proovi uuesti.',
  'id.hint.blur': 'Foto on udune: püsi paigal ja lase kaameral teravustada.',
  'id.hint.glare': 'Dokumendilt peegeldub valgust: kalluta seda veidi.',
  'id.hint.too-small': 'Dokument on fotol liiga väike: tule lähemale.',
  'id.hint.too-dark': 'Foto on liiga tume: mine heledamasse kohta.',
  'id.hint.not-found': 'Vöötkoodi ega <<<-ridu ei leitud: pildista õiget külge.',
  'id.hint.not-an-id': 'See vöötkood ei ole juhiloalt ega ID-kaardilt.',
  'id.hint.check-digits':
    '<<<-read ei läinud kontrollist läbi: pildista need teravalt ja tervikuna.',
  'id.expired': 'See dokument on aegunud. Kasuta kehtivat dokumenti.',
  'id.specimenRefused':
    'See on näidisdokument, mis on tehtud teenuse proovimiseks: see ei tõenda kellegi vanust. Kasuta oma dokumenti.',
  'id.phone': 'Siin pole kaamerat? Skanni see kood telefoniga ja jätka seal.',
  'id.privacy': 'Foto loetakse meie serveris ja kustutatakse kohe; seda ei salvestata kunagi.',
  'id.specimens':
    'Näidisdokumendid (testrežiim): laadi üks alla ja laadi see ülal üles või ava see ekraanil ja pildista ekraani telefoniga.',
  'id.show': 'Näita',
  'id.specimen.adult-licence': 'Täiskasvanu juhiluba',
  'id.specimen.minor-licence': 'Alaealise juhiluba',
  'id.specimen.adult-licence-front': 'Täiskasvanu juhiluba, esikülg (fotoga)',
  'id.specimen.minor-licence-front': 'Alaealise juhiluba, esikülg (fotoga)',
  'id.specimen.adult-passport': 'Täiskasvanu pass',
  'id.front.intro':
    'Tagakülg loetud. Nüüd esikülg sinu fotoga: pildista kogu külge, kus on näha sinu foto, sünniaeg ja dokumendi number.',
  'id.front.guide': 'Mahuta kogu esikülg raami sisse, püsi paigal, väldi peegeldusi.',
  'id.front.reading': 'Loeme esikülge…',
  'id.front.notRead':
    'Esikülje trükiteksti ei õnnestunud lugeda. Pildista kogu esikülge teravalt ja peegeldusteta.',
  'id.front.noPortrait':
    'Sellel küljel ei leitud fotot: pildista kaardi esikülge, kus on sinu foto.',
  'id.front.mismatch':
    'Esikülg ei kuulu tagaküljega samale dokumendile: sünniaeg või dokumendi number erineb. Pildista ühe dokumendi mõlemat külge.',
  'id.front.expired': 'Liiga palju aega on möödunud: pildista tagakülge uuesti.',
  'id.front.restart': 'Alusta uuesti tagaküljest',
  'id.hint.number-not-read':
    'Esikülje dokumendinumbrit ei õnnestunud lugeda: pildista see teravalt ja tervikuna.',
  'id.selfie.intro':
    'Dokument loetud. Nüüd otse kaamerast tehtud selfi: võrdleme sinu nägu dokumendi fotoga. Midagi ei salvestata.',
  'id.selfie.mismatch': 'Selfi ei vastanud dokumendi fotole.',
  'id.selfie.again': 'Pildista dokumenti uuesti ja tee siis selfi.',
  'id.noPortrait':
    'See teenus võrdleb dokumendi fotot selfiga, kuid fotot ei leitud: pildista lehekülge või külge, kus on näha nii omaniku foto kui ka vöötkood või <<<-read.',
};
