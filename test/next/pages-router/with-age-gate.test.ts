import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { mintVerifiedCookie } from '../../../src/next/mint-verified-cookie';
import { createAgeGate } from '../../../src/next/pages-router/create-age-gate';
import { withAgeGate } from '../../../src/next/pages-router/with-age-gate';
import { createFakeService } from '../fake-service';
import { APP, NOW, OTHER_SECRET, SECRET, gateConfig } from '../gate-fixture';

/** The Pages Router gate (ofage/pages' createAgeGate) on the fixture's fake service. */
function pagesGate() {
  const service = createFakeService();
  return createAgeGate(gateConfig(service, { now: NOW }));
}

/** getServerSideProps' context for `resolvedUrl`, its `req` a Node request with `cookie`. */
function context(resolvedUrl: string, cookie?: string): GetServerSidePropsContext {
  const req = new IncomingMessage(new Socket());
  const host = new URL(APP).host;
  req.method = 'GET';
  req.url = resolvedUrl;
  req.headers = { host, 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) };
  req.rawHeaders = Object.entries(req.headers).flatMap(([k, v]) => [k, String(v)]);
  return {
    req: Object.assign(req, { cookies: {} }),
    res: {} as ServerResponse,
    query: {},
    resolvedUrl,
  } as GetServerSidePropsContext;
}

const cookieFor = async (secret: string, criteria = { ageCategory: 'ADULT' as const }) =>
  (await mintVerifiedCookie({ secret, url: APP, jurisdiction: 'US-CA', criteria, now: () => NOW }))
    .cookieHeader;

describe('withAgeGate (Pages Router getServerSideProps)', () => {
  it('unverified: a redirect to the gate page with the way back; the inner function never runs', async () => {
    let ran = false;
    const gssp = withAgeGate(pagesGate(), () => {
      ran = true;
      return { props: { secret: 'cellar' } };
    });
    await expect(gssp(context('/spirits?vintage=1998'))).resolves.toEqual({
      redirect: { destination: '/age-gate?returnTo=%2Fspirits%3Fvintage%3D1998', permanent: false },
    });
    expect(ran).toBe(false);
  });

  it('verified: the inner function gets the claims as context.ageVerification', async () => {
    const gssp = withAgeGate(pagesGate(), ({ ageVerification, resolvedUrl }) => ({
      props: { jurisdiction: ageVerification.jurisdiction, resolvedUrl },
    }));
    await expect(gssp(context('/spirits', await cookieFor(SECRET)))).resolves.toEqual({
      props: { jurisdiction: 'US-CA', resolvedUrl: '/spirits' },
    });
  });

  it('without an inner function: empty props when verified, the redirect when not', async () => {
    const gssp = withAgeGate(pagesGate());
    await expect(gssp(context('/spirits', await cookieFor(SECRET)))).resolves.toEqual({
      props: {},
    });
    await expect(gssp(context('/spirits'))).resolves.toMatchObject({
      redirect: { destination: '/age-gate?returnTo=%2Fspirits' },
    });
  });

  it('a cookie signed with another secret, or for a weaker requirement, is a denial', async () => {
    const gssp = withAgeGate(pagesGate(), () => ({ props: { secret: 'cellar' } }));
    for (const cookie of [
      await cookieFor(OTHER_SECRET),
      await cookieFor(SECRET, { ageCategory: 'MINOR' } as never),
      'ofage_verified=not-a-token',
    ]) {
      await expect(gssp(context('/spirits', cookie))).resolves.toHaveProperty('redirect');
    }
  });

  it('open redirect: a returnTo to another site falls back to /', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const gssp = withAgeGate(pagesGate(), undefined, { returnTo });
      await expect(gssp(context('/spirits'))).resolves.toEqual({
        redirect: { destination: '/age-gate?returnTo=%2F', permanent: false },
      });
    }
  });

  it('the Pages Router gate has no next/headers: a call without a request says what to use', async () => {
    await expect(pagesGate().requireAgeVerified({ returnTo: '/x' })).rejects.toThrow(/withAgeGate/);
  });
});
