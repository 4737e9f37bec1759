import { sign } from 'node:crypto';
import { StatusList, createHeaderAndPayload } from '@sd-jwt/jwt-status-list';
import { invalidInput } from '../../errors/service-error';
import type { MethodAction } from '../kit/method-definition';
import type { StatusReference } from './wallet-reading';
import { STATUS_INVALID, STATUS_SUSPENDED, STATUS_VALID } from './status-list-token';
import { testIssuer, type TestIssuer } from './test-issuer';
import { ACTIONS_PATH } from './wallet-request';

/** The status a test credential is minted with. */
export type TestStatus = 'valid' | 'revoked' | 'suspended';

/** The test issuer's list: one fixed entry per status, so no state is kept. */
const TEST_INDEX: Record<TestStatus, number> = { valid: 0, revoked: 1, suspended: 2 };
const TEST_LIST = {
  [TEST_INDEX.revoked]: STATUS_INVALID,
  [TEST_INDEX.suspended]: STATUS_SUSPENDED,
};
/** The test list is valid ten minutes and says to fetch it again after five. */
const TEST_EXP_S = 600;
const TEST_TTL_S = 300;

/** Where this service's test issuer publishes its Status List Token (`test-status-list`). */
export function testStatusListUri(publicUrl: string): string {
  return `${publicUrl}${ACTIONS_PATH}/test-status-list`;
}

/** The status reference a test credential of `status` carries, on this service's list. */
export function testStatusReference(publicUrl: string, status: TestStatus): StatusReference {
  return { uri: testStatusListUri(publicUrl), idx: TEST_INDEX[status] };
}

/**
 * A Status List Token in JWT form (draft-ietf-oauth-status-list §5.1) signed by `issuer`'s
 * document signer, with `x5c`: two bits per entry, `statuses` by index, VALID elsewhere. Tests
 * also sign expired lists, or lists of issuers the service does not trust, with it.
 */
export function signStatusListToken(
  issuer: TestIssuer,
  options: {
    uri: string;
    now: number;
    statuses?: Record<number, number>;
    size?: number;
    expS?: number;
    ttlS?: number;
  },
): string {
  const list = new StatusList(new Array<number>(options.size ?? 16).fill(STATUS_VALID), 2);
  for (const [idx, status] of Object.entries(options.statuses ?? {})) {
    list.setStatus(Number(idx), status);
  }
  const iat = Math.floor(options.now / 1000);
  const { header, payload } = createHeaderAndPayload(
    list,
    {
      sub: options.uri,
      iat,
      exp: iat + (options.expS ?? TEST_EXP_S),
      ttl: options.ttlS ?? TEST_TTL_S,
    },
    {
      alg: 'ES256',
      typ: 'statuslist+jwt',
      x5c: [Buffer.from(issuer.signer).toString('base64')],
    },
  );
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = `${b64(header)}.${b64(payload)}`;
  const signature = sign('sha256', Buffer.from(data), {
    key: issuer.signerKey,
    format: 'jwk',
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
  return `${data}.${signature}`;
}

/** This service's test issuer's current Status List Token. */
export async function testStatusListToken(ctx: Parameters<typeof testIssuer>[0]): Promise<string> {
  return signStatusListToken(await testIssuer(ctx), {
    uri: testStatusListUri(ctx.config.publicUrl),
    now: ctx.now(),
    statuses: TEST_LIST,
  });
}

/**
 * The TEST issuer's Status List Token, public like a real issuer's: test credentials minted
 * `revoked` or `suspended` point at their entry in it. Only test mode trusts its signer.
 */
export const testStatusListAction: MethodAction = {
  httpMethod: 'GET',
  auth: 'public',
  handle: async (call) => {
    if (call.url.search !== '') throw invalidInput('the status list takes no parameters');
    return new Response(await testStatusListToken(call.deps.ctx), {
      headers: {
        'content-type': 'application/statuslist+jwt',
        'cache-control': `max-age=${TEST_TTL_S}`,
      },
    });
  },
};
