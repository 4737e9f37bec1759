/** Lithuanian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/lt.md). */
export const lt = {
  'method.facial-age-estimation': 'Amžiaus įvertinimas pagal veidą',
  'describe.facial-age-estimation': 'Kamera įvertina jūsų amžių; vaizdai nesaugomi',
  'face.intro':
    'Kamera padaro kelias nuotraukas, kol sukate galvą. Jos patikrinamos mūsų serveryje ir iškart ištrinamos; jokia nuotrauka nesaugoma.',
  'face.useCamera': 'Naudoti mano kamerą',
  'face.useCameraTest': 'Naudoti mano kamerą (tikras įvertinimas)',
  'face.opening': 'Įjungiame kamerą…',
  'face.preview': 'Kameros peržiūra: įstatykite veidą į ovalą',
  'face.ready': 'Įstatykite veidą į ovalą ir paspauskite „Pradėti“.',
  'face.start': 'Pradėti',
  'face.cancel': 'Išjungti kamerą',
  'face.hint.too-dark': 'Per tamsu: atsisukite į langą arba įjunkite šviesą.',
  'face.hint.hold-still': 'Akimirką nejudėkite.',
  'face.hint.no-face': 'Nematome veido: įstatykite veidą į ovalą.',
  'face.hint.too-far': 'Prisiartinkite, kad veidas užpildytų ovalą.',
  'face.hint.several-faces': 'Nuotraukoje gali būti tik vienas žmogus.',
  'face.prompt.look': 'Žiūrėkite tiesiai į kamerą.',
  'face.prompt.left': 'Lėtai pasukite galvą į kairę.',
  'face.prompt.right': 'Dabar lėtai pasukite galvą į dešinę.',
  'face.prompt.still': 'Žiūrėkite į kamerą ir nejudėkite.',
  'face.finding': 'Ieškome jūsų veido…',
  'face.sending': 'Tikriname…',
  'face.liveness.no-turn':
    'Nematėme, kad pasuktumėte galvą, kaip prašyta. Bandykite dar kartą ir vadovaukitės nurodymais.',
  'face.liveness.frames-repeated':
    'Šios nuotraukos neatrodo darytos tiesiogine kamera. Naudokite savo kamerą, o ne nuotrauką ar vaizdo įrašą.',
  'face.liveness.spoof-scores':
    'Šios nuotraukos neatrodo darytos tiesiogine kamera. Naudokite savo kamerą, o ne nuotrauką ar vaizdo įrašą.',
  'face.livenessOff':
    'Bandomasis režimas: šiam produktui gyvumo patikra išjungta, todėl praeitų ir nuotrauka. Tikrose patikrose gyvumas tikrinamas visada.',
  'face.error.denied':
    'Prieiga prie kameros neleista. Leiskite naudoti kamerą naršyklės nustatymuose ir bandykite dar kartą arba pasirinkite kitą būdą.',
  'face.error.no-camera': 'Šiame įrenginyje kameros nerasta.',
  'face.error.busy': 'Kamerą naudoja kita programėlė. Uždarykite ją ir bandykite dar kartą.',
  'face.error.unsupported': 'Ši naršyklė čia negali naudoti kameros.',
  'face.error.other': 'Kameros nepavyko įjungti.',
  'face.tryAgain': 'Bandyti dar kartą',
  'face.other': 'Pasirinkti kitą būdą',
  'face.handoff': 'Arba tęskite telefone: nuskaitykite šį kodą jo kamera.',
  'face.qrAlt': 'QR kodas, skirtas tęsti telefone',
};
