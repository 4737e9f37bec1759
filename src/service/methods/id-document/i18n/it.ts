/** Italian text of the id-document method (glossary: src/service/i18n/glossary/it.md). */
export const it = {
  'method.id-document': 'Documento d’identità',
  'describe.id-document': 'Fotografa un passaporto, una carta d’identità o una patente',
  'id.intro':
    'Fotografa il lato con i dati a lettura ottica: il codice a barre sul retro di una patente statunitense o canadese, oppure le due o tre righe di testo con <<< su un passaporto o una carta d’identità.',
  'id.camera': 'Usa la fotocamera',
  'id.upload': 'Carica una foto',
  'id.take': 'Scatta la foto',
  'id.cancel': 'Annulla',
  'id.guide':
    'Inquadra il codice a barre o le righe <<< nella cornice, resta immobile, evita i riflessi.',
  'id.reading': 'Lettura del documento…',
  'id.cameraDenied': 'Qui la fotocamera non è disponibile. Carica invece una foto.',
  'id.heic':
    'Questa foto è in formato HEIC, che non può essere letto. Scatta la foto da questa pagina oppure salvala in formato JPEG.',
  'id.tooLarge':
    'Questa foto è troppo grande. Scattala di nuovo o caricane una più piccola (meno di 10 MB).',
  'id.retake': 'Non siamo riusciti a leggere il documento. {hint} Riprova.',
  'id.hint.blur': 'La foto è sfocata: resta immobile e lascia che la fotocamera metta a fuoco.',
  'id.hint.glare': 'La luce si riflette sul documento: inclinalo un po’.',
  'id.hint.too-small': 'Il documento è troppo piccolo nella foto: avvicinati.',
  'id.hint.too-dark': 'La foto è troppo scura: spostati in un luogo più luminoso.',
  'id.hint.not-found':
    'Non abbiamo trovato né codice a barre né righe <<<: fotografa il lato giusto.',
  'id.hint.not-an-id': 'Quel codice a barre non appartiene a una patente o a una carta d’identità.',
  'id.hint.check-digits': 'Le righe <<< non risultano corrette: fotografale nitide e per intero.',
  'id.expired': 'Questo documento è scaduto. Usa un documento valido.',
  'id.specimenRefused':
    'Questo è un documento fac-simile, creato per provare il servizio: non dimostra l’età di nessuno. Usa il tuo documento.',
  'id.phone':
    'Qui non c’è una fotocamera? Inquadra questo codice con il telefono per continuare lì.',
  'id.privacy':
    'La foto viene letta sul nostro server ed eliminata subito; non viene mai conservata.',
  'id.specimens':
    'Documenti fac-simile (modalità test): scaricane uno e caricalo qui sopra, oppure mostralo e fotografa lo schermo con il telefono.',
  'id.show': 'Mostra',
  'id.specimen.adult-licence': 'Patente di un maggiorenne',
  'id.specimen.minor-licence': 'Patente di un minorenne',
  'id.specimen.adult-licence-front': 'Patente di un maggiorenne, fronte (con foto)',
  'id.specimen.minor-licence-front': 'Patente di un minorenne, fronte (con foto)',
  'id.specimen.adult-passport': 'Passaporto di un maggiorenne',
  'id.front.intro':
    'Retro letto. Ora il fronte, con la tua foto: fotografa per intero il lato che mostra la tua foto, la data di nascita e il numero del documento.',
  'id.front.guide': 'Inquadra tutto il fronte nella cornice, resta immobile, evita i riflessi.',
  'id.front.reading': 'Lettura del fronte…',
  'id.front.notRead':
    'Non è stato possibile leggere il testo stampato sul fronte. Fotografa tutto il fronte, nitido e senza riflessi.',
  'id.front.noPortrait':
    'Su questo lato non è stata trovata nessuna foto: fotografa il fronte della carta, il lato con la tua foto.',
  'id.front.mismatch':
    'Il fronte non appartiene allo stesso documento del retro: la data di nascita o il numero del documento sono diversi. Fotografa entrambi i lati dello stesso documento.',
  'id.front.expired': 'È passato troppo tempo: fotografa di nuovo il retro.',
  'id.front.restart': 'Ricomincia dal retro',
  'id.hint.number-not-read':
    'Non è stato possibile leggere il numero del documento sul fronte: fotografalo nitido e per intero.',
  'id.selfie.intro':
    'Documento letto. Ora un selfie dal vivo: confrontiamo il tuo volto con la foto sul documento. Non viene conservato nulla.',
  'id.selfie.mismatch': 'Il selfie non corrisponde alla foto sul documento.',
  'id.selfie.again': 'Fotografa di nuovo il documento, poi scatta il selfie.',
  'id.noPortrait':
    'Questo servizio confronta la foto sul documento con un selfie, ma non è stata trovata nessuna foto: fotografa la pagina o il lato che mostra sia la foto del titolare sia il codice a barre o le righe <<<.',
};
