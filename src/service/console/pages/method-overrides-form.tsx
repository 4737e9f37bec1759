import type { MethodStatus } from '../../policy';
import type { Product } from '../../products/products';
import { updateMethodOverridesAction } from '../actions/console-actions';
import { jurisdictionGroups } from '../jurisdiction-groups';
import { ActionForm } from '../ui/action-form';
import { METHOD_LABELS } from './method-labels';

const STATUS: Record<MethodStatus, { text: string; className: string }> = {
  accepted: { text: 'accepted', className: 'yes' },
  'accepted-with-conditions': { text: 'with conditions', className: 'cond' },
  'prohibited-as-sole-method': { text: 'not as the only method', className: 'cond' },
  'not-specified': { text: 'not specified', className: 'muted' },
  'not-sufficient': { text: 'not accepted', className: 'no' },
};

/**
 * The product page's methods per jurisdiction group: each group inherits the product default or
 * chooses its own methods, next to the policy's ruling on each method and the group's defaults.
 */
export function MethodOverridesForm({ product, csrf }: { product: Product; csrf: string }) {
  return (
    <ActionForm
      action={updateMethodOverridesAction}
      csrf={csrf}
      hidden={{ productId: product.id }}
      submitLabel="Save methods per group"
      className="action-form stack"
      testId="method-overrides"
    >
      <p className="muted">
        Countries with the same age-assurance rules form a group. A group inherits the product
        default above unless you untick &ldquo;Inherit&rdquo; and choose its methods. Either way the
        widget offers only methods the group&apos;s rules accept (hover a status for its
        conditions).
      </p>
      {jurisdictionGroups().map((g) => {
        const override = product.methodOverrides[g.key];
        const chosen = new Set<string>(override ?? product.enabledMethods);
        return (
          <fieldset key={g.key} className="group-methods">
            <legend title={g.countries.join(' ')}>{g.label}</legend>
            <input type="hidden" name="group" value={g.key} />
            <p className="muted">
              Adult age {g.adultAge} · facial estimation passes at {g.faceDefaults.passIfOver}+,
              fails under {g.faceDefaults.failIfUnder}
            </p>
            <label className="inherit">
              <input type="checkbox" name={`inherit:${g.key}`} defaultChecked={!override} />
              Inherit product default
            </label>
            <div className="checks">
              {g.rules.map((r) => (
                <label key={r.method}>
                  <input
                    type="checkbox"
                    name={`methods:${g.key}`}
                    value={r.method}
                    defaultChecked={r.allowed && chosen.has(r.method)}
                    disabled={!r.allowed}
                  />
                  <span>
                    {METHOD_LABELS[r.method]}{' '}
                    <span
                      className={`status ${STATUS[r.status].className}`}
                      title={r.notes.join(' — ') || undefined}
                    >
                      ({STATUS[r.status].text})
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </ActionForm>
  );
}
