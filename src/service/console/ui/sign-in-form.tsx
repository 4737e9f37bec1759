'use client';

import { signIn } from 'next-auth/react';
import { useState } from 'react';

/** E-mail and password, posted to next-auth's credentials callback (with its CSRF token). */
export function SignInForm({ notice }: { notice?: string | undefined }) {
  const [error, setError] = useState<string | undefined>(notice);
  const [pending, setPending] = useState(false);
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        setPending(true);
        setError(undefined);
        void signIn('credentials', {
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
          redirect: false,
        }).then((res) => {
          setPending(false);
          if (res?.ok && !res.error) window.location.assign('/console');
          else setError(describeError(res?.error));
        });
      }}
    >
      <label>
        E-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" className="button primary" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function describeError(error: string | null | undefined): string {
  if (!error || error === 'CredentialsSignin') return 'Wrong e-mail address or password.';
  return error;
}
