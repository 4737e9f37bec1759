import { revalidatePath } from 'next/cache';
import { ConsoleError } from '../console-error';
import { consoleSecret } from '../console-secret';
import { currentSession, type ConsoleSession } from '../current-account';
import { verifyCsrfToken } from '../csrf-token';
import type { ActionResult } from './action-result';

/**
 * The one way a console form changes something: a live session, the session's CSRF token in
 * the form, then the operation (which checks ownership itself). Console errors become a message
 * on the form; anything else is a bug and propagates.
 */
export async function runAction(
  formData: FormData,
  operation: (session: ConsoleSession) => Promise<ActionResult>,
): Promise<ActionResult> {
  const session = await currentSession();
  if (!session) return { ok: false, error: 'Your session has ended: sign in again.' };
  const secret = await consoleSecret(session.deps.ctx);
  if (!verifyCsrfToken(secret, session.sessionId, formData.get('csrf'))) {
    return {
      ok: false,
      error: 'This form is out of date (CSRF check failed): reload the page and try again.',
    };
  }
  try {
    const result = await operation(session);
    revalidatePath('/console', 'layout');
    return result;
  } catch (err) {
    if (err instanceof ConsoleError) return { ok: false, error: err.message };
    throw err;
  }
}

/** A form field as a string ('' when absent or a file). */
export function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}
