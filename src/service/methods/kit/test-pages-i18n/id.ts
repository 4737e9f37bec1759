import type { TestPagesMessages } from './en';

/** Indonesian text of the test bank's and test wallet's pages (glossary: src/service/i18n/glossary/id.md). */
export const id: TestPagesMessages = {
  'bank.bar': 'BANK UJI — hanya mode uji, tanpa rekening sungguhan',
  'bank.signIn': 'Masuk ke Bank Uji',
  'bank.chooseHolder': 'Pilih pemegang rekening uji.',
  'bank.share': 'Bagikan dengan situs ini?',
  'bank.asks': '{client} meminta Bank Uji membagikan:',
  'bank.ask.birthdate': 'tanggal lahir Anda',
  'bank.ask.ageOver': 'apakah Anda berusia {age} tahun atau lebih',
  'bank.ask.identifier': 'pengenal untuk situs ini',
  'bank.allow': 'Izinkan',
  'bank.decline': 'Tolak',
  'bank.returning': 'Kembali ke situs…',
  'bank.continue': 'Lanjutkan',
  'bank.errorTitle': 'Kesalahan Bank Uji',
  'bank.expiredTitle': 'Sesi kedaluwarsa',
  'bank.expiredBody': 'Mulai lagi dari situs asal Anda.',
  'bank.problemTitle': 'Terjadi kesalahan',
  'bank.formTooLarge': 'Formulir terlalu besar.',
  'bank.signInFirst': 'Masuk terlebih dahulu.',
  'bank.wrongMethod':
    'Halaman ini tidak dapat dibuka dengan cara itu. Mulai lagi dari situs asal Anda.',
  'wallet.title': 'Dompet uji ofage',
  'wallet.bar': 'MODE UJI — dompet uji ofage',
  'wallet.heading': 'Bagikan usia Anda?',
  'wallet.reading': 'Membaca permintaan…',
  'wallet.shareOverPid': 'Bagikan: di atas batas usia (EU PID, SD-JWT VC)',
  'wallet.shareOverMdl': 'Bagikan: di atas batas usia (SIM seluler, mdoc)',
  'wallet.shareUnderPid': 'Bagikan: TIDAK di atas batas usia (EU PID)',
  'wallet.shareOverAv': 'Bagikan: di atas batas usia (aplikasi verifikasi usia UE)',
  'wallet.shareUnderAv': 'Bagikan: TIDAK di atas batas usia (aplikasi verifikasi usia UE)',
  'wallet.shareUntrustedAv':
    'Bagikan: di atas batas usia, dari penyedia yang tidak tepercaya (aplikasi verifikasi usia)',
  'wallet.shareRevokedAv':
    'Bagikan: di atas batas usia, atestasi yang dicabut (aplikasi verifikasi usia)',
  'wallet.decline': 'Tolak',
  'wallet.noRequest':
    'Tidak ada permintaan: buka halaman ini dari tautan kode QR sebuah verifikasi.',
  'wallet.unknownRequest': 'Permintaan ini tidak dikenal, sudah digunakan, atau sudah kedaluwarsa.',
  'wallet.asks': 'Pemverifikasi meminta satu atribut: {claim}. Tidak ada hal lain yang dibagikan.',
  'wallet.declined': 'Ditolak. Tidak ada yang dibagikan.',
  'wallet.couldNotAnswer': 'Dompet uji tidak dapat menjawab: {detail}',
  'wallet.shared': 'Dibagikan. Anda dapat kembali ke verifikasi.',
  'wallet.refused': 'Pemverifikasi menolak jawaban.',
};
