/** Indonesian text of the age-key method (glossary: src/service/i18n/glossary/id.md). */

/** Its name and description in the method picker. */
export const id = {
  'method.age-key': 'Kunci usia',
  'describe.age-key': 'Gunakan kunci sandi yang sudah membuktikan usia Anda',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const idCeremony = {
  use: 'Gunakan kunci usia Anda',
  useHelp:
    'Perangkat Anda akan meminta Anda membuka kunci sandi yang menyimpan bukti usia Anda. Tidak ada hal lain yang dibagikan.',
  noKey:
    'Belum punya kunci usia? Pilih metode lain dulu; setelah itu Anda dapat menyimpan kunci usia untuk lain kali.',
  upgrade:
    'Kunci usia Anda membuktikan usia {n}+, dan itu belum cukup di sini. Verifikasi dengan metode lain, lalu perbarui kunci usia Anda.',
  upgradeMethod:
    'Bukti di kunci usia Anda tidak diterima di sini. Verifikasi dengan metode lain, lalu perbarui kunci usia Anda.',
  upgradeTest:
    'Kunci usia Anda dibuat dalam mode uji dan tidak dapat dipakai untuk pemeriksaan sungguhan. Verifikasi dengan metode lain, lalu perbarui kunci usia Anda.',
  declined: 'Tidak ada kunci usia yang digunakan. Coba lagi, atau pilih metode lain.',
  'refused.counter':
    'Kunci usia ini tampaknya disalin dari perangkat lain, sehingga ditolak. Pilih metode lain.',
  'refused.user-verification':
    'Perangkat Anda tidak mengonfirmasi bahwa ini Anda (PIN atau biometrik). Coba lagi dengan verifikasi aktif.',
  'refused.revoked': 'Kunci usia ini telah dicabut. Pilih metode lain.',
  'refused.unknown-key': 'Kunci usia ini tidak dikenal di sini (mungkin sudah dihapus).',
  refused: 'Kunci usia tidak dapat diperiksa. Coba lagi atau pilih metode lain.',
  error: 'Gagal: {detail}.',
  working: 'Menunggu perangkat Anda…',
  saveTitle: 'Simpan kunci usia',
  saveHelp:
    'Lain kali, buktikan usia Anda dengan satu ketukan di situs mana pun yang memakai layanan ini. Kunci sandi hanya menyimpan bukti usia Anda, tidak pernah nama Anda.',
  saveButton: 'Simpan kunci usia',
  saved: 'Kunci usia tersimpan. Lain kali pilih “Kunci usia”.',
  updateTitle: 'Perbarui kunci usia Anda',
  updateHelp: 'Masukkan bukti usia baru ini ke kunci usia Anda, agar berfungsi di sini lain kali.',
  updateButton: 'Perbarui kunci usia saya',
  updated: 'Kunci usia diperbarui: kini membuktikan usia {n}+.',
  savedTest: 'Ini kunci uji: hanya berfungsi dalam mode uji.',
  openWindow: 'Buka jendela untuk menyimpan kunci usia',
  windowHelp:
    'Browser Anda tidak mengizinkan penyimpanan kunci sandi di dalam situs ini. Gunakan jendela kecil sebagai gantinya.',
  forget: 'Hapus kunci usia saya',
  forgotten:
    'Kunci usia Anda telah dihapus dari layanan. Anda juga dapat menghapus kunci sandi dari perangkat Anda.',
};
