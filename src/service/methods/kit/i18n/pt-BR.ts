import type { en } from './en';

/** Brazilian Portuguese widget text (glossary: src/service/i18n/glossary/pt-BR.md). */
export const ptBR: typeof en = {
  title: 'Verificação de idade',
  testModeBar: 'MODO DE TESTE — os resultados valem só para testes',
  stepOf: 'Etapa {n} de 3 — {label}',
  stepLabelChoose: 'Escolher um método',
  stepLabelVerify: 'Comprovar sua idade',
  stepChoose: 'Escolha como comprovar sua idade',
  stepResult: 'Resultado',
  language: 'Idioma',
  intro: '{site} pede que você confirme sua idade.',
  nextChoose:
    'Em seguida, você comprova sua idade com o método escolhido. {site} fica sabendo só o resultado.',
  nextVerify: 'Em seguida, você vê seu resultado, e {site} é avisado.',
  checking: 'Verificando o que este navegador suporta…',
  attemptsLeft:
    '{n, plural, =0 {Nenhuma tentativa restante} one {Resta # tentativa} many {Restam # tentativas} other {Restam # tentativas}}',
  noMethodsLive:
    'Este serviço ainda não oferece nenhum método de verificação, então sua idade não pode ser verificada aqui. Volte para {site} e avise sobre o problema.',
  noMethodsDevice:
    'Nenhum dos métodos disponíveis funciona neste navegador ou app. Abra este link no seu navegador de costume ou continue no celular.',
  back: 'Escolher outro método',
  simTitle: 'Simular um resultado',
  simHelp: 'Escolha o que a verificação “{method}” deve encontrar.',
  'outcome.adult': 'Adulto (30 anos)',
  'outcome.teen': 'Adolescente (16 anos)',
  'outcome.child': 'Criança (10 anos)',
  'outcome.inconclusive': 'Inconclusivo (sem indício de idade)',
  'outcome.fraudulent': 'Fraudulento (fraude detectada)',
  'outcome.custom': 'Idade personalizada',
  customAge: 'Idade em anos',
  customAgeInvalid: 'Digite um número inteiro de anos, de 0 a 120.',
  walletKind: 'Carteira',
  'wallet.eudi-wallet': 'Carteira Europeia de Identidade Digital',
  'wallet.apple-wallet': 'Apple Wallet (documento de identidade)',
  'wallet.google-wallet': 'Google Wallet (documento de identidade)',
  submit: 'Enviar resultado simulado',
  working: 'Verificando…',
  inconclusive:
    'Não foi possível determinar sua idade com “{method}”. Tente de novo ({n, plural, one {resta # tentativa} many {restam # tentativas} other {restam # tentativas}}) ou escolha outro método.',
  methodExhausted: 'Você usou todas as tentativas com “{method}”. Escolha outro método.',
  errorNetwork:
    'Não foi possível acessar o serviço de verificação. Confira sua conexão e tente de novo.',
  errorGeneric: 'Não deu certo: {detail}. Tente de novo ou escolha outro método.',
  loadFailed: 'Não foi possível carregar esta etapa. Confira sua conexão e recarregue a página.',
  pass: 'Sua idade foi confirmada',
  passDetail: '{site} foi avisado de que você tem a idade exigida.',
  fail: 'Não foi possível confirmar sua idade',
  'failure.age-criteria-not-met': 'Você não tem a idade exigida por {site}.',
  'failure.max-attempts-exceeded': 'Todas as tentativas foram usadas sem resultado.',
  'failure.fraudulent-activity-detected':
    'A verificação foi interrompida porque algo parecia errado.',
  done: 'Pronto',
  redirecting: 'Voltando para {site}…',
  redirectingAfterOffer:
    'Você volta para {site} em alguns segundos, a menos que salve uma chave de idade antes.',
  continueLink: 'Continuar para {site}',
  closeWindow: 'Você já pode fechar esta janela.',
  handoffDone: 'Pronto. Você pode continuar no computador.',
  phoneToggle: 'Continuar no celular',
  phoneHelp:
    'Escaneie este código com a câmera do celular e termine por lá. Esta página se atualiza sozinha.',
  qrAlt: 'QR code que abre esta verificação de idade no seu celular',
  phoneLink: 'Ou abra este link no seu celular:',
  expiredTitle: 'Este link expirou',
  expiredBody:
    'Os links de verificação de idade valem por 14 dias. Volte ao site de onde você veio e comece a verificação de novo.',
  finishedTitle: 'Esta verificação de idade foi concluída',
  finishedBody:
    'Ela já tem um resultado, então este link não a abre mais. Volte ao site de onde você veio; se ele ainda pedir sua idade, comece a verificação de novo por lá.',
  invalidTitle: 'Este link não funciona',
  invalidBody:
    'O link está incompleto ou foi alterado. Volte ao site de onde você veio e comece a verificação de novo.',
  frameNotAllowed:
    'Esta verificação de idade está sendo exibida em um site que não tem autorização para isso. Abra a verificação diretamente pela loja.',
};
