import type { en } from './en';

/** Romanian widget text (glossary: src/service/i18n/glossary/ro.md). */
export const ro: typeof en = {
  title: 'Verificarea vârstei',
  testModeBar: 'MOD DE TEST — rezultatele contează doar ca teste',
  stepOf: 'Pasul {n} din 3 — {label}',
  stepLabelChoose: 'Alegerea metodei',
  stepLabelVerify: 'Dovada vârstei',
  stepChoose: 'Alegeți cum vă dovediți vârsta',
  stepResult: 'Rezultat',
  language: 'Limbă',
  intro: '{site} vă cere să vă confirmați vârsta.',
  nextChoose: 'În continuare, vă dovediți vârsta cu metoda aleasă. {site} află doar rezultatul.',
  nextVerify: 'În continuare, vedeți rezultatul, iar {site} este informat.',
  checking: 'Verificăm ce acceptă acest browser…',
  attemptsLeft:
    '{n, plural, =0 {Nu mai aveți nicio încercare} one {Mai aveți # încercare} few {Mai aveți # încercări} other {Mai aveți # de încercări}}',
  noMethodsLive:
    'Acest serviciu nu oferă încă nicio metodă de verificare, așa că vârsta dvs. nu poate fi verificată aici. Reveniți pe {site} și anunțați-i.',
  noMethodsDevice:
    'Niciuna dintre metodele disponibile nu funcționează în acest browser sau în această aplicație. Deschideți linkul în browserul obișnuit sau continuați pe telefon.',
  back: 'Alegeți altă metodă',
  simTitle: 'Simulați un rezultat',
  simHelp: 'Alegeți ce trebuie să constate verificarea „{method}”.',
  'outcome.adult': 'Adult (30 de ani)',
  'outcome.teen': 'Adolescent (16 ani)',
  'outcome.child': 'Copil (10 ani)',
  'outcome.inconclusive': 'Neconcludent (niciun indiciu de vârstă)',
  'outcome.fraudulent': 'Fraudulos (falsificare detectată)',
  'outcome.custom': 'Vârstă la alegere',
  customAge: 'Vârsta în ani',
  customAgeInvalid: 'Introduceți un număr întreg de ani, între 0 și 120.',
  walletKind: 'Portofel',
  'wallet.eudi-wallet': 'Portofelul european pentru identitatea digitală',
  'wallet.apple-wallet': 'Apple Wallet (act de identitate)',
  'wallet.google-wallet': 'Google Wallet (act de identitate)',
  submit: 'Trimiteți rezultatul simulat',
  working: 'Se verifică…',
  inconclusive:
    'Vârsta dvs. nu a putut fi stabilită cu „{method}”. Încercați din nou ({n, plural, one {mai aveți # încercare} few {mai aveți # încercări} other {mai aveți # de încercări}}) sau alegeți altă metodă.',
  methodExhausted: 'Ați folosit toate încercările cu „{method}”. Alegeți altă metodă.',
  errorNetwork:
    'Serviciul de verificare nu poate fi accesat. Verificați conexiunea și încercați din nou.',
  errorGeneric: 'Nu a funcționat: {detail}. Încercați din nou sau alegeți altă metodă.',
  loadFailed: 'Acest pas nu a putut fi încărcat. Verificați conexiunea și reîncărcați pagina.',
  pass: 'Vârsta dvs. este confirmată',
  passDetail: '{site} a fost informat că îndepliniți condiția de vârstă.',
  fail: 'Vârsta dvs. nu a putut fi confirmată',
  'failure.age-criteria-not-met': 'Nu îndepliniți condiția de vârstă cerută de {site}.',
  'failure.max-attempts-exceeded': 'Toate încercările au fost folosite fără rezultat.',
  'failure.fraudulent-activity-detected':
    'Verificarea a fost oprită pentru că ceva nu părea în regulă.',
  done: 'Gata',
  redirecting: 'Vă întoarcem la {site}…',
  redirectingAfterOffer:
    'Vă întoarcem la {site} în câteva secunde, dacă nu salvați mai întâi o cheie de vârstă.',
  continueLink: 'Continuați la {site}',
  closeWindow: 'Acum puteți închide această fereastră.',
  handoffDone: 'Gata. Puteți continua pe computer.',
  phoneToggle: 'Continuați pe telefon',
  phoneHelp:
    'Scanați acest cod cu camera telefonului și terminați acolo. Pagina se actualizează singură.',
  qrAlt: 'Cod QR care deschide această verificare a vârstei pe telefonul dvs.',
  phoneLink: 'Sau deschideți acest link pe telefonul dvs.:',
  expiredTitle: 'Acest link a expirat',
  expiredBody:
    'Linkurile pentru verificarea vârstei sunt valabile 14 zile. Reveniți pe site-ul de unde ați venit și reluați verificarea.',
  finishedTitle: 'Această verificare a vârstei s-a încheiat',
  finishedBody:
    'Are deja un rezultat, așa că linkul nu o mai deschide. Reveniți pe site-ul de unde ați venit; dacă vă cere în continuare vârsta, reluați verificarea acolo.',
  invalidTitle: 'Acest link nu funcționează',
  invalidBody:
    'Linkul este incomplet sau a fost modificat. Reveniți pe site-ul de unde ați venit și reluați verificarea.',
  frameNotAllowed:
    'Această verificare a vârstei este afișată pe un site care nu este autorizat să o afișeze. Deschideți verificarea direct din magazin.',
};
