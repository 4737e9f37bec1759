'use client';

import { signOut } from 'next-auth/react';

/** Signs out through next-auth (CSRF-checked POST); the session row is deleted on the server. */
export function SignOutButton() {
  return (
    <button
      type="button"
      className="button link"
      onClick={() => void signOut({ callbackUrl: '/console/sign-in' })}
    >
      Sign out
    </button>
  );
}
