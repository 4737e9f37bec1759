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
  allowedMethodsFor,
  defaultFacialEstimationBounds,
  jurisdictionGroupKey,
  resolveJurisdiction,
  thresholdFor,
} from '../policy';
import { canProve } from '../methods/method-reach';
import { LIVE_METHODS } from '../methods/simulators';
import type { Product } from '../products/products';
import { signWidgetToken } from '../tokens/widget-token';
import { formatZodError } from '../http/format-zod-error';
import { finalizeVerification } from './finalize-verification';
import { MAX_ATTEMPTS_PER_METHOD } from './record-evidence';
import { validateRedirectUrl } from './validate-redirect-url';

/** PENDING verifications (never opened) are deleted after this long. */
export const PENDING_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Flows only the hosted API's per-method endpoints start (issue #7):
 * `perform-credit-card-verification` and `perform-connect-id-verification`. `options.flow` keeps
 * the spec's four.
 */
export type MethodFlow = 'credit-card' | 'bank-app';
/** What a verification's `flow` column holds. */
export type StoredFlow = VerificationFlow | MethodFlow;

/** The method a flow starts in; `age-assurance` shows the picker. */
export const FLOW_METHOD: Record<VerificationFlow, VerificationMethod | null> &
  Record<MethodFlow, VerificationMethod> = {
  'age-assurance': null,
  'age-key': 'age-key',
  'facial-age-estimation': 'facial-age-estimation',
  'id-scan': 'id-document',
  'credit-card': 'credit-card',
  'bank-app': 'bank-app',
};

/**
 * `POST /api/v1/age-verification/perform`: validates the request, resolves the jurisdiction's
 * threshold and methods, stores a PENDING verification and returns the widget URLs.
 */
export async function createVerification(
  ctx: ServiceContext,
  product: Product,
  key: AuthenticatedKey,
  body: unknown,
  overrides: { flow?: StoredFlow } = {},
): Promise<PerformResponse> {
  const parsed = PerformRequestSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(formatZodError(parsed.error));
  const request = parsed.data;

  const jurisdiction = resolveJurisdiction(request.jurisdiction);
  if (!jurisdiction) {
    throw invalidInput(
      `jurisdiction "${request.jurisdiction}" is not supported: use an ISO 3166 code of a supported country, e.g. "US", "US-CA", "GB", "DE"`,
    );
  }
  const criteria = request.criteria;
  const threshold = thresholdFor(jurisdiction, criteria);

  const flow = overrides.flow ?? request.options?.flow ?? 'age-assurance';
  const enabled =
    product.methodOverrides[jurisdictionGroupKey(jurisdiction)] ?? product.enabledMethods;
  const allowed = allowedMethodsFor(jurisdiction, enabled);
  // A method that can never reach the threshold (a card in a 21+ state) is not offered.
  const methods = allowed.filter((m) => canProve(m, threshold));
  const flowMethod = FLOW_METHOD[flow];
  if (flowMethod !== null && allowed.includes(flowMethod) && !methods.includes(flowMethod)) {
    throw invalidInput(
      `flow "${flow}" needs the ${flowMethod} method, which cannot prove ${threshold}+ (required in ${jurisdiction.code}): use perform and let the user pick a method`,
    );
  }
  if (key.mode === 'live' && isMethodFlow(flow) && !LIVE_METHODS.includes(FLOW_METHOD[flow])) {
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
  const subjectHash =
    request.subject?.id === undefined
      ? null
      : createHash('sha256').update(`${product.id}:${request.subject.id}`).digest('hex');
  const attempts =
    subjectHash === null ? {} : await recentSubjectAttempts(ctx, product.id, subjectHash, now);
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
    methods: JSON.stringify(methods),
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
    shortUrl: `${base}/v/${id}?pid=${product.id}&s=qr`,
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

function isMethodFlow(flow: StoredFlow): flow is MethodFlow {
  return flow === 'credit-card' || flow === 'bank-app';
}
