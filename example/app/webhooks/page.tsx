import type { Metadata } from 'next';
import { connection } from 'next/server';
import { recentWebhookEvents } from '@/lib/webhook-log';

export const metadata: Metadata = { title: 'Webhook log' };

/** A developer's view of the signed webhooks `onResult` received (kept in memory). */
export default async function WebhooksPage() {
  await connection();
  const events = recentWebhookEvents();
  return (
    <section className="section" aria-labelledby="webhooks-title">
      <div className="section-head">
        <h1 id="webhooks-title">Webhook log</h1>
        <p className="muted">
          Signed <code>Verification.Result</code> events received at{' '}
          <code>/api/age-gate/webhook</code> since the store started. Also printed on the
          server&rsquo;s console.
        </p>
      </div>
      {events.length === 0 ? (
        <p className="panel">No webhook events yet. Verify your age and come back.</p>
      ) : (
        <div className="table-wrap">
          <table className="log">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Verification</th>
                <th scope="col">Status</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {events.map(({ receivedAt, event }, i) => {
                const data = event.eventType === 'Verification.Result' ? event.data : undefined;
                return (
                  <tr key={`${receivedAt}-${i}`}>
                    <td>{new Date(receivedAt).toLocaleTimeString('en-US')}</td>
                    <td>
                      <code>{data?.id ?? event.eventType}</code>
                    </td>
                    <td>
                      <span className={`badge ${data?.status === 'PASS' ? 'badge-ok' : ''}`}>
                        {data?.status ?? '—'}
                      </span>
                    </td>
                    <td>
                      {data?.status === 'PASS'
                        ? `${data.ageCategory ?? ''} · ${data.method ?? ''}${data.age ? ` · ${data.age.low}–${data.age.high}` : ''}`
                        : (data?.failureReason ?? '')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
