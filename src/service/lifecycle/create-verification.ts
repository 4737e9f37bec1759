import { createHash, randomUUID } from 'node:crypto';
import {
  PerformRequestSchema,
  type PerformResponse,
  type VerificationFlow,
} from '../../protocol/perform-request';
import type { VerificationMethod } from '../../protocol/verification-result';
import type { ServiceContext } from '../context';
import type { NewVerificationRow } from '../db/schema';
import { invalidInput } from '../errors/service-error';
import type { AuthenticatedKey } from '../keys/key-authenticator';
import {
  defaultFacialEstimationBounds,
  describeExclusion,
  jurisdictionGroupKey,
  resolveJurisdiction,
  thresholdFor,
  unknownJurisdictionReason,
} from '../policy';
import { canProve } from '../methods/method-reach';
import { liveMethods } from '../methods/registry';
import type { Product } from '../products/products';
import { signWidgetToken } from '../tokens/widget-token';
import { formatZodError } from '../errors/format-zod-error';
import { finalizeVerification } from '../verifications/finalize-verification';
import { performPolicy } from './perform-policy';
import { MAX_ATTEMPTS_PER_METHOD } from '../verifications/record-evidence';
import { hashSecret, newSecret } from '../verifications/secret-hash';
import { shortUrlFor } from '../verifications/short-link';
import { validateRedirectUrl } from '../verifications/validate-redirect-url';

/** PENDING verifications (never opened) are deleted after this long. */
export const PENDING_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Flows only the hosted API's per-method endpoints start:
 * `perform-credit-card-verification` and `perform-connect-id-verification`. `options.flow` keeps
 * the spec's four.
 */
export type MethodFlow = 'credit-card' | 'bank-app';
/**
 * Flows of the hosted API's purpose endpoints: `perform-age-appeal` and
 * `perform-trusted-adult-verification`. Both show the picker, narrowed for an appeal.
 */
export type PurposeFlow = 'age-appeal' | 'trusted-adult';
/** What a verification's `flow` column holds. */
export type StoredFlow = VerificationFlow | MethodFlow | PurposeFlow;

/** The method a flow starts in; `age-assurance` shows the picker. */
export const FLOW_METHOD: Record<VerificationFlow | PurposeFlow, VerificationMethod | null> &
  Record<MethodFlow, VerificationMethod> = {
  'age-assurance': null,
  'age-appeal': null,
  'trusted-adult': null,
  'age-key': 'age-key',
  'facial-age-estimation': 'facial-age-estimation',
  'id-scan': 'id-document',
  'credit-card': 'credit-card',
  'bank-app': 'bank-app',
};

/** What an endpoint other than perform fixes about the verification it creates. */
export interface VerificationOverrides {
  /** The stored flow: a per-method alias's method, or a purpose endpoint's flow. */
  flow?: StoredFlow;
  /**
   * Only these methods may be offered (an appeal: methods that prove an exact age or a signed
   * attribute); `purpose` names the endpoint in the error when none of them is available.
   */
  onlyMethods?: { methods: readonly VerificationMethod[]; purpose: string };
  /** The threshold must be at least the age of majority (a trusted adult's verification). */
  adultOnly?: boolean;
}

/**
 * `POST /api/v1/age-verification/perform`: validates the request, resolves the jurisdiction's
 * threshold and methods, stores a PENDING verification and returns the widget URLs.
 */
