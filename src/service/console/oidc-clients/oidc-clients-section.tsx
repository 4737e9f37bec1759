import type { Account } from '../accounts';
import type { ConsoleDeps } from '../console-deps';
import { ActionForm } from '../ui/action-form';
import { formatShortTime, formatTime } from '../ui/format';
import type { CreateStatus } from '../../oidc/clients/create-permission';
import { issuerUrl } from '../../oidc/oidc-paths';
import { createOidcClientAction, deleteOidcClientAction } from './oidc-client-actions';
import { listProductOidcClients } from './product-oidc-clients';

/** How each client stands on creating keys, after its name. */
const CREATE_STATUS_TEXT: Record<CreateStatus, string> = {
  none: '',
  'test-keys': ' · creates test keys',
  'awaiting-approval': ' · may create keys: awaiting operator approval',
  approved: ' · creates keys: approved by the operator',
};

/**
 * The product page's "Age keys from any app" card: the product's OpenID clients of one mode,
 * a form to register one (its secret, for the create permission, shown once) and delete buttons.
 */
export async function OidcClientsSection(props: {
  deps: ConsoleDeps;
  account: Account;
  productId: string;
  mode: 'test' | 'live';
  csrf: string;
}) {
  const { deps, account, productId, mode, csrf } = props;
  const clients = await listProductOidcClients(deps, account, productId, mode);
  const { publicUrl } = deps.ctx.config;
  return (
    <section className="card" id="oidc-clients">
      <h2>Age keys from any app ({mode})</h2>
      <p className="muted">
        OpenID Connect clients: any app can ask whether a person&apos;s age key proves an age
        (issuer <code>{issuerUrl(publicUrl, 'use')}</code>), and a client allowed to create keys can
        let a person it verified save one (issuer <code>{issuerUrl(publicUrl, 'create')}</code>
        ). See docs/age-keys-from-any-app.md.
      </p>
      <p className="muted">
        {mode === 'live'
          ? 'A live client creates age keys only once the operator of this service approves it: register it, then ask them to approve its client id. Until then it creates nothing.'
          : 'A test client creates test keys: they pass only this product\u2019s test checks, and never a live one.'}
      </p>
      <ActionForm
        action={createOidcClientAction}
        csrf={csrf}
        hidden={{ productId, mode }}
        submitLabel="Register client"
        testId="create-oidc-client"
      >
        <label style={{ flex: '1 1 10rem' }}>
          Name
          <input type="text" name="name" maxLength={100} placeholder="My app" />
        </label>
        <label style={{ flex: '1 1 18rem' }}>
          Redirect URIs (one per line, one host)
          <textarea
            name="redirectUris"
            rows={2}
            required
            placeholder="https://app.example/callback"
          />
        </label>
        <label style={{ flex: '0 1 10rem' }}>
          Ages it may ask
          <input type="text" name="thresholds" placeholder="13,16,18,21" />
        </label>
        <label style={{ flex: '0 1 12rem' }}>
          <input type="checkbox" name="mayCreate" /> May create age keys
        </label>
      </ActionForm>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Client id</th>
              <th>Redirect URIs</th>
              <th>Ages</th>
              <th>Created</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {clients.map((c) => (
              <tr key={c.clientId} data-testid="oidc-client-row">
                <td>
                  <code className="nowrap">{c.clientId}</code>
                  <br />
                  <span className="muted">
                    {c.name}
                    {CREATE_STATUS_TEXT[c.createStatus]}
                  </span>
                </td>
                <td>
                  {c.redirectUris.map((u) => (
                    <div key={u}>
                      <code>{u}</code>
                    </div>
                  ))}
                </td>
                <td>{c.thresholds.join(', ')}</td>
                <td className="nowrap" title={formatTime(c.createdAt)}>
                  {formatShortTime(c.createdAt)}
                </td>
                <td>
                  <ActionForm
                    action={deleteOidcClientAction}
                    csrf={csrf}
                    hidden={{ productId, clientId: c.clientId }}
                    submitLabel="Delete"
                    variant="danger"
                    confirm={`Delete ${c.clientId}? Its app can no longer use or create age keys.`}
                    className="inline-form"
                  />
                </td>
              </tr>
            ))}
            {clients.length === 0 && (
              <tr>
                <td colSpan={5} className="muted">
                  No {mode} OpenID clients yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
