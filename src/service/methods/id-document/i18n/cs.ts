/** Czech text of the id-document method (glossary: src/service/i18n/glossary/cs.md). */
export const cs = {
  'method.id-document': 'Doklad totožnosti',
  'describe.id-document': 'Vyfoťte cestovní pas, občanský nebo řidičský průkaz',
  'id.intro':
    'Vyfoťte stranu se strojově čitelnými údaji: čárový kód na zadní straně řidičského průkazu z USA nebo Kanady, nebo dva či tři řádky textu se znaky <<< v pasu či občanském průkazu.',
  'id.camera': 'Použít kameru',
  'id.upload': 'Nahrát fotku',
  'id.take': 'Vyfotit',
  'id.cancel': 'Zrušit',
  'id.guide': 'Umístěte čárový kód nebo řádky <<< do rámečku, nehýbejte se, vyhněte se odleskům.',
  'id.reading': 'Čteme doklad…',
  'id.cameraDenied': 'Kamera zde není k dispozici. Nahrajte místo toho fotku.',
  'id.heic':
    'Tato fotka je ve formátu HEIC, který nelze přečíst. Vyfoťte doklad přímo z této stránky, nebo fotku uložte jako JPEG.',
  'id.tooLarge': 'Tato fotka je příliš velká. Vyfoťte ji znovu nebo nahrajte menší (do 10 MB).',
  'id.retake': 'Doklad se nepodařilo přečíst. {hint} Zkuste to znovu.',
  'id.hint.blur': 'Fotka je rozmazaná: nehýbejte se a nechte fotoaparát zaostřit.',
  'id.hint.glare': 'Na dokladu se odráží světlo: trochu ho nakloňte.',
  'id.hint.too-small': 'Doklad je na fotce příliš malý: přibližte se.',
  'id.hint.too-dark': 'Fotka je příliš tmavá: přejděte na světlejší místo.',
  'id.hint.not-found': 'Nenašli jsme čárový kód ani řádky <<<: vyfoťte správnou stranu.',
  'id.hint.not-an-id': 'Tento čárový kód není z řidičského ani občanského průkazu.',
  'id.hint.check-digits': 'Řádky <<< neprošly kontrolou: vyfoťte je ostře a celé.',
  'id.expired': 'Platnost tohoto dokladu skončila. Použijte platný doklad.',
  'id.specimenRefused':
    'Toto je vzorový doklad určený k vyzkoušení služby: neprokazuje ničí věk. Použijte vlastní doklad.',
  'id.phone': 'Nemáte tu kameru? Naskenujte tento kód telefonem a pokračujte v něm.',
  'id.privacy': 'Fotka se přečte na našem serveru a hned se smaže; nikdy se neuchovává.',
  'id.specimens':
    'Vzorové doklady (testovací režim): jeden si stáhněte a nahrajte výše, nebo ho zobrazte a obrazovku vyfoťte telefonem.',
  'id.show': 'Zobrazit',
  'id.specimen.adult-licence': 'Řidičský průkaz dospělého',
  'id.specimen.minor-licence': 'Řidičský průkaz nezletilého',
  'id.specimen.adult-licence-front': 'Řidičský průkaz dospělého, přední strana (s fotkou)',
  'id.specimen.minor-licence-front': 'Řidičský průkaz nezletilého, přední strana (s fotkou)',
  'id.specimen.adult-passport': 'Cestovní pas dospělého',
  'id.front.intro':
    'Zadní strana přečtena. Teď přední strana s vaší fotkou: vyfoťte celou stranu, na které je vaše fotka, datum narození a číslo dokladu.',
  'id.front.guide': 'Umístěte celou přední stranu do rámečku, nehýbejte se, vyhněte se odleskům.',
  'id.front.reading': 'Čteme přední stranu…',
  'id.front.notRead':
    'Tištěný text přední strany se nepodařilo přečíst. Vyfoťte celou přední stranu, ostře a bez odlesků.',
  'id.front.noPortrait':
    'Na této straně nebyla nalezena fotka: vyfoťte přední stranu karty, tu s vaší fotkou.',
  'id.front.mismatch':
    'Přední strana nepatří ke stejnému dokladu jako zadní: liší se datum narození nebo číslo dokladu. Vyfoťte obě strany jednoho dokladu.',
  'id.front.expired': 'Uplynulo příliš mnoho času: vyfoťte znovu zadní stranu.',
  'id.front.restart': 'Začít znovu zadní stranou',
  'id.hint.number-not-read':
    'Číslo dokladu na přední straně se nepodařilo přečíst: vyfoťte ho ostře a celé.',
  'id.selfie.intro':
    'Doklad přečten. Teď živé selfie: porovnáme váš obličej s fotkou v dokladu. Nic se neuchovává.',
  'id.selfie.mismatch': 'Selfie neodpovídá fotce v dokladu.',
  'id.selfie.again': 'Vyfoťte znovu doklad a potom pořiďte selfie.',
  'id.noPortrait':
    'Tato služba porovnává fotku v dokladu se selfie a žádná fotka nebyla nalezena: vyfoťte stránku nebo stranu, na které je fotka držitele i čárový kód nebo řádky <<<.',
};
