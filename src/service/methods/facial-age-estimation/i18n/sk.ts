/** Slovak text of the facial-age-estimation method (glossary: src/service/i18n/glossary/sk.md). */
export const sk = {
  'method.facial-age-estimation': 'Odhad veku podľa tváre',
  'describe.facial-age-estimation': 'Kamera odhadne váš vek; žiadna snímka sa neuchováva',
  'face.intro':
    'Kamera urobí niekoľko snímok, kým otáčate hlavou. Skontrolujeme ich na našom serveri a hneď vymažeme; žiadna snímka sa neuchováva.',
  'face.useCamera': 'Použiť moju kameru',
  'face.useCameraTest': 'Použiť moju kameru (skutočný odhad)',
  'face.opening': 'Spúšťame kameru…',
  'face.preview': 'Náhľad kamery: umiestnite tvár do oválu',
  'face.ready': 'Umiestnite tvár do oválu a stlačte „Spustiť“.',
  'face.start': 'Spustiť',
  'face.cancel': 'Vypnúť kameru',
  'face.hint.too-dark': 'Je príliš tma: otočte sa k oknu alebo rozsvieťte.',
  'face.hint.hold-still': 'Chvíľu sa nehýbte.',
  'face.hint.no-face': 'Nevidíme tvár: umiestnite tvár do oválu.',
  'face.hint.too-far': 'Priblížte sa trochu, aby tvár vyplnila ovál.',
  'face.hint.several-faces': 'Na snímke smie byť len jedna osoba.',
  'face.prompt.look': 'Pozerajte sa priamo do kamery.',
  'face.prompt.left': 'Pomaly otočte hlavu doľava.',
  'face.prompt.right': 'Teraz pomaly otočte hlavu doprava.',
  'face.prompt.still': 'Pozerajte sa do kamery a nehýbte sa.',
  'face.finding': 'Hľadáme vašu tvár…',
  'face.sending': 'Overujeme…',
  'face.liveness.no-turn':
    'Nevideli sme, že by ste otočili hlavu podľa pokynov. Skúste to znova a riaďte sa pokynmi.',
  'face.liveness.frames-repeated':
    'Tieto snímky nevyzerajú ako zo živej kamery. Použite vlastnú kameru, nie fotografiu ani video.',
  'face.liveness.spoof-scores':
    'Tieto snímky nevyzerajú ako zo živej kamery. Použite vlastnú kameru, nie fotografiu ani video.',
  'face.livenessOff':
    'Testovací režim: kontrola živosti je pre tento produkt vypnutá, takže by prešla aj fotografia. Skutočné overenia kontrolu živosti vykonávajú vždy.',
  'face.error.denied':
    'Prístup ku kamere bol zamietnutý. Povoľte kameru v nastaveniach prehliadača a skúste to znova alebo vyberte iný spôsob.',
  'face.error.no-camera': 'V tomto zariadení sa nenašla žiadna kamera.',
  'face.error.busy': 'Kameru používa iná aplikácia. Zatvorte ju a skúste to znova.',
  'face.error.unsupported': 'Tento prehliadač tu nemôže použiť kameru.',
  'face.error.other': 'Kameru sa nepodarilo spustiť.',
  'face.tryAgain': 'Skúsiť znova',
  'face.other': 'Vybrať iný spôsob',
  'face.handoff': 'Alebo pokračujte v telefóne: naskenujte tento kód jeho fotoaparátom.',
  'face.qrAlt': 'QR kód na pokračovanie v telefóne',
};
