/** Indonesian text of the digital-wallet method (glossary: src/service/i18n/glossary/id.md). */
export const id = {
  'method.digital-wallet': 'Dompet digital',
  'describe.digital-wallet': 'Bagikan bukti usia saja dari aplikasi dompet Anda',
  walletIntro:
    'Dompet Anda hanya membagikan satu hal: bahwa Anda berusia di atas batas yang disyaratkan. Tanpa nama, tanpa tanggal lahir.',
  walletThisDevice: 'Gunakan dompet di perangkat ini',
  walletOtherDevice: 'Gunakan dompet di ponsel Anda',
  walletScan: 'Pindai kode ini dengan aplikasi dompet Anda, atau buka di ponsel ini:',
  walletQrAlt: 'Kode QR untuk aplikasi dompet Anda',
  walletScanInstead:
    'Tidak ada jendela dari browser Anda? Pindai kode dengan ponsel sebagai gantinya:',
  walletOpenApp: 'Buka aplikasi dompet',
  walletAvScan:
    'Menggunakan aplikasi verifikasi usia UE? Pindai kode ini dengan aplikasi tersebut:',
  walletAvQrAlt: 'Kode QR untuk aplikasi verifikasi usia UE',
  walletOpenAvApp: 'Buka aplikasi verifikasi usia',
  walletWaiting: 'Menunggu dompet Anda…',
  walletTestWallet: 'Buka dompet uji (mode uji)',
  walletNoWallet:
    'Tidak ada dompet di perangkat ini yang menyimpan kredensial berisi usia Anda. Coba di ponsel Anda.',
  walletDeclined: 'Anda menolak di dompet Anda. Tidak ada yang dibagikan.',
  walletNotShared:
    'Dompet Anda tidak dapat menjawab permintaan ini, jadi tidak ada yang dibagikan. Coba lagi, atau pilih metode lain.',
  walletThisDeviceWaiting:
    'Menunggu dompet di perangkat ini. Pilih salah satu di jendela yang ditampilkan browser Anda.',
  walletCancel: 'Batal',
  walletCancelled: 'Dibatalkan. Tidak ada yang dibagikan.',
  walletTimeout:
    'Tidak ada dompet di perangkat ini yang menjawab. Gunakan dompet di ponsel Anda sebagai gantinya: pindai kode di bawah.',
  walletUnsupported:
    'Browser ini tidak dapat meminta dompet secara langsung. Gunakan dompet di ponsel Anda dengan kode di bawah.',
  walletRefused:
    'Jawaban dompet tidak dapat diterima ({reason}). Coba lagi atau pilih metode lain.',
  walletExpired: 'Permintaan ini sudah kedaluwarsa. Mulai lagi.',
};
