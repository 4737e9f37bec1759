import { listAudit } from '../audit-log';
import { formatShortTime, formatTime } from '../ui/format';
import { loadProductPage } from './load-product';
import { ProductHeader } from './product-header';

type Props = { params: Promise<{ productId: string }> };

/** `/console/products/[productId]/audit`: who changed keys, webhooks and settings, and when. */
export default async function AuditPage({ params }: Props) {
  const { product, deps } = await loadProductPage(params);
  const entries = await listAudit(deps.ctx.db, product.id, 200);
  return (
    <>
      <ProductHeader product={product} active="audit" />
      <section className="card">
        <div className="table-wrap">
          <table data-testid="audit-log">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>Detail</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e, i) => (
                <tr key={i}>
                  <td className="nowrap" title={formatTime(e.createdAt)}>
                    {formatShortTime(e.createdAt)}
                  </td>
                  <td>{e.accountEmail}</td>
                  <td>{e.action}</td>
                  <td className="excerpt">{e.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
