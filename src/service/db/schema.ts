import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Tables shared by SQLite and PostgreSQL. Times are epoch milliseconds; JSON columns are text;
 * booleans are 0/1 integers, so the same queries serve both dialects.
 */
export interface Database {
  products: ProductsTable;
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  extra_webhook_endpoints: ExtraWebhookEndpointsTable;
  verifications: VerificationsTable;
  verification_events: VerificationEventsTable;
  webhook_events: WebhookEventsTable;
  webhook_attempts: WebhookAttemptsTable;
  signing_keys: SigningKeysTable;
  face_settings: FaceSettingsTable;
  face_signals: FaceSignalsTable;
  id_document_settings: IdDocumentSettingsTable;
  handoff_links: HandoffLinksTable;
}

export interface ProductsTable {
  id: string;
  name: string;
  /**
   * JSON array of exact origins allowed to embed the widget of test verifications (http or
   * https); a test key's `register-app` adds to it.
   */
  test_origins: string;
  /**
   * JSON array of exact origins allowed to embed the widget of live verifications (https, not
   * this machine unless the operator allows it); changed only in the console or with `ofage`.
   */
  live_origins: string;
  /**
   * The one list of both modes before `test_origins` and `live_origins`: what an instance of the
   * previous version reads during a rolling upgrade. Written as the union of the two lists, never
   * read.
   */
  allowed_origins: string;
  /** JSON array of enabled verification methods. */
  enabled_methods: string;
  /**
   * JSON object: jurisdiction group key (policy `jurisdictionGroupKey`) → the methods enabled in
   * that group instead of `enabled_methods`. A group without an entry uses `enabled_methods`.
   */
  method_overrides: string;
  face_pass_if_over: number | null;
  face_fail_if_under: number | null;
  retention_days: number;
  allow_dob: number;
  owner_account_id: string | null;
  /**
   * JSON array of the OpenID create clients whose age keys this product's gates accept, besides
   * the service's own verifications; null accepts every provider the operator trusts.
   */
  age_key_providers: string | null;
  /** The language of the product's pages when nothing else chooses one (BCP 47); null: English. */
  default_locale: string | null;
  created_at: number;
  updated_at: number;
}

