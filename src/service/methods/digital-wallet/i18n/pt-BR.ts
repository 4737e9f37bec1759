/** Brazilian Portuguese text of the digital-wallet method (glossary: src/service/i18n/glossary/pt-BR.md). */
export const ptBR = {
  'method.digital-wallet': 'Carteira digital',
  'describe.digital-wallet': 'Compartilhe só uma prova de idade pela sua carteira digital',
  walletIntro:
    'Sua carteira digital compartilha uma única coisa: que você tem a idade exigida. Sem nome, sem data de nascimento.',
  walletThisDevice: 'Usar uma carteira digital neste dispositivo',
  walletOtherDevice: 'Usar uma carteira digital no celular',
  walletScan: 'Escaneie este código com o app da sua carteira digital ou abra-o neste celular:',
  walletQrAlt: 'QR code para o seu app de carteira',
  walletScanInstead: 'O navegador não abriu nenhuma janela? Escaneie o código com o celular:',
  walletOpenApp: 'Abrir o app da carteira',
  walletAvScan: 'Usa o aplicativo europeu de verificação de idade? Escaneie este código com ele:',
  walletAvQrAlt: 'QR code para o app da UE de verificação de idade',
  walletOpenAvApp: 'Abrir o aplicativo de verificação de idade',
  walletWaiting: 'Aguardando sua carteira digital…',
  walletTestWallet: 'Abrir a carteira de teste (modo de teste)',
  walletNoWallet:
    'Nenhuma carteira digital neste dispositivo tem uma credencial com sua idade. Tente pelo celular.',
  walletDeclined: 'Você recusou na sua carteira digital. Nada foi compartilhado.',
  walletNotShared:
    'Sua carteira digital não conseguiu responder a esta solicitação, então nada foi compartilhado. Tente de novo ou escolha outro método.',
  walletThisDeviceWaiting:
    'Aguardando uma carteira digital neste dispositivo. Escolha uma na janela que o navegador mostra.',
  walletCancel: 'Cancelar',
  walletCancelled: 'Cancelado. Nada foi compartilhado.',
  walletTimeout:
    'Nenhuma carteira digital neste dispositivo respondeu. Use uma carteira no celular: escaneie o código abaixo.',
  walletUnsupported:
    'Este navegador não consegue consultar uma carteira digital diretamente. Use uma carteira no celular com o código abaixo.',
  walletRefused:
    'Não foi possível aceitar a resposta da carteira digital ({reason}). Tente de novo ou escolha outro método.',
  walletExpired: 'Esta solicitação expirou. Comece de novo.',
};
