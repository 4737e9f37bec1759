import { describe, expect, it } from 'vitest';
import { hashClientSecret } from '../../../src/service/oidc/clients/client-secret';
import { prepareProviderRequest } from '../../../src/service/oidc/http/prepare-request';
import { COMPAT_QUERY_MODE } from '../../../src/service/oidc/provider/compat-query-mode';

describe('requests as the provider sees them', () => {
  it('an ID token asked in the query gets the compatibility mode; a code in the query is left alone', () => {
    const implicit = new URLSearchParams({ response_type: 'id_token', response_mode: 'query' });
    prepareProviderRequest('use', '/auth', implicit, undefined, undefined);
    expect(implicit.get('response_mode')).toBe(COMPAT_QUERY_MODE);
    const code = new URLSearchParams({ response_type: 'code', response_mode: 'query' });
    prepareProviderRequest('use', '/auth', code, undefined, undefined);
    expect(code.get('response_mode')).toBe('query');
  });

  it('the sample\u2019s claims shape becomes the standard one', () => {
    const q = new URLSearchParams({ claims: '{"age_thresholds":[13]}' });
    prepareProviderRequest('use', '/auth', q, undefined, undefined);
    expect(JSON.parse(q.get('claims')!)).toEqual({
      id_token: { age_thresholds: { essential: true, values: [13] } },
    });
  });

  it('a pushed create request answers in the mode that adds agekey_created', () => {
    const form = new URLSearchParams({ response_type: 'none' });
    prepareProviderRequest('create', '/par', new URLSearchParams(), form, undefined);
    expect(form.get('response_mode')).toBe(COMPAT_QUERY_MODE);
  });

  it('a presented secret reaches the provider as its hash, in the form and in HTTP Basic', () => {
    const form = new URLSearchParams({ client_secret: 's3cret' });
    prepareProviderRequest('create', '/par', new URLSearchParams(), form, undefined);
    expect(form.get('client_secret')).toBe(hashClientSecret('s3cret'));
    const basic = `Basic ${Buffer.from('client:s%33cret').toString('base64')}`;
    const { authorization } = prepareProviderRequest(
      'use',
      '/token',
      new URLSearchParams(),
      undefined,
      basic,
    );
    expect(Buffer.from(authorization!.slice(6), 'base64').toString()).toBe(
      `client:${hashClientSecret('s3cret')}`,
    );
  });

  it('leaves other endpoints alone', () => {
    const q = new URLSearchParams({ response_mode: 'query', response_type: 'id_token' });
    prepareProviderRequest('use', '/jwks', q, undefined, undefined);
    expect(q.get('response_mode')).toBe('query');
  });
});
