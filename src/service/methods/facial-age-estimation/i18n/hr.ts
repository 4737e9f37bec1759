/** Croatian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/hr.md). */
export const hr = {
  'method.facial-age-estimation': 'Procjena dobi prema licu',
  'describe.facial-age-estimation': 'Kamera procjenjuje vašu dob; nijedna se slika ne pohranjuje',
  'face.intro':
    'Kamera snima nekoliko slika dok okrećete glavu. Provjeravamo ih na našem poslužitelju i odmah brišemo; nijedna se slika ne pohranjuje.',
  'face.useCamera': 'Upotrijebi moju kameru',
  'face.useCameraTest': 'Upotrijebi moju kameru (stvarna procjena)',
  'face.opening': 'Otvaramo kameru…',
  'face.preview': 'Pregled kamere: smjestite lice u oval',
  'face.ready': 'Smjestite lice u oval, a zatim pritisnite „Pokreni”.',
  'face.start': 'Pokreni',
  'face.cancel': 'Zaustavi kameru',
  'face.hint.too-dark': 'Previše je tamno: okrenite se prema prozoru ili upalite svjetlo.',
  'face.hint.hold-still': 'Na trenutak se ne mičite.',
  'face.hint.no-face': 'Ne vidimo lice: smjestite lice u oval.',
  'face.hint.too-far': 'Približite se malo kako bi lice ispunilo oval.',
  'face.hint.several-faces': 'Na slici smije biti samo jedna osoba.',
  'face.prompt.look': 'Gledajte ravno u kameru.',
  'face.prompt.left': 'Polako okrenite glavu ulijevo.',
  'face.prompt.right': 'Sada polako okrenite glavu udesno.',
  'face.prompt.still': 'Gledajte u kameru i ne mičite se.',
  'face.finding': 'Tražimo vaše lice…',
  'face.sending': 'Provjeravamo…',
  'face.liveness.no-turn':
    'Nismo vidjeli da ste okrenuli glavu kako je traženo. Pokušajte ponovno i slijedite upute.',
  'face.liveness.frames-repeated':
    'Ove slike ne izgledaju kao snimka kamere uživo. Upotrijebite vlastitu kameru, a ne fotografiju ili videozapis.',
  'face.liveness.spoof-scores':
    'Ove slike ne izgledaju kao snimka kamere uživo. Upotrijebite vlastitu kameru, a ne fotografiju ili videozapis.',
  'face.livenessOff':
    'Testni način: provjera živosti isključena je za ovaj proizvod, pa bi i fotografija prošla. Stvarne provjere uvijek provjeravaju živost.',
  'face.error.denied':
    'Pristup kameri je odbijen. Dopustite kameru u postavkama preglednika i pokušajte ponovno ili odaberite drugi način.',
  'face.error.no-camera': 'Na ovom uređaju nije pronađena nijedna kamera.',
  'face.error.busy': 'Kameru upotrebljava druga aplikacija. Zatvorite je i pokušajte ponovno.',
  'face.error.unsupported': 'Ovaj preglednik ovdje ne može upotrijebiti kameru.',
  'face.error.other': 'Kamera se nije mogla pokrenuti.',
  'face.tryAgain': 'Pokušaj ponovno',
  'face.other': 'Odaberi drugi način',
  'face.handoff': 'Ili nastavite na telefonu: skenirajte ovaj kôd njegovom kamerom.',
  'face.qrAlt': 'QR kôd za nastavak na telefonu',
};
