/** Indonesian text of the credit-card method (glossary: src/service/i18n/glossary/id.md). */
export const id = {
  'method.credit-card': 'Kartu kredit',
  'describe.credit-card': 'Kartu atas nama Anda menunjukkan usia di atas 18 tahun',
  cardStart: 'Periksa kartu kredit',
  cardHelp:
    'Penerbit kartu Anda mengonfirmasi kartu dengan pemeriksaan sebesar {amount}: tidak ada dana yang ditagih. Hanya kartu kredit yang berlaku: kartu debit dan prabayar bisa dimiliki orang di bawah 18 tahun.',
  cardNumber: 'Nomor kartu',
  cardExpiry: 'Masa berlaku (MM/YY)',
  cardCvc: 'Kode keamanan (CVC)',
  cardCheck: 'Periksa kartu',
  cardTestTitle:
    'Kartu uji (mode uji): tanggal kedaluwarsa apa pun di masa depan, CVC apa pun. Kartu yang tidak dapat membuktikan usia tidak memakai percobaan.',
  cardTestNumber: 'Nomor kartu',
  cardTestResult: 'Hasil pemeriksaan',
  cardTestUse: 'Gunakan {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Kartu uji: tidak ada percobaan yang terpakai.',
  'card.funding.credit': 'kartu kredit',
  'card.funding.debit': 'kartu debit',
  'card.funding.prepaid': 'kartu prabayar',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'mengonfirmasi 18+',
  'card.test.not-a-credit-card': 'tidak meyakinkan: bukan kartu kredit',
  'card.test.country-not-adult-only':
    'tidak meyakinkan: kartu kredit dari negara ini bisa diterbitkan untuk orang di bawah 18 tahun',
  'card.test.declined': 'ditolak oleh penerbit',
  'card.test.insufficient-funds': 'ditolak: dana tidak cukup',
  'card.test.error': 'kesalahan pemroses: tidak ada yang dihitung',
  'card.reason.adult-credit-card': 'Kartu kredit Anda terkonfirmasi.',
  'card.reason.not-a-credit-card':
    'Ini kartu debit atau prabayar. Kartu seperti ini bisa dimiliki orang di bawah 18 tahun, jadi tidak mengonfirmasi usia Anda: coba kartu kredit.',
  'card.reason.country-not-adult-only':
    'Kartu kredit dari negara kartu ini bisa diterbitkan untuk orang di bawah 18 tahun, jadi kartu ini tidak mengonfirmasi usia Anda.',
  'card.reason.declined': 'Penerbit kartu Anda menolak pemeriksaan. Coba kartu lain.',
  'card.decline.insufficient-funds':
    'Penerbit kartu Anda menolak pemeriksaan karena dana tidak cukup, meskipun tidak ada dana yang ditagih. Coba kartu lain.',
  'card.decline.not-supported':
    'Kartu ini tidak dapat digunakan untuk pemeriksaan ini. Coba kartu lain.',
  'card.error.number': 'Nomor kartu tidak lengkap atau tidak valid. Periksa, lalu coba lagi.',
  'card.error.expiry': 'Tanggal kedaluwarsa tidak valid. Masukkan dengan format MM/YY.',
  'card.error.expired': 'Kartu ini sudah kedaluwarsa. Gunakan kartu yang masih berlaku.',
  'card.error.cvc':
    'Kode keamanan tidak valid: 3 digit di bagian belakang kartu (4 digit di bagian depan untuk American Express).',
  'card.error.test-card-only': 'Mode uji hanya menerima nomor kartu uji yang tercantum di bawah.',
  'card.error.processing':
    'Kartu tidak dapat diperiksa saat ini. Tidak ada yang dihitung: coba lagi sebentar lagi.',
  'card.error.unavailable':
    'Pemeriksaan kartu sedang tidak merespons. Tidak ada yang dihitung: coba lagi sebentar lagi, atau pilih metode lain.',
  'card.error.authentication':
    'Bank Anda tidak mengonfirmasi pemeriksaan. Coba lagi, atau gunakan kartu lain.',
  'card.error.incomplete': 'Pemeriksaan kartu belum selesai. Masukkan kartu lagi.',
  'card.error.check-expired': 'Pemeriksaan kartu ini sudah kedaluwarsa. Mulai lagi.',
  'card.error.not-configured': 'Pemeriksaan kartu tidak tersedia di sini. Pilih metode lain.',
  'card.error.network': 'Layanan tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.',
  'card.error.generic': 'Kartu tidak dapat diperiksa. Coba lagi, atau pilih metode lain.',
  cardStripeUnavailable: 'Formulir kartu tidak dapat dimuat. Pilih metode lain.',
};
