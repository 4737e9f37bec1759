import { replayDeliveryAction, retryDeliveryAction } from '../actions/console-actions';
import { getProductDelivery } from '../deliveries';
import { ActionForm } from '../ui/action-form';
import { formatShortTime, formatTime } from '../ui/format';
import { loadProductPage, orNotFound } from './load-product';
import { ProductHeader } from './product-header';

type Props = { params: Promise<{ productId: string; eventId: string }> };

/** `/console/products/[productId]/deliveries/[eventId]`: every attempt, retry now, replay. */
export default async function DeliveryPage({ params }: Props) {
  const { product, csrf, deps, account } = await loadProductPage(params);
  const { eventId } = await params;
  const d = await orNotFound(getProductDelivery(deps, account, product.id, eventId));
  const hidden = { productId: product.id, eventId: d.id };
  return (
    <>
      <ProductHeader product={product} active="developers" />
      <section className="card">
        <h2>
          {d.eventType} <span className={`badge ${d.state}`}>{d.state}</span>
        </h2>
        <dl className="facts">
          <dt>Event id</dt>
          <dd>
            <code>{d.id}</code>
          </dd>
          <dt>Mode</dt>
          <dd>{d.mode}</dd>
          <dt>URL</dt>
          <dd>
            <code>{d.url}</code>
          </dd>
          <dt>Signature</dt>
          <dd>{d.signing === 'invalid' ? 'deliberately invalid (test)' : 'valid'}</dd>
          <dt>Created</dt>
          <dd>{formatTime(d.createdAt)}</dd>
          {d.verificationId && (
            <>
              <dt>Verification</dt>
              <dd>
                <a href={`/console/products/${product.id}/verifications/${d.verificationId}`}>
                  <code>{d.verificationId}</code>
                </a>
              </dd>
            </>
          )}
          {d.nextAttemptAt && (
            <>
              <dt>Next attempt</dt>
              <dd>{formatTime(d.nextAttemptAt)}</dd>
            </>
          )}
        </dl>
        <div className="row" style={{ marginTop: '0.75rem' }}>
          {d.state !== 'delivered' && (
            <ActionForm
              action={retryDeliveryAction}
              csrf={csrf}
              hidden={hidden}
              submitLabel="Retry now"
              variant="secondary"
            />
          )}
          <ActionForm
            action={replayDeliveryAction}
            csrf={csrf}
            hidden={hidden}
            submitLabel="Replay"
            variant="secondary"
          />
        </div>
      </section>
      <section className="card">
        <h2>Attempts</h2>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>When</th>
                <th>Answer</th>
                <th className="num">Latency</th>
                <th>Response excerpt</th>
              </tr>
            </thead>
            <tbody>
              {d.attempts.map((a, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td className="nowrap">{formatShortTime(a.attemptedAt)}</td>
                  <td>{a.statusCode ?? a.error ?? '—'}</td>
                  <td className="num">{a.latencyMs} ms</td>
                  <td className="excerpt">
                    <code>{a.responseExcerpt ?? ''}</code>
                  </td>
                </tr>
              ))}
              {d.attempts.length === 0 && (
                <tr>
                  <td colSpan={5} className="muted">
                    Not attempted yet.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
