/** Brazilian Portuguese text of the age-key method (glossary: src/service/i18n/glossary/pt-BR.md). */

/** Its name and description in the method picker. */
export const ptBR = {
  'method.age-key': 'Chave de idade',
  'describe.age-key': 'Use uma chave de acesso que já comprova sua idade',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const ptBRCeremony = {
  use: 'Usar sua chave de idade',
  useHelp:
    'Seu dispositivo pede que você desbloqueie a chave de acesso que guarda a prova da sua idade. Nada mais é compartilhado.',
  noKey:
    'Ainda não tem uma chave de idade? Escolha outro método primeiro; depois você pode salvar uma chave de idade para a próxima vez.',
  upgrade:
    'Sua chave de idade comprova {n}+, o que não basta aqui. Verifique sua idade com outro método e depois atualize sua chave de idade.',
  upgradeMethod:
    'A prova na sua chave de idade não é aceita aqui. Verifique sua idade com outro método e depois atualize sua chave de idade.',
  upgradeTest:
    'Sua chave de idade foi criada no modo de teste e não vale para uma verificação real. Verifique sua idade com outro método e depois atualize sua chave de idade.',
  declined: 'Nenhuma chave de idade foi usada. Tente de novo ou escolha outro método.',
  'refused.counter':
    'Esta chave de idade parece ter sido copiada de outro dispositivo e foi recusada. Escolha outro método.',
  'refused.user-verification':
    'Seu dispositivo não confirmou que é você (PIN ou biometria). Tente de novo com a verificação ativada.',
  'refused.revoked': 'Esta chave de idade foi revogada. Escolha outro método.',
  'refused.unknown-key': 'Esta chave de idade não é conhecida aqui (talvez tenha sido esquecida).',
  refused: 'Não foi possível verificar a chave de idade. Tente de novo ou escolha outro método.',
  error: 'Não deu certo: {detail}.',
  working: 'Aguardando seu dispositivo…',
  saveTitle: 'Salvar uma chave de idade',
  saveHelp:
    'Da próxima vez, comprove sua idade com um toque em qualquer site que use este serviço. A chave de acesso guarda só a prova da sua idade, nunca o seu nome.',
  saveButton: 'Salvar uma chave de idade',
  saved: 'Chave de idade salva. Da próxima vez, escolha “Chave de idade”.',
  updateTitle: 'Atualizar sua chave de idade',
  updateHelp:
    'Coloque esta nova prova de idade na sua chave de idade, para que ela funcione aqui da próxima vez.',
  updateButton: 'Atualizar minha chave de idade',
  updated: 'Chave de idade atualizada: agora ela comprova {n}+.',
  savedTest: 'Esta é uma chave de teste: ela só funciona no modo de teste.',
  openWindow: 'Abrir uma janela para salvar sua chave de idade',
  windowHelp:
    'Seu navegador não permite salvar uma chave de acesso dentro deste site. Use uma janela pequena.',
  forget: 'Esquecer minha chave de idade',
  forgotten:
    'Sua chave de idade foi excluída do serviço. Você também pode remover a chave de acesso do seu dispositivo.',
};
