/** European Portuguese text of the bank-app method (glossary: src/service/i18n/glossary/pt.md). */
export const pt = {
  'method.bank-app': 'App do banco',
  'describe.bank-app': 'Confirme a sua idade na app do seu banco',
  bankHelp:
    'O seu banco confirma a sua idade com base nos registos dele. No telemóvel, abre-se a app do banco; depois, regressa a este serviço no navegador.',
  bankContinue: 'Continuar com {name}',
  bankNone: 'Não há nenhum banco disponível para esta verificação.',
  bankNotHere:
    'Não é possível abrir o seu banco a partir desta aplicação. Abra esta página no navegador ou escolha outro método.',
  bankTitle: 'Confirmação do banco',
  bankLinkUsed: 'Esta ligação já foi usada ou expirou. Volte ao site e comece novamente.',
  bankGone: 'Este banco já não está disponível. Volte atrás e escolha outro método.',
  bankDeclined:
    'Recusou no seu banco, por isso nada foi partilhado. Volte atrás para escolher outro método.',
  bankRefused: 'O seu banco não confirmou este início de sessão. Volte atrás e tente novamente.',
  bankInvalid: 'Não foi possível validar a resposta do seu banco. Volte atrás e tente novamente.',
  bankUnreachable:
    'Não foi possível contactar o seu banco. Volte atrás e tente novamente daqui a pouco.',
  bankNoAge: 'O seu banco não partilhou a sua idade. Volte atrás para escolher outro método.',
  bankBack: 'Voltar à verificação',
  bankWaitTab: 'Conclua no seu banco, no novo separador. Esta página atualiza-se sozinha.',
  'bankOutcome.declined': 'Recusou no seu banco, por isso nada foi partilhado.',
  'bankOutcome.refused': 'O seu banco não confirmou o início de sessão.',
  'bankOutcome.failed': 'Não foi possível usar a resposta do seu banco.',
  'bankOutcome.no-age': 'O seu banco não partilhou a sua idade.',
  bankTryAgain: 'Tente novamente ou escolha outro método.',
  bankTabResult: 'Pode fechar este separador. O separador de onde veio mostra o resultado.',
  bankTabBack: 'Pode fechar este separador. Continue no separador de onde veio.',
};
