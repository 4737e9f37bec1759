import type { Metadata } from 'next';
import Link from 'next/link';
import { ageGate } from '@/lib/age-gate';
import { findProduct, formatPrice } from '@/lib/catalog';
import { ProductArt } from '../components/product-tile';
import { placeOrder } from './place-order';

export const metadata: Metadata = { title: 'Checkout' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Checkout is not behind the proxy: the server guard alone gates it, because any cart may hold
 * age-restricted goods. Unverified visitors are sent to the gate and come back here.
 */
export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const slug = typeof query.item === 'string' ? query.item : 'highland-single-malt';
  await ageGate.requireAgeVerified({ returnTo: `/checkout?item=${encodeURIComponent(slug)}` });
  const product = findProduct(slug);

  if (query.placed === '1') {
    return (
      <section className="panel narrow" aria-labelledby="done-title">
        <h1 id="done-title">Thank you!</h1>
        <p className="lead">
          Your order is placed (not really: this is a demo). The server checked your age again
          before taking it.
        </p>
        <Link href="/" className="button">
          Back to the shop
        </Link>
      </section>
    );
  }
  if (!product) {
    return (
      <section className="panel narrow">
        <h1>Your basket is empty</h1>
        <Link href="/" className="button">
          Back to the shop
        </Link>
      </section>
    );
  }
  const shipping = 6;
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <div className="checkout-grid">
        <form action={placeOrder} className="panel form">
          <input type="hidden" name="item" value={product.slug} />
          <h2>Delivery</h2>
          <label>
            Full name
            <input name="name" autoComplete="name" required defaultValue="Dana Demo" />
          </label>
          <label>
            Address
            <input
              name="address"
              autoComplete="street-address"
              required
              defaultValue="12 Market Street, Sacramento, CA"
            />
          </label>
          <p className="note">
            An adult signature is required on delivery of spirits in California.
          </p>
          <button type="submit" className="button button-block">
            Place order · {formatPrice(product.price + shipping)}
          </button>
        </form>
        <aside className="panel summary" aria-label="Order summary">
          <h2>Your order</h2>
          <div className="summary-item">
            <ProductArt product={product} />
            <div>
              <p>
                <strong>{product.name}</strong>
              </p>
              <p className="muted">Qty 1</p>
            </div>
            <p>{formatPrice(product.price)}</p>
          </div>
          <dl className="totals">
            <dt>Shipping</dt>
            <dd>{formatPrice(shipping)}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{formatPrice(product.price + shipping)}</strong>
            </dd>
          </dl>
        </aside>
      </div>
    </section>
  );
}
