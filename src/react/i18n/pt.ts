import type { AgeGateLabels } from '../age-gate-props';

/** European Portuguese text of the <AgeGate> card (glossary: src/service/i18n/glossary/pt.md). */
export const pt: AgeGateLabels = {
  heading: 'Verifique a sua idade',
  intro: 'Tem de ser maior de idade para ver esta página. Verifique a sua idade para continuar.',
  how: 'Cerca de um minuto, com um método à sua escolha: uma selfie, um documento de identificação, uma carteira digital, uma chave de idade…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} recebe apenas o resultado, nunca o seu nome, fotografias ou documentos. As imagens não são guardadas.',
  keptUnnamed:
    'Este site recebe apenas o resultado, nunca o seu nome, fotografias ou documentos. As imagens não são guardadas.',
  ageKey: 'Depois, guarde uma chave de idade neste dispositivo: da próxima vez basta um toque.',
  start: 'Verificar a minha idade',
  checking: 'A consultar a sua verificação da idade…',
  creating: 'A iniciar a verificação…',
  confirming: 'A confirmar o seu resultado…',
  verified: 'A sua idade está verificada.',
  failed: 'Não conseguimos verificar a sua idade.',
  pending: 'A sua verificação ainda não terminou.',
  checkAgain: 'Consultar novamente',
  error: 'Ocorreu um erro na verificação. Tente novamente.',
  mismatch: 'Essa verificação foi iniciada noutro navegador. Comece novamente aqui.',
  cancelled: 'Verificação cancelada.',
  retry: 'Tentar novamente',
  close: 'Fechar',
  topLevel: 'Algum problema? Continue nesta janela',
  unresponsive: 'Não foi possível mostrar a verificação aqui. Continue nesta janela.',
  title: 'Verificação da idade',
  'failure.age-criteria-not-met': 'A verificação não demonstrou que cumpre o requisito de idade.',
  'failure.max-attempts-exceeded': 'A verificação terminou após demasiadas tentativas sem sucesso.',
  'failure.fraudulent-activity-detected': 'A verificação não foi aceite.',
  'failure.criteria-not-met': 'A verificação não cumpre o requisito de idade desta página.',
  'failure.revoked': 'A verificação foi revogada.',
  unreachable:
    'Não foi possível contactar a verificação da idade. Verifique a sua ligação e tente novamente.',
};
