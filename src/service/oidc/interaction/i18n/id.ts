import type { InteractionMessages } from './en';

/** Indonesian text of the OpenID age-key pages (glossary: src/service/i18n/glossary/id.md). */
export const id: InteractionMessages = {
  'use.title': 'Buktikan usia Anda',
  'use.heading': 'Buktikan usia Anda kepada {site}',
  'use.ask':
    '{site} menanyakan apakah Anda {ages}. Kunci usia Anda menjawab ya atau tidak untuk masing-masing — tidak pernah tanggal lahir Anda, dan tidak ada yang mengidentifikasi Anda.',
  'use.age': 'berusia {age} tahun atau lebih',
  'use.ofAge': 'sudah dewasa',
  'use.go': 'Gunakan kunci usia Anda',
  'use.decline': 'Kembali tanpa menjawab',
  'create.title': 'Simpan kunci usia',
  'create.heading': 'Simpan kunci usia',
  'create.offer':
    '{site} telah memverifikasi bahwa usia Anda setidaknya {floor} tahun. Simpan kunci sandi di perangkat ini sebagai kunci usia: situs lain kemudian dapat memeriksa usia Anda dengannya dalam sekejap, tanpa tahu siapa Anda. Tanggal lahir Anda tidak disimpan.',
  'create.go': 'Simpan kunci usia',
  'create.decline': 'Nanti saja',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — kunci usia',
  'script.waitingUse': 'Menunggu kunci usia Anda…',
  'script.waitingCreate': 'Menunggu perangkat Anda…',
  'script.ended': 'Permintaan ini telah berakhir. Kembali ke situs.',
  'script.noKeyUsed': 'Tidak ada kunci usia yang digunakan. Coba lagi, atau kembali.',
  'script.noKeySaved': 'Tidak ada kunci usia yang disimpan. Coba lagi, atau pilih Nanti saja.',
  'script.failed': 'Gagal. Coba lagi.',
  'script.wrong': 'Terjadi kesalahan. Coba lagi.',
  'script.noWebAuthn':
    'Browser ini tidak dapat menggunakan kunci usia. Kembali, lalu coba perangkat atau browser lain.',
  'script.notAllowed': 'Situs ini tidak boleh menyimpan kunci usia. Kembali ke situs.',
  'refusal.unknown-key':
    'Layanan ini tidak mengenal kunci usia tersebut: mungkin sudah dihapus. Kembali dan verifikasi usia Anda dengan cara lain.',
  'refusal.revoked':
    'Kunci usia tersebut telah dicabut. Kembali dan verifikasi usia Anda dengan cara lain.',
  'refusal.user-verification':
    'Perangkat Anda tidak mengonfirmasi bahwa ini Anda (PIN, sidik jari, atau wajah). Coba lagi.',
  'refusal.challenge': 'Terlalu lama, atau sudah pernah digunakan. Coba lagi.',
  'refusal.already-used':
    'Kunci usia sudah disimpan dari verifikasi ini, atau kunci sandi ini memang kunci usia. Kembali ke situs.',
  'expired.title': 'Permintaan ini sudah kedaluwarsa',
  'expired.body': 'Kembali ke situs dan mulai lagi.',
  'used.title': 'Sudah digunakan',
  'used.body': 'Kunci usia sudah disimpan dari verifikasi ini. Kembali ke situs.',
};
