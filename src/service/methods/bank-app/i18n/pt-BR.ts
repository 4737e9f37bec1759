/** Brazilian Portuguese text of the bank-app method (glossary: src/service/i18n/glossary/pt-BR.md). */
export const ptBR = {
  'method.bank-app': 'App do banco',
  'describe.bank-app': 'Confirme sua idade no app do seu banco',
  bankHelp:
    'Seu banco confirma sua idade com base nos cadastros dele. No celular, o app do banco abre; depois, você volta a este serviço no navegador.',
  bankContinue: 'Continuar com {name}',
  bankNone: 'Nenhum banco está disponível para esta verificação.',
  bankNotHere:
    'Não é possível abrir seu banco de dentro deste app. Abra esta página no navegador ou escolha outro método.',
  bankTitle: 'Confirmação do banco',
  bankLinkUsed: 'Este link já foi usado ou expirou. Volte ao site e comece de novo.',
  bankGone: 'Este banco não está mais disponível. Volte e escolha outro método.',
  bankDeclined:
    'Você recusou no seu banco, então nada foi compartilhado. Volte para escolher outro método.',
  bankRefused: 'Seu banco não confirmou este login. Volte e tente de novo.',
  bankInvalid: 'Não foi possível validar a resposta do seu banco. Volte e tente de novo.',
  bankUnreachable: 'Não foi possível acessar seu banco. Volte e tente de novo daqui a pouco.',
  bankNoAge: 'Seu banco não compartilhou sua idade. Volte para escolher outro método.',
  bankBack: 'Voltar para a verificação',
  bankWaitTab: 'Conclua no seu banco, na nova aba. Esta página se atualiza sozinha.',
  'bankOutcome.declined': 'Você recusou no seu banco, então nada foi compartilhado.',
  'bankOutcome.refused': 'Seu banco não confirmou o login.',
  'bankOutcome.failed': 'Não foi possível usar a resposta do seu banco.',
  'bankOutcome.no-age': 'Seu banco não compartilhou sua idade.',
  bankTryAgain: 'Tente de novo ou escolha outro método.',
  bankTabResult: 'Você pode fechar esta aba. A aba de onde você veio mostra o resultado.',
  bankTabBack: 'Você pode fechar esta aba. Continue na aba de onde você veio.',
};
