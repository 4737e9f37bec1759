import { revalidatePath } from 'next/cache';
import { markActionStarted } from '../../http/action-calls';
import { ConsoleError } from '../console-error';
import { consoleSecrets } from '../console-secret';
import { currentSession, type ConsoleSession } from '../current-account';
import { verifyCsrfTokenWithAny } from '../csrf-token';
import type { ActionResult } from './action-result';

/** The answer to a server-function call whose argument is not a form (a forged request). */
export const MALFORMED_FORM: ActionResult = {
  ok: false,
  error: 'This request did not carry the form: reload the page and try again.',
};

/**
 * A server function's argument as the form it must be. Anyone can call a server function with
 * any arguments (its id is in the page), so the type annotation proves nothing at run time.
 */
export function isForm(value: unknown): value is FormData {
  return value instanceof FormData;
}

/**
 * The one way a console form changes something: a form, a live session, the session's CSRF
 * token in the form, then the operation (which checks ownership itself) with the form. Console
 * errors become a message on the form; anything else is a bug and propagates.
 */
export async function runAction(
  formData: unknown,
  operation: (session: ConsoleSession, form: FormData) => Promise<ActionResult>,
): Promise<ActionResult> {
  markActionStarted();
  if (!isForm(formData)) return MALFORMED_FORM;
  const session = await currentSession();
  if (!session) return { ok: false, error: 'Your session has ended: sign in again.' };
  // A form rendered before a console secret rotation carries a token of the previous secret.
  const { current, previous } = await consoleSecrets(session.deps.ctx);
  const token = formData.get('csrf');
  if (!verifyCsrfTokenWithAny([current, ...previous], session.sessionId, token)) {
    return {
      ok: false,
      error: 'This form is out of date (CSRF check failed): reload the page and try again.',
    };
  }
  try {
    const result = await operation(session, formData);
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
