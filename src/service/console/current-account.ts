import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { getService } from '../service-registry';
import type { Account } from './accounts';
import { consoleAuthOptions, SIGN_IN_PATH } from './auth-options';
import type { ConsoleDeps } from './console-deps';
import { consoleSecret } from './console-secret';
import { csrfToken } from './csrf-token';
import { sessionAccount } from './sessions';

export interface ConsoleSession {
  account: Account;
  sessionId: string;
  /** For the hidden `csrf` field of every console form. */
  csrf: string;
  deps: ConsoleDeps;
}

/** The signed-in account of this request, if its cookie names a live session row. */
export async function currentSession(): Promise<ConsoleSession | undefined> {
  const service = await getService();
  const session = await getServerSession(await consoleAuthOptions(service));
  const sid = (session as { sid?: unknown } | null)?.sid;
  if (typeof sid !== 'string') return undefined;
  const account = await sessionAccount(service.ctx, sid);
  if (!account) return undefined;
  return {
    account,
    sessionId: sid,
    csrf: csrfToken(await consoleSecret(service.ctx), sid),
    deps: service,
  };
}

/** For console pages: the session, or a redirect to the sign-in page. */
export async function requireSession(): Promise<ConsoleSession> {
  const session = await currentSession();
  if (!session) redirect(SIGN_IN_PATH);
  return session;
}
