/** Slovenian text of the id-document method (glossary: src/service/i18n/glossary/sl.md). */
export const sl = {
  'method.id-document': 'Osebni dokument',
  'describe.id-document': 'Fotografirajte potni list, osebno izkaznico ali vozniško dovoljenje',
  'id.intro':
    'Fotografirajte stran s strojno berljivimi podatki: črtno kodo na zadnji strani vozniškega dovoljenja iz ZDA ali Kanade ali dve oziroma tri vrstice besedila z <<< v potnem listu ali na osebni izkaznici.',
  'id.camera': 'Uporabi kamero',
  'id.upload': 'Naloži fotografijo',
  'id.take': 'Fotografiraj',
  'id.cancel': 'Prekliči',
  'id.guide':
    'Črtno kodo ali vrstice z <<< postavite v okvir, ne premikajte se, izogibajte se odbleskom.',
  'id.reading': 'Branje dokumenta …',
  'id.cameraDenied': 'Kamera tu ni na voljo. Namesto tega naložite fotografijo.',
  'id.heic':
    'Ta fotografija je v zapisu HEIC, ki ga ni mogoče prebrati. Fotografirajte s te strani ali jo shranite kot JPEG.',
  'id.tooLarge': 'Ta fotografija je prevelika. Posnemite jo znova ali naložite manjšo (do 10 MB).',
  'id.retake': 'Dokumenta nismo mogli prebrati. {hint} Poskusite znova.',
  'id.hint.blur': 'Fotografija je zamegljena: ne premikajte se in počakajte, da kamera izostri.',
  'id.hint.glare': 'Od dokumenta se odbija svetloba: malo ga nagnite.',
  'id.hint.too-small': 'Dokument je na fotografiji premajhen: približajte se.',
  'id.hint.too-dark': 'Fotografija je pretemna: pojdite na svetlejše mesto.',
  'id.hint.not-found': 'Ni črtne kode ali vrstic z <<<: fotografirajte pravo stran.',
  'id.hint.not-an-id': 'Ta črtna koda ni z vozniškega dovoljenja ali osebne izkaznice.',
  'id.hint.check-digits':
    'Vrstice z <<< niso prestale preverjanja: fotografirajte jih ostro in v celoti.',
  'id.expired': 'Ta dokument je potekel. Uporabite veljaven dokument.',
  'id.specimenRefused':
    'To je vzorčni dokument, narejen za preizkus storitve: ne dokazuje starosti nikogar. Uporabite svoj dokument.',
  'id.phone': 'Tu nimate kamere? To kodo skenirajte s telefonom in nadaljujte v njem.',
  'id.privacy': 'Fotografija se prebere na našem strežniku in takoj izbriše; nikoli se ne shrani.',
  'id.specimens':
    'Vzorčni dokumenti (testni način): enega prenesite in ga naložite zgoraj ali ga prikažite in zaslon fotografirajte s telefonom.',
  'id.show': 'Prikaži',
  'id.specimen.adult-licence': 'Vozniško dovoljenje odrasle osebe',
  'id.specimen.minor-licence': 'Vozniško dovoljenje mladoletne osebe',
  'id.specimen.adult-licence-front':
    'Vozniško dovoljenje odrasle osebe, sprednja stran (s fotografijo)',
  'id.specimen.minor-licence-front':
    'Vozniško dovoljenje mladoletne osebe, sprednja stran (s fotografijo)',
  'id.specimen.adult-passport': 'Potni list odrasle osebe',
  'id.front.intro':
    'Zadnja stran je prebrana. Zdaj še sprednja stran s fotografijo: fotografirajte celotno stran, na kateri so vaša fotografija, datum rojstva in številka dokumenta.',
  'id.front.guide':
    'Celotno sprednjo stran postavite v okvir, ne premikajte se, izogibajte se odbleskom.',
  'id.front.reading': 'Branje sprednje strani …',
  'id.front.notRead':
    'Natisnjenega besedila na sprednji strani ni bilo mogoče prebrati. Fotografirajte celotno sprednjo stran, ostro in brez odbleskov.',
  'id.front.noPortrait':
    'Na tej strani ni fotografije: fotografirajte sprednjo stran kartice, tisto z vašo fotografijo.',
  'id.front.mismatch':
    'Sprednja stran ne pripada istemu dokumentu kot zadnja: datum rojstva ali številka dokumenta se razlikujeta. Fotografirajte obe strani istega dokumenta.',
  'id.front.expired': 'Preteklo je preveč časa: znova fotografirajte zadnjo stran.',
  'id.front.restart': 'Začni znova z zadnjo stranjo',
  'id.hint.number-not-read':
    'Številke dokumenta na sprednji strani ni bilo mogoče prebrati: fotografirajte jo ostro in v celoti.',
  'id.selfie.intro':
    'Dokument je prebran. Zdaj še selfi v živo: vaš obraz primerjamo s fotografijo v dokumentu. Nič se ne shrani.',
  'id.selfie.mismatch': 'Selfi se ne ujema s fotografijo v dokumentu.',
  'id.selfie.again': 'Znova fotografirajte dokument, nato naredite selfi.',
  'id.noPortrait':
    'Ta storitev primerja fotografijo v dokumentu s selfijem, fotografije pa ni bilo mogoče najti: fotografirajte stran, na kateri sta fotografija imetnika in črtna koda ali vrstice z <<<.',
};
