import type { en } from './en';

/** Turkish widget text (glossary: src/service/i18n/glossary/tr.md). */
export const tr: typeof en = {
  title: 'Yaş doğrulama',
  testModeBar: 'TEST MODU — sonuçlar yalnızca test için geçerlidir',
  stepOf: 'Adım {n}/3 — {label}',
  stepLabelChoose: 'Yöntem seçimi',
  stepLabelVerify: 'Yaşınızı kanıtlayın',
  stepChoose: 'Yaşınızı nasıl kanıtlayacağınızı seçin',
  stepResult: 'Sonuç',
  language: 'Dil',
  intro: '{site} yaşınızı onaylamanızı istiyor.',
  nextChoose:
    'Sonraki adım: Yaşınızı seçtiğiniz yöntemle kanıtlarsınız. {site} yalnızca sonucu öğrenir.',
  nextVerify: 'Sonraki adım: Sonucunuzu görürsünüz ve {site} bilgilendirilir.',
  checking: 'Bu tarayıcının neleri desteklediği kontrol ediliyor…',
  attemptsLeft:
    '{n, plural, =0 {Deneme hakkınız kalmadı} one {# deneme hakkınız kaldı} other {# deneme hakkınız kaldı}}',
  noMethodsLive:
    'Bu hizmette henüz kullanılabilir bir doğrulama yöntemi yok, bu nedenle yaşınız burada doğrulanamıyor. Lütfen {site} sitesine geri dönüp durumu bildirin.',
  noMethodsDevice:
    'Kullanılabilir yöntemlerin hiçbiri bu tarayıcıda veya uygulamada çalışmıyor. Bu bağlantıyı normal web tarayıcınızda açın veya telefonunuzda devam edin.',
  back: 'Başka bir yöntem seç',
  simTitle: 'Sonuç simülasyonu',
  simHelp: '“{method}” kontrolünün ne bulacağını seçin.',
  'outcome.adult': 'Yetişkin (30)',
  'outcome.teen': 'Genç (16)',
  'outcome.child': 'Çocuk (10)',
  'outcome.inconclusive': 'Belirsiz (yaş işareti yok)',
  'outcome.fraudulent': 'Hileli (sahtecilik tespit edildi)',
  'outcome.custom': 'Özel yaş',
  customAge: 'Yaş (yıl)',
  customAgeInvalid: '0 ile 120 arasında tam sayı olarak bir yaş girin.',
  walletKind: 'Cüzdan',
  'wallet.eudi-wallet': 'AB Dijital Kimlik Cüzdanı',
  'wallet.apple-wallet': 'Apple Wallet (kimlik)',
  'wallet.google-wallet': 'Google Wallet (kimlik)',
  submit: 'Simüle edilen sonucu gönder',
  working: 'Kontrol ediliyor…',
  inconclusive:
    '“{method}” ile yaşınız belirlenemedi. Tekrar deneyin ({n, plural, one {# deneme hakkınız kaldı} other {# deneme hakkınız kaldı}}) veya başka bir yöntem seçin.',
  methodExhausted: '“{method}” ile tüm deneme haklarınız kullanıldı. Başka bir yöntem seçin.',
  errorNetwork:
    'Doğrulama hizmetine ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  errorGeneric: 'Bu işlem başarısız oldu: {detail}. Tekrar deneyin veya başka bir yöntem seçin.',
  loadFailed: 'Bu adım yüklenemedi. İnternet bağlantınızı kontrol edip sayfayı yenileyin.',
  pass: 'Yaşınız onaylandı',
  passDetail: '{site} sitesine yaş şartını karşıladığınız bildirildi.',
  fail: 'Yaşınız onaylanamadı',
  'failure.age-criteria-not-met': '{site} sitesinin yaş şartını karşılamıyorsunuz.',
  'failure.max-attempts-exceeded': 'Tüm deneme hakları sonuç alınamadan kullanıldı.',
  'failure.fraudulent-activity-detected': 'Bir şeyler yolunda görünmediği için kontrol durduruldu.',
  done: 'Tamam',
  redirecting: '{site} sitesine geri yönlendiriliyorsunuz…',
  redirectingAfterOffer:
    'Önce bir yaş anahtarı kaydetmezseniz birkaç saniye içinde {site} sitesine geri yönlendirileceksiniz.',
  continueLink: '{site} sitesine devam et',
  closeWindow: 'Artık bu pencereyi kapatabilirsiniz.',
  handoffDone: 'Tamamlandı. Bilgisayarınızda devam edebilirsiniz.',
  phoneToggle: 'Telefonda devam et',
  phoneHelp:
    'Bu kodu telefonunuzun kamerasıyla tarayın ve işlemi orada tamamlayın. Bu sayfa kendiliğinden güncellenir.',
  qrAlt: 'Bu yaş doğrulamayı telefonunuzda açan QR kod',
  phoneLink: 'Ya da bu bağlantıyı telefonunuzda açın:',
  expiredTitle: 'Bu bağlantının süresi doldu',
  expiredBody:
    'Yaş doğrulama bağlantıları 14 gün geçerlidir. Geldiğiniz siteye geri dönün ve yaş doğrulamayı yeniden başlatın.',
  finishedTitle: 'Bu yaş doğrulama tamamlandı',
  finishedBody:
    'Bir sonucu olduğu için bu bağlantı artık onu açmıyor. Geldiğiniz siteye geri dönün; site yaşınızı hâlâ soruyorsa yaş doğrulamayı orada yeniden başlatın.',
  invalidTitle: 'Bu bağlantı çalışmıyor',
  invalidBody:
    'Bağlantı eksik veya değiştirilmiş. Geldiğiniz siteye geri dönün ve yaş doğrulamayı yeniden başlatın.',
  frameNotAllowed:
    'Bu yaş doğrulama, bunun için kayıtlı olmayan bir sitenin içinde gösteriliyor. Yaş doğrulamayı doğrudan mağazanın kendisinden açın.',
};
