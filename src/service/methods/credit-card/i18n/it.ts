/** Italian text of the credit-card method (glossary: src/service/i18n/glossary/it.md). */
export const it = {
  'method.credit-card': 'Carta di credito',
  'describe.credit-card': 'Una carta intestata a te dimostra che hai più di 18 anni',
  cardStart: 'Verifica una carta di credito',
  cardHelp:
    'L’emittente della carta la conferma con una verifica di {amount}: non viene addebitato nulla. Valgono solo le carte di credito: le carte di debito e prepagate possono appartenere a minori di 18 anni.',
  cardNumber: 'Numero della carta',
  cardExpiry: 'Scadenza (MM/AA)',
  cardCvc: 'Codice di sicurezza (CVC)',
  cardCheck: 'Verifica la carta',
  cardTestTitle:
    'Carte di prova (modalità test): qualsiasi scadenza futura, qualsiasi CVC. Una carta che non può dimostrare un’età non consuma tentativi.',
  cardTestNumber: 'Numero della carta',
  cardTestResult: 'Esito della verifica',
  cardTestUse: 'Usa {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Carta di prova: non è stato usato nessun tentativo.',
  'card.funding.credit': 'carta di credito',
  'card.funding.debit': 'carta di debito',
  'card.funding.prepaid': 'carta prepagata',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'conferma 18+',
  'card.test.not-a-credit-card': 'non conclusivo: non è una carta di credito',
  'card.test.country-not-adult-only':
    'non conclusivo: in questo paese le carte di credito possono essere emesse a minori di 18 anni',
  'card.test.declined': 'rifiutata dall’emittente',
  'card.test.insufficient-funds': 'rifiutata: fondi insufficienti',
  'card.test.error': 'errore del gestore dei pagamenti: non viene conteggiato nulla',
  'card.reason.adult-credit-card': 'La tua carta di credito è stata confermata.',
  'card.reason.not-a-credit-card':
    'Questa è una carta di debito o prepagata. Queste carte possono appartenere a minori di 18 anni, quindi non conferma la tua età: prova con una carta di credito.',
  'card.reason.country-not-adult-only':
    'Nel paese di questa carta le carte di credito possono essere emesse a minori di 18 anni, quindi non conferma la tua età.',
  'card.reason.declined':
    'L’emittente della carta ha rifiutato la verifica. Prova con un’altra carta.',
  'card.decline.insufficient-funds':
    'L’emittente della carta ha rifiutato la verifica per fondi insufficienti, anche se non viene addebitato nulla. Prova con un’altra carta.',
  'card.decline.not-supported':
    'Questa carta non può essere usata per questa verifica. Prova con un’altra carta.',
  'card.error.number': 'Il numero della carta è incompleto o non valido. Controllalo e riprova.',
  'card.error.expiry': 'La data di scadenza non è valida. Inseriscila nel formato MM/AA.',
  'card.error.expired': 'Questa carta è scaduta. Usa una carta ancora valida.',
  'card.error.cvc':
    'Il codice di sicurezza non è valido: sono le 3 cifre sul retro della carta (4 sul fronte per American Express).',
  'card.error.test-card-only':
    'In modalità test valgono solo i numeri delle carte di prova elencati sotto.',
  'card.error.processing':
    'Al momento non è stato possibile verificare la carta. Non è stato conteggiato nulla: riprova tra poco.',
  'card.error.unavailable':
    'La verifica della carta al momento non risponde. Non è stato conteggiato nulla: riprova tra poco oppure scegli un altro metodo.',
  'card.error.authentication':
    'La tua banca non ha confermato la verifica. Riprova oppure usa un’altra carta.',
  'card.error.incomplete':
    'La verifica della carta non è stata completata. Inserisci di nuovo la carta.',
  'card.error.check-expired': 'Questa verifica della carta è scaduta. Ricomincia.',
  'card.error.not-configured':
    'Qui le verifiche con carta non sono disponibili. Scegli un altro metodo.',
  'card.error.network': 'Il servizio non è raggiungibile. Controlla la connessione e riprova.',
  'card.error.generic':
    'Non è stato possibile verificare la carta. Riprova oppure scegli un altro metodo.',
  cardStripeUnavailable:
    'Non è stato possibile caricare il modulo della carta. Scegli un altro metodo.',
};
