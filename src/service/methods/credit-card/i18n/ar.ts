/** Arabic text of the credit-card method (glossary: src/service/i18n/glossary/ar.md). */
export const ar = {
  'method.credit-card': 'بطاقة ائتمان',
  'describe.credit-card': 'بطاقة باسمك تُثبت أن عمرك فوق 18 عامًا',
  cardStart: 'تحقّق ببطاقة ائتمان',
  cardHelp:
    'تؤكد الجهة المصدرة لبطاقتك صحة البطاقة بعملية تحقق بمبلغ {amount}: لا يُخصم أي مبلغ. تُقبل بطاقات الائتمان فقط: فبطاقات الخصم المباشر والبطاقات المسبقة الدفع قد تكون لأشخاص دون 18 عامًا.',
  cardNumber: 'رقم البطاقة',
  cardExpiry: 'تاريخ الانتهاء (MM/YY)',
  cardCvc: 'رمز الأمان (CVC)',
  cardCheck: 'تحقّق من البطاقة',
  cardTestTitle:
    'بطاقات الاختبار (وضع الاختبار): أي تاريخ انتهاء مستقبلي، وأي رمز CVC. البطاقة التي لا تستطيع إثبات العمر لا تُحتسب محاولة.',
  cardTestNumber: 'رقم البطاقة',
  cardTestResult: 'نتيجة التحقق',
  cardTestUse: 'استخدم {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'بطاقة اختبار: لم تُحتسب أي محاولة.',
  'card.funding.credit': 'بطاقة ائتمان',
  'card.funding.debit': 'بطاقة خصم مباشر',
  'card.funding.prepaid': 'بطاقة مسبقة الدفع',
  'card.test.card': '{funding} {brand}، {country}',
  'card.test.pass': 'تؤكد سن 18 فأكثر',
  'card.test.not-a-credit-card': 'غير حاسمة: ليست بطاقة ائتمان',
  'card.test.country-not-adult-only':
    'غير حاسمة: قد تُصدر بطاقات الائتمان في هذا البلد لأشخاص دون 18 عامًا',
  'card.test.declined': 'رفضتها الجهة المصدرة',
  'card.test.insufficient-funds': 'مرفوضة: رصيد غير كافٍ',
  'card.test.error': 'خطأ لدى جهة المعالجة: لا يُحتسب شيء',
  'card.reason.adult-credit-card': 'تم تأكيد بطاقة الائتمان الخاصة بك.',
  'card.reason.not-a-credit-card':
    'هذه بطاقة خصم مباشر أو بطاقة مسبقة الدفع. قد تكون هذه البطاقات لأشخاص دون 18 عامًا، لذا لا تؤكد عمرك: جرّب بطاقة ائتمان.',
  'card.reason.country-not-adult-only':
    'قد تُصدر بطاقات الائتمان في بلد هذه البطاقة لأشخاص دون 18 عامًا، لذا لا تؤكد عمرك.',
  'card.reason.declined': 'رفضت الجهة المصدرة لبطاقتك عملية التحقق. جرّب بطاقة أخرى.',
  'card.decline.insufficient-funds':
    'رفضت الجهة المصدرة لبطاقتك عملية التحقق لعدم كفاية الرصيد، مع أنه لا يُخصم أي مبلغ. جرّب بطاقة أخرى.',
  'card.decline.not-supported': 'لا يمكن استخدام هذه البطاقة لهذا التحقق. جرّب بطاقة أخرى.',
  'card.error.number': 'رقم البطاقة غير مكتمل أو غير صالح. راجعه وحاول مرة أخرى.',
  'card.error.expiry': 'تاريخ الانتهاء غير صالح. أدخله بالصيغة MM/YY.',
  'card.error.expired': 'انتهت صلاحية هذه البطاقة. استخدم بطاقة لا تزال صالحة.',
  'card.error.cvc':
    'رمز الأمان غير صالح: هو الأرقام الثلاثة على ظهر البطاقة (أو الأربعة على وجهها في American Express).',
  'card.error.test-card-only': 'لا يقبل وضع الاختبار إلا أرقام بطاقات الاختبار المدرجة أدناه.',
  'card.error.processing': 'تعذّر التحقق من البطاقة الآن. لم يُحتسب شيء: حاول مرة أخرى بعد قليل.',
  'card.error.unavailable':
    'خدمة التحقق من البطاقات لا تستجيب حاليًا. لم يُحتسب شيء: حاول مرة أخرى بعد قليل، أو اختر طريقة أخرى.',
  'card.error.authentication': 'لم يؤكد بنكك عملية التحقق. حاول مرة أخرى، أو استخدم بطاقة أخرى.',
  'card.error.incomplete': 'لم يكتمل التحقق من البطاقة. أدخل بيانات البطاقة مرة أخرى.',
  'card.error.check-expired': 'انتهت صلاحية عملية التحقق من البطاقة هذه. ابدأ من جديد.',
  'card.error.not-configured': 'التحقق بالبطاقات غير متاح هنا. اختر طريقة أخرى.',
  'card.error.network': 'تعذّر الوصول إلى الخدمة. تحقّق من اتصالك وحاول مرة أخرى.',
  'card.error.generic': 'تعذّر التحقق من البطاقة. حاول مرة أخرى، أو اختر طريقة أخرى.',
  cardStripeUnavailable: 'تعذّر تحميل نموذج البطاقة. اختر طريقة أخرى.',
};
