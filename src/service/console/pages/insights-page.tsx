import { getInsights, PERIODS } from '../insights';
import { formatDuration, formatPercent } from '../ui/format';
import { DailyChart, HBars } from './charts';
import { loadProductPage, one, type SearchParams } from './load-product';
import { ModeSwitch, ProductHeader } from './product-header';
import { METHOD_LABELS } from './method-labels';

type Props = { params: Promise<{ productId: string }>; searchParams: SearchParams };

/** `/console/products/[productId]/insights?mode=&days=`. */
export default async function InsightsPage({ params, searchParams }: Props) {
  const { product, deps, account } = await loadProductPage(params);
  const q = await searchParams;
  const mode = one(q.mode) === 'live' ? 'live' : 'test';
  const periodDays = Number(one(q.days) ?? 30);
  const insights = await getInsights(deps, account, product.id, { mode, periodDays });
  const days = insights.days.length;
  const base = `/console/products/${product.id}/insights`;
  const f = insights.funnel;
  return (
    <>
      <ProductHeader product={product} active="insights" />
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <ModeSwitch base={base} mode={mode} query={{ days: String(days) }} />
        <div className="pills" role="group" aria-label="Period">
          {PERIODS.map((p) => (
            <a
              key={p}
              href={`${base}?mode=${mode}&days=${p}`}
              aria-current={p === days ? 'true' : undefined}
            >
              {p} days
            </a>
          ))}
        </div>
      </div>
      <div className="stats" data-testid="insight-stats">
        <div className="stat">
          <span className="muted">Verifications</span>
          <b>{insights.total}</b>
        </div>
        <div className="stat">
          <span className="muted">Pass rate</span>
          <b>{formatPercent(insights.passRate)}</b>
        </div>
        <div className="stat">
          <span className="muted">Median time to complete</span>
          <b>{formatDuration(insights.medianCompleteMs)}</b>
        </div>
        <div className="stat">
          <span className="muted">Completed</span>
          <b>{f.completed}</b>
        </div>
      </div>
      <section className="card">
        <h2>Verifications per day</h2>
        <DailyChart days={insights.days} />
        <p className="muted">
          <span style={{ color: '#1d7a46' }}>■</span> passed{' '}
          <span style={{ color: '#d92d20' }}>■</span> failed{' '}
          <span style={{ color: '#98a2b3' }}>■</span> not finished · days in UTC
        </p>
      </section>
      <div className="grid2">
        <section className="card">
          <h2>Funnel</h2>
          <HBars
            testId="funnel"
            items={[
              { label: 'Created', value: f.created },
              { label: 'Opened', value: f.opened, display: `${f.opened}` },
              { label: 'Completed', value: f.completed },
            ]}
          />
          <p className="muted">Unopened verifications are deleted after 14 days.</p>
        </section>
        <section className="card">
          <h2>Method mix</h2>
          {insights.methodMix.length === 0 ? (
            <p className="muted">No completed verifications in this period.</p>
          ) : (
            <HBars
              testId="method-mix"
              items={insights.methodMix.map((m) => ({
                label: METHOD_LABELS[m.method] ?? m.method,
                value: m.count,
              }))}
            />
          )}
        </section>
      </div>
    </>
  );
}
