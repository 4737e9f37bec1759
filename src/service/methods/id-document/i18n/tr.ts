/** Turkish text of the id-document method (glossary: src/service/i18n/glossary/tr.md). */
export const tr = {
  'method.id-document': 'Kimlik belgesi',
  'describe.id-document':
    'Pasaportunuzun, kimlik kartınızın veya sürücü belgenizin fotoğrafını çekin',
  'id.intro':
    'Makine tarafından okunabilen verilerin bulunduğu yüzün fotoğrafını çekin: ABD veya Kanada sürücü belgesinin arkasındaki barkod ya da pasaport veya kimlik kartındaki iki veya üç satırlık <<< metni.',
  'id.camera': 'Kamerayı kullan',
  'id.upload': 'Fotoğraf yükle',
  'id.take': 'Fotoğraf çek',
  'id.cancel': 'İptal',
  'id.guide':
    'Barkodu veya <<< satırlarını çerçeveye sığdırın, kıpırdamayın, yansımalardan kaçının.',
  'id.reading': 'Belge okunuyor…',
  'id.cameraDenied': 'Kamera burada kullanılamıyor. Bunun yerine bir fotoğraf yükleyin.',
  'id.heic':
    'Bu fotoğraf okunamayan HEIC biçiminde. Fotoğrafı bu sayfadan çekin veya JPEG olarak kaydedin.',
  'id.tooLarge':
    'Bu fotoğraf çok büyük. Yeniden çekin veya daha küçük bir fotoğraf yükleyin (10 MB altı).',
  'id.retake': 'Belgeyi okuyamadık. {hint} Tekrar deneyin.',
  'id.hint.blur': 'Fotoğraf bulanık: kıpırdamadan durun ve kameranın odaklanmasını bekleyin.',
  'id.hint.glare': 'Belgede ışık yansıması var: belgeyi biraz eğin.',
  'id.hint.too-small': 'Belge fotoğrafta çok küçük: yaklaşın.',
  'id.hint.too-dark': 'Fotoğraf çok karanlık: daha aydınlık bir yere geçin.',
  'id.hint.not-found': 'Barkod veya <<< satırları bulunamadı: doğru yüzün fotoğrafını çekin.',
  'id.hint.not-an-id': 'Bu barkod bir sürücü belgesine veya kimlik kartına ait değil.',
  'id.hint.check-digits':
    '<<< satırları kontrolden geçmedi: satırların net ve eksiksiz bir fotoğrafını çekin.',
  'id.expired': 'Bu belgenin süresi dolmuş. Geçerli bir belge kullanın.',
  'id.specimenRefused':
    'Bu, hizmeti denemek için hazırlanmış örnek bir belgedir: kimsenin yaşını kanıtlamaz. Kendi belgenizi kullanın.',
  'id.phone': 'Burada kamera yok mu? Telefonunuzda devam etmek için bu kodu telefonunuzla tarayın.',
  'id.privacy': 'Fotoğraf sunucumuzda okunur ve hemen silinir; asla saklanmaz.',
  'id.specimens':
    'Örnek belgeler (test modu): birini indirip yukarıdan yükleyin veya ekranda gösterip telefonunuzla ekranın fotoğrafını çekin.',
  'id.show': 'Göster',
  'id.specimen.adult-licence': 'Yetişkin sürücü belgesi',
  'id.specimen.minor-licence': 'Reşit olmayan kişinin sürücü belgesi',
  'id.specimen.adult-licence-front': 'Yetişkin sürücü belgesi, ön yüz (fotoğraflı)',
  'id.specimen.minor-licence-front': 'Reşit olmayan kişinin sürücü belgesi, ön yüz (fotoğraflı)',
  'id.specimen.adult-passport': 'Yetişkin pasaportu',
  'id.front.intro':
    'Arka yüz okundu. Şimdi fotoğrafınızın bulunduğu ön yüz: fotoğrafınızın, doğum tarihinizin ve belge numarasının göründüğü yüzün tamamının fotoğrafını çekin.',
  'id.front.guide': 'Ön yüzün tamamını çerçeveye sığdırın, kıpırdamayın, yansımalardan kaçının.',
  'id.front.reading': 'Ön yüz okunuyor…',
  'id.front.notRead':
    'Ön yüzdeki basılı metin okunamadı. Ön yüzün tamamının net ve yansımasız bir fotoğrafını çekin.',
  'id.front.noPortrait':
    'Bu yüzde fotoğraf bulunamadı: kartın ön yüzünün, yani fotoğrafınızın bulunduğu yüzün fotoğrafını çekin.',
  'id.front.mismatch':
    'Ön yüz, arka yüzle aynı belgeye ait değil: doğum tarihi veya belge numarası farklı. Aynı belgenin iki yüzünün fotoğrafını çekin.',
  'id.front.expired': 'Çok fazla zaman geçti: arka yüzün fotoğrafını yeniden çekin.',
  'id.front.restart': 'Arka yüzle yeniden başla',
  'id.hint.number-not-read':
    'Ön yüzdeki belge numarası okunamadı: numaranın net ve eksiksiz bir fotoğrafını çekin.',
  'id.selfie.intro':
    'Belge okundu. Şimdi canlı bir selfie: yüzünüzü belgedeki fotoğrafla karşılaştırıyoruz. Hiçbir şey saklanmaz.',
  'id.selfie.mismatch': 'Selfie, belgedeki fotoğrafla eşleşmedi.',
  'id.selfie.again': 'Belgenin fotoğrafını yeniden çekin, ardından selfie çekin.',
  'id.noPortrait':
    'Bu hizmet belgedeki fotoğrafı bir selfie ile karşılaştırır ve fotoğraf bulunamadı: hem belge sahibinin fotoğrafını hem de barkodu veya <<< satırlarını gösteren sayfanın ya da yüzün fotoğrafını çekin.',
};
