/** Finnish text of the facial-age-estimation method (glossary: src/service/i18n/glossary/fi.md). */
export const fi = {
  'method.facial-age-estimation': 'Ikäarvio kasvoista',
  'describe.facial-age-estimation': 'Kamera arvioi ikäsi; kuvia ei säilytetä',
  'face.intro':
    'Kamera ottaa muutaman kuvan, kun käännät päätäsi. Ne tarkistetaan palvelimellamme ja poistetaan heti; kuvia ei säilytetä.',
  'face.useCamera': 'Käytä kameraani',
  'face.useCameraTest': 'Käytä kameraani (oikea arvio)',
  'face.opening': 'Kameraa avataan…',
  'face.preview': 'Kameran esikatselu: aseta kasvosi soikion sisään',
  'face.ready': 'Aseta kasvosi soikion sisään ja paina Aloita.',
  'face.start': 'Aloita',
  'face.cancel': 'Sammuta kamera',
  'face.hint.too-dark': 'Liian pimeää: käänny ikkunaan päin tai sytytä valo.',
  'face.hint.hold-still': 'Pysy hetki paikallasi.',
  'face.hint.no-face': 'Emme nähneet kasvoja: aseta kasvosi soikion sisään.',
  'face.hint.too-far': 'Tule vähän lähemmäs, niin että kasvosi täyttävät soikion.',
  'face.hint.several-faces': 'Kuvassa saa olla vain yksi henkilö.',
  'face.prompt.look': 'Katso suoraan kameraan.',
  'face.prompt.left': 'Käännä päätäsi hitaasti vasemmalle.',
  'face.prompt.right': 'Käännä nyt päätäsi hitaasti oikealle.',
  'face.prompt.still': 'Katso kameraan ja pysy paikallasi.',
  'face.finding': 'Etsitään kasvojasi…',
  'face.sending': 'Tarkistetaan…',
  'face.liveness.no-turn':
    'Emme nähneet sinun kääntävän päätäsi pyydetysti. Yritä uudelleen ja seuraa ohjeita.',
  'face.liveness.frames-repeated':
    'Kuvat eivät näytä tulevan suoraan kamerasta. Käytä omaa kameraasi, älä valokuvaa tai videota.',
  'face.liveness.spoof-scores':
    'Kuvat eivät näytä tulevan suoraan kamerasta. Käytä omaa kameraasi, älä valokuvaa tai videota.',
  'face.livenessOff':
    'Testitila: elävyystarkistus on pois päältä tässä tuotteessa, joten valokuvakin menisi läpi. Oikeissa tarkistuksissa elävyys tarkistetaan aina.',
  'face.error.denied':
    'Kameran käyttö estettiin. Salli kamera selaimen asetuksista ja yritä uudelleen tai valitse toinen tapa.',
  'face.error.no-camera': 'Tästä laitteesta ei löytynyt kameraa.',
  'face.error.busy': 'Kamera on toisen sovelluksen käytössä. Sulje sovellus ja yritä uudelleen.',
  'face.error.unsupported': 'Tämä selain ei voi käyttää kameraa täällä.',
  'face.error.other': 'Kameraa ei voitu käynnistää.',
  'face.tryAgain': 'Yritä uudelleen',
  'face.other': 'Valitse toinen tapa',
  'face.handoff': 'Tai jatka puhelimella: skannaa tämä koodi sen kameralla.',
  'face.qrAlt': 'QR-koodi, jolla jatkat puhelimella',
};
