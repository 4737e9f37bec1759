import type { Metadata } from 'next';
import { adultGate } from '@/lib/age-gate';
import { productsIn } from '@/lib/catalog';
import { ProductTile } from '../components/product-tile';

export const metadata: Metadata = { title: 'Scratchers' };

export default async function ScratchersPage() {
  // The proxy already gated /scratchers; the page checks again where the content is rendered.
  const claims = await adultGate.requireAgeVerified({ returnTo: '/scratchers' });
  return (
    <section className="section" aria-labelledby="scratchers-title">
      <div className="section-head">
        <h1 id="scratchers-title">
          Scratchers <span className="tag">18+</span>
        </h1>
        <p className="muted">
          Good luck. Your age was verified ({claims.method ?? 'verified'}, {claims.jurisdiction}).
        </p>
      </div>
      <ul className="grid" role="list">
        {productsIn('scratchers').map((p) => (
          <ProductTile key={p.slug} product={p} />
        ))}
      </ul>
    </section>
  );
}