export async function createVerification(
  ctx: ServiceContext,
  product: Product,
  key: AuthenticatedKey,
  body: unknown,
  overrides: VerificationOverrides = {},
): Promise<PerformResponse> {
  const parsed = PerformRequestSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(formatZodError(parsed.error));
  const request = parsed.data;

  const jurisdiction = resolveJurisdiction(request.jurisdiction);
  if (!jurisdiction) throw invalidInput(unknownJurisdictionReason(request.jurisdiction) ?? '');
  const criteria = request.criteria;
  const threshold = thresholdFor(jurisdiction, criteria);
  if (overrides.adultOnly && threshold < jurisdiction.adultAge) {
    throw invalidInput(
      `a trusted adult is verified as an adult: criteria must be ADULT (${jurisdiction.adultAge}+ in ${jurisdiction.code}) or omitted, not ${threshold}+`,
    );
  }

  const flow = overrides.flow ?? request.options?.flow ?? 'age-assurance';
  const enabled =
    product.methodOverrides[jurisdictionGroupKey(jurisdiction)] ?? product.enabledMethods;
  const only = overrides.onlyMethods;
  const candidates = only === undefined ? enabled : enabled.filter((m) => only.methods.includes(m));
  // What the regimes make of the candidates, and of those that can reach the threshold.
  const { policyView, offered, methodsJson } = performPolicy(jurisdiction, candidates, threshold);
  const methods = offered.methods;
  const flowMethod = FLOW_METHOD[flow];
  const exclusion = policyView.excluded.find((e) => e.method === flowMethod);
  if (flowMethod !== null && exclusion !== undefined) {
    throw invalidInput(
      `flow "${flow}" needs the ${flowMethod} method, which ${jurisdiction.code} does not accept: ${describeExclusion(exclusion)}; omit options.flow and let the user pick a method`,
    );
  }
  if (
    flowMethod !== null &&
    policyView.methods.includes(flowMethod) &&
    !canProve(flowMethod, threshold)
  ) {
    throw invalidInput(
      `flow "${flow}" needs the ${flowMethod} method, which cannot prove ${threshold}+ (required in ${jurisdiction.code}): use perform and let the user pick a method`,
    );
  }
  if (methods.length === 0 && only !== undefined) {
    throw invalidInput(
      `${only.purpose} offers only ${only.methods.join(' or ')}, and neither is available for this product in ${jurisdiction.code}${offered.excluded.length === 0 ? ': enable one in the product settings' : `: ${offered.excluded.map(describeExclusion).join('; ')}`}`,
    );
  }
  if (methods.length === 0 && offered.excluded.length > 0) {
    throw invalidInput(
      `no method this product enables is accepted in ${jurisdiction.code}: ${offered.excluded.map(describeExclusion).join('; ')}`,
    );
  }
  if (key.mode === 'live' && isMethodFlow(flow) && !liveMethods(ctx).includes(FLOW_METHOD[flow])) {
    throw invalidInput(
      `the ${FLOW_METHOD[flow]} method has no live implementation on this service yet (test keys get a simulator): use perform and let the user pick a method`,
    );
  }
  if (flowMethod !== null && !methods.includes(flowMethod)) {
    throw invalidInput(
      `flow "${flow}" needs the ${flowMethod} method, which is not available for this product in ${jurisdiction.code}: enable it in the product settings or omit options.flow`,
    );
  }

  const redirectUrl =
    request.options?.redirectUrl === undefined
      ? null
      : validateRedirectUrl(request.options.redirectUrl, key.mode);

  const defaults = defaultFacialEstimationBounds(jurisdiction, threshold);
  const face = request.options?.facialAgeEstimation;
  const passIfOver =
    face?.passIfOver ?? product.facialAgeEstimation.passIfOver ?? defaults.passIfOver;
  const failIfUnder =
    face?.failIfUnder ?? product.facialAgeEstimation.failIfUnder ?? defaults.failIfUnder;
  if (failIfUnder > passIfOver) {
    throw invalidInput(
      `options.facialAgeEstimation.failIfUnder (${failIfUnder}) must not be greater than passIfOver (${passIfOver})`,
    );
  }
  // Regimes that accept estimation require a challenge age above the threshold (policy data);
  // where estimation is not offered, the bounds are never used.
  if (methods.includes('facial-age-estimation') && passIfOver < defaults.passIfOver) {
    throw invalidInput(
      `options.facialAgeEstimation.passIfOver (${passIfOver}) must be at least ${defaults.passIfOver} for ${jurisdiction.code}: facial estimation needs a challenge-age buffer above the threshold ${threshold}`,
    );
  }

  const now = ctx.now();
  const id = randomUUID();
  // The subject id is the merchant's; only a product-scoped hash is kept, to count attempts.
  const subjectHash = hashSubject(product.id, request.subject);
  const attempts =
    subjectHash === null ? {} : await recentSubjectAttempts(ctx, product.id, subjectHash, now);
  // The shortUrl's secret: the id and product id in it are not secrets, this is. Kept hashed.
  const linkSecret = newSecret();
  const row: NewVerificationRow = {
    id,
    product_id: product.id,
    mode: key.mode,
    status: 'PENDING',
    jurisdiction: jurisdiction.code,
    criteria_category: criteria.ageCategory ?? null,
    criteria_age: criteria.age ?? null,
    threshold,
    flow,
    redirect_url: redirectUrl,
    locale: request.options?.locale ?? request.locale ?? null,
    face_pass_if_over: passIfOver,
    face_fail_if_under: failIfUnder,
    methods: methodsJson,
    attempts: JSON.stringify(attempts),
    subject_hash: subjectHash,
    method: null,
    age_low: null,
    age_high: null,
    result_category: null,
    failure_reason: null,
    dob: null,
    created_at: now,
    opened_at: null,
    completed_at: null,
    expires_at: now + PENDING_TTL_MS,
    short_link_hash: hashSecret(linkSecret),
    completion_hash: null,
  };
  const exhausted =
    methods.length > 0 && methods.every((m) => (attempts[m] ?? 0) >= MAX_ATTEMPTS_PER_METHOD);
  if (exhausted) {
    // This subject already used every attempt recently: the verification ends at once, with the
    // same webhook and result a user who ran out of attempts in the widget would produce.
    const finished = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('verifications')
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow();
      return finalizeVerification(
        trx,
        inserted,
        { status: 'FAIL', failureReason: 'max-attempts-exceeded' },
        now,
      );
    });
    if (finished) ctx.onCompleted(finished);
  } else {
    await ctx.verifications.insert(row);
  }

  const token = signWidgetToken(
    ctx.signingKeys,
    ctx.config.publicUrl,
    { verificationId: id, productId: product.id, mode: key.mode },
    Math.floor(now / 1000),
  );
  const base = ctx.config.publicUrl;
  return {
    id,
    url: `${base}/verify?token=${token}`,
    shortUrl: shortUrlFor(base, id, product.id, linkSecret),
  };
}

