import type { AgeGateLabels } from '../age-gate-props';

/** Arabic text of the <AgeGate> card (glossary: src/service/i18n/glossary/ar.md). */
export const ar: AgeGateLabels = {
  heading: 'تحقّق من عمرك',
  intro: 'يجب أن تكون قد بلغت السن القانونية لعرض هذه الصفحة. تحقّق من عمرك للمتابعة.',
  how: 'دقيقة تقريبًا، بطريقة تختارها: صورة سيلفي، أو وثيقة هوية، أو محفظة رقمية، أو مفتاح عمر…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: 'لا يحصل {site} إلا على النتيجة، لا على اسمك أو صورك أو وثائقك أبدًا. لا تُحفظ الصور.',
  keptUnnamed:
    'لا يحصل هذا الموقع إلا على النتيجة، لا على اسمك أو صورك أو وثائقك أبدًا. لا تُحفظ الصور.',
  ageKey: 'ثم احفظ مفتاح عمر على هذا الجهاز: في المرة القادمة تكفي لمسة واحدة.',
  start: 'تحقّق من عمري',
  checking: 'جارٍ التحقق من حالة التحقق من عمرك…',
  creating: 'جارٍ بدء التحقق…',
  confirming: 'جارٍ تأكيد نتيجتك…',
  verified: 'تم التحقق من عمرك.',
  failed: 'لم نتمكن من التحقق من عمرك.',
  pending: 'لم يكتمل التحقق بعد.',
  checkAgain: 'تحقّق مرة أخرى',
  error: 'حدث خطأ أثناء التحقق. يُرجى المحاولة مرة أخرى.',
  mismatch: 'بدأ هذا التحقق في متصفح آخر. يُرجى البدء من جديد هنا.',
  cancelled: 'أُلغي التحقق.',
  retry: 'حاول مرة أخرى',
  close: 'إغلاق',
  topLevel: 'تواجه مشكلة؟ تابع في هذه النافذة',
  unresponsive: 'تعذّر عرض التحقق هنا. يُرجى المتابعة في هذه النافذة.',
  title: 'التحقق من العمر',
  'failure.age-criteria-not-met': 'لم يُثبت التحقق أنك تستوفي شرط العمر.',
  'failure.max-attempts-exceeded': 'انتهى التحقق بعد محاولات كثيرة غير ناجحة.',
  'failure.fraudulent-activity-detected': 'لم يُقبل التحقق.',
  'failure.criteria-not-met': 'لا يستوفي التحقق شرط العمر لهذه الصفحة.',
  'failure.revoked': 'سُحب التحقق.',
  unreachable: 'تعذّر الوصول إلى التحقق من العمر. تحقّق من اتصالك وحاول مرة أخرى.',
};
