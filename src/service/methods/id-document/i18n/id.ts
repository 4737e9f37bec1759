/** Indonesian text of the id-document method (glossary: src/service/i18n/glossary/id.md). */
export const id = {
  'method.id-document': 'Dokumen identitas',
  'describe.id-document': 'Foto paspor, kartu identitas, atau SIM',
  'id.intro':
    'Foto sisi yang berisi data terbaca mesin: barcode di bagian belakang SIM Amerika Serikat atau Kanada, atau dua atau tiga baris teks <<< pada paspor atau kartu identitas.',
  'id.camera': 'Gunakan kamera',
  'id.upload': 'Unggah foto',
  'id.take': 'Ambil foto',
  'id.cancel': 'Batal',
  'id.guide':
    'Masukkan barcode atau baris <<< ke dalam bingkai, jangan bergerak, hindari pantulan.',
  'id.reading': 'Membaca dokumen…',
  'id.cameraDenied': 'Kamera tidak tersedia di sini. Unggah foto sebagai gantinya.',
  'id.heic':
    'Foto ini berformat HEIC, yang tidak dapat dibaca. Ambil foto dari halaman ini, atau simpan sebagai JPEG.',
  'id.tooLarge':
    'Foto ini terlalu besar. Ambil ulang atau unggah foto yang lebih kecil (di bawah 10 MB).',
  'id.retake': 'Kami tidak dapat membaca dokumen. {hint} Coba lagi.',
  'id.hint.blur': 'Foto buram: jangan bergerak dan biarkan kamera fokus.',
  'id.hint.glare': 'Cahaya memantul dari dokumen: miringkan sedikit.',
  'id.hint.too-small': 'Dokumen terlalu kecil di foto: mendekatlah.',
  'id.hint.too-dark': 'Foto terlalu gelap: pindah ke tempat yang lebih terang.',
  'id.hint.not-found': 'Tidak ditemukan barcode atau baris <<<: foto sisi yang benar.',
  'id.hint.not-an-id': 'Barcode itu bukan dari SIM atau kartu identitas.',
  'id.hint.check-digits': 'Baris <<< tidak lolos pemeriksaan: foto dengan tajam dan utuh.',
  'id.expired': 'Dokumen ini sudah kedaluwarsa. Gunakan dokumen yang masih berlaku.',
  'id.specimenRefused':
    'Ini dokumen spesimen, dibuat untuk mencoba layanan: dokumen ini tidak membuktikan usia siapa pun. Gunakan dokumen Anda sendiri.',
  'id.phone': 'Tidak ada kamera di sini? Pindai kode ini dengan ponsel untuk melanjutkan di sana.',
  'id.privacy': 'Foto dibaca di server kami dan langsung dihapus; foto tidak pernah disimpan.',
  'id.specimens':
    'Dokumen spesimen (mode uji): unduh salah satu dan unggah di atas, atau tampilkan dan foto layarnya dengan ponsel Anda.',
  'id.show': 'Tampilkan',
  'id.specimen.adult-licence': 'SIM orang dewasa',
  'id.specimen.minor-licence': 'SIM anak di bawah umur',
  'id.specimen.adult-licence-front': 'SIM orang dewasa, sisi depan (dengan foto)',
  'id.specimen.minor-licence-front': 'SIM anak di bawah umur, sisi depan (dengan foto)',
  'id.specimen.adult-passport': 'Paspor orang dewasa',
  'id.front.intro':
    'Sisi belakang terbaca. Sekarang sisi depan, dengan foto Anda: foto seluruh sisi yang menampilkan foto, tanggal lahir, dan nomor dokumen Anda.',
  'id.front.guide':
    'Masukkan seluruh sisi depan ke dalam bingkai, jangan bergerak, hindari pantulan.',
  'id.front.reading': 'Membaca sisi depan…',
  'id.front.notRead':
    'Teks cetak di sisi depan tidak dapat dibaca. Foto seluruh sisi depan dengan tajam dan tanpa pantulan.',
  'id.front.noPortrait':
    'Tidak ditemukan foto di sisi ini: foto sisi depan kartu, yaitu sisi yang ada foto Anda.',
  'id.front.mismatch':
    'Sisi depan bukan dari dokumen yang sama dengan sisi belakang: tanggal lahir atau nomor dokumennya berbeda. Foto kedua sisi dari satu dokumen.',
  'id.front.expired': 'Terlalu banyak waktu berlalu: foto sisi belakang lagi.',
  'id.front.restart': 'Mulai lagi dari sisi belakang',
  'id.hint.number-not-read':
    'Nomor dokumen di sisi depan tidak dapat dibaca: foto dengan tajam dan utuh.',
  'id.selfie.intro':
    'Dokumen terbaca. Sekarang swafoto langsung: kami mencocokkan wajah Anda dengan foto di dokumen. Tidak ada yang disimpan.',
  'id.selfie.mismatch': 'Swafoto tidak cocok dengan foto di dokumen.',
  'id.selfie.again': 'Foto dokumen lagi, lalu ambil swafoto.',
  'id.noPortrait':
    'Layanan ini mencocokkan foto di dokumen dengan swafoto, dan tidak ditemukan foto: foto halaman atau sisi yang menampilkan foto pemegang dokumen sekaligus barcode atau baris <<<.',
};
