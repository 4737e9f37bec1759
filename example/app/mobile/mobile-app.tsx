'use client';

import { useState } from 'react';
import { MOBILE_SESSION_KEY } from './session-key';

/** The app's "verify" button: a mobile session from the store's server, then the widget. */
export function MobileApp({ returnUrl, userName }: { returnUrl: string; userName: string }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError('');
    try {
      const response = await fetch('/api/age-gate/mobile/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redirectUrl: returnUrl }),
      });
      const body = (await response.json()) as {
        url?: string;
        sessionToken?: string;
        errorMessage?: string;
      };
      if (!response.ok || !body.url || !body.sessionToken) {
        throw new Error(body.errorMessage ?? `The server answered ${response.status}.`);
      }
      // A real app keeps the token in its own storage and opens `url` in the system browser.
      sessionStorage.setItem(MOBILE_SESSION_KEY, body.sessionToken);
      window.location.assign(body.url);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <p>Hi {userName}! The spirits cellar needs a one-time age check.</p>
      <button
        type="button"
        className="button button-block"
        onClick={() => void start()}
        disabled={busy}
      >
        {busy ? 'Opening…' : 'Verify my age'}
      </button>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
