'use client';

import { signIn } from 'next-auth/react';
import { useState } from 'react';
import type { ActionResult } from '../actions/action-result';

type SignUp = (state: ActionResult | null, form: FormData) => Promise<ActionResult>;

/**
 * Creates the account with a server function, then signs in through next-auth. The server
 * function answers alike for new and existing addresses; only the sign-in can succeed or not.
 */
export function SignUpForm({ signUp, minLength }: { signUp: SignUp; minLength: number }) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        setPending(true);
        setError(undefined);
        void (async () => {
          const created = await signUp(null, form);
          if (!created.ok) {
            setPending(false);
            setError(created.error);
            return;
          }
          const res = await signIn('credentials', {
            email: String(form.get('email') ?? ''),
            password: String(form.get('password') ?? ''),
            redirect: false,
          });
          if (res?.ok && !res.error) window.location.assign('/console');
          else {
            // Sign-up does not say whether the address had an account; signing in tells.
            setPending(false);
            setError(
              'Signing in with this password failed. If you already have an account, sign in with its password.',
            );
          }
        })();
      }}
    >
      <label>
        E-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={minLength}
          required
          aria-describedby="password-help"
        />
        <small id="password-help">
          At least {minLength} characters. A few unrelated words work well; common passwords are
          refused.
        </small>
      </label>
      <button type="submit" className="button primary" disabled={pending}>
        {pending ? 'Creating account…' : 'Create account'}
      </button>
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
