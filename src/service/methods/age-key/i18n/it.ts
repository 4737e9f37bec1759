/** Italian text of the age-key method (glossary: src/service/i18n/glossary/it.md). */

/** Its name and description in the method picker. */
export const it = {
  'method.age-key': 'Chiave d’età',
  'describe.age-key': 'Usa una passkey che dimostra già la tua età',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const itCeremony = {
  use: 'Usa la tua chiave d’età',
  useHelp:
    'Il dispositivo ti chiede di sbloccare la passkey che contiene la prova della tua età. Nient’altro viene condiviso.',
  noKey:
    'Non hai ancora una chiave d’età? Scegli prima un altro metodo; dopo potrai salvare una chiave d’età per la prossima volta.',
  upgrade:
    'La tua chiave d’età dimostra {n}+, che qui non basta. Verifica la tua età con un altro metodo, poi aggiorna la chiave d’età.',
  upgradeMethod:
    'La prova contenuta nella tua chiave d’età qui non è accettata. Verifica la tua età con un altro metodo, poi aggiorna la chiave d’età.',
  upgradeTest:
    'La tua chiave d’età è stata creata in modalità test e non vale per una verifica reale. Verifica la tua età con un altro metodo, poi aggiorna la chiave d’età.',
  declined: 'Non è stata usata nessuna chiave d’età. Riprova oppure scegli un altro metodo.',
  'refused.counter':
    'Questa chiave d’età sembra copiata da un altro dispositivo ed è stata rifiutata. Scegli un altro metodo.',
  'refused.user-verification':
    'Il dispositivo non ha confermato che sei tu (PIN o biometria). Riprova con la verifica attiva.',
  'refused.revoked': 'Questa chiave d’età è stata revocata. Scegli un altro metodo.',
  'refused.unknown-key': 'Questa chiave d’età qui non è conosciuta (forse è stata dimenticata).',
  refused:
    'Non è stato possibile verificare la chiave d’età. Riprova oppure scegli un altro metodo.',
  error: 'Non ha funzionato: {detail}.',
  working: 'In attesa del tuo dispositivo…',
  saveTitle: 'Salva una chiave d’età',
  saveHelp:
    'La prossima volta dimostrerai la tua età con un tocco, su qualsiasi sito che usa questo servizio. La passkey contiene solo la prova della tua età, mai il tuo nome.',
  saveButton: 'Salva una chiave d’età',
  saved: 'Chiave d’età salvata. La prossima volta scegli «Chiave d’età».',
  updateTitle: 'Aggiorna la tua chiave d’età',
  updateHelp:
    'Inserisci questa nuova prova dell’età nella tua chiave d’età, così qui funzionerà la prossima volta.',
  updateButton: 'Aggiorna la mia chiave d’età',
  updated: 'Chiave d’età aggiornata: ora dimostra {n}+.',
  savedTest: 'Questa è una chiave di prova: funziona solo in modalità test.',
  openWindow: 'Apri una finestra per salvare la chiave d’età',
  windowHelp:
    'Il tuo browser non consente di salvare una passkey all’interno di questo sito. Usa invece una piccola finestra.',
  forget: 'Dimentica la mia chiave d’età',
  forgotten:
    'La tua chiave d’età è stata eliminata dal servizio. Puoi anche rimuovere la passkey dal tuo dispositivo.',
};
