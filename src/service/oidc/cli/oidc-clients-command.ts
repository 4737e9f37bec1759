import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ServiceError } from '../../errors/service-error';
import { getProduct } from '../../products/products';
import { setCreateApproval } from '../clients/approve-create';
import { checkClientInput } from '../clients/client-input';
import { createQuotaOf, type CreateStatus } from '../clients/create-permission';
import { listCreateProviders } from '../clients/create-providers';
import {
  createOidcClient,
  deleteOidcClient,
  listOidcClients,
  type OidcClientInfo,
} from '../clients/oidc-clients';
import { issuerUrl } from '../oidc-paths';

export interface OidcClientsOptions {
  product?: string | undefined;
  mode: 'test' | 'live';
  name?: string | undefined;
  redirectUris: string[];
  thresholds?: string | undefined;
  mayCreate: boolean;
  client?: string | undefined;
  keysPerHour?: string | undefined;
}

export type OidcClientsAuditAction =
  | 'oidc_client.created'
  | 'oidc_client.deleted'
  | 'oidc_client.create_approved'
  | 'oidc_client.create_withdrawn';

/**
 * Records an entry in a product's audit log, or with `productId` null in the operator's
 * service-wide log; `on` writes inside the caller's transaction.
 */
export type OidcClientsAudit = (
  productId: string | null,
  entry: { action: OidcClientsAuditAction; detail: string },
  on?: Kysely<Database>,
) => Promise<void>;

const STATUS_TEXT: Record<CreateStatus, string> = {
  none: 'use',
  'test-keys': 'use+create (test keys)',
  'awaiting-approval': 'use+create (awaiting operator approval)',
  approved: 'use+create (approved by the operator)',
};

/**
 * `ofage oidc-clients create|list|delete` (a product's OpenID clients, as the console manages
 * them) and the operator's `approve|withdraw|pending` (which live clients may create age keys:
 * a decision no tenant's console can make). Returns what to print (human text and the --json
 * data).
 */
export async function oidcClientsCommand(
  db: Kysely<Database>,
  action: string | undefined,
  opts: OidcClientsOptions,
  context: { now: number; publicUrl: string; audit: OidcClientsAudit },
): Promise<{ human: string; data: unknown }> {
  switch (action) {
    case 'approve':
    case 'withdraw':
      return decideCreate(db, action, opts, context);
    case 'pending':
      return pending(db);
    case 'create':
    case 'list':
    case 'delete':
      break;
    default:
      throw new ServiceError(
        'INVALID_INPUT',
        `unknown command "oidc-clients ${action ?? ''}": use create, list, delete, approve, withdraw or pending`,
      );
  }
  const productId = opts.product;
  if (!productId)
    throw new ServiceError('INVALID_INPUT', `oidc-clients ${action} needs --product <id>`);
  if (!(await getProduct(db, productId))) {
    throw new ServiceError('INVALID_INPUT', `no product ${productId}: see ofage products list`);
  }
  if (action === 'create') {
    const thresholds = opts.thresholds?.split(',').map((t) => Number(t.trim()));
    const input = checkClientInput({
      mode: opts.mode,
      name: opts.name,
      redirectUris: opts.redirectUris,
      thresholds,
      mayCreate: opts.mayCreate,
    });
    const { info, secret } = await createOidcClient(db, productId, input, context.now);
    await context.audit(productId, {
      action: 'oidc_client.created',
      detail: `${info.clientId} (${info.redirectUris.join(' ')})`,
    });
    const lines = [
      `OIDC_USE_ISSUER=${issuerUrl(context.publicUrl, 'use')}`,
      ...(info.mayCreate ? [`OIDC_CREATE_ISSUER=${issuerUrl(context.publicUrl, 'create')}`] : []),
      `OIDC_CLIENT_ID=${info.clientId}`,
      ...(secret ? [`OIDC_CLIENT_SECRET=${secret}`] : []),
      `OIDC_REDIRECT_URI=${info.redirectUris[0]}`,
    ];
    const note = secret
      ? '\n\nThe client secret is shown once: keep it on your server only (the create requests need it).'
      : '';
    const approval =
      info.createStatus === 'awaiting-approval'
        ? `\n\nA live client creates age keys only once approved: ofage oidc-clients approve --client ${info.clientId}`
        : '';
    return {
      human: `${lines.join('\n')}${note}${approval}`,
      data: { ...info, ...(secret ? { clientSecret: secret } : {}) },
    };
  }
  if (action === 'list') {
    const clients = await listOidcClients(db, productId);
    return {
      human: clients.map(listLine).join('\n') || 'no OpenID clients',
      data: clients,
    };
  }
  const clientId = opts.client;
  if (!clientId)
    throw new ServiceError('INVALID_INPUT', 'oidc-clients delete needs --client <client id>');
  if (!(await deleteOidcClient(db, productId, clientId))) {
    throw new ServiceError('INVALID_INPUT', `no OpenID client ${clientId} in this product`);
  }
  await context.audit(productId, { action: 'oidc_client.deleted', detail: clientId });
  return { human: `deleted ${clientId}`, data: { deleted: clientId } };
}

