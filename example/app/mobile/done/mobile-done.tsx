'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { GateStatus } from 'ofage/react';
import { MOBILE_SESSION_KEY } from '../session-key';

type View =
  { kind: 'checking' } | { kind: 'done'; status: GateStatus } | { kind: 'error'; message: string };

/** Confirms the app's session with the store's server (`mobile/confirm`). */
export function MobileDone() {
  const [view, setView] = useState<View>({ kind: 'checking' });

  useEffect(() => {
    const sessionToken = sessionStorage.getItem(MOBILE_SESSION_KEY);
    if (!sessionToken) {
      setView({ kind: 'error', message: 'This app has no verification in progress.' });
      return;
    }
    fetch('/api/age-gate/mobile/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionToken }),
    })
      .then(async (response) => {
        const body = (await response.json()) as GateStatus & { errorMessage?: string };
        if (!response.ok)
          throw new Error(body.errorMessage ?? `The server answered ${response.status}.`);
        if (body.state !== 'pending') sessionStorage.removeItem(MOBILE_SESSION_KEY);
        setView({ kind: 'done', status: body });
      })
      .catch((e: Error) => setView({ kind: 'error', message: e.message }));
  }, []);

  if (view.kind === 'checking') return <p role="status">Confirming your result…</p>;
  if (view.kind === 'error') {
    return (
      <div className="stack" role="alert">
        <p>{view.message}</p>
        <Link href="/mobile" className="button button-block">
          Start again
        </Link>
      </div>
    );
  }
  const { status } = view;
  return (
    <div className="stack" data-testid="mobile-result" data-state={status.state}>
      {status.verified ? (
        <>
          <p className="result result-ok" role="status">
            Age verified
          </p>
          <p className="muted">Confirmed by the store&rsquo;s server. Enjoy the cellar!</p>
        </>
      ) : (
        <>
          <p className="result result-bad" role="status">
            Not verified
          </p>
          <p className="muted">{status.message}</p>
        </>
      )}
      <Link href="/mobile" className="button button-block button-ghost">
        Back to the app
      </Link>
    </div>
  );
}
