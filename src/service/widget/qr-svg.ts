import QRCode from 'qrcode';

/**
 * A QR code of `text` as an SVG document, rendered on the server so the browser loads no QR code
 * library. Error correction M survives a phone camera at an angle; the quiet zone is 4 modules
 * (ISO/IEC 18004 §6.3.8).
 */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