function listLine(c: OidcClientInfo): string {
  const quota = c.createStatus === 'none' ? '' : `  ${c.createQuota} creates/hour`;
  return `${c.clientId}  ${c.mode}  ${STATUS_TEXT[c.createStatus]}${quota}  ages ${c.thresholds.join(',')}  ${c.redirectUris.join(' ')}`;
}

/** `approve --client <id> [--keys-per-hour N]` and `withdraw --client <id>`, audited twice. */
async function decideCreate(
  db: Kysely<Database>,
  action: 'approve' | 'withdraw',
  opts: OidcClientsOptions,
  context: { now: number; audit: OidcClientsAudit },
): Promise<{ human: string; data: unknown }> {
  const clientId = opts.client;
  if (!clientId) {
    throw new ServiceError('INVALID_INPUT', `oidc-clients ${action} needs --client <client id>`);
  }
  let quota: number | undefined;
  if (opts.keysPerHour !== undefined) {
    if (action === 'withdraw') {
      throw new ServiceError('INVALID_INPUT', '--keys-per-hour goes with approve, not withdraw');
    }
    quota = Number(opts.keysPerHour);
  }
  const row = await db.transaction().execute(async (trx) => {
    const decided = await setCreateApproval(
      trx,
      clientId,
      action === 'approve' ? { approve: true, quota } : { approve: false },
      context.now,
    );
    const entry = {
      action:
        action === 'approve'
          ? ('oidc_client.create_approved' as const)
          : ('oidc_client.create_withdrawn' as const),
      detail:
        action === 'approve'
          ? `${clientId} may create live age keys (${createQuotaOf(decided)} create requests an hour)`
          : `${clientId} may no longer create age keys; the keys it vouched for answer as no key`,
    };
    // The tenant sees the decision in its product's log; the operator in the service-wide one.
    await context.audit(decided.product_id, entry, trx);
    await context.audit(
      null,
      { ...entry, detail: `${entry.detail} (product ${decided.product_id})` },
      trx,
    );
    return decided;
  });
  const human =
    action === 'approve'
      ? `approved ${clientId}: it may create live age keys, ${createQuotaOf(row)} create requests an hour; products accept its keys unless they choose their providers`
      : `withdrew ${clientId}: it creates no more age keys, and the keys it vouched for answer as no key at every product`;
  return {
    human,
    data: {
      clientId,
      productId: row.product_id,
      approvedAt: row.create_approved_at,
      createQuota: createQuotaOf(row),
    },
  };
}

/** `pending`: live clients awaiting approval, then the providers the operator trusts. */
async function pending(db: Kysely<Database>): Promise<{ human: string; data: unknown }> {
  const [awaiting, approved] = await Promise.all([
    listCreateProviders(db, 'awaiting-approval'),
    listCreateProviders(db, 'approved'),
  ]);
  const line = (p: (typeof awaiting)[number]) =>
    `${p.clientId}  ${p.name}  ${p.host}  product ${p.productId} (${p.productName})`;
  const human = [
    'Awaiting approval to create live age keys:',
    ...(awaiting.length ? awaiting.map(line) : ['  none']),
    '',
    'Approved (operator-trusted providers):',
    ...(approved.length ? approved.map((p) => `${line(p)}  ${p.quota} creates/hour`) : ['  none']),
  ].join('\n');
  return { human, data: { awaiting, approved } };
}
