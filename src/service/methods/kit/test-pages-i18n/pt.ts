import type { TestPagesMessages } from './en';

/** European Portuguese text of the test bank's and test wallet's pages (glossary: src/service/i18n/glossary/pt.md). */
export const pt: TestPagesMessages = {
  'bank.bar': 'BANCO DE TESTE — apenas modo de teste, sem contas reais',
  'bank.signIn': 'Iniciar sessão no Banco de Teste',
  'bank.chooseHolder': 'Escolha um titular de conta de teste.',
  'bank.share': 'Partilhar com este site?',
  'bank.asks': '{client} pede ao Banco de Teste que partilhe:',
  'bank.ask.birthdate': 'a sua data de nascimento',
  'bank.ask.ageOver': 'se tem {age} anos ou mais',
  'bank.ask.identifier': 'um identificador para este site',
  'bank.allow': 'Permitir',
  'bank.decline': 'Recusar',
  'bank.returning': 'A regressar ao site…',
  'bank.continue': 'Continuar',
  'bank.errorTitle': 'Erro do Banco de Teste',
  'bank.expiredTitle': 'Sessão expirada',
  'bank.expiredBody': 'Comece novamente a partir do site de onde veio.',
  'bank.problemTitle': 'Ocorreu um erro',
  'bank.formTooLarge': 'O formulário é demasiado grande.',
  'bank.signInFirst': 'Inicie sessão primeiro.',
  'bank.wrongMethod':
    'Esta página não pode ser aberta dessa forma. Comece novamente a partir do site de onde veio.',
  'wallet.title': 'Carteira de teste ofage',
  'wallet.bar': 'MODO DE TESTE — carteira de teste ofage',
  'wallet.heading': 'Partilhar a sua idade?',
  'wallet.reading': 'A ler o pedido…',
  'wallet.shareOverPid': 'Partilhar: acima da idade (PID da UE, SD-JWT VC)',
  'wallet.shareOverMdl': 'Partilhar: acima da idade (carta de condução móvel, mdoc)',
  'wallet.shareUnderPid': 'Partilhar: NÃO acima da idade (PID da UE)',
  'wallet.shareOverAv': 'Partilhar: acima da idade (aplicação europeia de verificação da idade)',
  'wallet.shareUnderAv':
    'Partilhar: NÃO acima da idade (aplicação europeia de verificação da idade)',
  'wallet.shareUntrustedAv':
    'Partilhar: acima da idade, de um fornecedor não fidedigno (aplicação de verificação da idade)',
  'wallet.shareRevokedAv':
    'Partilhar: acima da idade, atestado revogado (aplicação de verificação da idade)',
  'wallet.decline': 'Recusar',
  'wallet.noRequest':
    'Sem pedido: abra esta página a partir da ligação do código QR de uma verificação.',
  'wallet.unknownRequest': 'Este pedido é desconhecido, já foi usado ou expirou.',
  'wallet.asks': 'Um verificador pede um único atributo: {claim}. Nada mais é partilhado.',
  'wallet.declined': 'Recusado. Nada foi partilhado.',
  'wallet.couldNotAnswer': 'A carteira de teste não conseguiu responder: {detail}',
  'wallet.shared': 'Partilhado. Pode voltar à verificação.',
  'wallet.refused': 'O verificador recusou a resposta.',
};
