/** European Portuguese text of the digital-wallet method (glossary: src/service/i18n/glossary/pt.md). */
export const pt = {
  'method.digital-wallet': 'Carteira digital',
  'describe.digital-wallet': 'Partilhe apenas uma prova de idade a partir da sua carteira digital',
  walletIntro:
    'A sua carteira partilha uma única coisa: que tem a idade exigida. Sem nome, sem data de nascimento.',
  walletThisDevice: 'Usar uma carteira neste dispositivo',
  walletOtherDevice: 'Usar uma carteira no telemóvel',
  walletScan: 'Leia este código com a app da sua carteira ou abra-o neste telemóvel:',
  walletQrAlt: 'Código QR para a sua aplicação de carteira',
  walletScanInstead: 'O navegador não abriu nenhuma janela? Leia antes o código com o telemóvel:',
  walletOpenApp: 'Abrir a app da carteira',
  walletAvScan:
    'Utiliza a aplicação europeia de verificação da idade? Digitalize este código com ela:',
  walletAvQrAlt: 'Código QR para a aplicação da UE de verificação da idade',
  walletOpenAvApp: 'Abrir a aplicação de verificação da idade',
  walletWaiting: 'A aguardar a sua carteira…',
  walletTestWallet: 'Abrir a carteira de teste (modo de teste)',
  walletNoWallet:
    'Nenhuma carteira neste dispositivo tem uma credencial com a sua idade. Experimente no telemóvel.',
  walletDeclined: 'Recusou na sua carteira. Nada foi partilhado.',
  walletNotShared:
    'A sua carteira não conseguiu responder a este pedido, por isso nada foi partilhado. Tente novamente ou escolha outro método.',
  walletThisDeviceWaiting:
    'A aguardar uma carteira neste dispositivo. Escolha uma na janela que o navegador apresenta.',
  walletCancel: 'Cancelar',
  walletCancelled: 'Cancelado. Nada foi partilhado.',
  walletTimeout:
    'Nenhuma carteira neste dispositivo respondeu. Use antes uma carteira no telemóvel: leia o código abaixo.',
  walletUnsupported:
    'Este navegador não consegue contactar diretamente uma carteira. Use uma carteira no telemóvel com o código abaixo.',
  walletRefused:
    'Não foi possível aceitar a resposta da carteira ({reason}). Tente novamente ou escolha outro método.',
  walletExpired: 'Este pedido expirou. Comece novamente.',
};
