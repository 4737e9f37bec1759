import type { TestPagesMessages } from './en';

/** Bulgarian text of the test bank's and test wallet's pages (glossary: src/service/i18n/glossary/bg.md). */
export const bg: TestPagesMessages = {
  'bank.bar': 'ТЕСТОВА БАНКА — само за тестов режим, без истински сметки',
  'bank.signIn': 'Вход в Тестова банка',
  'bank.chooseHolder': 'Изберете тестов титуляр на сметка.',
  'bank.share': 'Да се сподели ли с този сайт?',
  'bank.asks': '{client} иска от Тестова банка да сподели:',
  'bank.ask.birthdate': 'датата ви на раждане',
  'bank.ask.ageOver': 'дали сте на {age} или повече години',
  'bank.ask.identifier': 'идентификатор за този сайт',
  'bank.allow': 'Разрешаване',
  'bank.decline': 'Отказ',
  'bank.returning': 'Връщане към сайта…',
  'bank.continue': 'Продължаване',
  'bank.errorTitle': 'Грешка в Тестова банка',
  'bank.expiredTitle': 'Сесията е изтекла',
  'bank.expiredBody': 'Започнете отново от сайта, от който сте дошли.',
  'bank.problemTitle': 'Нещо се обърка',
  'bank.formTooLarge': 'Формулярът е твърде голям.',
  'bank.signInFirst': 'Първо влезте.',
  'bank.wrongMethod':
    'Тази страница не може да се отвори по този начин. Започнете отново от сайта, от който сте дошли.',
  'wallet.title': 'Тестов портфейл на ofage',
  'wallet.bar': 'ТЕСТОВ РЕЖИМ — тестов портфейл на ofage',
  'wallet.heading': 'Да споделите ли възрастта си?',
  'wallet.reading': 'Заявката се чете…',
  'wallet.shareOverPid': 'Споделяне: над възрастта (EU PID, SD-JWT VC)',
  'wallet.shareOverMdl': 'Споделяне: над възрастта (мобилна шофьорска книжка, mdoc)',
  'wallet.shareUnderPid': 'Споделяне: НЕ е над възрастта (EU PID)',
  'wallet.shareOverAv': 'Споделяне: над възрастта (приложението на ЕС за проверка на възрастта)',
  'wallet.shareUnderAv':
    'Споделяне: НЕ над възрастта (приложението на ЕС за проверка на възрастта)',
  'wallet.shareUntrustedAv':
    'Споделяне: над възрастта, от ненадежден доставчик (приложение за проверка на възрастта)',
  'wallet.shareRevokedAv':
    'Споделяне: над възрастта, отменено удостоверение (приложение за проверка на възрастта)',
  'wallet.decline': 'Отказ',
  'wallet.noRequest': 'Няма заявка: отворете тази страница чрез връзката от QR кода на проверка.',
  'wallet.unknownRequest': 'Тази заявка е непозната, използвана или изтекла.',
  'wallet.asks': 'Проверяващ иска един атрибут: {claim}. Нищо друго не се споделя.',
  'wallet.declined': 'Отказано. Нищо не беше споделено.',
  'wallet.couldNotAnswer': 'Тестовият портфейл не можа да отговори: {detail}',
  'wallet.shared': 'Споделено. Можете да се върнете към проверката.',
  'wallet.refused': 'Проверяващият отхвърли отговора.',
};
