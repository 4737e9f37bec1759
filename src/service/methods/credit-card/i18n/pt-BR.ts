/** Brazilian Portuguese text of the credit-card method (glossary: src/service/i18n/glossary/pt-BR.md). */
export const ptBR = {
  'method.credit-card': 'Cartão de crédito',
  'describe.credit-card': 'Um cartão no seu nome mostra que você tem mais de 18 anos',
  cardStart: 'Verificar um cartão de crédito',
  cardHelp:
    'O emissor do cartão confirma o cartão com uma verificação de {amount}: nada é cobrado. Só valem cartões de crédito: cartões de débito e pré-pagos podem pertencer a menores de 18 anos.',
  cardNumber: 'Número do cartão',
  cardExpiry: 'Validade (MM/AA)',
  cardCvc: 'Código de segurança (CVC)',
  cardCheck: 'Verificar cartão',
  cardTestTitle:
    'Cartões de teste (modo de teste): qualquer validade futura, qualquer CVC. Um cartão que não consegue comprovar uma idade não gasta tentativa.',
  cardTestNumber: 'Número do cartão',
  cardTestResult: 'O que a verificação faz',
  cardTestUse: 'Usar {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Um cartão de teste: nenhuma tentativa foi gasta.',
  'card.funding.credit': 'cartão de crédito',
  'card.funding.debit': 'cartão de débito',
  'card.funding.prepaid': 'cartão pré-pago',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'confirma 18+',
  'card.test.not-a-credit-card': 'inconclusivo: não é um cartão de crédito',
  'card.test.country-not-adult-only':
    'inconclusivo: neste país, cartões de crédito podem ser emitidos para menores de 18 anos',
  'card.test.declined': 'recusado pelo emissor',
  'card.test.insufficient-funds': 'recusado: saldo insuficiente',
  'card.test.error': 'erro do processador: nada é contabilizado',
  'card.reason.adult-credit-card': 'Seu cartão de crédito foi confirmado.',
  'card.reason.not-a-credit-card':
    'Este é um cartão de débito ou pré-pago. Esses cartões podem pertencer a menores de 18 anos, então não confirmam sua idade: tente um cartão de crédito.',
  'card.reason.country-not-adult-only':
    'No país deste cartão, cartões de crédito podem ser emitidos para menores de 18 anos, então ele não confirma sua idade.',
  'card.reason.declined': 'O emissor do cartão recusou a verificação. Tente outro cartão.',
  'card.decline.insufficient-funds':
    'O emissor do cartão recusou a verificação por saldo insuficiente, embora nada seja cobrado. Tente outro cartão.',
  'card.decline.not-supported':
    'Este cartão não pode ser usado para esta verificação. Tente outro cartão.',
  'card.error.number':
    'O número do cartão está incompleto ou não é válido. Confira e tente de novo.',
  'card.error.expiry': 'A data de validade não é válida. Digite no formato MM/AA.',
  'card.error.expired': 'Este cartão está vencido. Use um cartão que ainda esteja válido.',
  'card.error.cvc':
    'O código de segurança não é válido: são os 3 dígitos no verso do cartão (4 na frente, no American Express).',
  'card.error.test-card-only':
    'O modo de teste aceita só os números de cartões de teste listados abaixo.',
  'card.error.processing':
    'Não foi possível verificar o cartão agora. Nada foi contabilizado: tente de novo daqui a pouco.',
  'card.error.unavailable':
    'A verificação do cartão não está respondendo agora. Nada foi contabilizado: tente de novo daqui a pouco ou escolha outro método.',
  'card.error.authentication':
    'Seu banco não confirmou a verificação. Tente de novo ou use outro cartão.',
  'card.error.incomplete': 'A verificação do cartão não foi concluída. Digite o cartão de novo.',
  'card.error.check-expired': 'Esta verificação do cartão expirou. Comece de novo.',
  'card.error.not-configured':
    'As verificações com cartão não estão disponíveis aqui. Escolha outro método.',
  'card.error.network': 'Não foi possível acessar o serviço. Confira sua conexão e tente de novo.',
  'card.error.generic':
    'Não foi possível verificar o cartão. Tente de novo ou escolha outro método.',
  cardStripeUnavailable: 'Não foi possível carregar o formulário do cartão. Escolha outro método.',
};
