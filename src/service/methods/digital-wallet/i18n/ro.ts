/** Romanian text of the digital-wallet method (glossary: src/service/i18n/glossary/ro.md). */
export const ro = {
  'method.digital-wallet': 'Portofel digital',
  'describe.digital-wallet': 'Partajați din portofelul digital doar o dovadă a vârstei',
  walletIntro:
    'Portofelul dvs. partajează un singur lucru: că aveți vârsta cerută. Fără nume, fără data nașterii.',
  walletThisDevice: 'Folosiți un portofel de pe acest dispozitiv',
  walletOtherDevice: 'Folosiți un portofel de pe telefon',
  walletScan: 'Scanați acest cod cu aplicația portofelului sau deschideți-l pe acest telefon:',
  walletQrAlt: 'Cod QR pentru aplicația dvs. de portofel',
  walletScanInstead: 'Browserul nu deschide nicio fereastră? Scanați în schimb codul cu telefonul:',
  walletOpenApp: 'Deschideți aplicația portofelului',
  walletAvScan: 'Folosiți aplicația UE de verificare a vârstei? Scanați acest cod cu ea:',
  walletAvQrAlt: 'Cod QR pentru aplicația UE de verificare a vârstei',
  walletOpenAvApp: 'Deschideți aplicația de verificare a vârstei',
  walletWaiting: 'Se așteaptă portofelul dvs.…',
  walletTestWallet: 'Deschideți portofelul de test (modul de test)',
  walletNoWallet:
    'Niciun portofel de pe acest dispozitiv nu conține o credențială cu vârsta dvs. Încercați pe telefon.',
  walletDeclined: 'Ați refuzat în portofel. Nu s-a partajat nimic.',
  walletNotShared:
    'Portofelul dvs. nu a putut răspunde la această solicitare, așa că nu s-a partajat nimic. Încercați din nou sau alegeți altă metodă.',
  walletThisDeviceWaiting:
    'Se așteaptă un portofel de pe acest dispozitiv. Alegeți unul în fereastra afișată de browser.',
  walletCancel: 'Anulați',
  walletCancelled: 'Anulat. Nu s-a partajat nimic.',
  walletTimeout:
    'Niciun portofel de pe acest dispozitiv nu a răspuns. Folosiți în schimb un portofel de pe telefon: scanați codul de mai jos.',
  walletUnsupported:
    'Acest browser nu poate interoga direct un portofel. Folosiți un portofel de pe telefon, cu codul de mai jos.',
  walletRefused:
    'Răspunsul portofelului nu a putut fi acceptat ({reason}). Încercați din nou sau alegeți altă metodă.',
  walletExpired: 'Această solicitare a expirat. Începeți din nou.',
};
