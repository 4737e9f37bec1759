import type { TestPagesMessages } from './en';

/** Brazilian Portuguese text of the test bank's and test wallet's pages (glossary: src/service/i18n/glossary/pt-BR.md). */
export const ptBR: TestPagesMessages = {
  'bank.bar': 'BANCO DE TESTE — só modo de teste, sem contas reais',
  'bank.signIn': 'Entrar no Banco de Teste',
  'bank.chooseHolder': 'Escolha um titular de conta de teste.',
  'bank.share': 'Compartilhar com este site?',
  'bank.asks': '{client} pede ao Banco de Teste que compartilhe:',
  'bank.ask.birthdate': 'sua data de nascimento',
  'bank.ask.ageOver': 'se você tem {age} anos ou mais',
  'bank.ask.identifier': 'um identificador para este site',
  'bank.allow': 'Permitir',
  'bank.decline': 'Recusar',
  'bank.returning': 'Voltando ao site…',
  'bank.continue': 'Continuar',
  'bank.errorTitle': 'Erro do Banco de Teste',
  'bank.expiredTitle': 'Sessão expirada',
  'bank.expiredBody': 'Comece de novo pelo site de onde você veio.',
  'bank.problemTitle': 'Algo deu errado',
  'bank.formTooLarge': 'O formulário é grande demais.',
  'bank.signInFirst': 'Entre primeiro.',
  'bank.wrongMethod':
    'Esta página não pode ser aberta dessa forma. Comece de novo pelo site de onde você veio.',
  'wallet.title': 'Carteira de teste ofage',
  'wallet.bar': 'MODO DE TESTE — carteira de teste ofage',
  'wallet.heading': 'Compartilhar sua idade?',
  'wallet.reading': 'Lendo a solicitação…',
  'wallet.shareOverPid': 'Compartilhar: acima da idade (PID da UE, SD-JWT VC)',
  'wallet.shareOverMdl': 'Compartilhar: acima da idade (carteira de motorista digital, mdoc)',
  'wallet.shareUnderPid': 'Compartilhar: NÃO está acima da idade (PID da UE)',
  'wallet.shareOverAv': 'Compartilhar: acima da idade (aplicativo europeu de verificação de idade)',
  'wallet.shareUnderAv':
    'Compartilhar: NÃO acima da idade (aplicativo europeu de verificação de idade)',
  'wallet.shareUntrustedAv':
    'Compartilhar: acima da idade, de um provedor não confiável (aplicativo de verificação de idade)',
  'wallet.shareRevokedAv':
    'Compartilhar: acima da idade, atestado revogado (aplicativo de verificação de idade)',
  'wallet.decline': 'Recusar',
  'wallet.noRequest':
    'Nenhuma solicitação: abra esta página pelo link do QR code de uma verificação.',
  'wallet.unknownRequest': 'Esta solicitação é desconhecida, já foi usada ou expirou.',
  'wallet.asks': 'Um verificador pede um único atributo: {claim}. Nada mais é compartilhado.',
  'wallet.declined': 'Recusado. Nada foi compartilhado.',
  'wallet.couldNotAnswer': 'A carteira de teste não conseguiu responder: {detail}',
  'wallet.shared': 'Compartilhado. Você pode voltar para a verificação.',
  'wallet.refused': 'O verificador recusou a resposta.',
};
