import type { AttemptResponse } from '../kit/widget-types';
import { widgetSessionHeaders } from '../kit/widget-session';
import type { RetakeHint } from './document-facts';
import type { FrontStart } from './front-step';
import type { SelfieStart } from './selfie-step';

/** The server's answer to a photo (back, front or selfie step). */
export type DocumentAnswer = AttemptResponse & {
  detail?: { refused?: string; selfie?: string; front?: string };
  frontRequired?: boolean;
  front?: FrontStart;
  selfieRequired?: boolean;
  selfie?: SelfieStart;
  error?: string;
  errorMessage?: string;
  hint?: RetakeHint | 'number-not-read';
  /** The front's nonce is no longer valid: start again from the back. */
  restart?: true;
};

/**
 * Posts a photo as the request body: the back (`submit`), or the front with the nonce the back's
 * answer gave (`front`). Rejects only when the service could not be reached.
 */
export async function sendPhoto(
  props: { apiBase: string; token: string },
  photo: Blob,
  front: FrontStart | null,
): Promise<{ status: number; ok: boolean; answer: DocumentAnswer }> {
  const action = front ? `front?nonce=${encodeURIComponent(front.nonce)}` : 'submit';
  const response = await fetch(`${props.apiBase}/methods/id-document/${action}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${props.token}`,
      'content-type': photo.type,
      ...widgetSessionHeaders(),
    },
    body: photo,
  });
  const answer = (await response.json().catch(() => ({}))) as DocumentAnswer;
  return { status: response.status, ok: response.ok, answer };
}
