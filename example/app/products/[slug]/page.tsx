import Link from 'next/link';
import { notFound } from 'next/navigation';
import { findProduct, formatPrice } from '@/lib/catalog';
import { ProductArt } from '../../components/product-tile';

export default async function ProductPage({ params }: { params: Promise<{ slug: string }> }) {
  const product = findProduct((await params).slug);
  if (!product || product.department !== 'pantry') notFound();
  return (
    <article className="detail">
      <ProductArt product={product} large />
      <div>
        <p className="eyebrow">
          <Link href="/">Pantry</Link>
        </p>
        <h1>{product.name}</h1>
        <p className="lead">{product.blurb}</p>
        <p className="price price-large">{formatPrice(product.price)}</p>
        <Link href={`/checkout?item=${product.slug}`} className="button">
          Buy now
        </Link>
      </div>
    </article>
  );
}
