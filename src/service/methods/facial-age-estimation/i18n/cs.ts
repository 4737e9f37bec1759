/** Czech text of the facial-age-estimation method (glossary: src/service/i18n/glossary/cs.md). */
export const cs = {
  'method.facial-age-estimation': 'Odhad věku podle obličeje',
  'describe.facial-age-estimation': 'Kamera odhadne váš věk; žádný snímek se neuchovává',
  'face.intro':
    'Kamera pořídí několik snímků, zatímco otáčíte hlavou. Zkontrolujeme je na našem serveru a hned smažeme; žádný snímek se neuchovává.',
  'face.useCamera': 'Použít mou kameru',
  'face.useCameraTest': 'Použít mou kameru (skutečný odhad)',
  'face.opening': 'Spouštíme kameru…',
  'face.preview': 'Náhled kamery: umístěte obličej do oválu',
  'face.ready': 'Umístěte obličej do oválu a stiskněte „Spustit“.',
  'face.start': 'Spustit',
  'face.cancel': 'Vypnout kameru',
  'face.hint.too-dark': 'Je příliš tma: otočte se k oknu nebo rozsviťte.',
  'face.hint.hold-still': 'Chvíli se nehýbejte.',
  'face.hint.no-face': 'Nevidíme obličej: umístěte obličej do oválu.',
  'face.hint.too-far': 'Přibližte se trochu, aby obličej vyplnil ovál.',
  'face.hint.several-faces': 'Na snímku smí být jen jedna osoba.',
  'face.prompt.look': 'Dívejte se přímo do kamery.',
  'face.prompt.left': 'Pomalu otočte hlavu doleva.',
  'face.prompt.right': 'Teď pomalu otočte hlavu doprava.',
  'face.prompt.still': 'Dívejte se do kamery a nehýbejte se.',
  'face.finding': 'Hledáme váš obličej…',
  'face.sending': 'Ověřujeme…',
  'face.liveness.no-turn':
    'Neviděli jsme, že byste otočili hlavu podle pokynů. Zkuste to znovu a řiďte se pokyny.',
  'face.liveness.frames-repeated':
    'Tyto snímky nevypadají jako z živé kamery. Použijte vlastní kameru, ne fotografii ani video.',
  'face.liveness.spoof-scores':
    'Tyto snímky nevypadají jako z živé kamery. Použijte vlastní kameru, ne fotografii ani video.',
  'face.livenessOff':
    'Testovací režim: kontrola živosti je pro tento produkt vypnutá, takže by prošla i fotografie. Skutečná ověření kontrolu živosti provádějí vždy.',
  'face.error.denied':
    'Přístup ke kameře byl odepřen. Povolte kameru v nastavení prohlížeče a zkuste to znovu, nebo vyberte jiný způsob.',
  'face.error.no-camera': 'V tomto zařízení nebyla nalezena žádná kamera.',
  'face.error.busy': 'Kameru používá jiná aplikace. Zavřete ji a zkuste to znovu.',
  'face.error.unsupported': 'Tento prohlížeč zde nemůže použít kameru.',
  'face.error.other': 'Kameru se nepodařilo spustit.',
  'face.tryAgain': 'Zkusit znovu',
  'face.other': 'Vybrat jiný způsob',
  'face.handoff': 'Nebo pokračujte v telefonu: naskenujte tento kód jeho fotoaparátem.',
  'face.qrAlt': 'QR kód pro pokračování v telefonu',
};
