import type { AgeGateLabels } from '../age-gate-props';

/** Brazilian Portuguese text of the <AgeGate> card (glossary: src/service/i18n/glossary/pt-BR.md). */
export const ptBR: AgeGateLabels = {
  heading: 'Verifique sua idade',
  intro:
    'Você precisa ser maior de idade para ver esta página. Verifique sua idade para continuar.',
  how: 'Cerca de um minuto, com o método que você escolher: uma selfie, um documento de identidade, uma carteira digital, uma chave de idade…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} recebe só o resultado, nunca seu nome, suas fotos ou seus documentos. As imagens não são guardadas.',
  keptUnnamed:
    'Este site recebe só o resultado, nunca seu nome, suas fotos ou seus documentos. As imagens não são guardadas.',
  ageKey: 'Depois, salve uma chave de idade neste dispositivo: da próxima vez, basta um toque.',
  start: 'Verificar minha idade',
  checking: 'Consultando sua verificação de idade…',
  creating: 'Iniciando a verificação…',
  confirming: 'Confirmando seu resultado…',
  verified: 'Sua idade foi verificada.',
  failed: 'Não conseguimos verificar sua idade.',
  pending: 'Sua verificação ainda não terminou.',
  checkAgain: 'Consultar de novo',
  error: 'Algo deu errado com a verificação. Tente de novo.',
  mismatch: 'Essa verificação foi iniciada em outro navegador. Comece de novo aqui.',
  cancelled: 'Verificação cancelada.',
  retry: 'Tentar de novo',
  close: 'Fechar',
  topLevel: 'Algum problema? Continue nesta janela',
  unresponsive: 'Não foi possível mostrar a verificação aqui. Continue nesta janela.',
  title: 'Verificação de idade',
  'failure.age-criteria-not-met': 'A verificação não mostrou que você tem a idade exigida.',
  'failure.max-attempts-exceeded':
    'A verificação foi encerrada após muitas tentativas sem sucesso.',
  'failure.fraudulent-activity-detected': 'A verificação não foi aceita.',
  'failure.criteria-not-met': 'A verificação não atende à exigência de idade desta página.',
  'failure.revoked': 'A verificação foi revogada.',
  unreachable:
    'Não foi possível acessar a verificação de idade. Confira sua conexão e tente de novo.',
};
