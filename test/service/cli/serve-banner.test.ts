import { describe, expect, it } from 'vitest';
import { consoleNote } from '../../../src/service/cli/commands/serve';

const URL = 'https://age.example';

describe("ofage serve's console line", () => {
  it('with sign-up closed (the default) and no account, says how to make the first one', () => {
    expect(consoleNote(URL, { built: true, openSignup: false, accounts: 0 })).toBe(
      'https://age.example/console (no account yet, and sign-up is closed: create one with `npx ofage accounts create --email <e-mail>`)',
    );
  });

  it('offers sign-up only when OFAGE_OPEN_SIGNUP opened it', () => {
    expect(consoleNote(URL, { built: true, openSignup: true, accounts: 0 })).toBe(
      'https://age.example/console (sign up for the first account)',
    );
  });

  it('once there is an account, says to sign in', () => {
    for (const openSignup of [true, false]) {
      expect(consoleNote(URL, { built: true, openSignup, accounts: 2 })).toMatch(
        /^https:\/\/age\.example\/console \(sign in; /,
      );
    }
  });

  it('without a page build there is no console to offer', () => {
    expect(consoleNote(URL, { built: false, openSignup: true, accounts: 0 })).toBe(
      'not served (no page build)',
    );
  });
});
