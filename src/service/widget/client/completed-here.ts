import { widgetSessionHeaders } from '../../methods/kit/widget-session';

/**
 * Whether this widget session's attempt ended the verification (`completedHere` of the status
 * endpoint, checked against the session's secret): only then does the result screen offer to save
 * an age key. False whenever the service cannot be asked; the service checks again on every
 * age-key call anyway.
 */
export async function completedHere(apiBase: string, token: string): Promise<boolean> {
  try {
    const res = await fetch(`${apiBase}/status?token=${encodeURIComponent(token)}`, {
      cache: 'no-store',
      headers: widgetSessionHeaders(),
    });
    if (!res.ok) return false;
    return ((await res.json()) as { completedHere?: unknown }).completedHere === true;
  } catch {
    return false;
  }
}
