import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceContext } from '../context';
import { writePrivateFile } from '../db/private-files';
import { ServiceError } from '../errors/service-error';
import { normalizeEmail } from './accounts';
import { consoleDb } from './console-database';
import { hashPassword, verifyPassword } from './password-hash';
import { checkPassword } from './password-rules';

export const DEFAULT_ADMIN_EMAIL = 'admin@ofage.local';

export interface AdminSeed {
  accountId: string;
  email: string;
  /** `null` when the account existed and its password is not known here (not pinned, no file). */
  password: string | null;
}

/**
 * Makes sure the console admin exists (`npm start`): e-mail and password from
 * OFAGE_SEED_ADMIN_EMAIL / OFAGE_SEED_ADMIN_PASSWORD, else `admin@ofage.local` and a generated
 * password kept in `<dataDir>/console-admin.json` (mode 0600) like the demo key. A pinned
 * password is applied to an existing account too, so it doubles as a reset. Idempotent.
 */
export async function seedAdmin(
  ctx: ServiceContext,
  input: { email?: string | undefined; password?: string | undefined },
): Promise<AdminSeed> {
  const file = path.join(ctx.config.dataDir, 'console-admin.json');
  const stored = readFile(file);
  const email = normalizeEmail(input.email ?? stored?.email ?? DEFAULT_ADMIN_EMAIL);
  const db = consoleDb(ctx.db);
  const existing = await db
    .selectFrom('console_accounts')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();

  let password: string | null =
    input.password ?? (stored?.email === email ? stored.password : null);
  if (input.password !== undefined) {
    const check = checkPassword(input.password, email);
    if (!check.ok) {
      throw new ServiceError('CONFIG_INVALID', `OFAGE_SEED_ADMIN_PASSWORD: ${check.message}`);
    }
  }
  if (existing) {
    if (input.password !== undefined) {
      await db
        .updateTable('console_accounts')
        .set({ password_hash: await hashPassword(input.password) })
        .where('id', '=', existing.id)
        .execute();
    }
    // The kept password is shown only while it still signs in: the admin may have changed it
    // on the console's Account page since. The file keeps the hash it was stored with, so that is
    // a string comparison, not a ~100 ms scrypt run at every start (files from before carry no
    // hash and are checked the slow way).
    if (input.password === undefined && password !== null && stored) {
      const unchanged =
        stored.passwordHash !== undefined
          ? stored.passwordHash === existing.password_hash
          : await verifyPassword(password, existing.password_hash);
      if (!unchanged) password = null;
    }
    return { accountId: existing.id, email, password };
  }

  password ??= generatePassword();
  const id = randomUUID();
  const passwordHash = await hashPassword(password);
  await db
    .insertInto('console_accounts')
    .values({ id, email, password_hash: passwordHash, created_at: ctx.now() })
    .execute();
  if (input.password === undefined) {
    writePrivateFile(file, JSON.stringify({ email, password, passwordHash }, null, 2));
  }
  return { accountId: id, email, password };
}

/** 4 groups of 5 base32 characters (100 bits): easy to type from a terminal. */
export function generatePassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(20);
  let out = '';
  for (let i = 0; i < 20; i++) {
    if (i > 0 && i % 5 === 0) out += '-';
    out += alphabet[bytes[i]! % alphabet.length];
  }
  return out;
}

function readFile(
  file: string,
): { email: string; password: string; passwordHash?: string } | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      email?: unknown;
      password?: unknown;
      passwordHash?: unknown;
    };
    if (typeof parsed.email !== 'string' || typeof parsed.password !== 'string') return undefined;
    return {
      email: parsed.email,
      password: parsed.password,
      ...(typeof parsed.passwordHash === 'string' ? { passwordHash: parsed.passwordHash } : {}),
    };
  } catch {
    return undefined;
  }
}
