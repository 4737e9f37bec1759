/** Italian text of the digital-wallet method (glossary: src/service/i18n/glossary/it.md). */
export const it = {
  'method.digital-wallet': 'Portafoglio digitale',
  'describe.digital-wallet': 'Condividi solo una prova dell’età dal tuo portafoglio digitale',
  walletIntro:
    'Il tuo portafoglio condivide una sola cosa: che hai l’età richiesta. Nessun nome, nessuna data di nascita.',
  walletThisDevice: 'Usa un portafoglio su questo dispositivo',
  walletOtherDevice: 'Usa un portafoglio sul telefono',
  walletScan: 'Inquadra questo codice con l’app del portafoglio, oppure aprilo su questo telefono:',
  walletQrAlt: 'Codice QR per la tua app portafoglio',
  walletScanInstead:
    'Il browser non apre nessuna finestra? Inquadra invece il codice con il telefono:',
  walletOpenApp: 'Apri l’app del portafoglio',
  walletAvScan: 'Usi l’app europea di verifica dell’età? Scansiona questo codice con l’app:',
  walletAvQrAlt: 'Codice QR per l’app UE di verifica dell’età',
  walletOpenAvApp: 'Apri l’app di verifica dell’età',
  walletWaiting: 'In attesa del tuo portafoglio…',
  walletTestWallet: 'Apri il portafoglio di prova (modalità test)',
  walletNoWallet:
    'Nessun portafoglio su questo dispositivo contiene una credenziale con la tua età. Prova con il telefono.',
  walletDeclined: 'Hai rifiutato nel portafoglio. Non è stato condiviso nulla.',
  walletNotShared:
    'Il tuo portafoglio non ha potuto rispondere a questa richiesta, quindi non è stato condiviso nulla. Riprova oppure scegli un altro metodo.',
  walletThisDeviceWaiting:
    'In attesa di un portafoglio su questo dispositivo. Scegline uno nella finestra mostrata dal browser.',
  walletCancel: 'Annulla',
  walletCancelled: 'Annullato. Non è stato condiviso nulla.',
  walletTimeout:
    'Nessun portafoglio su questo dispositivo ha risposto. Usa invece un portafoglio sul telefono: inquadra il codice qui sotto.',
  walletUnsupported:
    'Questo browser non può interrogare direttamente un portafoglio. Usa un portafoglio sul telefono con il codice qui sotto.',
  walletRefused:
    'Non è stato possibile accettare la risposta del portafoglio ({reason}). Riprova oppure scegli un altro metodo.',
  walletExpired: 'Questa richiesta è scaduta. Ricomincia.',
};
