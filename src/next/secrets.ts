import { OfageError } from '../client/ofage-error';
import { MIN_SECRET_LENGTH } from './gate-token';

/**
 * Normalises a secret option (one string, a comma-separated env value, or a list, newest
 * first) and rejects short ones with a message naming the option and the env var.
 */
export function parseSecrets(
  value: string | readonly string[] | undefined,
  option: string,
  envVar: string,
): string[] {
  const list = (typeof value === 'string' ? value.split(',') : (value ?? []))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (list.length === 0) {
    throw new OfageError(
      'INVALID_CONFIG',
      `${option} is missing: set ${envVar} (or pass ${option}). Generate one with \`openssl rand -base64 32\`; to rotate, list the new secret first: ${envVar}=new,old.`,
    );
  }
  for (const secret of list) {
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new OfageError(
        'INVALID_CONFIG',
        `${option} has a secret of ${secret.length} characters; each must have at least ${MIN_SECRET_LENGTH}. Generate one with \`openssl rand -base64 32\` and put it in ${envVar}.`,
      );
    }
  }
  return list;
}

/** `process.env` where it exists (Node and Next's proxy), an empty object elsewhere. */
export function defaultEnv(): Record<string, string | undefined> {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}
