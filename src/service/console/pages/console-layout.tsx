import type { ReactNode } from 'react';
import '../ui/console.css';
import { currentSession } from '../current-account';
import { SignOutButton } from '../ui/sign-out-button';

/** The console frame: a header with the signed-in account (a link to its page) and sign-out. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await currentSession();
  return (
    <div className="console">
      <header className="console-header">
        <a href="/console">ofage console</a>
        {session && (
          <div className="who">
            <a href="/console/account" title="Account and password">
              {session.account.email}
            </a>
            <SignOutButton />
          </div>
        )}
      </header>
      <main className="console-main">{children}</main>
    </div>
  );
}
