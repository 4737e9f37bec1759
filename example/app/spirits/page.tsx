import type { Metadata } from 'next';
import { ageGate } from '@/lib/age-gate';
import { productsIn } from '@/lib/catalog';
import { ProductTile } from '../components/product-tile';

export const metadata: Metadata = { title: 'Spirits cellar' };

export default async function SpiritsPage() {
  // The proxy already gated /spirits; the page checks again where the content is rendered.
  const claims = await ageGate.requireAgeVerified({ returnTo: '/spirits' });
  return (
    <section className="section" aria-labelledby="spirits-title">
      <div className="section-head">
        <h1 id="spirits-title">
          The spirits cellar <span className="tag">21+</span>
        </h1>
        <p className="muted">
          Welcome in. Your age was verified ({claims.method ?? 'verified'}, {claims.jurisdiction}).
        </p>
      </div>
      <ul className="grid" role="list">
        {productsIn('spirits').map((p) => (
          <ProductTile key={p.slug} product={p} />
        ))}
      </ul>
    </section>
  );
}
