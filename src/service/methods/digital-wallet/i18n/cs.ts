/** Czech text of the digital-wallet method (glossary: src/service/i18n/glossary/cs.md). */
export const cs = {
  'method.digital-wallet': 'Digitální peněženka',
  'describe.digital-wallet': 'Sdílejte z aplikace peněženky jen doklad o věku',
  walletIntro:
    'Vaše peněženka sdílí jen jedno: že jste starší než požadovaný věk. Žádné jméno, žádné datum narození.',
  walletThisDevice: 'Použít peněženku v tomto zařízení',
  walletOtherDevice: 'Použít peněženku v telefonu',
  walletScan: 'Naskenujte tento kód aplikací peněženky, nebo ho otevřete v tomto telefonu:',
  walletQrAlt: 'QR kód pro vaši aplikaci peněženky',
  walletScanInstead: 'Prohlížeč nezobrazil žádné okno? Naskenujte místo toho kód telefonem:',
  walletOpenApp: 'Otevřít aplikaci peněženky',
  walletAvScan: 'Používáte aplikaci EU pro ověření věku? Naskenujte jí tento kód:',
  walletAvQrAlt: 'QR kód pro aplikaci EU pro ověření věku',
  walletOpenAvApp: 'Otevřít aplikaci pro ověření věku',
  walletWaiting: 'Čekáme na vaši peněženku…',
  walletTestWallet: 'Otevřít testovací peněženku (testovací režim)',
  walletNoWallet:
    'Žádná peněženka v tomto zařízení neobsahuje údaj o vašem věku. Zkuste svůj telefon.',
  walletDeclined: 'V peněžence byl souhlas odmítnut. Nic se nesdílelo.',
  walletNotShared:
    'Vaše peněženka nemohla na tento požadavek odpovědět, takže se nic nesdílelo. Zkuste to znovu, nebo vyberte jinou metodu.',
  walletThisDeviceWaiting:
    'Čekáme na peněženku v tomto zařízení. Vyberte ji v okně, které zobrazuje prohlížeč.',
  walletCancel: 'Zrušit',
  walletCancelled: 'Zrušeno. Nic se nesdílelo.',
  walletTimeout:
    'Žádná peněženka v tomto zařízení neodpověděla. Použijte místo toho peněženku v telefonu: naskenujte kód níže.',
  walletUnsupported:
    'Tento prohlížeč se nemůže na peněženku obrátit přímo. Použijte peněženku v telefonu a kód níže.',
  walletRefused:
    'Odpověď peněženky nelze přijmout ({reason}). Zkuste to znovu, nebo vyberte jinou metodu.',
  walletExpired: 'Platnost tohoto požadavku vypršela. Začněte znovu.',
};
