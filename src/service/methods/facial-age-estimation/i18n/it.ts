/** Italian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/it.md). */
export const it = {
  'method.facial-age-estimation': 'Stima dell’età dal volto',
  'describe.facial-age-estimation':
    'La fotocamera stima la tua età; nessuna immagine viene conservata',
  'face.intro':
    'La fotocamera scatta alcune immagini mentre giri la testa. Vengono analizzate sul nostro server ed eliminate subito; nessuna immagine viene conservata.',
  'face.useCamera': 'Usa la mia fotocamera',
  'face.useCameraTest': 'Usa la mia fotocamera (stima reale)',
  'face.opening': 'Apertura della fotocamera…',
  'face.preview': 'Anteprima della fotocamera: posiziona il volto dentro l’ovale',
  'face.ready': 'Posiziona il volto dentro l’ovale, poi premi Avvia.',
  'face.start': 'Avvia',
  'face.cancel': 'Spegni la fotocamera',
  'face.hint.too-dark': 'C’è troppo buio: mettiti di fronte a una finestra o accendi una luce.',
  'face.hint.hold-still': 'Non muoverti per un attimo.',
  'face.hint.no-face': 'Non vediamo nessun volto: posiziona il volto dentro l’ovale.',
  'face.hint.too-far': 'Avvicinati un po’, in modo che il volto riempia l’ovale.',
  'face.hint.several-faces': 'Nell’immagine deve esserci una sola persona.',
  'face.prompt.look': 'Guarda dritto verso la fotocamera.',
  'face.prompt.left': 'Gira lentamente la testa verso sinistra.',
  'face.prompt.right': 'Ora gira lentamente la testa verso destra.',
  'face.prompt.still': 'Guarda la fotocamera e non muoverti.',
  'face.finding': 'Ricerca del volto…',
  'face.sending': 'Verifica in corso…',
  'face.liveness.no-turn':
    'Non abbiamo visto la testa girare come richiesto. Riprova seguendo le indicazioni.',
  'face.liveness.frames-repeated':
    'Queste immagini non sembrano provenire da una fotocamera dal vivo. Usa la tua fotocamera, non una foto o un video.',
  'face.liveness.spoof-scores':
    'Queste immagini non sembrano provenire da una fotocamera dal vivo. Usa la tua fotocamera, non una foto o un video.',
  'face.livenessOff':
    'Modalità test: il controllo di vitalità è disattivato per questo prodotto, quindi una foto verrebbe accettata. Le verifiche reali controllano sempre la vitalità.',
  'face.error.denied':
    'L’accesso alla fotocamera è stato negato. Consenti la fotocamera nelle impostazioni del browser e riprova, oppure scegli un altro modo.',
  'face.error.no-camera': 'Su questo dispositivo non è stata trovata nessuna fotocamera.',
  'face.error.busy': 'La fotocamera è usata da un’altra app. Chiudila e riprova.',
  'face.error.unsupported': 'Questo browser non può usare la fotocamera qui.',
  'face.error.other': 'Non è stato possibile avviare la fotocamera.',
  'face.tryAgain': 'Riprova',
  'face.other': 'Scegli un altro modo',
  'face.handoff': 'Oppure continua sul telefono: inquadra questo codice con la sua fotocamera.',
  'face.qrAlt': 'Codice QR per continuare sul telefono',
};