/** A subject's attempts count across its verifications of one product within this window. */
export const SUBJECT_ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Attempts a subject (`subject.id`) already used per method in this product's recent
 * verifications, so starting a new verification does not reset the three-attempt limit.
 */
async function recentSubjectAttempts(
  ctx: ServiceContext,
  productId: string,
  subjectHash: string,
  now: number,
): Promise<Record<string, number>> {
  const rows = await ctx.db
    .selectFrom('verifications')
    .select('attempts')
    .where('product_id', '=', productId)
    .where('subject_hash', '=', subjectHash)
    .where('created_at', '>', now - SUBJECT_ATTEMPT_WINDOW_MS)
    .execute();
  const total: Record<string, number> = {};
  for (const row of rows) {
    for (const [method, used] of Object.entries(
      JSON.parse(row.attempts) as Record<string, number>,
    )) {
      total[method] = Math.min(MAX_ATTEMPTS_PER_METHOD, (total[method] ?? 0) + used);
    }
  }
  return total;
}

/**
 * The product-scoped hash that counts a subject's attempts: of `subject.id`, or else of
 * `subject.email` (lower-cased; the request schema has trimmed it). The clear value is never stored or passed on; the
 * product id in the hash keeps one subject's attempts in one product from meeting another's.
 */
function hashSubject(productId: string, subject: { id?: string; email?: string } | undefined) {
  if (subject?.id !== undefined)
    return createHash('sha256').update(`${productId}:${subject.id}`).digest('hex');
  if (subject?.email !== undefined) {
    const email = subject.email.toLowerCase();
    return createHash('sha256').update(`${productId}:email:${email}`).digest('hex');
  }
  return null;
}

function isMethodFlow(flow: StoredFlow): flow is MethodFlow {
  return flow === 'credit-card' || flow === 'bank-app';
}
