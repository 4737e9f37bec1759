import { describe, expect, it } from 'vitest';
import { createAgeVerificationClient } from '../../src/client/create-age-verification-client';
import { OfageError } from '../../src/client/ofage-error';
import { API_KEY, SERVICE_URL, createFakeService } from '../next/fake-service';

function clientFor(service = createFakeService()) {
  return {
    service,
    client: createAgeVerificationClient({
      serviceUrl: SERVICE_URL,
      apiKey: API_KEY,
      fetch: service.fetch,
    }),
  };
}

describe('createAgeVerificationClient', () => {
  it('performs, reads the status and completes a test verification', async () => {
    const { client, service } = clientFor();
    const session = await client.perform({
      jurisdiction: 'us-ca',
      criteria: { ageCategory: 'ADULT' },
    });
    expect(session.url).toMatch(/^https:\/\/widget\.verify\.test\/verify\?token=/);
    expect(service.performed[0]!.jurisdiction).toBe('US-CA');
    expect(await client.getStatus(session.id)).toEqual({ id: session.id, status: 'PENDING' });
    const result = await client.setTestStatus({
      id: session.id,
      status: 'PASS',
      method: 'age-key',
      age: { low: 21, high: 100 },
    });
    expect(result.status).toBe('PASS');
  });

  it('sends the API key as a Bearer token and resolves paths below a mount prefix', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const client = createAgeVerificationClient({
      serviceUrl: 'https://verify.test/prefix',
      apiKey: 'k',
      fetch: async (input, init) => {
        seen.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
        return Response.json({ id: '2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11', status: 'PENDING' });
      },
    });
    await client.getStatus('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11');
    expect(seen[0]).toEqual({
      url: 'https://verify.test/prefix/api/v1/age-verification/get-status?id=2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11',
      auth: 'Bearer k',
    });
  });

  it('throws the service error code with its message', async () => {
    const { client } = clientFor();
    await expect(client.getStatus('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11')).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Unknown id.',
    });
    const bad = createAgeVerificationClient({
      serviceUrl: SERVICE_URL,
      apiKey: 'wrong',
      fetch: createFakeService().fetch,
    });
    await expect(
      bad.perform({ jurisdiction: 'US', criteria: { ageCategory: 'ADULT' } }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('carries Retry-After on 429', async () => {
    const { client, service } = clientFor();
    service.failNextWith(
      Response.json(
        { error: 'TOO_MANY_REQUESTS', errorMessage: 'Slow down.' },
        { status: 429, headers: { 'retry-after': '7' } },
      ),
    );
    await expect(
      client.perform({ jurisdiction: 'US', criteria: { ageCategory: 'ADULT' } }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfter: 7,
    });
  });

  it('maps an HTML error page to a code by status, without leaking the page', async () => {
    const { client, service } = clientFor();
    service.failNextWith(new Response('<html>oops</html>', { status: 502 }));
    const error = await client
      .perform({ jurisdiction: 'US', criteria: { ageCategory: 'ADULT' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfageError);
    expect(error).toMatchObject({ code: 'INTERNAL_ERROR', status: 502 });
    expect((error as Error).message).not.toContain('<html>');
  });

  it('rejects a success body that is not in the wire format (INVALID_RESPONSE)', async () => {
    const { client, service } = clientFor();
    service.failNextWith(Response.json({ id: 'not-a-uuid', status: 'PASS' }));
    await expect(client.getStatus('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('reports an unreachable service as SERVICE_UNREACHABLE', async () => {
    const client = createAgeVerificationClient({
      serviceUrl: SERVICE_URL,
      apiKey: API_KEY,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.getStatus('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11')).rejects.toMatchObject({
      code: 'SERVICE_UNREACHABLE',
    });
  });

  it('validates the perform body before sending it', async () => {
    const { client, service } = clientFor();
    await expect(
      client.perform({ jurisdiction: 'Narnia', criteria: { ageCategory: 'ADULT' } }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    expect(service.calls).toEqual([]);
  });

  it('rejects unusable configuration with INVALID_CONFIG naming the env var', () => {
    expect(() => createAgeVerificationClient({ serviceUrl: 'nope', apiKey: 'k' })).toThrow(
      /OFAGE_SERVICE_URL/,
    );
    expect(() => createAgeVerificationClient({ serviceUrl: SERVICE_URL, apiKey: '' })).toThrow(
      /OFAGE_API_KEY/,
    );
  });
});
