/** Finnish text of the id-document method (glossary: src/service/i18n/glossary/fi.md). */
export const fi = {
  'method.id-document': 'Henkilöllisyystodistus',
  'describe.id-document': 'Kuvaa passi, henkilökortti tai ajokortti',
  'id.intro':
    'Kuvaa se puoli, jolla on koneluettavat tiedot: yhdysvaltalaisen tai kanadalaisen ajokortin takapuolen viivakoodi tai passin tai henkilökortin kaksi tai kolme riviä, joissa on <<<-merkkejä.',
  'id.camera': 'Käytä kameraa',
  'id.upload': 'Lataa kuva',
  'id.take': 'Ota kuva',
  'id.cancel': 'Peruuta',
  'id.guide': 'Sovita viivakoodi tai <<<-rivit kehykseen, pysy paikallasi ja vältä heijastuksia.',
  'id.reading': 'Luetaan asiakirjaa…',
  'id.cameraDenied': 'Kamera ei ole käytettävissä täällä. Lataa kuva sen sijaan.',
  'id.heic':
    'Kuva on HEIC-muodossa, jota ei voi lukea. Ota kuva tällä sivulla tai tallenna se JPEG-muodossa.',
  'id.tooLarge': 'Kuva on liian suuri. Ota se uudelleen tai lataa pienempi kuva (alle 10 Mt).',
  'id.retake': 'Emme pystyneet lukemaan asiakirjaa. {hint} Yritä uudelleen.',
  'id.hint.blur': 'Kuva on epätarkka: pysy paikallasi ja anna kameran tarkentaa.',
  'id.hint.glare': 'Asiakirjasta heijastuu valoa: kallista sitä hieman.',
  'id.hint.too-small': 'Asiakirja on kuvassa liian pieni: tule lähemmäs.',
  'id.hint.too-dark': 'Kuva on liian tumma: siirry valoisampaan paikkaan.',
  'id.hint.not-found': 'Viivakoodia tai <<<-rivejä ei löytynyt: kuvaa oikea puoli.',
  'id.hint.not-an-id': 'Viivakoodi ei ole ajokortista tai henkilökortista.',
  'id.hint.check-digits': '<<<-rivit eivät täsmänneet: kuvaa ne tarkasti ja kokonaan.',
  'id.expired': 'Tämä henkilöllisyystodistus on vanhentunut. Käytä voimassa olevaa.',
  'id.specimenRefused':
    'Tämä on mallikappale, joka on tehty palvelun kokeilemiseen: se ei todista kenenkään ikää. Käytä omaa henkilöllisyystodistustasi.',
  'id.phone': 'Eikö täällä ole kameraa? Skannaa tämä koodi puhelimellasi ja jatka siellä.',
  'id.privacy': 'Kuva luetaan palvelimellamme ja poistetaan heti; sitä ei koskaan tallenneta.',
  'id.specimens':
    'Mallikappaleet (testitila): tallenna yksi ja lataa se yllä, tai avaa se näytölle ja kuvaa näyttö puhelimellasi.',
  'id.show': 'Näytä',
  'id.specimen.adult-licence': 'Aikuisen ajokortti',
  'id.specimen.minor-licence': 'Alaikäisen ajokortti',
  'id.specimen.adult-licence-front': 'Aikuisen ajokortti, etupuoli (kuvallinen)',
  'id.specimen.minor-licence-front': 'Alaikäisen ajokortti, etupuoli (kuvallinen)',
  'id.specimen.adult-passport': 'Aikuisen passi',
  'id.front.intro':
    'Takapuoli luettu. Nyt etupuoli, jossa on kuvasi: kuvaa koko puoli, jolla näkyvät kuvasi, syntymäaikasi ja asiakirjan numero.',
  'id.front.guide': 'Sovita koko etupuoli kehykseen, pysy paikallasi ja vältä heijastuksia.',
  'id.front.reading': 'Luetaan etupuolta…',
  'id.front.notRead':
    'Etupuolen painettua tekstiä ei voitu lukea. Kuvaa koko etupuoli tarkasti ja ilman heijastuksia.',
  'id.front.noPortrait':
    'Tältä puolelta ei löytynyt kuvaa: kuvaa kortin etupuoli, jolla kuvasi on.',
  'id.front.mismatch':
    'Etupuoli ei kuulu samaan asiakirjaan kuin takapuoli: syntymäaika tai asiakirjan numero eroaa. Kuvaa saman asiakirjan molemmat puolet.',
  'id.front.expired': 'Aikaa on kulunut liikaa: kuvaa takapuoli uudelleen.',
  'id.front.restart': 'Aloita alusta takapuolesta',
  'id.hint.number-not-read':
    'Etupuolen asiakirjanumeroa ei voitu lukea: kuvaa se tarkasti ja kokonaan.',
  'id.selfie.intro':
    'Asiakirja luettu. Nyt selfie suoraan kamerasta: vertaamme kasvojasi asiakirjan kuvaan. Mitään ei tallenneta.',
  'id.selfie.mismatch': 'Selfie ei vastannut asiakirjan kuvaa.',
  'id.selfie.again': 'Kuvaa asiakirja uudelleen ja ota sitten selfie.',
  'id.noPortrait':
    'Tämä palvelu vertaa asiakirjan kuvaa selfieen, eikä kuvaa löytynyt: kuvaa se sivu tai puoli, jolla näkyvät sekä haltijan kuva että viivakoodi tai <<<-rivit.',
};
