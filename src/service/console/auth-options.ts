import type { AuthOptions } from 'next-auth';
import { decode } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { requestClientAddress } from '../http/client-stamp';
import { authenticate } from './authenticate';
import type { ConsoleDeps } from './console-deps';
import { consoleSecrets, type ConsoleSecrets } from './console-secret';
import { createSession, deleteSession, SESSION_TTL_MS } from './sessions';

/** The console's sign-in page; next-auth sends people here. */
export const SIGN_IN_PATH = '/console/sign-in';

const cache = new WeakMap<ConsoleDeps, { secrets: string; options: AuthOptions }>();

/**
 * next-auth (v4) for the console. Session strategy: next-auth's credentials provider only works
 * with JWT sessions, so the cookie is next-auth's encrypted JWT (JWE, HttpOnly, SameSite=Lax,
 * Secure on https) and carries nothing but the id of a `console_sessions` row. Every request
 * checks that row (current-account.ts), so sign-out — which deletes it — ends the session
 * everywhere at once, even for a copied cookie. CSRF: next-auth's double-submit token guards
 * sign-in and sign-out; console forms carry their own token (csrf-token.ts).
 */
export async function consoleAuthOptions(service: ConsoleDeps): Promise<AuthOptions> {
  // Built again when the secrets change (`ofage console-secret rotate`, on any instance).
  const secrets = await consoleSecrets(service.ctx);
  const key = [secrets.current, ...secrets.previous].join(' ');
  let cached = cache.get(service);
  if (cached?.secrets !== key) {
    cached = { secrets: key, options: buildOptions(service, secrets) };
    cache.set(service, cached);
  }
  return cached.options;
}

function buildOptions(service: ConsoleDeps, secrets: ConsoleSecrets): AuthOptions {
  const { ctx } = service;
  // next-auth reads its own URL from the environment; the service's public URL is the truth.
  process.env.NEXTAUTH_URL ??= `${ctx.config.publicUrl}/api/auth`;
  const accepted = [secrets.current, ...secrets.previous];
  return {
    secret: secrets.current,
    // Cookies are sealed with the current secret; one sealed with the previous secret (a session
    // signed in before a rotation) still opens, and is sealed again with the current one.
    jwt: {
      decode: async (params) => {
        let failure: unknown;
        for (const secret of accepted) {
          try {
            return await decode({ ...params, secret });
          } catch (error) {
            failure = error;
          }
        }
        throw failure;
      },
    },
    session: { strategy: 'jwt', maxAge: Math.floor(SESSION_TTL_MS / 1000) },
    pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'E-mail and password',
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        // A refusal is a ConsoleError (wrong password, too many tries): next-auth hands its
        // message, and only its message, to the sign-in form as `error`.
        async authorize(credentials, req) {
          const account = await authenticate(ctx, {
            email: String(credentials?.email ?? ''),
            password: String(credentials?.password ?? ''),
            ip: requestClientAddress(req.headers, service.clientStamp, ctx.config.trustProxy),
          });
          const sid = await createSession(ctx, account.id);
          return { id: account.id, email: account.email, sid };
        },
      }),
    ],
    callbacks: {
      // next-auth's default does `new URL(url)` on the callbackUrl query parameter or cookie and
      // throws (a 500) on anything that is not a URL; this one never throws and stays on-site.
      redirect: ({ url, baseUrl }) => sameSiteRedirect(url, baseUrl),
      jwt({ token, user }) {
        if (user && 'sid' in user) token.sid = user.sid;
        return token;
      },
      session({ session, token }) {
        return { ...session, sid: typeof token.sid === 'string' ? token.sid : undefined };
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === 'string') await deleteSession(ctx, token.sid);
      },
    },
  };
}

/**
 * Where next-auth may send the browser after sign-in or sign-out: a path on this site, or a URL
 * of this site's origin; anything else (another origin, `//evil.example`, garbage) is the console.
 */
export function sameSiteRedirect(url: string, baseUrl: string): string {
  const home = `${baseUrl}/console`;
  try {
    const base = new URL(baseUrl);
    const target = new URL(url, base);
    return target.origin === base.origin ? target.toString() : home;
  } catch {
    return home;
  }
}
