import type { en } from './en';

/** European Portuguese widget text (glossary: src/service/i18n/glossary/pt.md). */
export const pt: typeof en = {
  title: 'Verificação da idade',
  testModeBar: 'MODO DE TESTE — os resultados só contam para testes',
  stepOf: 'Passo {n} de 3 — {label}',
  stepLabelChoose: 'Escolher um método',
  stepLabelVerify: 'Provar a sua idade',
  stepChoose: 'Escolha como provar a sua idade',
  stepResult: 'Resultado',
  language: 'Idioma',
  intro: '{site} pede-lhe que confirme a sua idade.',
  nextChoose:
    'A seguir, prova a sua idade com o método que escolher. {site} fica a saber apenas o resultado.',
  nextVerify: 'A seguir, vê o seu resultado, e {site} é informado.',
  checking: 'A verificar o que este navegador suporta…',
  attemptsLeft:
    '{n, plural, =0 {Sem tentativas restantes} one {Resta # tentativa} many {Restam # tentativas} other {Restam # tentativas}}',
  noMethodsLive:
    'Este serviço ainda não disponibiliza nenhum método de verificação, por isso não é possível verificar aqui a sua idade. Volte a {site} e informe-os.',
  noMethodsDevice:
    'Nenhum dos métodos disponíveis funciona neste navegador ou nesta aplicação. Abra esta ligação no seu navegador habitual ou continue no telemóvel.',
  back: 'Escolher outro método',
  simTitle: 'Simular um resultado',
  simHelp: 'Escolha o que a verificação «{method}» deve encontrar.',
  'outcome.adult': 'Adulto (30 anos)',
  'outcome.teen': 'Adolescente (16 anos)',
  'outcome.child': 'Criança (10 anos)',
  'outcome.inconclusive': 'Inconclusivo (sem indício de idade)',
  'outcome.fraudulent': 'Fraudulento (fraude detetada)',
  'outcome.custom': 'Idade à escolha',
  customAge: 'Idade em anos',
  customAgeInvalid: 'Introduza um número inteiro de anos, de 0 a 120.',
  walletKind: 'Carteira',
  'wallet.eudi-wallet': 'Carteira Europeia de Identidade Digital',
  'wallet.apple-wallet': 'Apple Wallet (documento de identificação)',
  'wallet.google-wallet': 'Google Wallet (documento de identificação)',
  submit: 'Enviar resultado simulado',
  working: 'A verificar…',
  inconclusive:
    'Não foi possível determinar a sua idade com «{method}». Tente novamente ({n, plural, one {resta # tentativa} many {restam # tentativas} other {restam # tentativas}}) ou escolha outro método.',
  methodExhausted: 'Esgotou as tentativas com «{method}». Escolha outro método.',
  errorNetwork:
    'Não foi possível contactar o serviço de verificação. Verifique a sua ligação e tente novamente.',
  errorGeneric: 'Não funcionou: {detail}. Tente novamente ou escolha outro método.',
  loadFailed:
    'Não foi possível carregar este passo. Verifique a sua ligação e recarregue a página.',
  pass: 'A sua idade está confirmada',
  passDetail: '{site} foi informado de que cumpre o requisito de idade.',
  fail: 'Não foi possível confirmar a sua idade',
  'failure.age-criteria-not-met': 'Não cumpre o requisito de idade de {site}.',
  'failure.max-attempts-exceeded': 'Todas as tentativas foram usadas sem resultado.',
  'failure.fraudulent-activity-detected':
    'A verificação foi interrompida porque algo não parecia estar certo.',
  done: 'Concluído',
  redirecting: 'A regressar a {site}…',
  redirectingAfterOffer:
    'Regressa a {site} dentro de alguns segundos, a menos que guarde primeiro uma chave de idade.',
  continueLink: 'Continuar para {site}',
  closeWindow: 'Já pode fechar esta janela.',
  handoffDone: 'Concluído. Pode continuar no computador.',
  phoneToggle: 'Continuar no telemóvel',
  phoneHelp:
    'Leia este código com a câmara do telemóvel e termine lá. Esta página atualiza-se sozinha.',
  qrAlt: 'Código QR que abre esta verificação da idade no seu telemóvel',
  phoneLink: 'Ou abra esta ligação no seu telemóvel:',
  expiredTitle: 'Esta ligação expirou',
  expiredBody:
    'As ligações de verificação da idade são válidas durante 14 dias. Volte ao site de onde veio e comece novamente a verificação.',
  finishedTitle: 'Esta verificação da idade está concluída',
  finishedBody:
    'Já tem um resultado, por isso esta ligação deixou de a abrir. Volte ao site de onde veio; se ainda lhe pedir a idade, comece lá novamente a verificação.',
  invalidTitle: 'Esta ligação não funciona',
  invalidBody:
    'A ligação está incompleta ou foi alterada. Volte ao site de onde veio e comece novamente a verificação.',
  frameNotAllowed:
    'Esta verificação da idade é apresentada num site que não está autorizado a fazê-lo. Abra-a diretamente a partir da loja.',
};
