'use client';

import { useSession } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

/**
 * The customer's explicit confirmation that this browser's age verification, made while signed
 * out, is theirs: next-auth's `update()` runs the `jwt` callback with `trigger: 'update'`, which
 * binds it to this account (`syncAgeVerification({ adoptBrowserVerification: true })`).
 */
export function AdoptVerificationButton() {
  const { status, update } = useSession();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button-small"
      // next-auth's update() does nothing until the session has loaded.
      disabled={busy || status !== 'authenticated'}
      onClick={async () => {
        setBusy(true);
        await update({ adoptAgeVerification: true });
        router.refresh();
        setBusy(false);
      }}
    >
      {busy ? 'Saving…' : 'I verified in this browser: keep it for my account'}
    </button>
  );
}
