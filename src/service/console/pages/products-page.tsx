import { createProductAction } from '../actions/console-actions';
import { requireSession } from '../current-account';
import { listOwnedProducts } from '../owned-product';
import { ActionForm } from '../ui/action-form';
import { formatTime } from '../ui/format';

/** `/console`: the account's products and a form to create one. */
export default async function ProductsPage() {
  const { deps, account, csrf } = await requireSession();
  const products = await listOwnedProducts(deps.ctx, account);
  return (
    <>
      <h1>Products</h1>
      <p className="muted">
        A product is one site or app that verifies ages. Each has its own keys, webhooks and
        settings.
      </p>
      <div className="product-list">
        {products.map((p) => (
          <a
            key={p.id}
            className="card"
            href={`/console/products/${p.id}`}
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <h2>{p.name}</h2>
            <p className="muted">
              {originCount(p.allowedOrigins.live.length, 'live')} ·{' '}
              {originCount(p.allowedOrigins.test.length, 'test')} · {p.enabledMethods.length}{' '}
              methods · created {formatTime(p.createdAt)}
            </p>
            <code className="muted">{p.id}</code>
          </a>
        ))}
      </div>
      {products.length === 0 && <p>No products yet: create your first one below.</p>}
      <section className="card">
        <h2>New product</h2>
        <ActionForm
          action={createProductAction}
          csrf={csrf}
          submitLabel="Create product"
          testId="create-product"
        >
          <label style={{ flex: '1 1 16rem' }}>
            Name
            <input type="text" name="name" required maxLength={200} placeholder="My shop" />
          </label>
        </ActionForm>
      </section>
    </>
  );
}

function originCount(count: number, mode: 'live' | 'test'): string {
  return `${count} ${mode} origin${count === 1 ? '' : 's'}`;
}
