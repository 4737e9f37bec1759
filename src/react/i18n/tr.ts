import type { AgeGateLabels } from '../age-gate-props';

/** Turkish text of the <AgeGate> card (glossary: src/service/i18n/glossary/tr.md). */
export const tr: AgeGateLabels = {
  heading: 'Yaşınızı doğrulayın',
  intro: 'Bu sayfayı görmek için reşit olmalısınız. Devam etmek için yaşınızı doğrulayın.',
  how: 'Yaklaşık bir dakika, seçtiğiniz bir yöntemle: selfie, kimlik belgesi, dijital cüzdan, yaş anahtarı…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} yalnızca sonucu alır; adınızı, fotoğraflarınızı veya belgelerinizi asla almaz. Görüntüler saklanmaz.',
  keptUnnamed:
    'Bu site yalnızca sonucu alır; adınızı, fotoğraflarınızı veya belgelerinizi asla almaz. Görüntüler saklanmaz.',
  ageKey: 'Ardından bu cihaza bir yaş anahtarı kaydedin: bir dahaki sefere tek dokunuş yeter.',
  start: 'Yaşımı doğrula',
  checking: 'Yaş doğrulamanız kontrol ediliyor…',
  creating: 'Doğrulama başlatılıyor…',
  confirming: 'Sonucunuz onaylanıyor…',
  verified: 'Yaşınız doğrulandı.',
  failed: 'Yaşınızı doğrulayamadık.',
  pending: 'Doğrulamanız henüz tamamlanmadı.',
  checkAgain: 'Yeniden kontrol et',
  error: 'Doğrulama sırasında bir sorun oluştu. Lütfen tekrar deneyin.',
  mismatch: 'Bu doğrulama başka bir tarayıcıda başlatıldı. Lütfen burada yeniden başlayın.',
  cancelled: 'Doğrulama iptal edildi.',
  retry: 'Tekrar dene',
  close: 'Kapat',
  topLevel: 'Sorun mu yaşıyorsunuz? Bu pencerede devam edin',
  unresponsive: 'Doğrulama burada gösterilemedi. Lütfen bu pencerede devam edin.',
  title: 'Yaş doğrulama',
  'failure.age-criteria-not-met': 'Doğrulama, yaş şartını karşıladığınızı göstermedi.',
  'failure.max-attempts-exceeded': 'Doğrulama, çok fazla başarısız denemeden sonra sona erdi.',
  'failure.fraudulent-activity-detected': 'Doğrulama kabul edilmedi.',
  'failure.criteria-not-met': 'Doğrulama, bu sayfanın yaş şartını karşılamıyor.',
  'failure.revoked': 'Doğrulama geçersiz kılındı.',
  unreachable: 'Yaş doğrulamaya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
};
