import { compileMessages } from '../../../src/service/methods/kit/i18n/compile-messages';
import { describe, expect, it } from 'vitest';
import {
  checkEmbedding,
  readClientData,
  relyingPartyFor,
} from '../../../src/service/methods/age-key/keys/relying-party';
import { ageKeyMessages, noteFor } from '../../../src/service/methods/age-key/age-key-messages';

const rp = relyingPartyFor({ publicUrl: 'https://verify.example.org:8443' });
const SHOP = 'https://shop.example';

describe('relying party', () => {
  it('is the service: RP ID its host, origin its origin', () => {
    expect(rp).toMatchObject({
      rpID: 'verify.example.org',
      origin: 'https://verify.example.org:8443',
    });
  });

  it('accepts the widget top-level, or framed by an allowed origin', () => {
    expect(checkEmbedding({ origin: rp.origin, crossOrigin: false }, rp, [SHOP])).toBe('ok');
    expect(checkEmbedding({ origin: rp.origin }, rp, [SHOP])).toBe('ok');
    expect(
      checkEmbedding({ origin: rp.origin, crossOrigin: true, topOrigin: SHOP }, rp, [SHOP]),
    ).toBe('ok');
  });

  it('refuses another origin, a foreign or unnamed top origin, and a top origin that is not cross-origin', () => {
    expect(checkEmbedding({ origin: SHOP }, rp, [SHOP])).toBe('origin');
    expect(
      checkEmbedding(
        { origin: rp.origin, crossOrigin: true, topOrigin: 'https://evil.example' },
        rp,
        [SHOP],
      ),
    ).toBe('top-origin');
    expect(checkEmbedding({ origin: rp.origin, crossOrigin: true }, rp, [SHOP])).toBe('top-origin');
    expect(checkEmbedding({ origin: rp.origin, topOrigin: SHOP }, rp, [SHOP])).toBe('top-origin');
    expect(checkEmbedding({ origin: rp.origin, crossOrigin: true, topOrigin: SHOP }, rp, [])).toBe(
      'top-origin',
    );
  });

  it('reads clientDataJSON without trusting it', () => {
    expect(readClientData('not json')).toBeUndefined();
    expect(readClientData(Buffer.from('"text"').toString('base64url'))).toBeUndefined();
    expect(readClientData(Buffer.from('{"type":"webauthn.get"}').toString('base64url'))).toEqual({
      type: 'webauthn.get',
    });
  });
});

describe('age-key widget text', () => {
  it('names the floor in an upgrade, in the widget’s language (every catalog: test/service/i18n)', () => {
    const en = ageKeyMessages('en');
    const de = ageKeyMessages('de');
    // As the service does for every catalog it serves (the widget page sends them compiled).
    compileMessages(en);
    compileMessages(de);
    expect(
      noteFor('en', en, { outcome: 'upgrade', reason: 'below-threshold', floor: 18 }).text,
    ).toContain('18+');
    expect(noteFor('en', en, { outcome: 'refused', reason: 'counter' }).text).toMatch(/copied/);
    expect(noteFor('de', de, { outcome: 'updated', floor: 21, testMode: false }).text).toContain(
      '21+',
    );
    expect(de.use).not.toBe(en.use);
  });
});