export interface ApiKeysTable {
  id: string;
  product_id: string;
  mode: 'test' | 'live';
  /** The visible start of the key, e.g. `ofage_test_3Fq9`; enough to recognise it in a list. */
  prefix: string;
  /** SHA-256 (hex) of the whole key; the key itself is never stored. */
  hash: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface WebhookEndpointsTable {
  product_id: string;
  mode: 'test' | 'live';
  url: string | null;
  secret: string;
  /** During a rotation the previous secret signs too, until it expires. */
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  updated_at: number;
  /** Migration 0018: what the console and the CLI call this endpoint (the first of its mode). */
  label: string | null;
  /** Migration 0018: the origin of the app that registered it (`register-app`), if one did. */
  app_origin: string | null;
}

/**
 * Migration 0018: a product's webhook endpoints after the first of each mode (the first is the
 * `webhook_endpoints` row, which the previous release reads). Each has its own secret.
 */
export interface ExtraWebhookEndpointsTable {
  /** `we_` + 96 random bits. */
  id: string;
  product_id: string;
  mode: 'test' | 'live';
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  label: string | null;
  app_origin: string | null;
  created_at: number;
  updated_at: number;
}

export interface VerificationsTable {
  id: string;
  product_id: string;
  mode: 'test' | 'live';
  status: 'PENDING' | 'IN_PROGRESS' | 'PASS' | 'FAIL';
  jurisdiction: string;
  criteria_category: 'ADULT' | 'DIGITAL_YOUTH_OR_ADULT' | null;
  criteria_age: number | null;
  /** The minimum age this verification must prove, resolved from the policy at perform. */
  threshold: number;
  flow: string;
  redirect_url: string | null;
  locale: string | null;
  face_pass_if_over: number | null;
  face_fail_if_under: number | null;
  /** JSON array: the methods offered, fixed at perform. */
  methods: string;
  /** JSON object: attempts used per method. */
  attempts: string;
  subject_hash: string | null;
  method: string | null;
  age_low: number | null;
  age_high: number | null;
  result_category: string | null;
  failure_reason: string | null;
  dob: string | null;
  created_at: number;
  opened_at: number | null;
  completed_at: number | null;
  /** PENDING verifications are deleted after this time. */
  expires_at: number;
  /** SHA-256 (base64url) of the shortUrl's `k`; null before migration 0010 (such links open nothing). */
  short_link_hash: string | null;
  /** SHA-256 (base64url) of the secret of the widget session whose attempt ended it. */
  completion_hash: string | null;
  /** When the product's owner revoked it (epoch ms); get-status then answers FAIL + `revoked`. */
  revoked_at: number | null;
  revoke_reason: string | null;
  /** The language the person picked in the widget's switcher; null until they pick one. */
  picked_locale: string | null;
}

export interface VerificationEventsTable {
  id: Generated<number>;
  verification_id: string;
  type: string;
  method: string | null;
  detail: string | null;
  created_at: number;
}

export interface WebhookEventsTable {
  /** Also the Standard Webhooks `webhook-id`: stable across retries. */
  id: string;
  product_id: string;
  mode: 'test' | 'live';
  verification_id: string | null;
  event_type: string;
  /** The exact body sent on every attempt. */
  payload: string;
  url: string;
  /** `sign` = normal; `invalid` = deliberately wrong signature (test webhook). */
  signing: 'sign' | 'invalid';
  state: 'pending' | 'delivered' | 'failed';
  attempt_count: number;
  next_attempt_at: number;
  locked_until: number | null;
  created_at: number;
  delivered_at: number | null;
  /**
   * Migration 0010: the origin of `url` (`receiverKey`), which delivery isolation counts by.
   * `null` only on rows an older version wrote; read it as `receiverKey(url)`.
   */
  receiver: string | null;
  /**
   * Migration 0018: the endpoint this event is for (`WebhookEndpoint.id`). `null` on rows an
   * older version wrote, which are the first endpoint's of their mode.
   */
  endpoint_id: string | null;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  event_id: string;
  attempted_at: number;
  status_code: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  retired_at: number | null;
  /**
   * Migration 0020: what this release signs widget tokens with under this key, `HS256` (a MAC
   * under a secret derived from the private key); null for ES256 (keys made before it).
   */
  widget_token_alg: string | null;
}

/** Migration 0008-face: a product's facial-age-estimation settings. */
export interface FaceSettingsTable {
  product_id: string;
  /** 1: test-mode verifications skip the liveness challenge. Live mode always checks it. */
  test_liveness_off: number;
  updated_at: number;
}

/** Migration 0008-face: refused captures and spoof signals per verification (no image data). */
export interface FaceSignalsTable {
  id: string;
  verification_id: string;
  /** `unusable`, `spoof`, `selfie-mismatch` or `sides-mismatch` (id-document). */
  kind: string;
  created_at: number;
}

/** Migration 0009-id-document: per product and mode, whether a document needs a selfie match. */
export interface IdDocumentSettingsTable {
  product_id: string;
  /** 1 on, 0 off, `null` the default (off for test keys). */
  selfie_test: number | null;
  /** 1 on, 0 off, `null` the default (on for live keys). */
  selfie_live: number | null;
  updated_at: number;
}

/** Migration 0010-link-secrets: the `k` of each hand-off QR code the widget showed, hashed. */
export interface HandoffLinksTable {
  secret_hash: string;
  verification_id: string;
  created_at: number;
}

export type ProductRow = Selectable<ProductsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type VerificationRow = Selectable<VerificationsTable>;
export type NewVerificationRow = Insertable<VerificationsTable>;
export type VerificationUpdate = Updateable<VerificationsTable>;
export type WebhookEventRow = Selectable<WebhookEventsTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;
