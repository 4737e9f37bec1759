'use client';

import { signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';

/** `callbackUrl`: a same-origin path the page checked with `safeReturnTo`. */
export function SignInForm({
  defaultEmail,
  callbackUrl,
}: {
  defaultEmail: string;
  callbackUrl: string;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const form = new FormData(event.currentTarget);
    const result = await signIn('credentials', {
      email: String(form.get('email')),
      password: String(form.get('password')),
      redirect: false,
    });
    if (result?.ok) {
      // A full load, so the header and the gate see the new session cookie.
      window.location.assign(callbackUrl);
      return;
    }
    setBusy(false);
    setError('That email and password do not match our demo account.');
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)}>
      <label>
        Email
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={defaultEmail}
        />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
