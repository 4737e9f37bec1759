/** Latvian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/lv.md). */
export const lv = {
  'method.facial-age-estimation': 'Vecuma novērtējums pēc sejas',
  'describe.facial-age-estimation': 'Kamera novērtē jūsu vecumu; attēli netiek glabāti',
  'face.intro':
    'Kamera uzņem dažus attēlus, kamēr jūs pagriežat galvu. Tos pārbauda mūsu serverī un uzreiz dzēš; neviens attēls netiek glabāts.',
  'face.useCamera': 'Izmantot manu kameru',
  'face.useCameraTest': 'Izmantot manu kameru (īsts novērtējums)',
  'face.opening': 'Atveram kameru…',
  'face.preview': 'Kameras priekšskatījums: novietojiet seju ovālā',
  'face.ready': 'Novietojiet seju ovālā un nospiediet „Sākt“.',
  'face.start': 'Sākt',
  'face.cancel': 'Apturēt kameru',
  'face.hint.too-dark': 'Ir pārāk tumšs: pagriezieties pret logu vai ieslēdziet gaismu.',
  'face.hint.hold-still': 'Brīdi nekustieties.',
  'face.hint.no-face': 'Mēs neredzējām seju: novietojiet seju ovālā.',
  'face.hint.too-far': 'Pienāciet mazliet tuvāk, lai seja aizpildītu ovālu.',
  'face.hint.several-faces': 'Attēlā drīkst būt tikai viena persona.',
  'face.prompt.look': 'Skatieties tieši kamerā.',
  'face.prompt.left': 'Lēnām pagrieziet galvu pa kreisi.',
  'face.prompt.right': 'Tagad lēnām pagrieziet galvu pa labi.',
  'face.prompt.still': 'Skatieties kamerā un nekustieties.',
  'face.finding': 'Meklējam jūsu seju…',
  'face.sending': 'Pārbaudām…',
  'face.liveness.no-turn':
    'Mēs neredzējām, ka jūs pagriezāt galvu, kā lūgts. Mēģiniet vēlreiz un sekojiet norādēm.',
  'face.liveness.frames-repeated':
    'Šie attēli neizskatās uzņemti ar tiešraides kameru. Izmantojiet savu kameru, nevis fotoattēlu vai video.',
  'face.liveness.spoof-scores':
    'Šie attēli neizskatās uzņemti ar tiešraides kameru. Izmantojiet savu kameru, nevis fotoattēlu vai video.',
  'face.livenessOff':
    'Testa režīms: šim produktam dzīvīguma pārbaude ir izslēgta, tāpēc arī fotoattēls izietu cauri. Īstās pārbaudēs dzīvīgums tiek pārbaudīts vienmēr.',
  'face.error.denied':
    'Piekļuve kamerai tika liegta. Atļaujiet kameru pārlūkprogrammas iestatījumos un mēģiniet vēlreiz vai izvēlieties citu veidu.',
  'face.error.no-camera': 'Šajā ierīcē netika atrasta kamera.',
  'face.error.busy': 'Kameru izmanto cita lietotne. Aizveriet to un mēģiniet vēlreiz.',
  'face.error.unsupported': 'Šī pārlūkprogramma šeit nevar izmantot kameru.',
  'face.error.other': 'Kameru neizdevās palaist.',
  'face.tryAgain': 'Mēģināt vēlreiz',
  'face.other': 'Izvēlēties citu veidu',
  'face.handoff': 'Vai turpiniet tālrunī: noskenējiet šo kodu ar tā kameru.',
  'face.qrAlt': 'QR kods, lai turpinātu tālrunī',
};
