/** Czech text of the age-key method (glossary: src/service/i18n/glossary/cs.md). */

/** Its name and description in the method picker. */
export const cs = {
  'method.age-key': 'Věkový klíč',
  'describe.age-key': 'Použijte přístupový klíč, který už prokazuje váš věk',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const csCeremony = {
  use: 'Použít věkový klíč',
  useHelp:
    'Zařízení vás požádá o odemčení přístupového klíče s dokladem o vašem věku. Nic jiného se nesdílí.',
  noKey:
    'Ještě nemáte věkový klíč? Nejdřív vyberte jinou metodu; potom si můžete věkový klíč uložit pro příště.',
  upgrade:
    'Váš věkový klíč prokazuje {n}+, což zde nestačí. Ověřte se jinou metodou a potom věkový klíč aktualizujte.',
  upgradeMethod:
    'Doklad o věku ve vašem věkovém klíči zde není přijímán. Ověřte se jinou metodou a potom věkový klíč aktualizujte.',
  upgradeTest:
    'Váš věkový klíč vznikl v testovacím režimu a pro skutečné ověření ho nelze použít. Ověřte se jinou metodou a potom věkový klíč aktualizujte.',
  declined: 'Nebyl použit žádný věkový klíč. Zkuste to znovu, nebo vyberte jinou metodu.',
  'refused.counter':
    'Tento věkový klíč vypadá jako zkopírovaný z jiného zařízení, a proto byl odmítnut. Vyberte jinou metodu.',
  'refused.user-verification':
    'Zařízení nepotvrdilo, že jste to vy (PIN nebo biometrie). Zkuste to znovu se zapnutým ověřením.',
  'refused.revoked': 'Tento věkový klíč byl zneplatněn. Vyberte jinou metodu.',
  'refused.unknown-key': 'Tento věkový klíč zde není znám (mohl být smazán).',
  refused: 'Věkový klíč se nepodařilo ověřit. Zkuste to znovu, nebo vyberte jinou metodu.',
  error: 'Nepodařilo se: {detail}.',
  working: 'Čekáme na vaše zařízení…',
  saveTitle: 'Uložit věkový klíč',
  saveHelp:
    'Příště prokážete svůj věk jedním klepnutím na každém webu, který tuto službu používá. Přístupový klíč obsahuje jen doklad o věku, nikdy vaše jméno.',
  saveButton: 'Uložit věkový klíč',
  saved: 'Věkový klíč je uložen. Příště vyberte „Věkový klíč“.',
  updateTitle: 'Aktualizujte věkový klíč',
  updateHelp: 'Vložte tento nový doklad o věku do věkového klíče, aby zde příště fungoval.',
  updateButton: 'Aktualizovat můj věkový klíč',
  updated: 'Věkový klíč je aktualizován: nyní prokazuje {n}+.',
  savedTest: 'Toto je testovací klíč: funguje jen v testovacím režimu.',
  openWindow: 'Otevřít okno pro uložení věkového klíče',
  windowHelp:
    'Váš prohlížeč nedovoluje uložit přístupový klíč uvnitř tohoto webu. Použijte místo toho malé okno.',
  forget: 'Smazat můj věkový klíč',
  forgotten:
    'Váš věkový klíč byl ze služby smazán. Přístupový klíč můžete odstranit také ze svého zařízení.',
};
