import { describe, expect, it } from 'vitest';
import { METHODS } from '../../../src/service/methods/registry';
import { METHOD_SETTINGS } from '../../../src/service/methods/settings-registry';
import { en } from '../../../src/service/methods/kit/i18n/en';
import { messagesFor } from '../../../src/service/widget/i18n/messages';

const definitions = Object.values(METHODS);

describe("the parts of a method's definition the shell reads", () => {
  it('the config loader reads exactly the settings the definitions carry', () => {
    const carried = definitions.flatMap((m) => (m.settings ? [m.settings] : []));
    expect(METHOD_SETTINGS).toHaveLength(carried.length);
    for (const settings of carried) expect(METHOD_SETTINGS).toContain(settings);
  });

  it('no two methods read the same variable or fill the same part of the configuration', () => {
    const keys = METHOD_SETTINGS.map((s) => s.key);
    const variables = METHOD_SETTINGS.flatMap((s) => Object.keys(s.env.shape));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(variables).size).toBe(variables.length);
  });

  it("every method's text is in the widget catalog of every locale, and no key is shared", () => {
    const seen = new Set<string>(Object.keys(en));
    for (const method of definitions) {
      for (const key of Object.keys(method.messages?.en ?? {})) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
      for (const locale of ['en', 'de'] as const) {
        const own = method.messages?.[locale] ?? {};
        expect(Object.keys(own).sort()).toEqual(Object.keys(method.messages?.en ?? {}).sort());
        expect(messagesFor(locale)).toMatchObject(own);
      }
    }
    expect(Object.keys(messagesFor('en')).sort()).toEqual([...seen].sort());
    expect(Object.keys(messagesFor('de')).sort()).toEqual([...seen].sort());
  });
});
