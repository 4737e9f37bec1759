import {
  addWebhookEndpointAction,
  createKeyAction,
  removeWebhookEndpointAction,
  revealSecretAction,
  revokeKeyAction,
  rotateSecretAction,
  setWebhookUrlAction,
  testWebhookAction,
} from '../actions/console-actions';
import { listProductKeys } from '../api-keys';
import { listProductDeliveries } from '../deliveries';
import { listWebhookEndpointSettings } from '../webhook-endpoints';
import { getWebhookSettings } from '../webhook-settings';
import { OidcClientsSection } from '../oidc-clients/oidc-clients-section';
import { ActionForm } from '../ui/action-form';
import { formatShortTime, formatTime } from '../ui/format';
import { Pager } from '../ui/pager';
import { DeliveryTable } from './delivery-table';
import { loadProductPage, one, type SearchParams } from './load-product';
import { ModeSwitch, ProductHeader } from './product-header';

type Props = { params: Promise<{ productId: string }>; searchParams: SearchParams };

/** Deliveries per page of the log. */
const LOG_PAGE = 25;

/** `/console/products/[productId]/developers?mode=`: API keys, webhook, delivery log. */
export default async function DevelopersPage({ params, searchParams }: Props) {
  const { product, csrf, deps, account } = await loadProductPage(params);
  const query = await searchParams;
  const mode = one(query.mode) === 'live' ? 'live' : 'test';
  const before = one(query.before) || undefined;
  const endpointId = one(query.endpoint) || undefined;
  const [keys, webhook, endpoints, fetched] = await Promise.all([
    listProductKeys(deps, account, product.id, mode),
    getWebhookSettings(deps, account, product.id, mode),
    listWebhookEndpointSettings(deps, account, product.id, mode),
    // One more than shown, to know whether an older page exists.
    listProductDeliveries(deps, account, product.id, {
      mode,
      limit: LOG_PAGE + 1,
      ...(before ? { before } : {}),
      ...(endpointId ? { endpointId } : {}),
    }),
  ]);
  const deliveries = fetched.slice(0, LOG_PAGE);
  const older = fetched.length > LOG_PAGE ? deliveries.at(-1)?.id : undefined;
  const base = `/console/products/${product.id}/developers?mode=${mode}`;
  const logLink = (cursor?: string): string =>
    `${base}${endpointId ? `&endpoint=${encodeURIComponent(endpointId)}` : ''}${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}#delivery-log`;
  const hidden = { productId: product.id, mode };
  return (
    <>
      <ProductHeader product={product} active="developers" />
      <ModeSwitch base={`/console/products/${product.id}/developers`} mode={mode} />
      <div className="grid2">
        <section className="card">
          <h2>API keys ({mode})</h2>
          <p className="muted">
            Keys authenticate your server&apos;s calls (perform, get-status). Keep them on the
            server. A new key is shown once.
          </p>
          <ActionForm
            action={createKeyAction}
            csrf={csrf}
            hidden={hidden}
            submitLabel="Create key"
            testId="create-key"
          >
            <label style={{ flex: '1 1 10rem' }}>
              Name
              <input type="text" name="name" maxLength={100} placeholder={`${mode} key`} />
            </label>
          </ActionForm>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th>Key</th>
                  <th>Created</th>
                  <th>Last used</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <tr key={k.id} data-testid="key-row">
                    <td>
                      <code className="nowrap">{k.prefix}…</code>
                      <br />
                      <span className="muted">{k.name}</span>
                    </td>
                    <td className="nowrap" title={formatTime(k.createdAt)}>
                      {formatShortTime(k.createdAt)}
                    </td>
                    <td className="nowrap">
                      {k.lastUsedAt ? formatShortTime(k.lastUsedAt) : 'never'}
                    </td>
                    <td>
                      {k.revokedAt ? (
                        <span className="badge revoked">revoked</span>
                      ) : (
                        <ActionForm
                          action={revokeKeyAction}
                          csrf={csrf}
                          hidden={{ productId: product.id, keyId: k.id }}
                          submitLabel="Revoke"
                          variant="danger"
                          confirm={`Revoke ${k.prefix}…? Requests with it fail at once.`}
                          className="inline-form"
                        />
                      )}
                    </td>
                  </tr>
                ))}
                {keys.length === 0 && (
                  <tr>
                    <td colSpan={4} className="muted">
                      No {mode} keys yet.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </section>
        <section className="card">
          <h2>Webhook ({mode})</h2>
          <p className="muted">
            Results are POSTed here, signed with the secret below.{' '}
            {mode === 'test'
              ? 'Test mode accepts http only for localhost.'
              : 'Live mode needs a public https URL.'}
          </p>
          <ActionForm
            action={setWebhookUrlAction}
            csrf={csrf}
            hidden={hidden}
            submitLabel="Save URL"
            testId="webhook-url"
          >
            <label style={{ flex: '1 1 16rem' }}>
              Endpoint URL
              <input
                type="url"
                name="url"
                defaultValue={webhook.url ?? ''}
                placeholder="https://shop.example.com/api/webhooks/ofage"
              />
            </label>
          </ActionForm>
          <h3>Signing secret</h3>
          <p>
            <code>{webhook.secretHint}</code>
            {webhook.previousSecretExpiresAt && (
              <span className="muted">
                {' '}
                · previous secret signs too until {formatTime(webhook.previousSecretExpiresAt)}
              </span>
            )}
          </p>
          <div className="row">
            <ActionForm
              action={revealSecretAction}
              csrf={csrf}
              hidden={hidden}
              submitLabel="Reveal secret"
              variant="secondary"
              testId="reveal-secret"
            />
            <ActionForm
              action={rotateSecretAction}
              csrf={csrf}
              hidden={hidden}
              submitLabel="Rotate secret"
              variant="secondary"
              confirm="Generate a new secret? The current one keeps signing for 24 hours."
            />
          </div>
          <h3>Test</h3>
          <ActionForm
            action={testWebhookAction}
            csrf={csrf}
            hidden={hidden}
            submitLabel="Send test webhook"
            pendingLabel="Sending…"
            variant="secondary"
            testId="test-webhook"
          >
            <p className="muted" style={{ flexBasis: '100%', margin: 0 }}>
              Sends one validly and one invalidly signed Test event. Your endpoint should accept the
              first (2xx) and refuse the second (401).
            </p>
          </ActionForm>
        </section>
      </div>
      <section className="card" id="webhook-endpoints">
        <h2>Webhook endpoints ({mode})</h2>
        <p className="muted">
          Each app of this product can have its own endpoint: every event goes to each of them,
          signed with that endpoint&apos;s own secret. <code>npx ofage init</code> adds one per app
          with a test key. The first one is the URL above.
        </p>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>Endpoint</th>
                <th>Secret</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {endpoints.map((e) => {
                const row = { productId: product.id, mode, endpointId: e.id };
                return (
                  <tr key={e.id} data-testid="webhook-endpoint-row" data-endpoint-id={e.id}>
                    <td>
                      <code className="nowrap">{e.url}</code>
                      <br />
                      <span className="muted">
                        {e.id}
                        {e.label ? ` · ${e.label}` : ''}
                      </span>{' '}
                      <a href={`${base}&endpoint=${encodeURIComponent(e.id)}#delivery-log`}>
                        deliveries
                      </a>
                    </td>
                    <td>
                      <code className="nowrap">{e.secretHint}</code>
                      {e.previousSecretExpiresAt && (
                        <span className="muted">
                          <br />
                          previous signs until {formatTime(e.previousSecretExpiresAt)}
                        </span>
                      )}
                    </td>
                    <td>
                      <div className="row">
                        <ActionForm
                          action={revealSecretAction}
                          csrf={csrf}
                          hidden={row}
                          submitLabel="Reveal secret"
                          variant="secondary"
                          testId="reveal-endpoint-secret"
                        />
                        <ActionForm
                          action={rotateSecretAction}
                          csrf={csrf}
                          hidden={row}
                          submitLabel="Rotate secret"
                          variant="secondary"
                          confirm="Generate a new secret? The current one keeps signing for 24 hours."
                        />
                        <ActionForm
                          action={testWebhookAction}
                          csrf={csrf}
                          hidden={row}
                          submitLabel="Send test"
                          pendingLabel="Sending…"
                          variant="secondary"
                          testId="test-endpoint"
                        />
                        <ActionForm
                          action={removeWebhookEndpointAction}
                          csrf={csrf}
                          hidden={row}
                          submitLabel="Remove"
                          variant="danger"
                          confirm={`Remove ${e.url}? It receives nothing more.`}
                          testId="remove-endpoint"
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
              {endpoints.length === 0 && (
                <tr>
                  <td colSpan={3} className="muted">
                    No {mode} webhook endpoints yet.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <ActionForm
          action={addWebhookEndpointAction}
          csrf={csrf}
          hidden={hidden}
          submitLabel="Add endpoint"
          testId="add-webhook-endpoint"
        >
          <label style={{ flex: '1 1 16rem' }}>
            Endpoint URL
            <input
              type="url"
              name="url"
              required
              placeholder="https://blog.example.com/api/age-gate/webhook"
            />
          </label>
          <label style={{ flex: '1 1 8rem' }}>
            Label
            <input type="text" name="label" maxLength={100} placeholder="blog" />
          </label>
        </ActionForm>
      </section>
      <OidcClientsSection
        deps={deps}
        account={account}
        productId={product.id}
        mode={mode}
        csrf={csrf}
      />
      <section className="card" id="delivery-log">
        <h2>
          Delivery log ({mode}
          {endpointId ? ` · ${endpointId}` : ''})
        </h2>
        {endpointId && (
          <p>
            <a href={`${base}#delivery-log`}>All endpoints</a>
          </p>
        )}
        <DeliveryTable productId={product.id} deliveries={deliveries} />
        <Pager
          newest={before && logLink()}
          older={older && logLink(older)}
          olderLabel="Older deliveries"
          label="Delivery log pages"
          testId="delivery-pager"
        />
      </section>
    </>
  );
}
