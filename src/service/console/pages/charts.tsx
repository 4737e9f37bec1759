import type { DayCount } from '../insights';

/**
 * Verifications per day as stacked bars (passed, failed, not finished), drawn on the server as
 * SVG that stretches to the container; axis labels are HTML, so they stay legible on a phone.
 */
export function DailyChart({ days }: { days: DayCount[] }) {
  const max = Math.max(1, ...days.map((d) => d.created));
  const slot = 100 / Math.max(1, days.length);
  const bar = slot * 0.7;
  const y = (n: number) => (n / max) * 100;
  const labels = [days[0], days[Math.floor((days.length - 1) / 2)], days.at(-1)];
  return (
    <div className="chart-box">
      <div className="chart-y" aria-hidden="true">
        <span>{max}</span>
        <span>0</span>
      </div>
      <svg
        className="chart"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        role="img"
        aria-label={`Verifications per day, at most ${max}`}
        data-testid="daily-chart"
      >
        <line x1={0} x2={100} y1={50} y2={50} stroke="#e5e7eb" vectorEffect="non-scaling-stroke" />
        {days.map((d, i) => {
          const x = i * slot + (slot - bar) / 2;
          const other = d.created - d.passed - d.failed;
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${d.created} created, ${d.passed} passed, ${d.failed} failed`}</title>
              <rect x={x} width={bar} y={100 - y(d.passed)} height={y(d.passed)} fill="#1d7a46" />
              <rect
                x={x}
                width={bar}
                y={100 - y(d.passed) - y(d.failed)}
                height={y(d.failed)}
                fill="#d92d20"
              />
              <rect x={x} width={bar} y={100 - y(d.created)} height={y(other)} fill="#98a2b3" />
            </g>
          );
        })}
      </svg>
      <div className="chart-x" aria-hidden="true">
        {labels.map((d, i) => (
          <span key={i}>{d?.day.slice(5)}</span>
        ))}
      </div>
    </div>
  );
}

/** Horizontal bars as HTML: label, bar, value. */
export function HBars({
  items,
  testId,
}: {
  items: { label: string; value: number; display?: string }[];
  testId?: string;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <div className="hbars" data-testid={testId}>
      {items.map((i) => (
        <div className="hbar" key={i.label}>
          <span>{i.label}</span>
          <span className="track">
            <span
              className="fill"
              style={{ display: 'block', width: `${(i.value / max) * 100}%` }}
            />
          </span>
          <span className="num">{i.display ?? i.value}</span>
        </div>
      ))}
    </div>
  );
}
