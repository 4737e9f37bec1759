import type { InteractionMessages } from './en';

/** Brazilian Portuguese text of the OpenID age-key pages (glossary: src/service/i18n/glossary/pt-BR.md). */
export const ptBR: InteractionMessages = {
  'use.title': 'Comprove sua idade',
  'use.heading': 'Comprove sua idade para {site}',
  'use.ask':
    '{site} pergunta se você tem {ages}. Sua chave de idade responde sim ou não a cada pergunta — nunca com sua data de nascimento, nem com nada que identifique você.',
  'use.age': '{age} anos ou mais',
  'use.ofAge': 'maioridade',
  'use.go': 'Usar sua chave de idade',
  'use.decline': 'Voltar sem responder',
  'create.title': 'Salvar uma chave de idade',
  'create.heading': 'Salvar uma chave de idade',
  'create.offer':
    '{site} verificou que você tem pelo menos {floor} anos. Salve uma chave de acesso neste dispositivo como chave de idade: assim, outros sites podem verificar sua idade num instante, sem saber quem você é. Sua data de nascimento não é guardada.',
  'create.go': 'Salvar uma chave de idade',
  'create.decline': 'Agora não',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — chave de idade',
  'script.waitingUse': 'Aguardando sua chave de idade…',
  'script.waitingCreate': 'Aguardando seu dispositivo…',
  'script.ended': 'Esta solicitação foi encerrada. Volte ao site.',
  'script.noKeyUsed': 'Nenhuma chave de idade foi usada. Tente de novo ou volte.',
  'script.noKeySaved': 'Nenhuma chave de idade foi salva. Tente de novo ou escolha Agora não.',
  'script.failed': 'Não deu certo. Tente de novo.',
  'script.wrong': 'Algo deu errado. Tente de novo.',
  'script.noWebAuthn':
    'Este navegador não consegue usar uma chave de idade. Volte e tente em outro dispositivo ou navegador.',
  'script.notAllowed': 'Este site não pode salvar chaves de idade. Volte ao site.',
  'refusal.unknown-key':
    'Este serviço não conhece essa chave de idade: talvez ela tenha sido esquecida. Volte e verifique sua idade de outra forma.',
  'refusal.revoked':
    'Essa chave de idade foi revogada. Volte e verifique sua idade de outra forma.',
  'refusal.user-verification':
    'Seu dispositivo não confirmou que é você (PIN, impressão digital ou rosto). Tente de novo.',
  'refusal.challenge': 'Demorou demais, ou a solicitação já tinha sido usada. Tente de novo.',
  'refusal.already-used':
    'Uma chave de idade já foi salva a partir desta verificação, ou esta chave de acesso já é uma. Volte ao site.',
  'expired.title': 'Esta solicitação expirou',
  'expired.body': 'Volte ao site e comece de novo.',
  'used.title': 'Já usado',
  'used.body': 'Uma chave de idade já foi salva a partir desta verificação. Volte ao site.',
};
