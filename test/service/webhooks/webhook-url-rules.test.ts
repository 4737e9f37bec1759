import { describe, expect, it } from 'vitest';
import {
  checkDeliveryTarget,
  type LookupAll,
} from '../../../src/service/webhooks/check-delivery-target';
import { validateWebhookUrl } from '../../../src/service/webhooks/validate-webhook-url';

const resolvesTo =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const refusedCode = (url: string, mode: 'test' | 'live') => {
  const check = validateWebhookUrl(url, mode);
  return check.ok ? 'accepted' : check.code;
};

describe('webhook URL rules at configuration time', () => {
  it('live webhook URLs must use https', () => {
    const check = validateWebhookUrl('http://hooks.example.com/ofage', 'live');
    expect(check).toMatchObject({
      ok: false,
      code: 'insecure_scheme',
      message: 'live webhook URLs must use https',
    });
    expect(refusedCode('ftp://hooks.example.com/', 'live')).toBe('insecure_scheme');
    expect(refusedCode('javascript:alert(1)', 'live')).toBe('insecure_scheme');
    expect(refusedCode('https://hooks.example.com/ofage', 'live')).toBe('accepted');
  });

  it.each([
    ['https://10.0.0.5/hook', 'a private address (10.0.0.5)'],
    ['https://10.255.255.255/hook', 'private'],
    ['https://172.16.0.1/hook', 'private'],
    ['https://172.31.255.254/hook', 'private'],
    ['https://192.168.1.10/hook', 'private'],
    ['https://127.0.0.1/hook', 'a loopback address (127.0.0.1)'],
    ['https://127.8.9.10/hook', 'loopback'],
    ['https://169.254.169.254/latest/meta-data', 'a link-local address (169.254.169.254)'],
    ['https://100.64.0.1/hook', 'a shared (CGNAT) address'],
    ['https://100.127.255.255/hook', 'shared (CGNAT)'],
    ['https://0.0.0.0/hook', 'an unspecified address'],
    ['https://0.1.2.3/hook', 'unspecified'],
    ['https://224.0.0.1/hook', 'a multicast address'],
    ['https://240.0.0.1/hook', 'a reserved address'],
    ['https://255.255.255.255/hook', 'reserved'],
    ['https://192.0.2.7/hook', 'reserved'],
    ['https://198.18.0.1/hook', 'reserved'],
    // Alternative spellings the URL parser normalises to 127.0.0.1 / 10.0.0.1.
    ['https://2130706433/hook', 'loopback address (127.0.0.1)'],
    ['https://0x7f.1/hook', 'loopback address (127.0.0.1)'],
    ['https://012.0.0.1/hook', 'private address (10.0.0.1)'],
  ])('live webhook URLs must not point to a non-public IPv4 address: %s', (url, phrase) => {
    const check = validateWebhookUrl(url, 'live');
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.code).toBe('forbidden_address');
      expect(check.message).toContain(phrase);
    }
  });

  it.each([
    ['https://[::1]/hook', 'loopback'],
    ['https://[::]/hook', 'unspecified'],
    ['https://[fc00::1]/hook', 'private'],
    ['https://[fd12:3456:789a::1]/hook', 'private'],
    ['https://[fe80::1]/hook', 'link-local'],
    ['https://[febf:ffff::1]/hook', 'link-local'],
    ['https://[ff02::1]/hook', 'multicast'],
    ['https://[::ffff:10.0.0.5]/hook', 'private'],
    ['https://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['https://[::ffff:a9fe:a9fe]/hook', 'link-local'],
    ['https://[64:ff9b::a00:1]/hook', 'private'],
    ['https://[2002:c0a8:0101::1]/hook', 'private'],
    ['https://[::10.0.0.1]/hook', 'reserved'],
    ['https://[2001:db8::1]/hook', 'reserved'],
    ['https://[100::1]/hook', 'reserved'],
  ])('live webhook URLs must not point to a non-public IPv6 address: %s', (url, phrase) => {
    const check = validateWebhookUrl(url, 'live');
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.code).toBe('forbidden_address');
      expect(check.message).toContain(phrase);
    }
  });

  it('live webhook URLs may point to public IP addresses', () => {
    expect(refusedCode('https://93.184.216.34/hook', 'live')).toBe('accepted');
    expect(refusedCode('https://[2606:4700::6810:84e5]/hook', 'live')).toBe('accepted');
    expect(refusedCode('https://[::ffff:93.184.216.34]/hook', 'live')).toBe('accepted');
  });

  it('live webhook URLs must not name localhost', () => {
    expect(refusedCode('https://localhost/hook', 'live')).toBe('forbidden_host');
    expect(refusedCode('https://api.localhost./hook', 'live')).toBe('forbidden_host');
  });

  it('webhook URLs must not carry credentials', () => {
    const check = validateWebhookUrl('https://user:pass@hooks.example.com/', 'live');
    expect(check).toMatchObject({ ok: false, code: 'credentials_in_url' });
    expect(refusedCode('https://user@hooks.example.com/', 'test')).toBe('credentials_in_url');
  });

  it('webhook URLs must not contain spaces or control characters', () => {
    expect(refusedCode('https://hooks.example.com/a b', 'live')).toBe('invalid_url');
    expect(refusedCode('https://hooks.exa\tmple.com/', 'live')).toBe('invalid_url');
    expect(refusedCode('/relative/hook', 'live')).toBe('invalid_url');
  });

  it('test mode follows the live rules by default: no loopback, private or link-local target, https only (SSRF)', () => {
    for (const url of [
      'http://127.0.0.1:3000/hook',
      'https://127.0.0.1:3000/hook',
      'http://localhost:3000/hook',
      'https://localhost:8443/hook',
      'http://[::1]:3000/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/hook',
      'https://[fd00::1]/hook',
      'http://hooks.example.com/hook',
    ]) {
      expect(refusedCode(url, 'test'), url).not.toBe('accepted');
    }
    const check = validateWebhookUrl('http://127.0.0.1:8080/admin', 'test');
    expect(!check.ok && check.message).toContain('OFAGE_ALLOW_LOOPBACK_WEBHOOKS');
    expect(refusedCode('https://hooks.example.com/hook', 'test')).toBe('accepted');
  });

  it('with the operator allowing loopback, test mode may reach this machine over http or https — nothing else private', () => {
    const local = (url: string) => {
      const check = validateWebhookUrl(url, 'test', { allowLoopback: true });
      return check.ok ? 'accepted' : check.code;
    };
    expect(local('http://127.0.0.1:3000/hook')).toBe('accepted');
    expect(local('http://localhost:3000/hook')).toBe('accepted');
    expect(local('http://[::1]:3000/hook')).toBe('accepted');
    expect(local('https://localhost:8443/hook')).toBe('accepted');
    expect(local('https://169.254.169.254/latest/meta-data/')).toBe('forbidden_address');
    expect(local('https://10.0.0.5/hook')).toBe('forbidden_address');
    expect(local('http://hooks.example.com/hook')).toBe('insecure_scheme');
    // Live mode never: the switch is for test webhooks only.
    expect(validateWebhookUrl('https://127.0.0.1/hook', 'live', { allowLoopback: true }).ok).toBe(
      false,
    );
  });
});

