import type { InteractionMessages } from './en';

/** European Portuguese text of the OpenID age-key pages (glossary: src/service/i18n/glossary/pt.md). */
export const pt: InteractionMessages = {
  'use.title': 'Provar a sua idade',
  'use.heading': 'Prove a sua idade a {site}',
  'use.ask':
    '{site} pergunta se tem {ages}. A sua chave de idade responde sim ou não a cada pergunta — nunca a sua data de nascimento, nem nada que o identifique.',
  'use.age': '{age} anos ou mais',
  'use.ofAge': 'maioridade',
  'use.go': 'Usar a sua chave de idade',
  'use.decline': 'Voltar sem responder',
  'create.title': 'Guardar uma chave de idade',
  'create.heading': 'Guardar uma chave de idade',
  'create.offer':
    '{site} verificou que tem pelo menos {floor} anos. Guarde uma chave de acesso neste dispositivo como chave de idade: outros sites poderão depois verificar a sua idade num instante, sem saberem quem é. A sua data de nascimento não é guardada.',
  'create.go': 'Guardar uma chave de idade',
  'create.decline': 'Agora não',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — chave de idade',
  'script.waitingUse': 'A aguardar a sua chave de idade…',
  'script.waitingCreate': 'A aguardar o seu dispositivo…',
  'script.ended': 'Este pedido terminou. Volte ao site.',
  'script.noKeyUsed': 'Não foi usada nenhuma chave de idade. Tente novamente ou volte atrás.',
  'script.noKeySaved':
    'Não foi guardada nenhuma chave de idade. Tente novamente ou escolha Agora não.',
  'script.failed': 'Não funcionou. Tente novamente.',
  'script.wrong': 'Ocorreu um erro. Tente novamente.',
  'script.noWebAuthn':
    'Este navegador não consegue usar uma chave de idade. Volte atrás e experimente outro dispositivo ou navegador.',
  'script.notAllowed': 'Este site não pode guardar chaves de idade. Volte ao site.',
  'refusal.unknown-key':
    'Este serviço não conhece essa chave de idade: pode ter sido esquecida. Volte atrás e verifique a sua idade de outra forma.',
  'refusal.revoked':
    'Essa chave de idade foi revogada. Volte atrás e verifique a sua idade de outra forma.',
  'refusal.user-verification':
    'O seu dispositivo não confirmou a sua identidade (PIN, impressão digital ou rosto). Tente novamente.',
  'refusal.challenge': 'Demorou demasiado tempo ou o pedido já tinha sido usado. Tente novamente.',
  'refusal.already-used':
    'Já foi guardada uma chave de idade a partir desta verificação, ou esta chave de acesso já é uma. Volte ao site.',
  'expired.title': 'Este pedido expirou',
  'expired.body': 'Volte ao site e comece novamente.',
  'used.title': 'Já utilizado',
  'used.body': 'Já foi guardada uma chave de idade a partir desta verificação. Volte ao site.',
};
