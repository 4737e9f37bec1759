/** Hungarian text of the id-document method (glossary: src/service/i18n/glossary/hu.md). */
export const hu = {
  'method.id-document': 'Személyazonosító okmány',
  'describe.id-document': 'Fényképezze le útlevelét, személyi igazolványát vagy jogosítványát',
  'id.intro':
    'Azt az oldalt fényképezze le, amelyen a géppel olvasható adatok vannak: amerikai vagy kanadai vezetői engedély hátoldalán a vonalkódot, útlevélen vagy személyi igazolványon a két vagy három <<< jeles sort.',
  'id.camera': 'Kamera használata',
  'id.upload': 'Fénykép feltöltése',
  'id.take': 'Fotó készítése',
  'id.cancel': 'Mégse',
  'id.guide':
    'Igazítsa a vonalkódot vagy a <<< sorokat a keretbe, ne mozogjon, kerülje a tükröződést.',
  'id.reading': 'Az okmány beolvasása…',
  'id.cameraDenied': 'A kamera itt nem érhető el. Töltsön fel inkább egy fényképet.',
  'id.heic':
    'Ez a fénykép HEIC formátumú, amely nem olvasható be. Készítse a fényképet ezen az oldalon, vagy mentse JPEG formátumban.',
  'id.tooLarge':
    'Ez a fénykép túl nagy. Készítse el újra, vagy töltsön fel egy kisebbet (10 MB alatt).',
  'id.retake': 'Nem sikerült beolvasni az okmányt. {hint} Próbálja újra.',
  'id.hint.blur': 'A kép elmosódott: ne mozogjon, és hagyja, hogy a kamera élesre állítson.',
  'id.hint.glare': 'Az okmányon tükröződik a fény: döntse meg kissé.',
  'id.hint.too-small': 'Az okmány túl kicsi a képen: menjen közelebb.',
  'id.hint.too-dark': 'A kép túl sötét: menjen világosabb helyre.',
  'id.hint.not-found': 'Nem található vonalkód vagy <<< sor: a megfelelő oldalt fényképezze le.',
  'id.hint.not-an-id':
    'Ez a vonalkód nem vezetői engedélyről vagy személyi igazolványról származik.',
  'id.hint.check-digits':
    'A <<< sorok ellenőrzése nem sikerült: fényképezze le őket élesen és teljesen.',
  'id.expired': 'Ez az okmány lejárt. Használjon érvényes okmányt.',
  'id.specimenRefused':
    'Ez egy mintaokmány, amely a szolgáltatás kipróbálására készült: senkinek az életkorát nem igazolja. Használja a saját okmányát.',
  'id.phone': 'Nincs itt kamera? Olvassa be ezt a kódot a telefonjával, és folytassa ott.',
  'id.privacy': 'A fényképet a szerverünkön olvassuk be, és azonnal töröljük; soha nem tároljuk.',
  'id.specimens':
    'Mintaokmányok (tesztmód): töltsön le egyet, és töltse fel fent, vagy jelenítse meg, és fényképezze le a képernyőt a telefonjával.',
  'id.show': 'Megjelenítés',
  'id.specimen.adult-licence': 'Felnőtt vezetői engedélye',
  'id.specimen.minor-licence': 'Kiskorú vezetői engedélye',
  'id.specimen.adult-licence-front': 'Felnőtt vezetői engedélye, előlap (fényképpel)',
  'id.specimen.minor-licence-front': 'Kiskorú vezetői engedélye, előlap (fényképpel)',
  'id.specimen.adult-passport': 'Felnőtt útlevele',
  'id.front.intro':
    'A hátlap beolvasva. Most az előlap a fényképével: fényképezze le a teljes oldalt, amelyen a fényképe, a születési dátuma és az okmányazonosító látható.',
  'id.front.guide': 'Igazítsa a teljes előlapot a keretbe, ne mozogjon, kerülje a tükröződést.',
  'id.front.reading': 'Az előlap beolvasása…',
  'id.front.notRead':
    'Az előlap nyomtatott szövegét nem sikerült beolvasni. Fényképezze le a teljes előlapot élesen, tükröződés nélkül.',
  'id.front.noPortrait':
    'Ezen az oldalon nem található fénykép: a kártya előlapját fényképezze le, amelyen a fényképe van.',
  'id.front.mismatch':
    'Az előlap nem ugyanahhoz az okmányhoz tartozik, mint a hátlap: a születési dátum vagy az okmányazonosító eltér. Ugyanannak az okmánynak mindkét oldalát fényképezze le.',
  'id.front.expired': 'Túl sok idő telt el: fényképezze le újra a hátlapot.',
  'id.front.restart': 'Újrakezdés a hátlappal',
  'id.hint.number-not-read':
    'Az előlapon lévő okmányazonosítót nem sikerült beolvasni: fényképezze le élesen és teljesen.',
  'id.selfie.intro':
    'Az okmány beolvasva. Most egy élő szelfi: összevetjük az arcát az okmányon lévő fényképpel. Semmit sem tárolunk.',
  'id.selfie.mismatch': 'A szelfi nem egyezett az okmányon lévő fényképpel.',
  'id.selfie.again': 'Fényképezze le újra az okmányt, majd készítse el a szelfit.',
  'id.noPortrait':
    'Ez a szolgáltatás összeveti az okmányon lévő fényképet egy szelfivel, de nem található fénykép: azt az oldalt fényképezze le, amelyen a tulajdonos fényképe és a vonalkód vagy a <<< sorok is láthatók.',
};
