import { VERIFICATION_METHODS } from '../../../protocol/verification-result';
import { testLivenessOff } from '../../methods/facial-age-estimation/face-settings';
import { WIDGET_LOCALES } from '../../methods/kit/i18n/locales';
import { selfieMatchOn } from '../../methods/id-document/selfie-settings';
import {
  setAgeKeyProvidersAction,
  setFaceTestLivenessAction,
  setIdSelfieMatchAction,
  updateProductAction,
} from '../actions/console-actions';
import { ageKeyProvidersOf } from '../age-key-providers';
import { SELFIE_MATCH_OFF_COST } from '../id-selfie-match';
import { ActionForm } from '../ui/action-form';
import { loadProductPage } from './load-product';
import { METHOD_LABELS } from './method-labels';
import { MethodOverridesForm } from './method-overrides-form';
import { ProductHeader } from './product-header';

type Props = { params: Promise<{ productId: string }> };

/** The widget's languages by their English names (the console is in English), with their tags. */
const LANGUAGES = WIDGET_LOCALES.map((locale) => ({
  locale,
  name: `${new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale} (${locale})`,
}));

/**
 * `/console/products/[productId]`: name, live and test origins, default methods, estimation
 * bounds, retention, default language; then the methods per jurisdiction group.
 */
export default async function ProductSettingsPage({ params }: Props) {
  const { product, csrf, deps, account } = await loadProductPage(params);
  const providers = await ageKeyProvidersOf(deps, account, product.id);
  const livenessOff = await testLivenessOff(deps.ctx, product.id);
  const selfie = {
    test: await selfieMatchOn(deps.ctx, product.id, 'test'),
    live: await selfieMatchOn(deps.ctx, product.id, 'live'),
  };
  const enabled = new Set<string>(product.enabledMethods);
  const liveLoopback = deps.ctx.config.allowLoopbackLiveOrigins;
  return (
    <>
      <ProductHeader product={product} active="settings" />
      <section className="card">
        <p className="muted">
          Product id <code>{product.id}</code>
        </p>
        <ActionForm
          action={updateProductAction}
          csrf={csrf}
          hidden={{ productId: product.id }}
          submitLabel="Save settings"
          className="action-form stack"
          testId="product-settings"
        >
          <label>
            Name
            <input type="text" name="name" defaultValue={product.name} required maxLength={200} />
          </label>
          <fieldset>
            <legend>Allowed embedding origins</legend>
            <p className="muted">
              One exact origin per line (scheme, host and port; no paths or wildcards). Only these
              sites may embed the widget (CSP frame-ancestors) and receive its DOM messages, each
              list for the verifications of its own mode.
            </p>
            <label>
              Live origins
              <textarea
                name="liveOrigins"
                defaultValue={product.allowedOrigins.live.join('\n')}
                placeholder="https://shop.example.com"
              />
              <small>
                https sites only
                {liveLoopback ? ' (and this machine, which the operator allows)' : ''}. Changed only
                here or with the <code>ofage</code> command, never with an API key.
              </small>
            </label>
            <label>
              Test origins
              <textarea
                name="testOrigins"
                defaultValue={product.allowedOrigins.test.join('\n')}
                placeholder="http://localhost:3000"
              />
              <small>
                http or https. <code>npx ofage init</code> with a test key adds its app here.
              </small>
            </label>
          </fieldset>
          <fieldset>
            <legend>Verification methods (product default)</legend>
            <div className="checks">
              {VERIFICATION_METHODS.map((m) => (
                <label key={m}>
                  <input
                    type="checkbox"
                    name="enabledMethods"
                    value={m}
                    defaultChecked={enabled.has(m)}
                  />
                  {METHOD_LABELS[m]}
                </label>
              ))}
            </div>
            <p className="muted">
              The product default: every jurisdiction group below uses these unless it chooses its
              own. The widget offers a method only where the jurisdiction&apos;s rules accept it.
            </p>
          </fieldset>
          <fieldset>
            <legend>Facial age estimation defaults</legend>
            <div className="row">
              <label>
                Pass if estimated at least
                <input
                  type="number"
                  name="passIfOver"
                  min={1}
                  max={120}
                  defaultValue={product.facialAgeEstimation.passIfOver ?? ''}
                  placeholder="policy"
                />
              </label>
              <label>
                Fail if estimated under
                <input
                  type="number"
                  name="failIfUnder"
                  min={1}
                  max={120}
                  defaultValue={product.facialAgeEstimation.failIfUnder ?? ''}
                  placeholder="policy"
                />
              </label>
            </div>
            <small className="muted">
              Leave empty to use each jurisdiction&apos;s default (threshold + 5 years, + 7 in
              Scotland). Estimates in between go to another method. A perform request&apos;s
              options.facialAgeEstimation overrides these; a pass age below a jurisdiction&apos;s
              default is refused there.
            </small>
          </fieldset>
          <label style={{ maxWidth: '14rem' }}>
            Keep finished verifications (days)
            <input
              type="number"
              name="retentionDays"
              min={1}
              max={3650}
              defaultValue={product.retentionDays}
              required
            />
          </label>
          <label className="check" style={{ flexBasis: '100%' }}>
            <input type="checkbox" name="allowDob" defaultChecked={product.allowDob} />
            Keep the date of birth an ID document proves, and return it to{' '}
            <code>get-status?includeDob=true</code>. Off: it is never stored.
          </label>
          <label style={{ maxWidth: '22rem' }}>
            Default language of the shopper&apos;s pages
            <select name="defaultLocale" defaultValue={product.defaultLocale ?? ''}>
              <option value="">None (English)</option>
              {LANGUAGES.map((l) => (
                <option key={l.locale} value={l.locale}>
                  {l.name}
                </option>
              ))}
            </select>
            <small className="muted">
              Used when neither the verification&apos;s locale nor the person&apos;s browser names a
              language the service speaks.
            </small>
          </label>
        </ActionForm>
      </section>
      <section className="card" aria-labelledby="face-test-liveness">
        <h2 id="face-test-liveness">Facial estimation in test mode</h2>
        {livenessOff && (
          <p className="notice error" role="alert">
            The liveness check is off for this product&apos;s test verifications: a photo or a still
            image passes there. Live verifications always check liveness.
          </p>
        )}
        <ActionForm
          action={setFaceTestLivenessAction}
          csrf={csrf}
          hidden={{ productId: product.id }}
          submitLabel="Save"
          className="action-form stack"
          testId="face-test-liveness"
        >
          <label className="check">
            <input type="checkbox" name="testLivenessOff" defaultChecked={livenessOff} />
            Skip the liveness check (head turn, anti-spoofing) in test mode, to try the estimation
            with a photo or a fake camera.
          </label>
        </ActionForm>
      </section>
      <section className="card" aria-labelledby="id-selfie-match">
        <h2 id="id-selfie-match">ID documents: selfie match</h2>
        <p className="muted">
          After a document is read, a live selfie (with the head-turn challenge) is compared with
          the photo on the document. On by default for live keys, off for test keys (the specimen
          documents have no photo).
        </p>
        {!selfie.live && (
          <p className="notice error" role="alert">
            The selfie match is off for live verifications. {SELFIE_MATCH_OFF_COST}
          </p>
        )}
        <ActionForm
          action={setIdSelfieMatchAction}
          csrf={csrf}
          hidden={{ productId: product.id }}
          submitLabel="Save"
          className="action-form stack"
          testId="id-selfie-match"
        >
          <label className="check">
            <input type="checkbox" name="selfieLive" defaultChecked={selfie.live} />
            Match the document to a live selfie for live keys.
          </label>
          <label className="check">
            <input type="checkbox" name="selfieTest" defaultChecked={selfie.test} />
            Match the document to a live selfie for test keys.
          </label>
          <p className="muted">{SELFIE_MATCH_OFF_COST}</p>
        </ActionForm>
      </section>
      <section className="card" aria-labelledby="age-key-providers">
        <h2 id="age-key-providers">Age keys: whose word your gates accept</h2>
        <p className="muted">
          An age key passes your checks when this service verified the age itself (any method, at
          any product), or when a provider the operator of this service trusts reported it through
          OpenID Connect. A key from anyone else is, to your gates, no key at all.
        </p>
        <ActionForm
          action={setAgeKeyProvidersAction}
          csrf={csrf}
          hidden={{ productId: product.id }}
          submitLabel="Save"
          className="action-form stack"
          testId="age-key-providers"
        >
          <label className="check">
            <input
              type="radio"
              name="accept"
              value="all"
              defaultChecked={providers.chosen === null}
            />
            Every provider the operator trusts, now and later (the default)
          </label>
          <label className="check">
            <input
              type="radio"
              name="accept"
              value="listed"
              defaultChecked={providers.chosen !== null}
            />
            Only the providers ticked below (none ticked: this service&apos;s own verifications
            only)
          </label>
          <div className="checks">
            {providers.trusted.map((p) => (
              <label key={p.clientId}>
                <input
                  type="checkbox"
                  name="provider"
                  value={p.clientId}
                  defaultChecked={providers.chosen?.includes(p.clientId) ?? false}
                />
                {p.name} ({p.host}) <code>{p.clientId}</code>
              </label>
            ))}
          </div>
          {providers.trusted.length === 0 && (
            <p className="muted">The operator trusts no provider yet.</p>
          )}
        </ActionForm>
      </section>
      <section className="card" aria-labelledby="methods-per-group">
        <h2 id="methods-per-group">Methods per jurisdiction group</h2>
        <MethodOverridesForm product={product} csrf={csrf} />
      </section>
    </>
  );
}
