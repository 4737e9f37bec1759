/** European Portuguese text of the credit-card method (glossary: src/service/i18n/glossary/pt.md). */
export const pt = {
  'method.credit-card': 'Cartão de crédito',
  'describe.credit-card': 'Um cartão em seu nome mostra que tem mais de 18 anos',
  cardStart: 'Verificar um cartão de crédito',
  cardHelp:
    'O emissor do cartão confirma-o com uma verificação de {amount}: nada é cobrado. Só contam cartões de crédito: os cartões de débito e pré-pagos podem pertencer a menores de 18 anos.',
  cardNumber: 'Número do cartão',
  cardExpiry: 'Validade (MM/AA)',
  cardCvc: 'Código de segurança (CVC)',
  cardCheck: 'Verificar o cartão',
  cardTestTitle:
    'Cartões de teste (modo de teste): qualquer data de validade futura, qualquer CVC. Um cartão que não consegue provar uma idade não gasta nenhuma tentativa.',
  cardTestNumber: 'Número do cartão',
  cardTestResult: 'O que a verificação faz',
  cardTestUse: 'Usar {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Um cartão de teste: não foi gasta nenhuma tentativa.',
  'card.funding.credit': 'cartão de crédito',
  'card.funding.debit': 'cartão de débito',
  'card.funding.prepaid': 'cartão pré-pago',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'confirma 18+',
  'card.test.not-a-credit-card': 'inconclusivo: não é um cartão de crédito',
  'card.test.country-not-adult-only':
    'inconclusivo: neste país, os cartões de crédito podem ser emitidos a menores de 18 anos',
  'card.test.declined': 'recusado pelo emissor',
  'card.test.insufficient-funds': 'recusado: saldo insuficiente',
  'card.test.error': 'erro do processador: nada é contabilizado',
  'card.reason.adult-credit-card': 'O seu cartão de crédito foi confirmado.',
  'card.reason.not-a-credit-card':
    'Este é um cartão de débito ou pré-pago. Estes podem pertencer a menores de 18 anos, por isso não confirmam a sua idade: experimente um cartão de crédito.',
  'card.reason.country-not-adult-only':
    'No país deste cartão, os cartões de crédito podem ser emitidos a menores de 18 anos, por isso ele não confirma a sua idade.',
  'card.reason.declined': 'O emissor do cartão recusou a verificação. Experimente outro cartão.',
  'card.decline.insufficient-funds':
    'O emissor do cartão recusou a verificação por saldo insuficiente, embora nada seja cobrado. Experimente outro cartão.',
  'card.decline.not-supported':
    'Este cartão não pode ser usado para esta verificação. Experimente outro cartão.',
  'card.error.number':
    'O número do cartão está incompleto ou não é válido. Verifique-o e tente novamente.',
  'card.error.expiry': 'A data de validade não é válida. Introduza-a no formato MM/AA.',
  'card.error.expired': 'Este cartão expirou. Use um cartão que ainda esteja válido.',
  'card.error.cvc':
    'O código de segurança não é válido: são os 3 dígitos no verso do cartão (4 na frente, no caso do American Express).',
  'card.error.test-card-only':
    'O modo de teste só aceita os números de cartões de teste indicados abaixo.',
  'card.error.processing':
    'Não foi possível verificar o cartão neste momento. Nada foi contabilizado: tente novamente daqui a pouco.',
  'card.error.unavailable':
    'A verificação do cartão não está a responder neste momento. Nada foi contabilizado: tente novamente daqui a pouco ou escolha outro método.',
  'card.error.authentication':
    'O seu banco não confirmou a verificação. Tente novamente ou use outro cartão.',
  'card.error.incomplete':
    'A verificação do cartão não foi concluída. Introduza novamente o cartão.',
  'card.error.check-expired': 'Esta verificação do cartão expirou. Comece novamente.',
  'card.error.not-configured':
    'As verificações com cartão não estão disponíveis aqui. Escolha outro método.',
  'card.error.network':
    'Não foi possível contactar o serviço. Verifique a sua ligação e tente novamente.',
  'card.error.generic':
    'Não foi possível verificar o cartão. Tente novamente ou escolha outro método.',
  cardStripeUnavailable: 'Não foi possível carregar o formulário do cartão. Escolha outro método.',
};
