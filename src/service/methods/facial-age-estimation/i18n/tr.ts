/** Turkish text of the facial-age-estimation method (glossary: src/service/i18n/glossary/tr.md). */
export const tr = {
  'method.facial-age-estimation': 'Yüzden yaş tahmini',
  'describe.facial-age-estimation': 'Kameranız yaşınızı tahmin eder; hiçbir görüntü saklanmaz',
  'face.intro':
    'Siz başınızı çevirirken kameranız birkaç fotoğraf çeker. Fotoğraflar sunucumuzda kontrol edilir ve hemen silinir; hiçbir fotoğraf saklanmaz.',
  'face.useCamera': 'Kameramı kullan',
  'face.useCameraTest': 'Kameramı kullan (gerçek tahmin)',
  'face.opening': 'Kamera açılıyor…',
  'face.preview': 'Kamera önizlemesi: yüzünüzü ovalin içine yerleştirin',
  'face.ready': 'Yüzünüzü ovalin içine yerleştirin, ardından “Başlat” düğmesine basın.',
  'face.start': 'Başlat',
  'face.cancel': 'Kamerayı durdur',
  'face.hint.too-dark': 'Ortam çok karanlık: yüzünüzü pencereye dönün veya bir ışık açın.',
  'face.hint.hold-still': 'Bir an kıpırdamadan durun.',
  'face.hint.no-face': 'Yüzünüzü göremedik: yüzünüzü ovalin içine yerleştirin.',
  'face.hint.too-far': 'Yüzünüz ovali dolduracak kadar biraz yaklaşın.',
  'face.hint.several-faces': 'Görüntüde yalnızca bir kişi olmalı.',
  'face.prompt.look': 'Doğrudan kameraya bakın.',
  'face.prompt.left': 'Başınızı yavaşça sola çevirin.',
  'face.prompt.right': 'Şimdi başınızı yavaşça sağa çevirin.',
  'face.prompt.still': 'Kameraya bakın ve kıpırdamadan durun.',
  'face.finding': 'Yüzünüz aranıyor…',
  'face.sending': 'Kontrol ediliyor…',
  'face.liveness.no-turn':
    'Başınızın istendiği gibi döndüğünü göremedik. Tekrar deneyin ve yönergeleri izleyin.',
  'face.liveness.frames-repeated':
    'Bu görüntüler canlı bir kameradan gelmiş gibi görünmüyor. Fotoğraf veya video değil, kendi kameranızı kullanın.',
  'face.liveness.spoof-scores':
    'Bu görüntüler canlı bir kameradan gelmiş gibi görünmüyor. Fotoğraf veya video değil, kendi kameranızı kullanın.',
  'face.livenessOff':
    'Test modu: bu ürün için canlılık kontrolü kapalı, bu nedenle bir fotoğraf da geçer. Gerçek doğrulamalarda canlılık her zaman kontrol edilir.',
  'face.error.denied':
    'Kamera erişimi reddedildi. Tarayıcı ayarlarınızda kameraya izin verip tekrar deneyin veya başka bir yol seçin.',
  'face.error.no-camera': 'Bu cihazda kamera bulunamadı.',
  'face.error.busy':
    'Kamera başka bir uygulama tarafından kullanılıyor. O uygulamayı kapatıp tekrar deneyin.',
  'face.error.unsupported': 'Bu tarayıcı burada kamerayı kullanamıyor.',
  'face.error.other': 'Kamera başlatılamadı.',
  'face.tryAgain': 'Tekrar dene',
  'face.other': 'Başka bir yol seç',
  'face.handoff': 'Veya telefonunuzda devam edin: bu kodu telefonun kamerasıyla tarayın.',
  'face.qrAlt': 'Telefonunuzda devam etmek için QR kod',
};
