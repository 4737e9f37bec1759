import type { AgeGateLabels } from '../age-gate-props';

/** Indonesian text of the <AgeGate> card (glossary: src/service/i18n/glossary/id.md). */
export const id: AgeGateLabels = {
  heading: 'Verifikasi usia Anda',
  intro: 'Anda harus cukup umur untuk melihat halaman ini. Verifikasi usia Anda untuk melanjutkan.',
  how: 'Sekitar satu menit, dengan metode pilihan Anda: swafoto, dokumen identitas, dompet digital, kunci usia…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} hanya menerima hasilnya, tidak pernah nama, foto, atau dokumen Anda. Gambar tidak disimpan.',
  keptUnnamed:
    'Situs ini hanya menerima hasilnya, tidak pernah nama, foto, atau dokumen Anda. Gambar tidak disimpan.',
  ageKey: 'Lalu simpan kunci usia di perangkat ini: lain kali cukup satu ketukan.',
  start: 'Verifikasi usia saya',
  checking: 'Memeriksa verifikasi usia Anda…',
  creating: 'Memulai verifikasi…',
  confirming: 'Mengonfirmasi hasil Anda…',
  verified: 'Usia Anda telah terverifikasi.',
  failed: 'Kami tidak dapat memverifikasi usia Anda.',
  pending: 'Verifikasi Anda belum selesai.',
  checkAgain: 'Periksa lagi',
  error: 'Terjadi kesalahan pada verifikasi. Silakan coba lagi.',
  mismatch: 'Verifikasi itu dimulai di browser lain. Silakan mulai lagi di sini.',
  cancelled: 'Verifikasi dibatalkan.',
  retry: 'Coba lagi',
  close: 'Tutup',
  topLevel: 'Ada kendala? Lanjutkan di jendela ini',
  unresponsive: 'Verifikasi tidak dapat ditampilkan di sini. Silakan lanjutkan di jendela ini.',
  title: 'Verifikasi usia',
  'failure.age-criteria-not-met': 'Verifikasi tidak menunjukkan bahwa Anda memenuhi syarat usia.',
  'failure.max-attempts-exceeded':
    'Verifikasi berakhir setelah terlalu banyak percobaan yang gagal.',
  'failure.fraudulent-activity-detected': 'Verifikasi tidak diterima.',
  'failure.criteria-not-met': 'Verifikasi tidak memenuhi syarat usia halaman ini.',
  'failure.revoked': 'Verifikasi telah dicabut.',
  unreachable: 'Verifikasi usia tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.',
};
