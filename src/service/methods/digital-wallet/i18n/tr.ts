/** Turkish text of the digital-wallet method (glossary: src/service/i18n/glossary/tr.md). */
export const tr = {
  'method.digital-wallet': 'Dijital cüzdan',
  'describe.digital-wallet': 'Cüzdan uygulamanızdan yalnızca bir yaş kanıtı paylaşın',
  walletIntro:
    'Cüzdanınız tek bir şey paylaşır: gereken yaşın üzerinde olduğunuzu. Ad yok, doğum tarihi yok.',
  walletThisDevice: 'Bu cihazdaki cüzdanı kullan',
  walletOtherDevice: 'Telefonunuzdaki cüzdanı kullan',
  walletScan: 'Bu kodu cüzdan uygulamanızla tarayın veya bu telefonda açın:',
  walletQrAlt: 'Cüzdan uygulamanız için QR kod',
  walletScanInstead: 'Tarayıcınız pencere açmadı mı? Bunun yerine kodu telefonunuzla tarayın:',
  walletOpenApp: 'Cüzdan uygulamasını aç',
  walletAvScan: 'AB yaş doğrulama uygulamasını mı kullanıyorsunuz? Bu kodu onunla tarayın:',
  walletAvQrAlt: 'AB yaş doğrulama uygulaması için QR kod',
  walletOpenAvApp: 'Yaş doğrulama uygulamasını aç',
  walletWaiting: 'Cüzdanınız bekleniyor…',
  walletTestWallet: 'Test cüzdanını aç (test modu)',
  walletNoWallet:
    'Bu cihazdaki hiçbir cüzdanda yaşınızı içeren bir kimlik bilgisi yok. Telefonunuzu deneyin.',
  walletDeclined: 'Cüzdanınızda reddettiniz. Hiçbir şey paylaşılmadı.',
  walletNotShared:
    'Cüzdanınız bu isteğe yanıt veremedi, bu nedenle hiçbir şey paylaşılmadı. Tekrar deneyin veya başka bir yöntem seçin.',
  walletThisDeviceWaiting:
    'Bu cihazdaki bir cüzdan bekleniyor. Tarayıcınızın gösterdiği pencereden birini seçin.',
  walletCancel: 'İptal',
  walletCancelled: 'İptal edildi. Hiçbir şey paylaşılmadı.',
  walletTimeout:
    'Bu cihazdaki hiçbir cüzdan yanıt vermedi. Bunun yerine telefonunuzdaki bir cüzdanı kullanın: aşağıdaki kodu tarayın.',
  walletUnsupported:
    'Bu tarayıcı bir cüzdana doğrudan soramıyor. Aşağıdaki kodla telefonunuzdaki bir cüzdanı kullanın.',
  walletRefused:
    'Cüzdanın yanıtı kabul edilemedi ({reason}). Tekrar deneyin veya başka bir yöntem seçin.',
  walletExpired: 'Bu isteğin süresi doldu. Yeniden başlayın.',
};
