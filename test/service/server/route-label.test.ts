import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeLabel, UNMATCHED_ROUTE } from '../../../src/service/server/route-label';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('routeLabel', () => {
  it('names a request by the pattern of the route it reached', () => {
    for (const [path, label] of [
      ['/api/v1/age-verification/perform', '/api/v1/age-verification/perform'],
      [
        '/api/v1/age-verification/perform-id-verification',
        '/api/v1/age-verification/perform-id-verification',
      ],
      ['/api/health/ready', '/api/health/ready'],
      ['/api/v1/oidc/use/auth', '/api/v1/oidc/use/auth'],
      ['/api/v1/oidc/create/auth/Xy_9-abc', '/api/v1/oidc/create/auth/:uid'],
      ['/api/v1/oidc/use/interaction/abc/finish', '/api/v1/oidc/use/interaction/:uid/finish'],
      [
        '/api/v1/oidc/create/.well-known/openid-configuration',
        '/api/v1/oidc/create/.well-known/openid-configuration',
      ],
      ['/api/widget/methods/id-document/submit', '/api/widget/methods/id-document/submit'],
      ['/api/widget/status', '/api/widget/status'],
      ['/api/auth/callback/credentials', '/api/auth/*'],
      ['/test-bank/authorize', '/test-bank/*'],
      [
        '/console/products/p_123/verifications/0b6c0c2e-1',
        '/console/products/:productId/verifications/:verificationId',
      ],
      ['/console', '/console'],
      ['/v/0b6c0c2e-6f1e-4b55-9a50-2b1d7f0a4c11', '/v/:id'],
      ['/_next/static/chunks/app/page-123.js', '/_next/*'],
      ['/', '/'],
    ]) {
      expect([path, routeLabel(path!)]).toEqual([path, label]);
    }
  });

  it('names every path the service does not serve (unmatched), whatever it looks like', () => {
    for (const path of [
      '/random',
      '/random/path/with/many/segments',
      '/api/v1/nothing',
      '/api/v1/age-verification/perform/extra',
      '/api/v1/oidc/use/nothing',
      '/api/v1/oidc/elsewhere/auth',
      '/api/widget/methods/id-document/nothing',
      '/api/widget/methods/nothing/submit',
      '/console/nothing',
      '/console/products//audit',
      '/v/',
      '/_next',
      'http://evil.example/x',
      '*',
      '',
      '/api/v1/age-verification/%70erform',
    ]) {
      expect([path, routeLabel(path)]).toEqual([path, UNMATCHED_ROUTE]);
    }
  });

  it('knows every page and route handler in app/ and pages/', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(path.relative(ROOT, full).split(path.sep).join('/'));
      }
    };
    walk(path.join(ROOT, 'app'));
    walk(path.join(ROOT, 'pages'));
    const served = files.filter(
      (f) => /\/(page|route)\.tsx?$/.test(f) || (f.startsWith('pages/') && !/\/_\w+\.tsx$/.test(f)),
    );
    expect(served.length).toBeGreaterThan(20);
    for (const file of served) {
      // Catch-alls hand their paths to tables of their own (the API, the issuers, the methods).
      if (file.includes('[...')) continue;
      const route =
        file
          .replace(/^(app|pages)/, '')
          .replace(/\/(page|route)\.tsx?$/, '')
          .replace(/\.tsx?$/, '')
          .replace(/\[(\w+)\]/g, ':$1') || '/';
      const sample = route.replace(/:\w+/g, 'sample-1');
      expect([file, routeLabel(sample)]).toEqual([file, route]);
    }
  });
});
