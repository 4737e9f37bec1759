import { randomBytes } from 'node:crypto';

/** How long the previous secret keeps signing after a rotation. */
export const SECRET_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A fresh webhook signing secret: `whsec_` + 32 random bytes, base64 (Standard Webhooks form). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
