/** Estonian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/et.md). */
export const et = {
  'method.facial-age-estimation': 'Vanuse hinnang näo järgi',
  'describe.facial-age-estimation': 'Kaamera hindab sinu vanust; pilte ei säilitata',
  'face.intro':
    'Kaamera teeb paar pilti, kui sa pead pöörad. Neid kontrollitakse meie serveris ja need kustutatakse kohe; ühtegi pilti ei säilitata.',
  'face.useCamera': 'Kasuta minu kaamerat',
  'face.useCameraTest': 'Kasuta minu kaamerat (päris hinnang)',
  'face.opening': 'Kaamera avaneb…',
  'face.preview': 'Kaamera eelvaade: aseta nägu ovaali sisse',
  'face.ready': 'Aseta nägu ovaali sisse ja vajuta Alusta.',
  'face.start': 'Alusta',
  'face.cancel': 'Peata kaamera',
  'face.hint.too-dark': 'Liiga pime: pööra end akna poole või lülita tuli sisse.',
  'face.hint.hold-still': 'Püsi hetk paigal.',
  'face.hint.no-face': 'Me ei näinud nägu: aseta nägu ovaali sisse.',
  'face.hint.too-far': 'Tule veidi lähemale, et su nägu täidaks ovaali.',
  'face.hint.several-faces': 'Pildil tohib olla ainult üks inimene.',
  'face.prompt.look': 'Vaata otse kaamerasse.',
  'face.prompt.left': 'Pööra pead aeglaselt vasakule.',
  'face.prompt.right': 'Nüüd pööra pead aeglaselt paremale.',
  'face.prompt.still': 'Vaata kaamerasse ja püsi paigal.',
  'face.finding': 'Otsime sinu nägu…',
  'face.sending': 'Kontrollime…',
  'face.liveness.no-turn':
    'Me ei näinud, et pöörasid pead nii, nagu palutud. Proovi uuesti ja järgi juhiseid.',
  'face.liveness.frames-repeated':
    'Need pildid ei näi tulevat otse kaamerast. Kasuta oma kaamerat, mitte fotot ega videot.',
  'face.liveness.spoof-scores':
    'Need pildid ei näi tulevat otse kaamerast. Kasuta oma kaamerat, mitte fotot ega videot.',
  'face.livenessOff':
    'Testrežiim: elususe kontroll on selle toote puhul välja lülitatud, seega läheks läbi ka foto. Päris kontrollides kontrollitakse elusust alati.',
  'face.error.denied':
    'Juurdepääs kaamerale keelati. Luba kaamera brauseri seadetes ja proovi uuesti või vali muu meetod.',
  'face.error.no-camera': 'Selles seadmes ei leitud kaamerat.',
  'face.error.busy': 'Kaamerat kasutab teine rakendus. Sulge see ja proovi uuesti.',
  'face.error.unsupported': 'See brauser ei saa siin kaamerat kasutada.',
  'face.error.other': 'Kaamerat ei õnnestunud käivitada.',
  'face.tryAgain': 'Proovi uuesti',
  'face.other': 'Vali muu meetod',
  'face.handoff': 'Või jätka telefonis: skanni see kood telefoni kaameraga.',
  'face.qrAlt': 'QR-kood telefonis jätkamiseks',
};
