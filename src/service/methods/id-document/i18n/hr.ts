/** Croatian text of the id-document method (glossary: src/service/i18n/glossary/hr.md). */
export const hr = {
  'method.id-document': 'Osobni dokument',
  'describe.id-document': 'Fotografirajte putovnicu, osobnu iskaznicu ili vozačku dozvolu',
  'id.intro':
    'Fotografirajte stranu sa strojno čitljivim podacima: crtični kôd na stražnjoj strani vozačke dozvole iz SAD-a ili Kanade ili dva ili tri retka teksta sa znakovima <<< u putovnici ili na osobnoj iskaznici.',
  'id.camera': 'Upotrijebi kameru',
  'id.upload': 'Učitaj fotografiju',
  'id.take': 'Fotografiraj',
  'id.cancel': 'Odustani',
  'id.guide': 'Smjestite crtični kôd ili retke <<< u okvir, ne mičite se i izbjegavajte odsjaje.',
  'id.reading': 'Čitamo dokument…',
  'id.cameraDenied': 'Kamera ovdje nije dostupna. Umjesto toga učitajte fotografiju.',
  'id.heic':
    'Ova je fotografija u formatu HEIC, koji se ne može pročitati. Fotografirajte s ove stranice ili je spremite kao JPEG.',
  'id.tooLarge': 'Ova je fotografija prevelika. Snimite je ponovno ili učitajte manju (do 10 MB).',
  'id.retake': 'Nismo mogli pročitati dokument. {hint} Pokušajte ponovno.',
  'id.hint.blur': 'Fotografija je mutna: ne mičite se i pričekajte da kamera izoštri sliku.',
  'id.hint.glare': 'Svjetlo se odbija od dokumenta: malo ga nagnite.',
  'id.hint.too-small': 'Dokument je na fotografiji premalen: približite se.',
  'id.hint.too-dark': 'Fotografija je pretamna: prijeđite na svjetlije mjesto.',
  'id.hint.not-found': 'Nisu pronađeni crtični kôd ni retci <<<: fotografirajte pravu stranu.',
  'id.hint.not-an-id': 'Taj crtični kôd nije s vozačke dozvole ni osobne iskaznice.',
  'id.hint.check-digits': 'Retci <<< nisu prošli provjeru: fotografirajte ih oštro i cijele.',
  'id.expired': 'Ovaj je dokument istekao. Upotrijebite valjani dokument.',
  'id.specimenRefused':
    'Ovo je ogledni dokument, izrađen za isprobavanje usluge: ničiju dob ne dokazuje. Upotrijebite vlastiti dokument.',
  'id.phone': 'Ovdje nemate kameru? Skenirajte ovaj kôd telefonom i nastavite na njemu.',
  'id.privacy': 'Fotografija se čita na našem poslužitelju i odmah briše; nikad se ne pohranjuje.',
  'id.specimens':
    'Ogledni dokumenti (testni način): preuzmite jedan i učitajte ga iznad ili ga prikažite i fotografirajte zaslon telefonom.',
  'id.show': 'Prikaži',
  'id.specimen.adult-licence': 'Vozačka dozvola odrasle osobe',
  'id.specimen.minor-licence': 'Vozačka dozvola maloljetne osobe',
  'id.specimen.adult-licence-front':
    'Vozačka dozvola odrasle osobe, prednja strana (s fotografijom)',
  'id.specimen.minor-licence-front':
    'Vozačka dozvola maloljetne osobe, prednja strana (s fotografijom)',
  'id.specimen.adult-passport': 'Putovnica odrasle osobe',
  'id.front.intro':
    'Stražnja strana je pročitana. Sada prednja strana s vašom fotografijom: fotografirajte cijelu stranu na kojoj su vaša fotografija, datum rođenja i broj dokumenta.',
  'id.front.guide': 'Smjestite cijelu prednju stranu u okvir, ne mičite se i izbjegavajte odsjaje.',
  'id.front.reading': 'Čitamo prednju stranu…',
  'id.front.notRead':
    'Tiskani tekst prednje strane nije se mogao pročitati. Fotografirajte cijelu prednju stranu, oštro i bez odsjaja.',
  'id.front.noPortrait':
    'Na ovoj strani nije pronađena fotografija: fotografirajte prednju stranu kartice, onu s vašom fotografijom.',
  'id.front.mismatch':
    'Prednja strana ne pripada istom dokumentu kao stražnja: razlikuju se datum rođenja ili broj dokumenta. Fotografirajte obje strane istog dokumenta.',
  'id.front.expired': 'Prošlo je previše vremena: ponovno fotografirajte stražnju stranu.',
  'id.front.restart': 'Počni ispočetka od stražnje strane',
  'id.hint.number-not-read':
    'Broj dokumenta na prednjoj strani nije se mogao pročitati: fotografirajte ga oštro i cijelog.',
  'id.selfie.intro':
    'Dokument je pročitan. Sada selfie uživo: uspoređujemo vaše lice s fotografijom na dokumentu. Ništa se ne pohranjuje.',
  'id.selfie.mismatch': 'Selfie se ne podudara s fotografijom na dokumentu.',
  'id.selfie.again': 'Ponovno fotografirajte dokument, a zatim snimite selfie.',
  'id.noPortrait':
    'Ova usluga uspoređuje fotografiju na dokumentu sa selfiejem, a fotografija nije pronađena: fotografirajte stranicu ili stranu na kojoj su i fotografija nositelja i crtični kôd ili retci <<<.',
};
