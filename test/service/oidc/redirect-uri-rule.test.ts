import { describe, expect, it } from 'vitest';
import { redirectUrisProblem } from '../../../src/service/oidc/clients/redirect-uri-rule';

describe('redirectUrisProblem (the console, the CLI and the provider apply it alike)', () => {
  it('refuses a live client on this machine, over https too', () => {
    for (const uri of [
      'https://localhost/cb',
      'https://LOCALHOST:8443/cb',
      'https://localhost./cb',
      'https://app.localhost/cb',
      'https://127.0.0.1/cb',
      'https://127.1.2.3:444/cb',
      'https://[::1]/cb',
    ]) {
      expect([uri, redirectUrisProblem([uri], 'live')]).toEqual([
        uri,
        expect.stringContaining('use a test client for localhost'),
      ]);
      expect([uri, redirectUrisProblem([uri], 'test')]).toEqual([uri, undefined]);
    }
  });

  it('takes plain http only from a test client on loopback', () => {
    expect(redirectUrisProblem(['http://localhost:3000/cb'], 'test')).toBeUndefined();
    expect(redirectUrisProblem(['http://127.0.0.1/cb'], 'test')).toBeUndefined();
    expect(redirectUrisProblem(['http://app.example/cb'], 'test')).toMatch(/must use https/);
    expect(redirectUrisProblem(['http://app.example/cb'], 'live')).toMatch(/must use https/);
  });

  it('refuses fragments, other schemes, relative URLs and several hosts', () => {
    expect(redirectUrisProblem(['https://app.example/cb#x'], 'live')).toMatch(/fragment/);
    expect(redirectUrisProblem(['app.example://cb'], 'live')).toMatch(/https URL/);
    expect(redirectUrisProblem(['/cb'], 'live')).toMatch(/absolute URL/);
    expect(redirectUrisProblem(['https://a.example/cb', 'https://b.example/cb'], 'live')).toMatch(
      /one host/,
    );
    expect(
      redirectUrisProblem(['https://app.example/cb', 'https://app.example/other?x=1'], 'live'),
    ).toBeUndefined();
  });
});
