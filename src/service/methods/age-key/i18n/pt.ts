/** European Portuguese text of the age-key method (glossary: src/service/i18n/glossary/pt.md). */

/** Its name and description in the method picker. */
export const pt = {
  'method.age-key': 'Chave de idade',
  'describe.age-key': 'Use uma chave de acesso que já prova a sua idade',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const ptCeremony = {
  use: 'Usar a sua chave de idade',
  useHelp:
    'O seu dispositivo pede-lhe que desbloqueie a chave de acesso que contém a prova da sua idade. Nada mais é partilhado.',
  noKey:
    'Ainda não tem uma chave de idade? Escolha primeiro outro método; depois pode guardar uma chave de idade para a próxima vez.',
  upgrade:
    'A sua chave de idade prova {n}+, o que aqui não chega. Verifique a idade com outro método e, depois, atualize a sua chave de idade.',
  upgradeMethod:
    'A prova na sua chave de idade não é aceite aqui. Verifique a idade com outro método e, depois, atualize a sua chave de idade.',
  upgradeTest:
    'A sua chave de idade foi criada em modo de teste e não serve para uma verificação real. Verifique a idade com outro método e, depois, atualize a sua chave de idade.',
  declined: 'Não foi usada nenhuma chave de idade. Tente novamente ou escolha outro método.',
  'refused.counter':
    'Esta chave de idade parece copiada de outro dispositivo e foi recusada. Escolha outro método.',
  'refused.user-verification':
    'O seu dispositivo não confirmou a sua identidade (PIN ou biometria). Tente novamente com a verificação ativada.',
  'refused.revoked': 'Esta chave de idade foi revogada. Escolha outro método.',
  'refused.unknown-key': 'Esta chave de idade não é conhecida aqui (pode ter sido esquecida).',
  refused: 'Não foi possível verificar a chave de idade. Tente novamente ou escolha outro método.',
  error: 'Não funcionou: {detail}.',
  working: 'A aguardar o seu dispositivo…',
  saveTitle: 'Guardar uma chave de idade',
  saveHelp:
    'Da próxima vez, prove a sua idade com um toque em qualquer site que use este serviço. A chave de acesso contém apenas a prova da sua idade, nunca o seu nome.',
  saveButton: 'Guardar uma chave de idade',
  saved: 'Chave de idade guardada. Da próxima vez, escolha «Chave de idade».',
  updateTitle: 'Atualizar a sua chave de idade',
  updateHelp:
    'Coloque esta nova prova de idade na sua chave de idade, para que funcione aqui da próxima vez.',
  updateButton: 'Atualizar a minha chave de idade',
  updated: 'Chave de idade atualizada: agora prova {n}+.',
  savedTest: 'Esta é uma chave de teste: só funciona em modo de teste.',
  openWindow: 'Abrir uma janela para guardar a chave de idade',
  windowHelp:
    'O seu navegador não permite guardar uma chave de acesso dentro deste site. Use antes uma pequena janela.',
  forget: 'Esquecer a minha chave de idade',
  forgotten:
    'A sua chave de idade foi eliminada do serviço. Também pode remover a chave de acesso do seu dispositivo.',
};
