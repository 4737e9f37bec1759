/** Italian text of the bank-app method (glossary: src/service/i18n/glossary/it.md). */
export const it = {
  'method.bank-app': 'App della banca',
  'describe.bank-app': 'Conferma la tua età nell’app della tua banca',
  bankHelp:
    'La tua banca conferma la tua età in base ai suoi dati. Sul telefono si apre l’app della banca; poi torni a questo servizio nel browser.',
  bankContinue: 'Continua con {name}',
  bankNone: 'Nessuna banca è disponibile per questa verifica.',
  bankNotHere:
    'La tua banca non può essere aperta da questa app. Apri questa pagina nel browser oppure scegli un altro metodo.',
  bankTitle: 'Conferma della banca',
  bankLinkUsed: 'Questo link è già stato usato o è scaduto. Torna al sito e ricomincia.',
  bankGone: 'Questa banca non è più disponibile. Torna indietro e scegli un altro metodo.',
  bankDeclined:
    'Hai rifiutato presso la tua banca, quindi non è stato condiviso nulla. Torna indietro per scegliere un altro metodo.',
  bankRefused: 'La tua banca non ha confermato questo accesso. Torna indietro e riprova.',
  bankInvalid:
    'Non è stato possibile verificare la risposta della tua banca. Torna indietro e riprova.',
  bankUnreachable: 'La tua banca non è raggiungibile. Torna indietro e riprova tra poco.',
  bankNoAge:
    'La tua banca non ha condiviso la tua età. Torna indietro per scegliere un altro metodo.',
  bankBack: 'Torna alla verifica',
  bankWaitTab:
    'Completa l’operazione con la tua banca nella nuova scheda. Questa pagina si aggiorna da sola.',
  'bankOutcome.declined': 'Hai rifiutato presso la tua banca, quindi non è stato condiviso nulla.',
  'bankOutcome.refused': 'La tua banca non ha confermato l’accesso.',
  'bankOutcome.failed': 'Non è stato possibile usare la risposta della tua banca.',
  'bankOutcome.no-age': 'La tua banca non ha condiviso la tua età.',
  bankTryAgain: 'Riprova oppure scegli un altro metodo.',
  bankTabResult: 'Puoi chiudere questa scheda. La scheda da cui provieni mostra il risultato.',
  bankTabBack: 'Puoi chiudere questa scheda. Continua nella scheda da cui provieni.',
};
