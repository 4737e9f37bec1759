import type { en } from './en';

/** Indonesian widget text (glossary: src/service/i18n/glossary/id.md). */
export const id: typeof en = {
  title: 'Verifikasi usia',
  testModeBar: 'MODE UJI — hasil hanya berlaku untuk pengujian',
  stepOf: 'Langkah {n} dari 3 — {label}',
  stepLabelChoose: 'Pilih metode',
  stepLabelVerify: 'Buktikan usia Anda',
  stepChoose: 'Pilih cara membuktikan usia Anda',
  stepResult: 'Hasil',
  language: 'Bahasa',
  intro: '{site} meminta Anda mengonfirmasi usia.',
  nextChoose:
    'Berikutnya: Anda membuktikan usia dengan metode yang Anda pilih. {site} hanya mengetahui hasilnya.',
  nextVerify: 'Berikutnya: Anda melihat hasilnya, dan {site} diberi tahu.',
  checking: 'Memeriksa fitur yang didukung browser ini…',
  attemptsLeft: '{n, plural, =0 {Tidak ada percobaan tersisa} other {Sisa # percobaan}}',
  noMethodsLive:
    'Belum ada metode verifikasi yang tersedia di layanan ini, jadi usia Anda tidak dapat diperiksa di sini. Silakan kembali ke {site} dan beri tahu mereka.',
  noMethodsDevice:
    'Tidak ada metode tersedia yang berfungsi di browser atau aplikasi ini. Buka tautan ini di browser biasa Anda, atau lanjutkan di ponsel.',
  back: 'Pilih metode lain',
  simTitle: 'Simulasikan hasil',
  simHelp: 'Pilih hasil yang harus ditemukan oleh pemeriksaan {method}.',
  'outcome.adult': 'Dewasa (30)',
  'outcome.teen': 'Remaja (16)',
  'outcome.child': 'Anak (10)',
  'outcome.inconclusive': 'Tidak meyakinkan (tidak ada sinyal usia)',
  'outcome.fraudulent': 'Penipuan (pemalsuan terdeteksi)',
  'outcome.custom': 'Usia khusus',
  customAge: 'Usia dalam tahun',
  customAgeInvalid: 'Masukkan bilangan bulat tahun dari 0 sampai 120.',
  walletKind: 'Dompet',
  'wallet.eudi-wallet': 'Dompet Identitas Digital Uni Eropa',
  'wallet.apple-wallet': 'Apple Wallet (dokumen identitas)',
  'wallet.google-wallet': 'Google Wallet (dokumen identitas)',
  submit: 'Kirim hasil simulasi',
  working: 'Memeriksa…',
  inconclusive:
    'Usia Anda tidak dapat ditentukan dengan {method}. Coba lagi ({n, plural, other {sisa # percobaan}}), atau pilih metode lain.',
  methodExhausted: 'Semua percobaan dengan {method} sudah terpakai. Pilih metode lain.',
  errorNetwork: 'Layanan verifikasi tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.',
  errorGeneric: 'Gagal: {detail}. Coba lagi atau pilih metode lain.',
  loadFailed: 'Langkah ini tidak dapat dimuat. Periksa koneksi Anda, lalu muat ulang halaman.',
  pass: 'Usia Anda terkonfirmasi',
  passDetail: '{site} telah diberi tahu bahwa Anda memenuhi syarat usianya.',
  fail: 'Usia Anda tidak dapat dikonfirmasi',
  'failure.age-criteria-not-met': 'Anda tidak memenuhi syarat usia {site}.',
  'failure.max-attempts-exceeded': 'Semua percobaan sudah terpakai tanpa hasil.',
  'failure.fraudulent-activity-detected':
    'Pemeriksaan dihentikan karena ada yang tampak tidak beres.',
  done: 'Selesai',
  redirecting: 'Mengembalikan Anda ke {site}…',
  redirectingAfterOffer:
    'Anda akan kembali ke {site} dalam beberapa detik, kecuali Anda menyimpan kunci usia terlebih dahulu.',
  continueLink: 'Lanjutkan ke {site}',
  closeWindow: 'Anda dapat menutup jendela ini sekarang.',
  handoffDone: 'Selesai. Anda dapat melanjutkan di komputer.',
  phoneToggle: 'Lanjutkan di ponsel',
  phoneHelp:
    'Pindai kode ini dengan kamera ponsel Anda dan selesaikan di sana. Halaman ini akan diperbarui sendiri.',
  qrAlt: 'Kode QR untuk membuka verifikasi usia ini di ponsel Anda',
  phoneLink: 'Atau buka tautan ini di ponsel Anda:',
  expiredTitle: 'Tautan ini sudah kedaluwarsa',
  expiredBody:
    'Tautan verifikasi usia berlaku selama 14 hari. Kembali ke situs asal Anda dan mulai verifikasi usia lagi.',
  finishedTitle: 'Verifikasi usia ini sudah selesai',
  finishedBody:
    'Verifikasi ini sudah memiliki hasil, jadi tautan ini tidak lagi membukanya. Kembali ke situs asal Anda; jika situs itu masih menanyakan usia Anda, mulai verifikasi usia lagi di sana.',
  invalidTitle: 'Tautan ini tidak berfungsi',
  invalidBody:
    'Tautan ini tidak lengkap atau telah diubah. Kembali ke situs asal Anda dan mulai verifikasi usia lagi.',
  frameNotAllowed:
    'Verifikasi usia ini ditampilkan di dalam situs yang tidak terdaftar untuknya. Buka verifikasi usia dari situs toko itu sendiri.',
};
