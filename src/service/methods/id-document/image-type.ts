/** What an upload's first bytes say it is; the declared `Content-Type` is not trusted. */
export type ImageType = 'jpeg' | 'png' | 'heic' | 'other';

export function sniffImageType(bytes: Uint8Array): ImageType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  // ISO BMFF: a `ftyp` box whose brand is one of HEIF's (ISO/IEC 23008-12 annex B).
  if (bytes.length >= 12) {
    const box = new TextDecoder('latin1').decode(bytes.subarray(4, 12));
    if (/^ftyp(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(box)) return 'heic';
  }
  return 'other';
}
