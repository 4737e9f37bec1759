/** Dutch text of the facial-age-estimation method (glossary: src/service/i18n/glossary/nl.md). */
export const nl = {
  'method.facial-age-estimation': 'Leeftijdsschatting via gezicht',
  'describe.facial-age-estimation': 'Je camera schat je leeftijd; er wordt geen beeld bewaard',
  'face.intro':
    'Je camera maakt een paar foto’s terwijl je je hoofd draait. Ze worden op onze server gecontroleerd en meteen verwijderd; er wordt geen foto bewaard.',
  'face.useCamera': 'Mijn camera gebruiken',
  'face.useCameraTest': 'Mijn camera gebruiken (echte schatting)',
  'face.opening': 'Camera wordt geopend…',
  'face.preview': 'Camerabeeld: breng je gezicht binnen het ovaal',
  'face.ready': 'Breng je gezicht binnen het ovaal en druk dan op Starten.',
  'face.start': 'Starten',
  'face.cancel': 'Camera stoppen',
  'face.hint.too-dark': 'Het is te donker: draai je naar een raam of doe een lamp aan.',
  'face.hint.hold-still': 'Houd je even stil.',
  'face.hint.no-face': 'We zien geen gezicht: breng je gezicht binnen het ovaal.',
  'face.hint.too-far': 'Kom iets dichterbij, zodat je gezicht het ovaal vult.',
  'face.hint.several-faces': 'Er mag maar één persoon in beeld zijn.',
  'face.prompt.look': 'Kijk recht in de camera.',
  'face.prompt.left': 'Draai je hoofd langzaam naar links.',
  'face.prompt.right': 'Draai je hoofd nu langzaam naar rechts.',
  'face.prompt.still': 'Kijk in de camera en houd je stil.',
  'face.finding': 'We zoeken je gezicht…',
  'face.sending': 'Bezig met controleren…',
  'face.liveness.no-turn':
    'We zagen je hoofd niet draaien zoals gevraagd. Probeer het opnieuw en volg de aanwijzingen.',
  'face.liveness.frames-repeated':
    'Deze beelden lijken niet van een live camera te komen. Gebruik je eigen camera, geen foto of video.',
  'face.liveness.spoof-scores':
    'Deze beelden lijken niet van een live camera te komen. Gebruik je eigen camera, geen foto of video.',
  'face.livenessOff':
    'Testmodus: de levendheidscontrole staat uit voor dit product, dus een foto zou slagen. Echte controles doen altijd een levendheidscontrole.',
  'face.error.denied':
    'Toegang tot de camera is geweigerd. Sta de camera toe in je browserinstellingen en probeer het opnieuw, of kies een andere manier.',
  'face.error.no-camera': 'Er is geen camera gevonden op dit apparaat.',
  'face.error.busy':
    'De camera wordt gebruikt door een andere app. Sluit die en probeer het opnieuw.',
  'face.error.unsupported': 'Deze browser kan de camera hier niet gebruiken.',
  'face.error.other': 'De camera kon niet worden gestart.',
  'face.tryAgain': 'Opnieuw proberen',
  'face.other': 'Andere manier kiezen',
  'face.handoff': 'Of ga verder op je telefoon: scan deze code met de camera ervan.',
  'face.qrAlt': 'QR-code om verder te gaan op je telefoon',
};
