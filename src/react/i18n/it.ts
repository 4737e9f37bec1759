import type { AgeGateLabels } from '../age-gate-props';

/** Italian text of the <AgeGate> card (glossary: src/service/i18n/glossary/it.md). */
export const it: AgeGateLabels = {
  heading: 'Verifica la tua età',
  intro: 'Per vedere questa pagina devi avere la maggiore età. Verifica la tua età per continuare.',
  how: 'Circa un minuto, con il metodo che scegli: un selfie, un documento d’identità, un portafoglio digitale, una chiave d’età…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} riceve solo il risultato, mai il tuo nome, le tue foto o i tuoi documenti. Le immagini non vengono conservate.',
  keptUnnamed:
    'Questo sito riceve solo il risultato, mai il tuo nome, le tue foto o i tuoi documenti. Le immagini non vengono conservate.',
  ageKey: 'Poi salva una chiave d’età su questo dispositivo: la prossima volta basta un tocco.',
  start: 'Verifica la mia età',
  checking: 'Controllo della verifica dell’età…',
  creating: 'Avvio della verifica…',
  confirming: 'Conferma del risultato…',
  verified: 'La tua età è verificata.',
  failed: 'Non siamo riusciti a verificare la tua età.',
  pending: 'La tua verifica non è ancora conclusa.',
  checkAgain: 'Controlla di nuovo',
  error: 'Si è verificato un problema con la verifica. Riprova.',
  mismatch: 'Quella verifica è stata avviata in un altro browser. Ricomincia qui.',
  cancelled: 'Verifica annullata.',
  retry: 'Riprova',
  close: 'Chiudi',
  topLevel: 'Problemi? Continua in questa finestra',
  unresponsive: 'Non è stato possibile mostrare la verifica qui. Continua in questa finestra.',
  title: 'Verifica dell’età',
  'failure.age-criteria-not-met': 'La verifica non ha dimostrato che hai l’età richiesta.',
  'failure.max-attempts-exceeded': 'La verifica si è conclusa dopo troppi tentativi non riusciti.',
  'failure.fraudulent-activity-detected': 'La verifica non è stata accettata.',
  'failure.criteria-not-met': 'La verifica non soddisfa il requisito d’età di questa pagina.',
  'failure.revoked': 'La verifica è stata revocata.',
  unreachable: 'La verifica dell’età non è raggiungibile. Controlla la connessione e riprova.',
};
