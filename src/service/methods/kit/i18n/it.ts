import type { en } from './en';

/** Italian widget text (glossary: src/service/i18n/glossary/it.md). */
export const it: typeof en = {
  title: 'Verifica dell’età',
  testModeBar: 'MODALITÀ TEST — i risultati valgono solo come prova',
  stepOf: 'Passo {n} di 3 — {label}',
  stepLabelChoose: 'Scegli un metodo',
  stepLabelVerify: 'Dimostra la tua età',
  stepChoose: 'Scegli come dimostrare la tua età',
  stepResult: 'Risultato',
  language: 'Lingua',
  intro: '{site} ti chiede di confermare la tua età.',
  nextChoose: 'Poi dimostri la tua età con il metodo che scegli. {site} riceve solo il risultato.',
  nextVerify: 'Poi vedi il risultato, e {site} ne viene informato.',
  checking: 'Verifichiamo cosa supporta questo browser…',
  attemptsLeft:
    '{n, plural, =0 {Nessun tentativo rimasto} one {Ti resta # tentativo} many {Ti restano # tentativi} other {Ti restano # tentativi}}',
  noMethodsLive:
    'Questo servizio non offre ancora alcun metodo di verifica, quindi qui non è possibile verificare la tua età. Torna su {site} e segnalalo.',
  noMethodsDevice:
    'Nessuno dei metodi disponibili funziona in questo browser o in questa app. Apri questo link nel tuo browser abituale oppure continua sul telefono.',
  back: 'Scegli un altro metodo',
  simTitle: 'Simula un esito',
  simHelp: 'Scegli cosa deve rilevare la verifica «{method}».',
  'outcome.adult': 'Adulto (30 anni)',
  'outcome.teen': 'Adolescente (16 anni)',
  'outcome.child': 'Bambino (10 anni)',
  'outcome.inconclusive': 'Non conclusivo (nessun indizio sull’età)',
  'outcome.fraudulent': 'Fraudolento (falsificazione rilevata)',
  'outcome.custom': 'Età a scelta',
  customAge: 'Età in anni',
  customAgeInvalid: 'Inserisci un numero intero di anni da 0 a 120.',
  walletKind: 'Portafoglio',
  'wallet.eudi-wallet': 'Portafoglio europeo di identità digitale',
  'wallet.apple-wallet': 'Apple Wallet (documento d’identità)',
  'wallet.google-wallet': 'Google Wallet (documento d’identità)',
  submit: 'Invia il risultato simulato',
  working: 'Verifica in corso…',
  inconclusive:
    'Non è stato possibile determinare la tua età con «{method}». Riprova ({n, plural, one {ti resta # tentativo} many {ti restano # tentativi} other {ti restano # tentativi}}) oppure scegli un altro metodo.',
  methodExhausted: 'Hai usato tutti i tentativi con «{method}». Scegli un altro metodo.',
  errorNetwork: 'Il servizio di verifica non è raggiungibile. Controlla la connessione e riprova.',
  errorGeneric: 'Non ha funzionato: {detail}. Riprova oppure scegli un altro metodo.',
  loadFailed:
    'Non è stato possibile caricare questo passo. Controlla la connessione e ricarica la pagina.',
  pass: 'La tua età è confermata',
  passDetail: '{site} è stato informato che hai l’età richiesta.',
  fail: 'Non è stato possibile confermare la tua età',
  'failure.age-criteria-not-met': 'Non hai l’età richiesta da {site}.',
  'failure.max-attempts-exceeded': 'Tutti i tentativi sono stati usati senza risultato.',
  'failure.fraudulent-activity-detected':
    'La verifica è stata interrotta perché qualcosa non sembrava regolare.',
  done: 'Fatto',
  redirecting: 'Ti riportiamo su {site}…',
  redirectingAfterOffer:
    'Tra pochi secondi ti riportiamo su {site}, a meno che tu non salvi prima una chiave d’età.',
  continueLink: 'Continua su {site}',
  closeWindow: 'Ora puoi chiudere questa finestra.',
  handoffDone: 'Fatto. Puoi continuare sul computer.',
  phoneToggle: 'Continua sul telefono',
  phoneHelp:
    'Inquadra questo codice con la fotocamera del telefono e concludi lì. Questa pagina si aggiorna da sola.',
  qrAlt: 'Codice QR che apre questa verifica dell’età sul tuo telefono',
  phoneLink: 'Oppure apri questo link sul tuo telefono:',
  expiredTitle: 'Questo link è scaduto',
  expiredBody:
    'I link per la verifica dell’età sono validi 14 giorni. Torna al sito da cui provieni e ricomincia la verifica.',
  finishedTitle: 'Questa verifica dell’età è conclusa',
  finishedBody:
    'Ha già un risultato, quindi questo link non la apre più. Torna al sito da cui provieni; se ti chiede ancora l’età, ricomincia lì la verifica.',
  invalidTitle: 'Questo link non funziona',
  invalidBody:
    'Il link è incompleto o è stato modificato. Torna al sito da cui provieni e ricomincia la verifica.',
  frameNotAllowed:
    'Questa verifica dell’età è mostrata in un sito non autorizzato a farlo. Aprila direttamente dal negozio.',
};
