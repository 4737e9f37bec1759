import Link from 'next/link';
import { productsIn } from '@/lib/catalog';
import { ProductTile } from './components/product-tile';

export default function Home() {
  return (
    <>
      <section className="hero">
        <div>
          <p className="eyebrow">Neighbourhood grocer · since 1987</p>
          <h1>Good things for the pantry, and a little something for the evening.</h1>
          <p className="lead">
            Fresh coffee, honest olive oil and small-batch chocolate for everyone. Our spirits
            cellar is for adults only: we check your age once, privately, and remember it.
          </p>
          <div className="actions">
            <a href="#pantry" className="button">
              Shop the pantry
            </a>
            <Link href="/spirits" className="button button-ghost">
              Visit the spirits cellar
            </Link>
          </div>
        </div>
      </section>

      <section id="pantry" aria-labelledby="pantry-title" className="section">
        <div className="section-head">
          <h2 id="pantry-title">Pantry</h2>
          <p className="muted">Open to everyone.</p>
        </div>
        <ul className="grid" role="list">
          {productsIn('pantry').map((p) => (
            <ProductTile key={p.slug} product={p} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="cellar-title" className="section callout">
        <div>
          <h2 id="cellar-title">
            The spirits cellar <span className="tag">21+</span>
          </h2>
          <p>
            Single malts, mezcal and small-batch gin. You will be asked to verify your age before
            you enter; the check is done by an independent service and we never see your ID.
          </p>
        </div>
        <Link href="/spirits" className="button">
          Enter the cellar
        </Link>
      </section>

      <section aria-labelledby="lottery-title" className="section callout">
        <div>
          <h2 id="lottery-title">
            Scratchers <span className="tag">18+</span>
          </h2>
          <p>
            California Lottery scratchers, from 18. This aisle asks for the age of majority rather
            than 21, so one more way to prove it appears: a credit card.
          </p>
        </div>
        <Link href="/scratchers" className="button">
          Try your luck
        </Link>
      </section>
    </>
  );
}
