import { ServiceError } from '../../errors/service-error';
import type { MethodAction } from '../kit/method-definition';
import { SPECIMEN_KINDS, type SpecimenKind } from './specimen-kinds';

/**
 * `GET /api/widget/methods/id-document/specimen?kind=…&token=…` (test mode only) — a specimen
 * document generated on the spot, to download and upload again, so that someone trying the demo
 * verifies with the real reader: an adult's (30) or a minor's (15) driving licence with an AAMVA
 * PDF417 (`…-licence`), its front with a portrait and the same data (`…-licence-front`), or an
 * adult's passport with its MRZ. Marked SPECIMEN; no real person behind it.
 */
export const specimenDocument: MethodAction = {
  httpMethod: 'GET',
  auth: 'widget',
  testOnly: true,
  async handle(call) {
    const kind = call.url.searchParams.get('kind') as SpecimenKind | null;
    if (!kind || !(SPECIMEN_KINDS as readonly string[]).includes(kind)) {
      throw new ServiceError('INVALID_INPUT', `kind must be one of ${SPECIMEN_KINDS.join(', ')}`);
    }
    const png = await renderSpecimen(kind, call.deps.ctx.now()).catch((error: unknown) => {
      throw specimenLibraryMissing(error) ?? error;
    });
    return new Response(new Uint8Array(png), {
      headers: {
        'content-type': 'image/png',
        'content-disposition': `attachment; filename="specimen-${kind}.png"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
};

async function renderSpecimen(kind: SpecimenKind, now: number): Promise<Buffer> {
  // Loaded on demand: only test mode needs the generators (bwip-js, fonts).
  if (kind === 'adult-passport') {
    const { mrzDocumentPhoto, mrzLines } = await import('./specimen-passport');
    const { yearsAgo } = await import('./specimen-licence');
    return mrzDocumentPhoto(
      mrzLines({ format: 'TD3', dateOfBirth: yearsAgo(now, 30, 100), expiry: yearsAgo(now, -5) }),
    );
  }
  const { licencePhoto, yearsAgo } = await import('./specimen-licence');
  const age = kind.startsWith('adult-') ? 30 : 15;
  if (kind.endsWith('-front')) {
    // The same holder as the back: licencePhoto's birth date and expiry, and a portrait.
    const { licenceFrontPhoto } = await import('./specimen-front');
    return licenceFrontPhoto({
      dateOfBirth: yearsAgo(now, age, 100),
      expiry: yearsAgo(now, -4),
      face: 'holder',
    });
  }
  return licencePhoto(now, age);
}

/**
 * The generators draw with sharp, an optional peer of the service installed with the document
 * reader: where it is not, the answer says so instead of a 500.
 */
export function specimenLibraryMissing(error: unknown): ServiceError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined;
  return new ServiceError(
    'SERVICE_UNAVAILABLE',
    'specimen documents need the ID document libraries, which this service did not install (see its start-up log)',
  );
}
