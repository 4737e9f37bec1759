import type { InteractionMessages } from './en';

/** Arabic text of the OpenID age-key pages (glossary: src/service/i18n/glossary/ar.md). */
export const ar: InteractionMessages = {
  'use.title': 'أثبت عمرك',
  'use.heading': 'أثبت عمرك لـ {site}',
  'use.ask':
    'يسأل {site} عمّا إذا كنت {ages}. يجيب مفتاح العمر بنعم أو لا عن كل سؤال — دون تاريخ ميلادك أبدًا، ودون أي شيء يكشف هويتك.',
  'use.age': 'في سن {age} أو أكثر',
  'use.ofAge': 'راشدًا',
  'use.go': 'استخدم مفتاح العمر',
  'use.decline': 'الرجوع دون إجابة',
  'create.title': 'احفظ مفتاح عمر',
  'create.heading': 'احفظ مفتاح عمر',
  'create.offer':
    'تحقّق {site} من أن عمرك لا يقل عن {floor}. احفظ مفتاح مرور على هذا الجهاز بوصفه مفتاح عمر: يمكن للمواقع الأخرى بعدها التحقق من عمرك به في لحظة، دون أن تعرف من أنت. لا يُحفظ تاريخ ميلادك.',
  'create.go': 'حفظ مفتاح عمر',
  'create.decline': 'ليس الآن',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — مفتاح العمر',
  'script.waitingUse': 'في انتظار مفتاح العمر…',
  'script.waitingCreate': 'في انتظار جهازك…',
  'script.ended': 'انتهى هذا الطلب. ارجع إلى الموقع.',
  'script.noKeyUsed': 'لم يُستخدم أي مفتاح عمر. حاول مرة أخرى، أو ارجع.',
  'script.noKeySaved': 'لم يُحفظ أي مفتاح عمر. حاول مرة أخرى، أو اختر «ليس الآن».',
  'script.failed': 'لم تنجح العملية. حاول مرة أخرى.',
  'script.wrong': 'حدث خطأ ما. حاول مرة أخرى.',
  'script.noWebAuthn': 'لا يستطيع هذا المتصفح استخدام مفتاح عمر. ارجع، وجرّب جهازًا أو متصفحًا آخر.',
  'script.notAllowed': 'لا يُسمح لهذا الموقع بحفظ مفاتيح العمر. ارجع إلى الموقع.',
  'refusal.unknown-key':
    'لا تعرف هذه الخدمة مفتاح العمر هذا: ربما حُذف. ارجع وتحقّق من عمرك بطريقة أخرى.',
  'refusal.revoked': 'أُلغي مفتاح العمر هذا. ارجع وتحقّق من عمرك بطريقة أخرى.',
  'refusal.user-verification': 'لم يؤكد جهازك هويتك (رمز PIN أو البصمة أو الوجه). حاول مرة أخرى.',
  'refusal.challenge': 'استغرق ذلك وقتًا طويلًا، أو سبق استخدامه. حاول مرة أخرى.',
  'refusal.already-used':
    'سبق حفظ مفتاح عمر من عملية التحقق هذه، أو أن مفتاح المرور هذا مفتاح عمر بالفعل. ارجع إلى الموقع.',
  'expired.title': 'انتهت صلاحية هذا الطلب',
  'expired.body': 'ارجع إلى الموقع وابدأ من جديد.',
  'used.title': 'مستخدم بالفعل',
  'used.body': 'سبق حفظ مفتاح عمر من عملية التحقق هذه. ارجع إلى الموقع.',
};
