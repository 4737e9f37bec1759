import type { WebhookDelivery } from '../../webhooks/webhook-delivery';
import { formatShortTime, formatTime } from '../ui/format';

/** Webhook events with their latest attempt: status, latency and the receiver's answer. */
export function DeliveryTable({
  productId,
  deliveries,
}: {
  productId: string;
  deliveries: WebhookDelivery[];
}) {
  if (deliveries.length === 0) return <p className="muted">No webhook events yet.</p>;
  return (
    <div className="table-wrap">
      <table data-testid="delivery-log">
        <thead>
          <tr>
            <th>Created</th>
            <th>Event</th>
            <th>State</th>
            <th className="num">Tries</th>
            <th>Last answer</th>
            <th className="num">Latency</th>
            <th>Response</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} data-testid="delivery-row">
              <td className="nowrap">
                <a
                  href={`/console/products/${productId}/deliveries/${d.id}`}
                  title={formatTime(d.createdAt)}
                >
                  {formatShortTime(d.createdAt)}
                </a>
              </td>
              <td>
                {d.eventType}
                {d.signing === 'invalid' && <span className="muted"> (invalid signature)</span>}
              </td>
              <td>
                <span className={`badge ${d.state}`}>{d.state}</span>
              </td>
              <td className="num">{d.attemptCount}</td>
              <td>
                {d.lastAttempt ? (d.lastAttempt.statusCode ?? d.lastAttempt.error ?? '—') : '—'}
              </td>
              <td className="num">{d.lastAttempt ? `${d.lastAttempt.latencyMs} ms` : '—'}</td>
              <td className="excerpt">
                <code>{d.lastAttempt?.responseExcerpt?.slice(0, 80) ?? ''}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
