import { revokeVerificationAction } from '../actions/console-actions';
import { getVerificationDetail } from '../verification-detail';
import { ActionForm } from '../ui/action-form';
import { formatTime } from '../ui/format';
import { DeliveryTable } from './delivery-table';
import { loadProductPage, orNotFound } from './load-product';
import { ProductHeader } from './product-header';

type Props = { params: Promise<{ productId: string; verificationId: string }> };

/** `/console/products/[productId]/verifications/[verificationId]`: facts, timeline, revoke. */
export default async function VerificationPage({ params }: Props) {
  const { product, csrf, deps, account } = await loadProductPage(params);
  const { verificationId } = await params;
  const {
    verification: v,
    timeline,
    deliveries,
  } = await orNotFound(getVerificationDetail(deps, account, product.id, verificationId));
  return (
    <>
      <ProductHeader product={product} active="verifications" />
      <section className="card">
        <h2>
          Verification <span className={`badge ${v.status}`}>{v.status}</span>{' '}
          {v.revoked && <span className="badge revoked">revoked</span>}{' '}
          {v.mode === 'test' && <span className="badge test">test</span>}
        </h2>
        <dl className="facts">
          <dt>Id</dt>
          <dd>
            <code>{v.id}</code>
          </dd>
          <dt>Jurisdiction</dt>
          <dd>
            {v.jurisdiction} · {v.criteria} · threshold {v.threshold}
          </dd>
          <dt>Flow</dt>
          <dd>{v.flow}</dd>
          <dt>Methods offered</dt>
          <dd>{v.methods.join(', ') || '—'}</dd>
          <dt>Result</dt>
          <dd>
            {v.method ?? '—'}
            {v.ageLow !== null && ` · age ${v.ageLow}–${v.ageHigh}`}
            {v.resultCategory && ` · ${v.resultCategory}`}
            {v.failureReason && ` · ${v.failureReason}`}
          </dd>
        </dl>
      </section>
      <section className="card">
        <h2>Timeline</h2>
        <ol className="timeline" data-testid="timeline">
          {timeline.map((t, i) => (
            <li key={i}>
              <div className="when">{formatTime(t.at)}</div>
              <div>{t.label}</div>
              {t.detail && <code className="muted">{t.detail}</code>}
            </li>
          ))}
        </ol>
      </section>
      <section className="card">
        <h2>Webhook deliveries</h2>
        <DeliveryTable productId={product.id} deliveries={deliveries} />
      </section>
      {v.revoked && (
        <section className="card" role="status">
          <h2>Revoked</h2>
          <p className="muted">
            A Verification.Revoke webhook was sent (see the deliveries above).
          </p>
        </section>
      )}
      {(v.status === 'PASS' || v.status === 'FAIL') && !v.revoked && (
        <section className="card">
          <h2>Revoke</h2>
          <p className="muted">
            Tells your server (Verification.Revoke webhook) to stop relying on this result.
          </p>
          <ActionForm
            action={revokeVerificationAction}
            csrf={csrf}
            hidden={{ productId: product.id, verificationId: v.id }}
            submitLabel="Revoke verification"
            variant="danger"
            confirm="Revoke this verification and send Verification.Revoke?"
          >
            <label style={{ flex: '1 1 14rem' }}>
              Reason
              <input type="text" name="reason" maxLength={200} placeholder="revoked-by-merchant" />
            </label>
          </ActionForm>
        </section>
      )}
    </>
  );
}
