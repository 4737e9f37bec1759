import Link from 'next/link';
import type { CSSProperties } from 'react';
import { formatPrice, type Product } from '@/lib/catalog';

/** A product card; the "label art" is CSS, drawn from the product's hue. */
export function ProductTile({ product }: { product: Product }) {
  const href =
    product.department === 'spirits'
      ? `/spirits/${product.slug}`
      : product.department === 'scratchers'
        ? '/scratchers'
        : `/products/${product.slug}`;
  return (
    <li className="card product">
      <ProductArt product={product} />
      <div className="product-body">
        <h3>
          <Link href={href} className="stretched">
            {product.name}
          </Link>
        </h3>
        <p className="muted">{product.blurb}</p>
        <p className="price">
          {formatPrice(product.price)}
          {product.abv ? <span className="muted"> · {product.abv} ABV</span> : null}
        </p>
      </div>
    </li>
  );
}

export function ProductArt({ product, large = false }: { product: Product; large?: boolean }) {
  const initials = product.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return (
    <div
      className={`art art-${product.department}${large ? ' art-large' : ''}`}
      style={{ '--hue': product.hue } as CSSProperties}
      aria-hidden="true"
    >
      <span>{initials}</span>
    </div>
  );
}
