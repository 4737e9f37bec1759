/** Indonesian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/id.md). */
export const id = {
  'method.facial-age-estimation': 'Estimasi usia wajah',
  'describe.facial-age-estimation':
    'Kamera Anda memperkirakan usia Anda; tidak ada gambar yang disimpan',
  'face.intro':
    'Kamera Anda mengambil beberapa gambar saat Anda menoleh. Gambar diperiksa di server kami dan langsung dihapus; tidak ada gambar yang disimpan.',
  'face.useCamera': 'Gunakan kamera saya',
  'face.useCameraTest': 'Gunakan kamera saya (estimasi sungguhan)',
  'face.opening': 'Membuka kamera…',
  'face.preview': 'Pratinjau kamera: posisikan wajah Anda di dalam oval',
  'face.ready': 'Posisikan wajah Anda di dalam oval, lalu tekan Mulai.',
  'face.start': 'Mulai',
  'face.cancel': 'Matikan kamera',
  'face.hint.too-dark': 'Terlalu gelap: hadap ke jendela atau nyalakan lampu.',
  'face.hint.hold-still': 'Tahan sebentar, jangan bergerak.',
  'face.hint.no-face': 'Kami tidak melihat wajah: posisikan wajah Anda di dalam oval.',
  'face.hint.too-far': 'Mendekatlah sedikit, agar wajah Anda memenuhi oval.',
  'face.hint.several-faces': 'Hanya boleh ada satu orang di dalam gambar.',
  'face.prompt.look': 'Lihat lurus ke kamera.',
  'face.prompt.left': 'Perlahan tolehkan kepala ke kiri Anda.',
  'face.prompt.right': 'Sekarang perlahan tolehkan kepala ke kanan Anda.',
  'face.prompt.still': 'Lihat ke kamera dan jangan bergerak.',
  'face.finding': 'Mencari wajah Anda…',
  'face.sending': 'Memeriksa…',
  'face.liveness.no-turn':
    'Kami tidak melihat kepala Anda menoleh seperti yang diminta. Coba lagi dan ikuti petunjuknya.',
  'face.liveness.frames-repeated':
    'Gambar ini tidak tampak berasal dari kamera langsung. Gunakan kamera Anda sendiri, bukan foto atau video.',
  'face.liveness.spoof-scores':
    'Gambar ini tidak tampak berasal dari kamera langsung. Gunakan kamera Anda sendiri, bukan foto atau video.',
  'face.livenessOff':
    'Mode uji: pemeriksaan liveness dinonaktifkan untuk produk ini, jadi foto pun akan lolos. Verifikasi sungguhan selalu memeriksa liveness.',
  'face.error.denied':
    'Akses kamera ditolak. Izinkan kamera di pengaturan browser Anda lalu coba lagi, atau pilih cara lain.',
  'face.error.no-camera': 'Tidak ada kamera yang ditemukan di perangkat ini.',
  'face.error.busy': 'Kamera sedang dipakai aplikasi lain. Tutup aplikasi itu, lalu coba lagi.',
  'face.error.unsupported': 'Browser ini tidak dapat menggunakan kamera di sini.',
  'face.error.other': 'Kamera tidak dapat dinyalakan.',
  'face.tryAgain': 'Coba lagi',
  'face.other': 'Pilih cara lain',
  'face.handoff': 'Atau lanjutkan di ponsel: pindai kode ini dengan kameranya.',
  'face.qrAlt': 'Kode QR untuk melanjutkan di ponsel Anda',
};
