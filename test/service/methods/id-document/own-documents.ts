import {
  aamvaPayload,
  cardPhoto,
  pdf417Png,
  yearsAgo,
  type AamvaHolder,
} from '../../../../src/service/methods/id-document/specimen-licence';
import type { Degradation } from '../../../../src/service/methods/id-document/specimen-photo';
import {
  mrzLines,
  type MrzHolder,
} from '../../../../src/service/methods/id-document/specimen-passport';

/**
 * Documents that carry none of the specimen marks (`specimen-marks.ts`), for the tests of live
 * mode, which refuses specimens: the specimen generator's licence with another holder's name,
 * address, discriminator and number in its barcode. Test code only: the service ships no
 * generator of unmarked documents.
 */
export const OWN_NUMBER = 'K4719305';

const OWN_ELEMENTS: Record<string, string> = {
  DCS: 'RIVERA',
  DAC: 'MARIA',
  DAG: '410 ELM AVENUE',
  DAI: 'SACRAMENTO',
  DCF: 'A1B2C3D4E5F6',
};

/** An AAMVA payload like `aamvaPayload`'s, without any specimen mark. */
export function ownAamvaPayload(holder: AamvaHolder): string {
  const specimen = aamvaPayload({ ...holder, number: holder.number ?? OWN_NUMBER });
  // The header is 31 characters; its last four give the subfile's length.
  const header = specimen.slice(0, 27);
  const subfile = specimen
    .slice(31)
    .split('\n')
    .map((element) => {
      const prefix = element.startsWith('DL') ? 'DL' : '';
      const code = element.slice(prefix.length, prefix.length + 3);
      return code in OWN_ELEMENTS ? `${prefix}${code}${OWN_ELEMENTS[code]}` : element;
    })
    .join('\n');
  return header + String(subfile.length).padStart(4, '0') + subfile;
}

/** A photo of such a licence's back, for a holder `age` years old (as `licencePhoto`). */
export async function ownLicencePhoto(
  now: number,
  age: number,
  options: Degradation & { number?: string } = {},
): Promise<Buffer> {
  const payload = ownAamvaPayload({
    dateOfBirth: yearsAgo(now, age, 100),
    expiry: yearsAgo(now, -4),
    ...(options.number ? { number: options.number } : {}),
  });
  return cardPhoto(await pdf417Png(payload), options);
}

/**
 * MRZ lines like `mrzLines`', issued by Germany (`D<<`) to another holder with another number.
 * The state, nationality and names lie outside every check digit, so those still hold.
 */
export function ownMrzLines(holder: MrzHolder): string[] {
  const lines = mrzLines({ ...holder, documentNumber: holder.documentNumber ?? OWN_NUMBER });
  const put = (line: string, at: number, text: string) =>
    line.slice(0, at) + text + line.slice(at + text.length);
  const names = (length: number) => 'RIVERA<<MARIA'.padEnd(length, '<');
  const [l1, l2, l3] = lines as [string, string, string?];
  if (holder.format === 'TD1') {
    return [put(l1, 2, 'D<<'), put(l2, 15, 'D<<'), names(30)];
  }
  return [put(l1, 2, 'D<<' + names(l1.length - 5)), put(l2, 10, 'D<<'), ...(l3 ? [l3] : [])];
}
