import type { GetServerSidePropsContext } from 'next';
import type { TestService } from '../../support/test-service';

export const PERFORM = '/api/v1/age-verification/perform';
export const STATUS = '/api/v1/age-verification/get-status';
export const SET_STATUS = '/api/v1/test/set-age-verification-status';

export async function perform(
  t: TestService,
  body: Record<string, unknown> = {},
  key?: string,
): Promise<{ id: string; url: string; shortUrl: string; token: string }> {
  const res = await t.call(PERFORM, {
    method: 'POST',
    json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' }, ...body },
    ...(key ? { key } : {}),
  });
  if (res.status !== 200) throw new Error(`perform ${res.status}: ${await res.text()}`);
  const created = (await res.json()) as { id: string; url: string; shortUrl: string };
  return { ...created, token: new URL(created.url).searchParams.get('token')! };
}

export function simulateRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/widget/simulate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The parts of a Next.js page context the widget page reads and writes. */
export function pageContext(headers: Record<string, string> = {}) {
  const written: Record<string, string> = {};
  const context = {
    req: { headers },
    res: {
      statusCode: 200,
      setHeader(name: string, value: string) {
        written[name.toLowerCase()] = value;
      },
    },
  };
  return {
    context: context as unknown as Pick<GetServerSidePropsContext, 'req' | 'res'>,
    written,
    status: () => context.res.statusCode,
  };
}
