/** Hungarian text of the digital-wallet method (glossary: src/service/i18n/glossary/hu.md). */
export const hu = {
  'method.digital-wallet': 'Digitális tárca',
  'describe.digital-wallet': 'Csak életkorigazolást osszon meg a tárcaalkalmazásából',
  walletIntro:
    'A tárcája egyetlen dolgot oszt meg: hogy betöltötte a szükséges életkort. Sem nevet, sem születési dátumot.',
  walletThisDevice: 'Tárca használata ezen az eszközön',
  walletOtherDevice: 'Tárca használata a telefonján',
  walletScan: 'Olvassa be ezt a kódot a tárcaalkalmazásával, vagy nyissa meg ezen a telefonon:',
  walletQrAlt: 'QR-kód a tárcaalkalmazásához',
  walletScanInstead: 'Nem nyílt ablak a böngészőben? Olvassa be inkább a kódot a telefonjával:',
  walletOpenApp: 'Tárcaalkalmazás megnyitása',
  walletAvScan: 'Az EU életkor-ellenőrző alkalmazását használja? Olvassa be vele ezt a kódot:',
  walletAvQrAlt: 'QR-kód az EU életkor-ellenőrző alkalmazásához',
  walletOpenAvApp: 'Életkor-ellenőrző alkalmazás megnyitása',
  walletWaiting: 'Várakozás a tárcájára…',
  walletTestWallet: 'Teszttárca megnyitása (tesztmód)',
  walletNoWallet:
    'Ezen az eszközön egyik tárcában sincs az életkorát tartalmazó igazolás. Próbálja a telefonjával.',
  walletDeclined: 'A tárcájában elutasította a kérést. Semmit sem osztott meg.',
  walletNotShared:
    'A tárcája nem tudott válaszolni erre a kérésre, így semmit sem osztott meg. Próbálja újra, vagy válasszon másik módot.',
  walletThisDeviceWaiting:
    'Várakozás egy tárcára ezen az eszközön. Válasszon egyet a böngésző által megjelenített ablakban.',
  walletCancel: 'Mégse',
  walletCancelled: 'Megszakítva. Semmit sem osztott meg.',
  walletTimeout:
    'Ezen az eszközön egyik tárca sem válaszolt. Használja inkább a telefonján lévő tárcát: olvassa be az alábbi kódot.',
  walletUnsupported:
    'Ez a böngésző nem tud közvetlenül tárcától kérni. Használja a telefonján lévő tárcát az alábbi kóddal.',
  walletRefused:
    'A tárca válaszát nem lehetett elfogadni ({reason}). Próbálja újra, vagy válasszon másik módot.',
  walletExpired: 'Ez a kérés lejárt. Kezdje újra.',
};
