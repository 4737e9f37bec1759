import type { Product } from '../../products/products';

const TABS = [
  ['settings', 'Settings', ''],
  ['developers', 'Developers', '/developers'],
  ['verifications', 'Verifications', '/verifications'],
  ['insights', 'Insights', '/insights'],
  ['audit', 'Audit log', '/audit'],
] as const;

export type ProductTab = (typeof TABS)[number][0];

/** The product's name and its tabs. */
export function ProductHeader({ product, active }: { product: Product; active: ProductTab }) {
  return (
    <>
      <p className="muted" style={{ margin: 0 }}>
        <a href="/console">Products</a> /
      </p>
      <h1>{product.name}</h1>
      <nav className="tabs" aria-label="Product sections">
        {TABS.map(([id, label, path]) => (
          <a
            key={id}
            href={`/console/products/${product.id}${path}`}
            aria-current={id === active ? 'page' : undefined}
          >
            {label}
          </a>
        ))}
      </nav>
    </>
  );
}

/** Test / Live switch as links that keep the other query parameters. */
export function ModeSwitch({
  base,
  mode,
  query = {},
}: {
  base: string;
  mode: string;
  query?: Record<string, string>;
}) {
  return (
    <div className="pills" role="group" aria-label="Mode">
      {(['test', 'live'] as const).map((m) => (
        <a
          key={m}
          href={`${base}?${new URLSearchParams({ ...query, mode: m }).toString()}`}
          aria-current={m === mode ? 'true' : undefined}
        >
          {m === 'test' ? 'Test mode' : 'Live mode'}
        </a>
      ))}
    </div>
  );
}
