import type { InteractionMessages } from './en';

/** Italian text of the OpenID age-key pages (glossary: src/service/i18n/glossary/it.md). */
export const it: InteractionMessages = {
  'use.title': 'Dimostra la tua età',
  'use.heading': 'Dimostra la tua età a {site}',
  'use.ask':
    '{site} chiede se hai {ages}. La tua chiave d’età risponde sì o no per ciascuna — mai la tua data di nascita, né nulla che ti identifichi.',
  'use.age': '{age} anni o più',
  'use.ofAge': 'la maggiore età',
  'use.go': 'Usa la tua chiave d’età',
  'use.decline': 'Torna indietro senza rispondere',
  'create.title': 'Salva una chiave d’età',
  'create.heading': 'Salva una chiave d’età',
  'create.offer':
    '{site} ha verificato che hai almeno {floor} anni. Salva una passkey su questo dispositivo come chiave d’età: altri siti potranno così verificare la tua età in un attimo, senza sapere chi sei. La tua data di nascita non viene conservata.',
  'create.go': 'Salva una chiave d’età',
  'create.decline': 'Non ora',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — chiave d’età',
  'script.waitingUse': 'In attesa della tua chiave d’età…',
  'script.waitingCreate': 'In attesa del tuo dispositivo…',
  'script.ended': 'Questa richiesta è terminata. Torna al sito.',
  'script.noKeyUsed': 'Non è stata usata nessuna chiave d’età. Riprova oppure torna indietro.',
  'script.noKeySaved': 'Non è stata salvata nessuna chiave d’età. Riprova oppure scegli Non ora.',
  'script.failed': 'Non ha funzionato. Riprova.',
  'script.wrong': 'Si è verificato un problema. Riprova.',
  'script.noWebAuthn':
    'Questo browser non può usare una chiave d’età. Torna indietro e prova con un altro dispositivo o browser.',
  'script.notAllowed': 'Questo sito non può salvare chiavi d’età. Torna al sito.',
  'refusal.unknown-key':
    'Questo servizio non conosce quella chiave d’età: forse è stata dimenticata. Torna indietro e verifica la tua età in un altro modo.',
  'refusal.revoked':
    'Quella chiave d’età è stata revocata. Torna indietro e verifica la tua età in un altro modo.',
  'refusal.user-verification':
    'Il dispositivo non ha confermato che sei tu (PIN, impronta digitale o volto). Riprova.',
  'refusal.challenge':
    'Ci è voluto troppo tempo, oppure la richiesta era già stata usata. Riprova.',
  'refusal.already-used':
    'Da questa verifica è già stata salvata una chiave d’età, oppure questa passkey lo è già. Torna al sito.',
  'expired.title': 'Questa richiesta è scaduta',
  'expired.body': 'Torna al sito e ricomincia.',
  'used.title': 'Già usato',
  'used.body': 'Da questa verifica è già stata salvata una chiave d’età. Torna al sito.',
};
