/** Slovak text of the id-document method (glossary: src/service/i18n/glossary/sk.md). */
export const sk = {
  'method.id-document': 'Doklad totožnosti',
  'describe.id-document': 'Odfoťte pas, občiansky alebo vodičský preukaz',
  'id.intro':
    'Odfoťte stranu so strojovo čitateľnými údajmi: čiarový kód na zadnej strane vodičského preukazu z USA alebo Kanady, alebo dva či tri riadky textu so znakmi <<< v pase či občianskom preukaze.',
  'id.camera': 'Použiť kameru',
  'id.upload': 'Nahrať fotku',
  'id.take': 'Odfotiť',
  'id.cancel': 'Zrušiť',
  'id.guide':
    'Umiestnite čiarový kód alebo riadky <<< do rámčeka, nehýbte sa, vyhnite sa odleskom.',
  'id.reading': 'Čítame doklad…',
  'id.cameraDenied': 'Kamera tu nie je k dispozícii. Nahrajte namiesto toho fotku.',
  'id.heic':
    'Táto fotka je vo formáte HEIC, ktorý nemožno prečítať. Odfoťte doklad priamo z tejto stránky alebo fotku uložte ako JPEG.',
  'id.tooLarge': 'Táto fotka je príliš veľká. Odfoťte ju znova alebo nahrajte menšiu (do 10 MB).',
  'id.retake': 'Doklad sa nepodarilo prečítať. {hint} Skúste to znova.',
  'id.hint.blur': 'Fotka je rozmazaná: nehýbte sa a nechajte fotoaparát zaostriť.',
  'id.hint.glare': 'Na doklade sa odráža svetlo: trochu ho nakloňte.',
  'id.hint.too-small': 'Doklad je na fotke príliš malý: priblížte sa.',
  'id.hint.too-dark': 'Fotka je príliš tmavá: prejdite na svetlejšie miesto.',
  'id.hint.not-found': 'Nenašli sme čiarový kód ani riadky <<<: odfoťte správnu stranu.',
  'id.hint.not-an-id': 'Tento čiarový kód nie je z vodičského ani občianskeho preukazu.',
  'id.hint.check-digits': 'Riadky <<< neprešli kontrolou: odfoťte ich ostro a celé.',
  'id.expired': 'Platnosť tohto dokladu skončila. Použite platný doklad.',
  'id.specimenRefused':
    'Toto je vzorový doklad určený na vyskúšanie služby: nepreukazuje nikoho vek. Použite vlastný doklad.',
  'id.phone': 'Nemáte tu kameru? Naskenujte tento kód telefónom a pokračujte v ňom.',
  'id.privacy': 'Fotka sa prečíta na našom serveri a hneď sa vymaže; nikdy sa neuchováva.',
  'id.specimens':
    'Vzorové doklady (testovací režim): jeden si stiahnite a nahrajte vyššie, alebo ho zobrazte a obrazovku odfoťte telefónom.',
  'id.show': 'Zobraziť',
  'id.specimen.adult-licence': 'Vodičský preukaz dospelého',
  'id.specimen.minor-licence': 'Vodičský preukaz maloletého',
  'id.specimen.adult-licence-front': 'Vodičský preukaz dospelého, predná strana (s fotkou)',
  'id.specimen.minor-licence-front': 'Vodičský preukaz maloletého, predná strana (s fotkou)',
  'id.specimen.adult-passport': 'Pas dospelého',
  'id.front.intro':
    'Zadná strana prečítaná. Teraz predná strana s vašou fotkou: odfoťte celú stranu, na ktorej je vaša fotka, dátum narodenia a číslo dokladu.',
  'id.front.guide': 'Umiestnite celú prednú stranu do rámčeka, nehýbte sa, vyhnite sa odleskom.',
  'id.front.reading': 'Čítame prednú stranu…',
  'id.front.notRead':
    'Tlačený text prednej strany sa nepodarilo prečítať. Odfoťte celú prednú stranu, ostro a bez odleskov.',
  'id.front.noPortrait':
    'Na tejto strane sa nenašla fotka: odfoťte prednú stranu karty, tú s vašou fotkou.',
  'id.front.mismatch':
    'Predná strana nepatrí k tomu istému dokladu ako zadná: líši sa dátum narodenia alebo číslo dokladu. Odfoťte obe strany jedného dokladu.',
  'id.front.expired': 'Uplynulo príliš veľa času: odfoťte znova zadnú stranu.',
  'id.front.restart': 'Začať znova zadnou stranou',
  'id.hint.number-not-read':
    'Číslo dokladu na prednej strane sa nepodarilo prečítať: odfoťte ho ostro a celé.',
  'id.selfie.intro':
    'Doklad prečítaný. Teraz živé selfie: porovnáme vašu tvár s fotkou v doklade. Nič sa neuchováva.',
  'id.selfie.mismatch': 'Selfie nezodpovedá fotke v doklade.',
  'id.selfie.again': 'Odfoťte znova doklad a potom urobte selfie.',
  'id.noPortrait':
    'Táto služba porovnáva fotku v doklade so selfie a žiadna fotka sa nenašla: odfoťte stránku alebo stranu, na ktorej je fotka držiteľa aj čiarový kód alebo riadky <<<.',
};
