import { describe, expect, it } from 'vitest';
import { OUTCOME_AGES, simulationFor } from '../../../src/service/methods/kit/simulation';
import { METHODS } from '../../../src/service/methods/registry';
import {
  guessDevice,
  isEmbeddedWebView,
  methodsForDevice,
  type DeviceInfo,
} from '../../../src/service/methods/kit/capabilities';
import { findEmbedding, postWidgetMessage } from '../../../src/service/widget/client/embedding';
import { composeRedirectUrl } from '../../../src/service/widget/compose-redirect-url';
import { VERIFICATION_METHODS } from '../../../src/protocol/verification-result';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('composeRedirectUrl', () => {
  it('keeps the existing query and fragment', () => {
    expect(composeRedirectUrl('https://shop.example/r?a=1&b=2#x', ID, 'PASS')).toBe(
      `https://shop.example/r?a=1&b=2&verificationId=${ID}&result=PASS#x`,
    );
  });
  it('works for app deep links', () => {
    expect(composeRedirectUrl('myapp://done', ID, 'FAIL')).toBe(
      `myapp://done?verificationId=${ID}&result=FAIL`,
    );
  });
  it('replaces a result the merchant URL already carried, so no one can pre-set it', () => {
    const url = new URL(composeRedirectUrl('https://shop.example/r?result=PASS', ID, 'FAIL'));
    expect(url.searchParams.getAll('result')).toEqual(['FAIL']);
  });
});

describe('simulators map outcomes to evidence of their method kind', () => {
  const at = (outcome: Parameters<typeof simulationFor>[0], age?: number) => ({
    ...simulationFor(outcome, age),
    threshold: 18,
    now: Date.UTC(2026, 0, 15),
  });
  it('every method has one, and fraud and inconclusive carry no age', () => {
    for (const method of VERIFICATION_METHODS) {
      expect(METHODS[method].simulate(at('fraudulent'))).toMatchObject({
        method,
        kind: 'none',
        fraudulent: true,
      });
      expect(METHODS[method].simulate(at('inconclusive'))).toMatchObject({ method, kind: 'none' });
      expect(METHODS[method].simulate(at('inconclusive')).fraudulent).toBeUndefined();
    }
  });
  it('ID document: exact age with a date of birth', () => {
    expect(METHODS['id-document'].simulate(at('adult'))).toEqual({
      method: 'id-document',
      kind: 'exact',
      ageLow: 30,
      ageHigh: 30,
      assurance: 'high',
      dob: '1995-07-19',
    });
  });
  it('facial estimation: a range around the age', () => {
    expect(METHODS['facial-age-estimation'].simulate(at('teen'))).toMatchObject({
      kind: 'estimate',
      ageLow: OUTCOME_AGES.teen - 1,
      ageHigh: OUTCOME_AGES.teen + 1,
    });
  });
  it.each(['age-key', 'digital-wallet', 'bank-app', 'credit-card'] as const)(
    '%s: age_over_N threshold evidence, nothing below N',
    (method) => {
      expect(METHODS[method].simulate(at('custom', 45))).toMatchObject({
        kind: 'threshold',
        ageLow: 18,
        ageHigh: 100,
      });
      expect(METHODS[method].simulate(at('child'))).toMatchObject({ kind: 'none' });
    },
  );
});

