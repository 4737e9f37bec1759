import { describe, expect, it } from 'vitest';
import {
  checkOrigins,
  exactOrigin,
  liveOrigin,
  MAX_ALLOWED_ORIGINS,
} from '../../../src/service/products/allowed-origins';

const strict = { allowLoopbackLive: false };
const local = { allowLoopbackLive: true };

describe('allowed origins', () => {
  it('a test origin is exact, over http or https', () => {
    expect(exactOrigin('http://shop.example.com')).toBe('http://shop.example.com');
    expect(exactOrigin('HTTPS://Shop.Example.com:443/')).toBe('https://shop.example.com');
    for (const bad of ['https://*.example.com', 'https://shop.example.com/x', 'ftp://a.example']) {
      expect(() => exactOrigin(bad), bad).toThrow(
        expect.objectContaining({ code: 'INVALID_INPUT' }),
      );
    }
  });

  it('a live origin is an https site: plain http for any host is refused', () => {
    expect(liveOrigin('https://shop.example.com', strict)).toBe('https://shop.example.com');
    expect(() => liveOrigin('http://shop.example.com', strict)).toThrow(/must use https/);
    // The operator's loopback setting does not make plain http sites live origins.
    expect(() => liveOrigin('http://shop.example.com', local)).toThrow(/must use https/);
    expect(() => liveOrigin('http://203.0.113.7:8080', local)).toThrow(/must use https/);
  });

  it('a live origin names a site, not this machine, unless the operator allows it', () => {
    for (const origin of [
      'http://localhost:3000',
      'https://localhost',
      'https://shop.localhost',
      'http://127.0.0.1:3000',
      'https://127.9.9.9',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
    ]) {
      expect(() => liveOrigin(origin, strict), origin).toThrow(/OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS/);
      expect(liveOrigin(origin, local), origin).toBe(new URL(origin).origin);
    }
  });

  it('checks a whole list by its mode, without duplicates, at most 50', () => {
    expect(checkOrigins('test', ['http://a.example', 'http://a.example/'], strict)).toEqual([
      'http://a.example',
    ]);
    expect(() => checkOrigins('live', ['https://a.example', 'http://b.example'], strict)).toThrow(
      /http:\/\/b\.example/,
    );
    const many = Array.from({ length: MAX_ALLOWED_ORIGINS + 1 }, (_, i) => `https://s${i}.example`);
    expect(() => checkOrigins('live', many, strict)).toThrow(/at most 50 allowed live origins/);
    expect(checkOrigins('live', many.slice(1), strict)).toHaveLength(50);
  });
});
