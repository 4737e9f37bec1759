import type { InteractionMessages } from './en';

/** Turkish text of the OpenID age-key pages (glossary: src/service/i18n/glossary/tr.md). */
export const tr: InteractionMessages = {
  'use.title': 'Yaşınızı kanıtlayın',
  'use.heading': 'Yaşınızı {site} sitesine kanıtlayın',
  'use.ask':
    '{site}, {ages} olup olmadığınızı soruyor. Yaş anahtarınız her biri için evet veya hayır yanıtı verir — asla doğum tarihinizi ve sizi tanımlayan hiçbir şeyi paylaşmaz.',
  'use.age': '{age} yaş veya üzeri',
  'use.ofAge': 'reşit',
  'use.go': 'Yaş anahtarımı kullan',
  'use.decline': 'Yanıt vermeden geri dön',
  'create.title': 'Yaş anahtarı kaydedin',
  'create.heading': 'Yaş anahtarı kaydedin',
  'create.offer':
    '{site}, en az {floor} yaşında olduğunuzu doğruladı. Bu cihaza yaş anahtarı olarak bir geçiş anahtarı kaydedin: böylece diğer siteler kim olduğunuzu görmeden yaşınızı bununla anında kontrol edebilir. Doğum tarihiniz saklanmaz.',
  'create.go': 'Yaş anahtarı kaydet',
  'create.decline': 'Şimdi değil',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — yaş anahtarı',
  'script.waitingUse': 'Yaş anahtarınız bekleniyor…',
  'script.waitingCreate': 'Cihazınız bekleniyor…',
  'script.ended': 'Bu istek sona erdi. Siteye geri dönün.',
  'script.noKeyUsed': 'Yaş anahtarı kullanılmadı. Tekrar deneyin veya geri dönün.',
  'script.noKeySaved':
    'Yaş anahtarı kaydedilmedi. Tekrar deneyin veya “Şimdi değil” seçeneğini seçin.',
  'script.failed': 'Bu işlem başarısız oldu. Tekrar deneyin.',
  'script.wrong': 'Bir sorun oluştu. Tekrar deneyin.',
  'script.noWebAuthn':
    'Bu tarayıcı yaş anahtarı kullanamıyor. Geri dönün ve başka bir cihaz veya tarayıcı deneyin.',
  'script.notAllowed': 'Bu site yaş anahtarı kaydedemez. Siteye geri dönün.',
  'refusal.unknown-key':
    'Bu hizmet o yaş anahtarını tanımıyor: silinmiş olabilir. Geri dönün ve yaşınızı başka bir yolla doğrulayın.',
  'refusal.revoked':
    'O yaş anahtarı iptal edildi. Geri dönün ve yaşınızı başka bir yolla doğrulayın.',
  'refusal.user-verification':
    'Cihazınız siz olduğunuzu onaylamadı (PIN, parmak izi veya yüz). Tekrar deneyin.',
  'refusal.challenge': 'Bu işlem çok uzun sürdü veya zaten kullanıldı. Tekrar deneyin.',
  'refusal.already-used':
    'Bu doğrulamadan zaten bir yaş anahtarı kaydedildi veya bu geçiş anahtarı zaten bir yaş anahtarı. Siteye geri dönün.',
  'expired.title': 'Bu isteğin süresi doldu',
  'expired.body': 'Siteye geri dönün ve yeniden başlayın.',
  'used.title': 'Zaten kullanıldı',
  'used.body': 'Bu doğrulamadan zaten bir yaş anahtarı kaydedildi. Siteye geri dönün.',
};
