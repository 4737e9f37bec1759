import { VERIFICATION_METHODS, VERIFICATION_STATUSES } from '../../../protocol/verification-result';
import { listProductVerifications, VerificationFilterSchema } from '../list-verifications';
import { formatShortTime, formatTime } from '../ui/format';
import { Pager } from '../ui/pager';
import { loadProductPage, one, type SearchParams } from './load-product';
import { ProductHeader } from './product-header';
import { METHOD_LABELS } from './method-labels';

type Props = { params: Promise<{ productId: string }>; searchParams: SearchParams };

const PAGE_SIZE = 100;

/** `/console/products/[productId]/verifications`: filtered by mode, status, method, place, date. */
export default async function VerificationsPage({ params, searchParams }: Props) {
  const { product, deps, account } = await loadProductPage(params);
  const q = await searchParams;
  const filter = VerificationFilterSchema.parse({
    mode: one(q.mode),
    status: one(q.status) || undefined,
    method: one(q.method) || undefined,
    jurisdiction: one(q.jurisdiction) || undefined,
    from: one(q.from) || undefined,
    to: one(q.to) || undefined,
  });
  const before = one(q.before) || undefined;
  const { rows, older } = await listProductVerifications(deps, account, product.id, filter, {
    limit: PAGE_SIZE,
    before,
  });
  const base = `/console/products/${product.id}/verifications`;
  const link = (cursor?: string): string => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
    if (cursor) query.set('before', cursor);
    return `${base}?${query.toString()}`;
  };
  return (
    <>
      <ProductHeader product={product} active="verifications" />
      <form className="card row" method="get" data-testid="verification-filter">
        <label>
          Mode
          <select name="mode" defaultValue={filter.mode}>
            <option value="test">test</option>
            <option value="live">live</option>
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">any</option>
            {VERIFICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Method
          <select name="method" defaultValue={filter.method ?? ''}>
            <option value="">any</option>
            {VERIFICATION_METHODS.map((m) => (
              <option key={m} value={m}>
                {METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
        <label style={{ width: '7rem' }}>
          Jurisdiction
          <input
            type="text"
            name="jurisdiction"
            defaultValue={filter.jurisdiction ?? ''}
            placeholder="US-CA"
            maxLength={6}
          />
        </label>
        <label>
          From
          <input type="date" name="from" defaultValue={filter.from ?? ''} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={filter.to ?? ''} />
        </label>
        <button type="submit" className="button secondary">
          Filter
        </button>
      </form>
      <section className="card">
        <p className="muted">
          {before || older
            ? `${rows.length} verification${rows.length === 1 ? '' : 's'} on this page, newest first.`
            : `${rows.length} verification${rows.length === 1 ? '' : 's'}.`}{' '}
          Verifications hold no personal data: only the method and the age range it proved.
        </p>
        <div className="table-wrap">
          <table data-testid="verification-list">
            <thead>
              <tr>
                <th>Created</th>
                <th>Status</th>
                <th>Jurisdiction</th>
                <th>Method</th>
                <th>Age</th>
                <th>Id</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((v) => (
                <tr key={v.id} data-testid="verification-row">
                  <td className="nowrap" title={formatTime(v.createdAt)}>
                    {formatShortTime(v.createdAt)}
                  </td>
                  <td>
                    <span className={`badge ${v.status}`}>{v.status}</span>
                    {v.failureReason && <div className="muted">{v.failureReason}</div>}
                  </td>
                  <td>{v.jurisdiction}</td>
                  <td>{v.method ?? '—'}</td>
                  <td>
                    {v.ageLow === null
                      ? '—'
                      : v.ageLow === v.ageHigh
                        ? v.ageLow
                        : `${v.ageLow}–${v.ageHigh}`}
                  </td>
                  <td>
                    <a href={`/console/products/${product.id}/verifications/${v.id}`}>
                      <code>{v.id.slice(0, 8)}…</code>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          newest={before && link()}
          older={older && link(older)}
          label="Pages"
          testId="verification-pager"
        />
      </section>
    </>
  );
}
