/** Hungarian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/hu.md). */
export const hu = {
  'method.facial-age-estimation': 'Életkorbecslés arckép alapján',
  'describe.facial-age-estimation': 'A kamera megbecsüli az életkorát; képet nem őrzünk meg',
  'face.intro':
    'A kamera néhány képet készít, miközben elfordítja a fejét. Ezeket a szerverünkön ellenőrizzük, majd azonnal töröljük; egyetlen képet sem őrzünk meg.',
  'face.useCamera': 'Kamera használata',
  'face.useCameraTest': 'Kamera használata (valódi becslés)',
  'face.opening': 'Kamera megnyitása…',
  'face.preview': 'Kameraelőnézet: helyezze az arcát az oválisba',
  'face.ready': 'Helyezze az arcát az oválisba, majd nyomja meg az Indítás gombot.',
  'face.start': 'Indítás',
  'face.cancel': 'Kamera leállítása',
  'face.hint.too-dark': 'Túl sötét van: forduljon ablak felé, vagy kapcsoljon fel egy lámpát.',
  'face.hint.hold-still': 'Maradjon egy pillanatig mozdulatlan.',
  'face.hint.no-face': 'Nem látjuk az arcát: helyezze az arcát az oválisba.',
  'face.hint.too-far': 'Jöjjön kicsit közelebb, hogy az arca kitöltse az oválist.',
  'face.hint.several-faces': 'Csak egy személy lehet a képen.',
  'face.prompt.look': 'Nézzen egyenesen a kamerába.',
  'face.prompt.left': 'Lassan fordítsa a fejét balra.',
  'face.prompt.right': 'Most lassan fordítsa a fejét jobbra.',
  'face.prompt.still': 'Nézzen a kamerába, és maradjon mozdulatlan.',
  'face.finding': 'Az arcát keressük…',
  'face.sending': 'Ellenőrzés…',
  'face.liveness.no-turn':
    'Nem láttuk, hogy a kért módon elfordította volna a fejét. Próbálja újra, és kövesse az utasításokat.',
  'face.liveness.frames-repeated':
    'Ezek a képek nem élő kamerából származónak tűnnek. Saját kameráját használja, ne fényképet vagy videót.',
  'face.liveness.spoof-scores':
    'Ezek a képek nem élő kamerából származónak tűnnek. Saját kameráját használja, ne fényképet vagy videót.',
  'face.livenessOff':
    'Tesztmód: ennél a terméknél ki van kapcsolva az élőség-ellenőrzés, így egy fénykép is átmenne. Éles ellenőrzéseknél az élőség-ellenőrzés mindig fut.',
  'face.error.denied':
    'A kamera-hozzáférést megtagadták. Engedélyezze a kamerát a böngésző beállításaiban, és próbálja újra, vagy válasszon másik módot.',
  'face.error.no-camera': 'Ezen az eszközön nem található kamera.',
  'face.error.busy': 'A kamerát egy másik alkalmazás használja. Zárja be, és próbálja újra.',
  'face.error.unsupported': 'Ez a böngésző itt nem tudja használni a kamerát.',
  'face.error.other': 'A kamerát nem sikerült elindítani.',
  'face.tryAgain': 'Újrapróbálás',
  'face.other': 'Másik mód választása',
  'face.handoff': 'Vagy folytassa a telefonján: olvassa be ezt a kódot a kamerájával.',
  'face.qrAlt': 'QR-kód a telefonos folytatáshoz',
};
