/** Turkish text of the age-key method (glossary: src/service/i18n/glossary/tr.md). */

/** Its name and description in the method picker. */
export const tr = {
  'method.age-key': 'Yaş anahtarı',
  'describe.age-key': 'Yaşınızı zaten kanıtlayan bir geçiş anahtarı kullanın',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const trCeremony = {
  use: 'Yaş anahtarımı kullan',
  useHelp:
    'Cihazınız, yaş kanıtınızı taşıyan geçiş anahtarının kilidini açmanızı ister. Başka hiçbir şey paylaşılmaz.',
  noKey:
    'Henüz yaş anahtarınız yok mu? Önce başka bir yöntem seçin; ardından bir sonraki sefer için bir yaş anahtarı kaydedebilirsiniz.',
  upgrade:
    'Yaş anahtarınız {n}+ olduğunuzu kanıtlıyor ve bu, burada yeterli değil. Başka bir yöntemle doğrulayın, ardından yaş anahtarınızı güncelleyin.',
  upgradeMethod:
    'Yaş anahtarınızdaki kanıt burada kabul edilmiyor. Başka bir yöntemle doğrulayın, ardından yaş anahtarınızı güncelleyin.',
  upgradeTest:
    'Yaş anahtarınız test modunda oluşturuldu ve gerçek bir doğrulamada kullanılamaz. Başka bir yöntemle doğrulayın, ardından yaş anahtarınızı güncelleyin.',
  declined: 'Yaş anahtarı kullanılmadı. Tekrar deneyin veya başka bir yöntem seçin.',
  'refused.counter':
    'Bu yaş anahtarı başka bir cihazdan kopyalanmış gibi göründüğü için reddedildi. Başka bir yöntem seçin.',
  'refused.user-verification':
    'Cihazınız siz olduğunuzu onaylamadı (PIN veya biyometri). Doğrulama açıkken tekrar deneyin.',
  'refused.revoked': 'Bu yaş anahtarı iptal edildi. Başka bir yöntem seçin.',
  'refused.unknown-key': 'Bu yaş anahtarı burada tanınmıyor (silinmiş olabilir).',
  refused: 'Yaş anahtarı kontrol edilemedi. Tekrar deneyin veya başka bir yöntem seçin.',
  error: 'Bu işlem başarısız oldu: {detail}.',
  working: 'Cihazınız bekleniyor…',
  saveTitle: 'Yaş anahtarı kaydedin',
  saveHelp:
    'Bir dahaki sefere, bu hizmeti kullanan her sitede yaşınızı tek dokunuşla kanıtlayın. Geçiş anahtarı yalnızca yaş kanıtınızı taşır, asla adınızı taşımaz.',
  saveButton: 'Yaş anahtarı kaydet',
  saved: 'Yaş anahtarı kaydedildi. Bir dahaki sefere “Yaş anahtarı” seçeneğini seçin.',
  updateTitle: 'Yaş anahtarınızı güncelleyin',
  updateHelp:
    'Bu yeni yaş kanıtını yaş anahtarınıza ekleyin; böylece bir dahaki sefere burada da çalışır.',
  updateButton: 'Yaş anahtarımı güncelle',
  updated: 'Yaş anahtarı güncellendi: artık {n}+ olduğunuzu kanıtlıyor.',
  savedTest: 'Bu bir test anahtarıdır: yalnızca test modunda çalışır.',
  openWindow: 'Yaş anahtarını kaydetmek için pencere aç',
  windowHelp:
    'Tarayıcınız bu sitenin içinde geçiş anahtarı kaydedilmesine izin vermiyor. Bunun yerine küçük bir pencere kullanın.',
  forget: 'Yaş anahtarımı unut',
  forgotten:
    'Yaş anahtarınız hizmetten silindi. Geçiş anahtarını cihazınızdan da kaldırabilirsiniz.',
};