describe('display rules', () => {
  const ua = {
    androidWebView:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36',
    androidChrome:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    iosWebView:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    iosSafari:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    iosChrome:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148',
    desktop:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  };
  it('detects Android WebView and iOS WKWebView, not browsers or their custom tabs', () => {
    expect(isEmbeddedWebView(ua.androidWebView)).toBe(true);
    expect(isEmbeddedWebView(ua.iosWebView)).toBe(true);
    expect(isEmbeddedWebView(ua.androidChrome)).toBe(false);
    expect(isEmbeddedWebView(ua.iosSafari)).toBe(false);
    expect(isEmbeddedWebView(ua.iosChrome)).toBe(false);
    expect(isEmbeddedWebView(ua.desktop)).toBe(false);
  });
  it('the server guesses the device from the request, for the picker in the HTML', () => {
    expect(guessDevice(ua.androidChrome, 'document')).toEqual({
      framed: false,
      embeddedWebView: false,
      webauthn: true,
      camera: true,
      mobile: true,
    });
    expect(guessDevice(ua.desktop, 'iframe')).toMatchObject({ framed: true, mobile: false });
    // An app's web view has no WebAuthn: the age key is not offered there, even in the HTML.
    expect(guessDevice(ua.androidWebView, undefined)).toMatchObject({
      embeddedWebView: true,
      webauthn: false,
    });
  });
  const device = (over: Partial<DeviceInfo>): DeviceInfo => ({
    framed: false,
    embeddedWebView: false,
    webauthn: true,
    camera: true,
    mobile: false,
    ...over,
  });
  const all = [...VERIFICATION_METHODS];
  it('a capable browser gets every offered method', () => {
    expect(methodsForDevice(all, device({}))).toEqual(all);
  });
  it('embedded web view: no age key and no third-party app', () => {
    expect(methodsForDevice(all, device({ embeddedWebView: true }))).toEqual([
      'facial-age-estimation',
      'id-document',
      'digital-wallet',
      'credit-card',
    ]);
  });
  it('a frame without publickey-credentials permission: no age key', () => {
    expect(methodsForDevice(all, device({ framed: true, webauthn: false }))).not.toContain(
      'age-key',
    );
  });
  it('no camera: no facial estimation', () => {
    expect(methodsForDevice(all, device({ camera: false }))).not.toContain('facial-age-estimation');
  });
  it('only offered methods are ever shown', () => {
    expect(methodsForDevice(['credit-card'], device({}))).toEqual(['credit-card']);
  });
});

describe('DOM message target', () => {
  const fakeWindow = (o: { framed: boolean; ancestor?: string; referrer?: string }) => {
    const posted: [unknown, string][] = [];
    const parent = { postMessage: (m: unknown, t: string) => posted.push([m, t]) };
    const win: Record<string, unknown> = {
      location: {
        origin: 'https://verify.example',
        ancestorOrigins: o.ancestor ? [o.ancestor] : undefined,
      },
      document: { referrer: o.referrer ?? '' },
      postMessage: (m: unknown, t: string) => posted.push([m, `self:${t}`]),
      parent,
    };
    win.self = win;
    win.top = o.framed ? parent : win;
    return { win: win as unknown as Window, posted };
  };
  const allowed = ['https://shop.example'];
  const message = { eventType: 'Widget.ExitReview' } as const;

  it('posts to the parent at the allowed ancestor origin, never *', () => {
    const { win, posted } = fakeWindow({ framed: true, ancestor: 'https://shop.example' });
    const e = findEmbedding(win, allowed);
    expect(e).toEqual({ framed: true, target: 'https://shop.example' });
    postWidgetMessage(win, e, message);
    expect(posted).toEqual([[message, 'https://shop.example']]);
  });
  it('falls back to the referrer origin', () => {
    const { win } = fakeWindow({ framed: true, referrer: 'https://shop.example/cart?x=1' });
    expect(findEmbedding(win, allowed).target).toBe('https://shop.example');
  });
  it('an unlisted embedder gets nothing', () => {
    const { win, posted } = fakeWindow({ framed: true, ancestor: 'https://evil.example' });
    const e = findEmbedding(win, allowed);
    expect(e.target).toBeNull();
    postWidgetMessage(win, e, message);
    expect(posted).toEqual([]);
  });
  it('top level (embedded web view) posts to its own window at its own origin', () => {
    const { win, posted } = fakeWindow({ framed: false });
    postWidgetMessage(win, findEmbedding(win, allowed), message);
    expect(posted).toEqual([[message, 'self:https://verify.example']]);
  });
});
