import type { TestPagesMessages } from './en';

/** Romanian text of the test bank's and test wallet's pages (glossary: src/service/i18n/glossary/ro.md). */
export const ro: TestPagesMessages = {
  'bank.bar': 'BANCA DE TEST — doar mod de test, fără conturi reale',
  'bank.signIn': 'Conectați-vă la Banca de test',
  'bank.chooseHolder': 'Alegeți un titular de cont de test.',
  'bank.share': 'Partajați cu acest site?',
  'bank.asks': '{client} cere Băncii de test să partajeze:',
  'bank.ask.birthdate': 'data dvs. de naștere',
  'bank.ask.ageOver': 'dacă aveți vârsta {age}+',
  'bank.ask.identifier': 'un identificator pentru acest site',
  'bank.allow': 'Permiteți',
  'bank.decline': 'Refuzați',
  'bank.returning': 'Se revine pe site…',
  'bank.continue': 'Continuați',
  'bank.errorTitle': 'Eroare la Banca de test',
  'bank.expiredTitle': 'Sesiune expirată',
  'bank.expiredBody': 'Începeți din nou de pe site-ul de unde ați venit.',
  'bank.problemTitle': 'A apărut o problemă',
  'bank.formTooLarge': 'Formularul este prea mare.',
  'bank.signInFirst': 'Conectați-vă mai întâi.',
  'bank.wrongMethod':
    'Această pagină nu poate fi deschisă așa. Începeți din nou de pe site-ul de unde ați venit.',
  'wallet.title': 'Portofelul de test ofage',
  'wallet.bar': 'MOD DE TEST — portofelul de test ofage',
  'wallet.heading': 'Vă partajați vârsta?',
  'wallet.reading': 'Se citește solicitarea…',
  'wallet.shareOverPid': 'Partajați: peste vârstă (PID UE, SD-JWT VC)',
  'wallet.shareOverMdl': 'Partajați: peste vârstă (permis de conducere mobil, mdoc)',
  'wallet.shareUnderPid': 'Partajați: NU peste vârstă (PID UE)',
  'wallet.shareOverAv': 'Partajați: peste vârsta cerută (aplicația UE de verificare a vârstei)',
  'wallet.shareUnderAv': 'Partajați: NU peste vârsta cerută (aplicația UE de verificare a vârstei)',
  'wallet.shareUntrustedAv':
    'Partajați: peste vârsta cerută, de la un furnizor care nu este de încredere (aplicația de verificare a vârstei)',
  'wallet.shareRevokedAv':
    'Partajați: peste vârsta cerută, atestare revocată (aplicația de verificare a vârstei)',
  'wallet.decline': 'Refuzați',
  'wallet.noRequest':
    'Nicio solicitare: deschideți această pagină din linkul codului QR al unei verificări.',
  'wallet.unknownRequest': 'Această solicitare este necunoscută, folosită sau expirată.',
  'wallet.asks': 'Un verificator cere un singur atribut: {claim}. Nu se partajează nimic altceva.',
  'wallet.declined': 'Refuzat. Nu s-a partajat nimic.',
  'wallet.couldNotAnswer': 'Portofelul de test nu a putut răspunde: {detail}',
  'wallet.shared': 'Partajat. Puteți reveni la verificare.',
  'wallet.refused': 'Verificatorul a refuzat răspunsul.',
};
