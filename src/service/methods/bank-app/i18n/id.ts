/** Indonesian text of the bank-app method (glossary: src/service/i18n/glossary/id.md). */
export const id = {
  'method.bank-app': 'Aplikasi bank',
  'describe.bank-app': 'Konfirmasi usia Anda di aplikasi bank',
  bankHelp:
    'Bank Anda mengonfirmasi usia Anda berdasarkan datanya. Di ponsel, aplikasi bank Anda akan terbuka; setelah itu Anda kembali ke layanan ini di browser.',
  bankContinue: 'Lanjutkan dengan {name}',
  bankNone: 'Tidak ada bank yang tersedia untuk verifikasi ini.',
  bankNotHere:
    'Bank Anda tidak dapat dibuka dari dalam aplikasi ini. Buka halaman ini di browser, atau pilih metode lain.',
  bankTitle: 'Konfirmasi bank',
  bankLinkUsed:
    'Tautan ini sudah digunakan atau sudah kedaluwarsa. Kembali ke situs dan mulai lagi.',
  bankGone: 'Bank ini tidak lagi tersedia. Kembali dan pilih metode lain.',
  bankDeclined:
    'Anda menolak di bank Anda, jadi tidak ada yang dibagikan. Kembali untuk memilih metode lain.',
  bankRefused: 'Bank Anda tidak mengonfirmasi proses masuk ini. Kembali dan coba lagi.',
  bankInvalid: 'Jawaban dari bank Anda tidak dapat diverifikasi. Kembali dan coba lagi.',
  bankUnreachable: 'Bank Anda tidak dapat dihubungi. Kembali dan coba lagi sebentar lagi.',
  bankNoAge: 'Bank Anda tidak membagikan usia Anda. Kembali untuk memilih metode lain.',
  bankBack: 'Kembali ke verifikasi',
  bankWaitTab: 'Selesaikan di bank Anda pada tab baru. Halaman ini akan diperbarui sendiri.',
  'bankOutcome.declined': 'Anda menolak di bank Anda, jadi tidak ada yang dibagikan.',
  'bankOutcome.refused': 'Bank Anda tidak mengonfirmasi proses masuk.',
  'bankOutcome.failed': 'Jawaban dari bank Anda tidak dapat digunakan.',
  'bankOutcome.no-age': 'Bank Anda tidak membagikan usia Anda.',
  bankTryAgain: 'Coba lagi, atau pilih metode lain.',
  bankTabResult: 'Anda dapat menutup tab ini. Hasilnya ditampilkan di tab asal Anda.',
  bankTabBack: 'Anda dapat menutup tab ini. Lanjutkan di tab asal Anda.',
};