describe('webhook URL rules at delivery time', () => {
  it('a live hostname must not resolve to a private address (DNS rebinding)', async () => {
    const url = 'https://hooks.merchant.example/ofage';
    expect(validateWebhookUrl(url, 'live').ok).toBe(true);
    const target = await checkDeliveryTarget(url, 'live', resolvesTo('10.0.0.1'));
    expect(target).toEqual({
      ok: false,
      code: 'forbidden_address',
      message:
        'hooks.merchant.example resolves to a private address (10.0.0.1); live webhooks must reach a public address',
    });
  });

  it('every address a live hostname resolves to must be public, not just the first', async () => {
    const target = await checkDeliveryTarget(
      'https://hooks.merchant.example/',
      'live',
      resolvesTo('93.184.216.34', 'fd00::7'),
    );
    expect(target).toMatchObject({ ok: false, code: 'forbidden_address' });
    if (!target.ok) expect(target.message).toContain('a private address (fd00::7)');
  });

  it.each([
    '169.254.169.254',
    '127.0.0.1',
    '::1',
    '::ffff:192.168.0.1',
    'fe80::1',
    '100.64.1.1',
    '0.0.0.0',
  ])('a live hostname must not resolve to %s', async (address) => {
    const target = await checkDeliveryTarget(
      'https://hooks.merchant.example/',
      'live',
      resolvesTo(address),
    );
    expect(target).toMatchObject({ ok: false, code: 'forbidden_address' });
  });

  it('pins the address it checked', async () => {
    const target = await checkDeliveryTarget(
      'https://hooks.merchant.example/',
      'live',
      resolvesTo('93.184.216.34'),
    );
    expect(target).toMatchObject({ ok: true, address: '93.184.216.34', family: 4 });
  });

  it('test-mode http to localhost must resolve to loopback, when loopback is allowed', async () => {
    const loopback = { allowLoopback: true };
    expect(
      await checkDeliveryTarget(
        'http://localhost:3000/',
        'test',
        resolvesTo('127.0.0.1', '::1'),
        loopback,
      ),
    ).toMatchObject({ ok: true, address: '127.0.0.1', public: false });
    expect(
      await checkDeliveryTarget('http://localhost:3000/', 'test', resolvesTo('10.0.0.1'), loopback),
    ).toMatchObject({ ok: false, code: 'forbidden_address' });
  });

  it.each(['169.254.169.254', '127.0.0.1', '10.0.0.1', '::1'])(
    'a test-mode hostname that resolves to %s at delivery time is refused (SSRF, DNS rebinding)',
    async (address) => {
      const target = await checkDeliveryTarget(
        'https://hooks.merchant.example/',
        'test',
        resolvesTo(address),
      );
      expect(target).toMatchObject({ ok: false, code: 'forbidden_address' });
    },
  );

  it('a public https target is one the live rules accept; its answers may be shown', async () => {
    expect(
      await checkDeliveryTarget(
        'https://hooks.merchant.example/',
        'test',
        resolvesTo('93.184.216.34'),
      ),
    ).toMatchObject({ ok: true, public: true });
  });

  it('an IP literal is checked without DNS', async () => {
    const lookup: LookupAll = () => Promise.reject(new Error('must not be called'));
    expect(
      await checkDeliveryTarget('http://127.0.0.1:9/hook', 'test', lookup, { allowLoopback: true }),
    ).toMatchObject({ ok: true, address: '127.0.0.1' });
    expect(await checkDeliveryTarget('https://[fd00::1]/', 'live', lookup)).toMatchObject({
      ok: false,
      code: 'forbidden_address',
    });
  });

  it('a name that does not resolve is a clear failure', async () => {
    const lookup: LookupAll = () =>
      Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    expect(await checkDeliveryTarget('https://nowhere.example/', 'live', lookup)).toEqual({
      ok: false,
      code: 'dns_failed',
      message: 'could not resolve nowhere.example (ENOTFOUND)',
    });
  });
});
