/** Arabic text of the digital-wallet method (glossary: src/service/i18n/glossary/ar.md). */
export const ar = {
  'method.digital-wallet': 'محفظة رقمية',
  'describe.digital-wallet': 'شارك إثبات العمر فقط من تطبيق محفظتك',
  walletIntro: 'تشارك محفظتك أمرًا واحدًا: أن عمرك فوق الحد المطلوب. لا اسم ولا تاريخ ميلاد.',
  walletThisDevice: 'استخدم محفظة على هذا الجهاز',
  walletOtherDevice: 'استخدم محفظة على هاتفك',
  walletScan: 'امسح هذا الرمز بتطبيق محفظتك، أو افتحه على هذا الهاتف:',
  walletScanInstead: 'لم تظهر نافذة من متصفحك؟ امسح الرمز بهاتفك بدلًا من ذلك:',
  walletOpenApp: 'فتح تطبيق المحفظة',
  walletWaiting: 'في انتظار محفظتك…',
  walletTestWallet: 'افتح محفظة الاختبار (وضع الاختبار)',
  walletNoWallet: 'لا توجد على هذا الجهاز محفظة تحمل بيانات اعتماد تتضمن عمرك. جرّب هاتفك.',
  walletDeclined: 'رفضتَ الطلب في محفظتك. لم تتم مشاركة أي شيء.',
  walletNotShared:
    'تعذّر على محفظتك الرد على هذا الطلب، فلم تتم مشاركة أي شيء. حاول مرة أخرى، أو اختر طريقة أخرى.',
  walletThisDeviceWaiting:
    'في انتظار محفظة على هذا الجهاز. اختر واحدة في النافذة التي يعرضها متصفحك.',
  walletCancel: 'إلغاء',
  walletCancelled: 'أُلغيت العملية. لم تتم مشاركة أي شيء.',
  walletTimeout:
    'لم تستجب أي محفظة على هذا الجهاز. استخدم محفظة على هاتفك بدلًا من ذلك: امسح الرمز أدناه.',
  walletUnsupported:
    'لا يستطيع هذا المتصفح مخاطبة المحفظة مباشرة. استخدم محفظة على هاتفك مع الرمز أدناه.',
  walletRefused: 'تعذّر قبول رد المحفظة ({reason}). حاول مرة أخرى أو اختر طريقة أخرى.',
  walletExpired: 'انتهت صلاحية هذا الطلب. ابدأ من جديد.',
};
