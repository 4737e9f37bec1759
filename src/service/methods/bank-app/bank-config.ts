import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { methodSettings } from '../kit/method-settings';
import { ServiceError } from '../../errors/service-error';

/**
 * How a bank states an age in its ID token:
 * - `age_over`: `age_over_<N>` booleans (ISO 18013-5 style; the test bank),
 * - `over`: `over<N>` booleans (ConnectID: `over16`, `over18`, `over21`, `over25`, `over65`),
 * - `birthdate`: the OpenID Connect Core §5.1 `birthdate` (YYYY-MM-DD).
 */
export type AgeClaimStyle = 'age_over' | 'over' | 'birthdate';

/** One bank (an OpenID Connect provider) the service relies on. */
export interface BankProvider {
  id: string;
  /** What the person sees on the button. */
  name: string;
  /** `connectid` (Australia: PAR + signed request object + private_key_jwt) or `generic`. */
  profile: 'connectid' | 'generic';
  issuer: string;
  clientId: string;
  /** `client_secret_basic` authentication. */
  clientSecret: string | undefined;
  /** A private JWK (`private_key_jwt` and signed request objects). */
  privateJwk: (JsonWebKey & { kid?: string; alg?: string }) | undefined;
  ageClaim: AgeClaimStyle;
  /** Sign the authorization request (RFC 9101). */
  requestObject: boolean;
  /** Push the authorization request first (RFC 9126). */
  par: boolean;
  /** The ID token's signature algorithm (OpenID Connect default RS256; ConnectID PS256). */
  idTokenAlg: string;
  /** Plain HTTP to this issuer (the test bank on loopback only). */
  allowHttp: boolean;
}

/** The bank-app method's settings (`OFAGE_BANK_*`, `OFAGE_TEST_BANK`). */
export interface BankConfig {
  /** Live verifications offer these (from `OFAGE_BANK_PROVIDERS_FILE`). */
  providers: BankProvider[];
  /** Mount the test bank (an OpenID Connect provider) at `/test-bank` for test verifications. */
  testBank: boolean;
}

const ProviderSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be 1-40 of a-z 0-9 -'),
    name: z.string().min(1).max(60),
    profile: z.enum(['connectid', 'generic']).default('generic'),
    issuer: z.url().refine((u) => u.startsWith('https://'), 'must be an https URL'),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1).optional(),
    privateJwk: z.record(z.string(), z.unknown()).optional(),
    ageClaim: z.enum(['age_over', 'over', 'birthdate']).optional(),
    requestObject: z.boolean().optional(),
    par: z.boolean().optional(),
    idTokenAlg: z.enum(['RS256', 'PS256', 'ES256', 'EdDSA']).optional(),
  })
  .refine((p) => p.clientSecret !== undefined || p.privateJwk !== undefined, {
    message: 'needs clientSecret or privateJwk',
  })
  .refine((p) => p.profile !== 'connectid' || p.privateJwk !== undefined, {
    message: 'the connectid profile needs privateJwk (private_key_jwt, signed request objects)',
  })
  .refine((p) => !(p.requestObject ?? false) || p.privateJwk !== undefined, {
    message: 'requestObject needs privateJwk',
  });

const ProvidersFile = z.object({ providers: z.array(ProviderSchema).max(50) });

export const BankEnv = z.object({
  OFAGE_BANK_PROVIDERS_FILE: z.string().min(1).optional(),
  OFAGE_TEST_BANK: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => /^(1|true|yes|on|0|false|no|off|)$/.test(v), 'must be on or off')
    .transform((v) => v === '' || /^(1|true|yes|on)$/.test(v))
    .default(true),
});

/** Reads and checks the providers file once, at start-up: a bad file stops the start. */
export function bankConfig(e: z.infer<typeof BankEnv>): BankConfig {
  const providers = e.OFAGE_BANK_PROVIDERS_FILE ? readProviders(e.OFAGE_BANK_PROVIDERS_FILE) : [];
  return { providers, testBank: e.OFAGE_TEST_BANK };
}

/** The bank-app method's part of the service configuration: `config.bank`. */
export const bankSettings = methodSettings({ key: 'bank', env: BankEnv, read: bankConfig });

function readProviders(file: string): BankProvider[] {
  let parsed: z.infer<typeof ProvidersFile>;
  try {
    parsed = ProvidersFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    const detail =
      error instanceof z.ZodError
        ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
        : (error as Error).message;
    throw new ServiceError(
      'CONFIG_INVALID',
      `invalid configuration:\n  OFAGE_BANK_PROVIDERS_FILE (${file}): ${detail}`,
    );
  }
  const ids = new Set<string>();
  return parsed.providers.map((p) => {
    if (ids.has(p.id) || p.id === 'test-bank') {
      throw new ServiceError(
        'CONFIG_INVALID',
        `invalid configuration:\n  OFAGE_BANK_PROVIDERS_FILE: provider id ${p.id} is used twice or reserved`,
      );
    }
    ids.add(p.id);
    const connectid = p.profile === 'connectid';
    return {
      id: p.id,
      name: p.name,
      profile: p.profile,
      issuer: p.issuer,
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      privateJwk: p.privateJwk as BankProvider['privateJwk'],
      ageClaim: p.ageClaim ?? (connectid ? 'over' : 'birthdate'),
      requestObject: p.requestObject ?? connectid,
      par: p.par ?? connectid,
      idTokenAlg: p.idTokenAlg ?? (connectid ? 'PS256' : 'RS256'),
      allowHttp: false,
    };
  });
}
