/** Turkish text of the credit-card method (glossary: src/service/i18n/glossary/tr.md). */
export const tr = {
  'method.credit-card': 'Kredi kartı',
  'describe.credit-card': 'Adınıza kayıtlı bir kart 18 yaşından büyük olduğunuzu gösterir',
  cardStart: 'Kredi kartı kontrolü',
  cardHelp:
    'Kartınızı çıkaran kuruluş, kartı {amount} tutarında bir kontrolle onaylar: hiçbir ücret alınmaz. Yalnızca kredi kartları geçerlidir: banka kartları ve ön ödemeli kartlar 18 yaşından küçüklere ait olabilir.',
  cardNumber: 'Kart numarası',
  cardExpiry: 'Son kullanma tarihi (AA/YY)',
  cardCvc: 'Güvenlik kodu (CVC)',
  cardCheck: 'Kartı kontrol et',
  cardTestTitle:
    'Test kartları (test modu): gelecekteki herhangi bir son kullanma tarihi, herhangi bir CVC. Yaş kanıtlayamayan bir kart deneme hakkı harcamaz.',
  cardTestNumber: 'Kart numarası',
  cardTestResult: 'Kontrolün sonucu',
  cardTestUse: '{number} numaralı kartı kullan',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Test kartı: deneme hakkı harcanmadı.',
  'card.funding.credit': 'kredi kartı',
  'card.funding.debit': 'banka kartı',
  'card.funding.prepaid': 'ön ödemeli kart',
  'card.test.card': '{brand} {funding} ({country})',
  'card.test.pass': '18+ olduğunu onaylar',
  'card.test.not-a-credit-card': 'belirsiz: kredi kartı değil',
  'card.test.country-not-adult-only':
    'belirsiz: bu ülkede kredi kartları 18 yaşından küçüklere de verilebilir',
  'card.test.declined': 'kartı çıkaran kuruluş reddetti',
  'card.test.insufficient-funds': 'reddedildi: yetersiz bakiye',
  'card.test.error': 'işlem hatası: hiçbir şey sayılmaz',
  'card.reason.adult-credit-card': 'Kredi kartınız onaylandı.',
  'card.reason.not-a-credit-card':
    'Bu bir banka kartı veya ön ödemeli kart. Bu kartlar 18 yaşından küçüklere ait olabileceğinden yaşınızı onaylamaz: bir kredi kartı deneyin.',
  'card.reason.country-not-adult-only':
    'Bu kartın ülkesinde kredi kartları 18 yaşından küçüklere de verilebildiğinden kart yaşınızı onaylamaz.',
  'card.reason.declined': 'Kartınızı çıkaran kuruluş kontrolü reddetti. Başka bir kart deneyin.',
  'card.decline.insufficient-funds':
    'Hiçbir ücret alınmamasına rağmen kartınızı çıkaran kuruluş kontrolü yetersiz bakiye nedeniyle reddetti. Başka bir kart deneyin.',
  'card.decline.not-supported': 'Bu kart bu kontrol için kullanılamaz. Başka bir kart deneyin.',
  'card.error.number': 'Kart numarası eksik veya geçersiz. Kontrol edip tekrar deneyin.',
  'card.error.expiry': 'Son kullanma tarihi geçersiz. AA/YY biçiminde girin.',
  'card.error.expired': 'Bu kartın süresi dolmuş. Hâlâ geçerli olan bir kart kullanın.',
  'card.error.cvc':
    'Güvenlik kodu geçersiz: kartın arkasındaki 3 hanedir (American Express için ön yüzdeki 4 hane).',
  'card.error.test-card-only':
    'Test modunda yalnızca aşağıda listelenen test kartı numaraları kabul edilir.',
  'card.error.processing':
    'Kart şu anda kontrol edilemedi. Hiçbir şey sayılmadı: biraz sonra tekrar deneyin.',
  'card.error.unavailable':
    'Kart kontrolü şu anda yanıt vermiyor. Hiçbir şey sayılmadı: biraz sonra tekrar deneyin veya başka bir yöntem seçin.',
  'card.error.authentication':
    'Bankanız kontrolü onaylamadı. Tekrar deneyin veya başka bir kart kullanın.',
  'card.error.incomplete': 'Kart kontrolü tamamlanmadı. Kart bilgilerini yeniden girin.',
  'card.error.check-expired': 'Bu kart kontrolünün süresi doldu. Yeniden başlayın.',
  'card.error.not-configured': 'Kart kontrolü burada kullanılamıyor. Başka bir yöntem seçin.',
  'card.error.network': 'Hizmete ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  'card.error.generic': 'Kart kontrol edilemedi. Tekrar deneyin veya başka bir yöntem seçin.',
  cardStripeUnavailable: 'Kart formu yüklenemedi. Başka bir yöntem seçin.',
};
