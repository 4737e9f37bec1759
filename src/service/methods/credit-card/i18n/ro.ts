/** Romanian text of the credit-card method (glossary: src/service/i18n/glossary/ro.md). */
export const ro = {
  'method.credit-card': 'Card de credit',
  'describe.credit-card': 'Un card pe numele dvs. arată că aveți peste 18 ani',
  cardStart: 'Verificați un card de credit',
  cardHelp:
    'Emitentul cardului confirmă cardul printr-o verificare de {amount}: nu se încasează nimic. Contează doar cardurile de credit: cardurile de debit și cele preplătite pot aparține persoanelor sub 18 ani.',
  cardNumber: 'Numărul cardului',
  cardExpiry: 'Data expirării (LL/AA)',
  cardCvc: 'Cod de securitate (CVC)',
  cardCheck: 'Verificați cardul',
  cardTestTitle:
    'Carduri de test (modul de test): orice dată de expirare viitoare, orice CVC. Un card care nu poate dovedi o vârstă nu consumă nicio încercare.',
  cardTestNumber: 'Numărul cardului',
  cardTestResult: 'Ce face verificarea',
  cardTestUse: 'Folosiți {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Un card de test: nu s-a consumat nicio încercare.',
  'card.funding.credit': 'card de credit',
  'card.funding.debit': 'card de debit',
  'card.funding.prepaid': 'card preplătit',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'confirmă 18+',
  'card.test.not-a-credit-card': 'neconcludent: nu este un card de credit',
  'card.test.country-not-adult-only':
    'neconcludent: în această țară, cardurile de credit pot fi emise persoanelor sub 18 ani',
  'card.test.declined': 'refuzat de emitent',
  'card.test.insufficient-funds': 'refuzat: fonduri insuficiente',
  'card.test.error': 'eroare a procesatorului: nu se contorizează nimic',
  'card.reason.adult-credit-card': 'Cardul dvs. de credit a fost confirmat.',
  'card.reason.not-a-credit-card':
    'Acesta este un card de debit sau preplătit. Astfel de carduri pot aparține persoanelor sub 18 ani, deci nu vă confirmă vârsta: încercați un card de credit.',
  'card.reason.country-not-adult-only':
    'În țara acestui card, cardurile de credit pot fi emise persoanelor sub 18 ani, deci nu vă confirmă vârsta.',
  'card.reason.declined': 'Emitentul cardului a refuzat verificarea. Încercați alt card.',
  'card.decline.insufficient-funds':
    'Emitentul cardului a refuzat verificarea din cauza fondurilor insuficiente, deși nu se încasează nimic. Încercați alt card.',
  'card.decline.not-supported':
    'Acest card nu poate fi folosit pentru această verificare. Încercați alt card.',
  'card.error.number':
    'Numărul cardului este incomplet sau nu este valid. Verificați-l și încercați din nou.',
  'card.error.expiry': 'Data expirării nu este validă. Introduceți-o în formatul LL/AA.',
  'card.error.expired': 'Acest card a expirat. Folosiți un card care este încă valabil.',
  'card.error.cvc':
    'Codul de securitate nu este valid: cele 3 cifre de pe spatele cardului (4 pe față, la American Express).',
  'card.error.test-card-only':
    'În modul de test se acceptă doar numerele cardurilor de test de mai jos.',
  'card.error.processing':
    'Cardul nu a putut fi verificat acum. Nu s-a contorizat nimic: încercați din nou peste puțin timp.',
  'card.error.unavailable':
    'Verificarea cardului nu răspunde momentan. Nu s-a contorizat nimic: încercați din nou peste puțin timp sau alegeți altă metodă.',
  'card.error.authentication':
    'Banca dvs. nu a confirmat verificarea. Încercați din nou sau folosiți alt card.',
  'card.error.incomplete': 'Verificarea cardului nu a fost finalizată. Introduceți din nou cardul.',
  'card.error.check-expired': 'Această verificare a cardului a expirat. Începeți din nou.',
  'card.error.not-configured':
    'Verificările cu card nu sunt disponibile aici. Alegeți altă metodă.',
  'card.error.network':
    'Serviciul nu poate fi accesat. Verificați conexiunea și încercați din nou.',
  'card.error.generic':
    'Cardul nu a putut fi verificat. Încercați din nou sau alegeți altă metodă.',
  cardStripeUnavailable: 'Formularul cardului nu a putut fi încărcat. Alegeți altă metodă.',
};
