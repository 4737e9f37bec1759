import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ageGate } from '@/lib/age-gate';
import { findProduct, formatPrice } from '@/lib/catalog';
import { ProductArt } from '../../components/product-tile';

export default async function SpiritPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  await ageGate.requireAgeVerified({ returnTo: `/spirits/${slug}` });
  const product = findProduct(slug);
  if (!product || product.department !== 'spirits') notFound();
  return (
    <article className="detail">
      <ProductArt product={product} large />
      <div>
        <p className="eyebrow">
          <Link href="/spirits">Spirits cellar</Link>
        </p>
        <h1>{product.name}</h1>
        <p className="lead">{product.blurb}</p>
        <p className="price price-large">
          {formatPrice(product.price)} <span className="muted">· {product.abv} ABV</span>
        </p>
        <Link href={`/checkout?item=${product.slug}`} className="button">
          Buy now
        </Link>
      </div>
    </article>
  );
}
