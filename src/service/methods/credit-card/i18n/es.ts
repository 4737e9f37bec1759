/** Spanish text of the credit-card method (glossary: src/service/i18n/glossary/es.md). */
export const es = {
  'method.credit-card': 'Tarjeta de crédito',
  'describe.credit-card': 'Una tarjeta a tu nombre demuestra que tienes más de 18 años',
  cardStart: 'Comprobar una tarjeta de crédito',
  cardHelp:
    'El emisor de tu tarjeta la confirma con una comprobación de {amount}: no se cobra nada. Solo valen las tarjetas de crédito: las de débito y las prepago pueden ser de menores.',
  cardNumber: 'Número de tarjeta',
  cardExpiry: 'Caducidad (MM/AA)',
  cardCvc: 'Código de seguridad (CVC)',
  cardCheck: 'Comprobar la tarjeta',
  cardTestTitle:
    'Tarjetas de prueba (modo de prueba): cualquier fecha de caducidad futura y cualquier CVC. Una tarjeta que no puede demostrar una edad no gasta ningún intento.',
  cardTestNumber: 'Número de tarjeta',
  cardTestResult: 'Qué hace la comprobación',
  cardTestUse: 'Usar {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Una tarjeta de prueba: no se ha gastado ningún intento.',
  'card.funding.credit': 'tarjeta de crédito',
  'card.funding.debit': 'tarjeta de débito',
  'card.funding.prepaid': 'tarjeta prepago',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'confirma 18+',
  'card.test.not-a-credit-card': 'no concluyente: no es una tarjeta de crédito',
  'card.test.country-not-adult-only':
    'no concluyente: en este país se emiten tarjetas de crédito a menores',
  'card.test.declined': 'rechazada por el emisor',
  'card.test.insufficient-funds': 'rechazada: fondos insuficientes',
  'card.test.error': 'error del procesador: no cuenta nada',
  'card.reason.adult-credit-card': 'Tu tarjeta de crédito se ha confirmado.',
  'card.reason.not-a-credit-card':
    'Es una tarjeta de débito o prepago. Estas pueden ser de menores, así que no confirman tu edad: prueba con una tarjeta de crédito.',
  'card.reason.country-not-adult-only':
    'En el país de esta tarjeta se emiten tarjetas de crédito a menores, así que no confirma tu edad.',
  'card.reason.declined':
    'El emisor de tu tarjeta ha rechazado la comprobación. Prueba con otra tarjeta.',
  'card.decline.insufficient-funds':
    'El emisor de tu tarjeta ha rechazado la comprobación por fondos insuficientes, aunque no se cobra nada. Prueba con otra tarjeta.',
  'card.decline.not-supported':
    'Esta tarjeta no sirve para esta comprobación. Prueba con otra tarjeta.',
  'card.error.number':
    'El número de tarjeta está incompleto o no es válido. Revísalo e inténtalo de nuevo.',
  'card.error.expiry': 'La fecha de caducidad no es válida. Escríbela como MM/AA.',
  'card.error.expired': 'Esta tarjeta ha caducado. Usa una tarjeta vigente.',
  'card.error.cvc':
    'El código de seguridad no es válido: son los 3 dígitos del reverso de la tarjeta (4 en el anverso en American Express).',
  'card.error.test-card-only':
    'El modo de prueba solo acepta los números de tarjeta de prueba de abajo.',
  'card.error.processing':
    'No se ha podido comprobar la tarjeta ahora mismo. No ha contado nada: inténtalo de nuevo dentro de un momento.',
  'card.error.unavailable':
    'La comprobación de tarjetas no responde ahora mismo. No ha contado nada: inténtalo dentro de un momento o elige otro método.',
  'card.error.authentication':
    'Tu banco no ha confirmado la comprobación. Inténtalo de nuevo o usa otra tarjeta.',
  'card.error.incomplete':
    'La comprobación de la tarjeta no ha terminado. Vuelve a introducir la tarjeta.',
  'card.error.check-expired': 'Esta comprobación de tarjeta ha caducado. Empieza de nuevo.',
  'card.error.not-configured': 'Aquí no se pueden comprobar tarjetas. Elige otro método.',
  'card.error.network':
    'No se puede contactar con el servicio. Comprueba tu conexión e inténtalo de nuevo.',
  'card.error.generic':
    'No se ha podido comprobar la tarjeta. Inténtalo de nuevo o elige otro método.',
  cardStripeUnavailable: 'No se ha podido cargar el formulario de la tarjeta. Elige otro método.',
};
