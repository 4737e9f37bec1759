import type { MethodRule, MethodStatus, ValueProvenance } from '../../policy';
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

const PROVENANCE: Record<ValueProvenance, { text: string; title: string }> = {
  sourced: { text: 'sourced', title: 'backed by the cited sources' },
  reasoned: {
    text: 'no URL',
    title:
      'the research states a legal basis but no retrievable source: verify before relying on it',
  },
  default: {
    text: 'default',
    title:
      'no rule located: the documented default (18; 13, or 16 under GDPR Art. 8 in the EU/EEA)',
  },
};

/** The status shown next to a method, with the rule that excludes it or its conditions. */
function statusTitle(rule: MethodRule): string | undefined {
  if (rule.excludedBy !== undefined) {
    const by = rule.excludedBy;
    return `rule ${by.ruleId}: ${by.note ?? ''} (${by.sources.join(' ')})`;
  }
  return rule.notes.join(' — ') || undefined;
}

function Provenance({ value, sources }: { value: ValueProvenance; sources: readonly string[] }) {
  const p = PROVENANCE[value];
  return (
    <span
      className={`provenance ${value === 'sourced' ? 'yes' : value === 'default' ? 'muted' : 'cond'}`}
      title={sources.length > 0 ? `${p.title}: ${sources.join(' ')}` : p.title}
    >
      {p.text}
    </span>
  );
}

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
        widget offers only methods the group&apos;s rules accept (hover a status for its conditions
        or the rule that excludes it). Each group lists its countries&apos; ages and whether each is
        sourced or a documented default.
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
                    <span className={`status ${STATUS[r.status].className}`} title={statusTitle(r)}>
                      ({STATUS[r.status].text}
                      {r.excludedBy === undefined ? '' : `: rule ${r.excludedBy.ruleId}`})
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {g.setRules.map((rule) => (
              <p key={rule.ruleId} className="muted" title={rule.sources.join(' ')}>
                Rule {rule.ruleId}: {rule.note}.
              </p>
            ))}
            {g.notAcceptable.map((n) => (
              <p key={n.regime} className="muted">
                Not accepted by {n.regime}: {n.items.join('; ')}.
              </p>
            ))}
            <details className="group-members" data-testid={`members:${g.key}`}>
              <summary>
                Ages per country: {g.provenanceCount.sourced} values sourced,{' '}
                {g.provenanceCount.default} documented defaults
                {g.provenanceCount.reasoned > 0
                  ? `, ${g.provenanceCount.reasoned} without a source URL`
                  : ''}
              </summary>
              <table>
                <thead>
                  <tr>
                    <th>Country</th>
                    <th>Adult age</th>
                    <th>Digital age of consent</th>
                  </tr>
                </thead>
                <tbody>
                  {g.members.map((m) => (
                    <tr key={m.code}>
                      <td>
                        {m.code} {m.name}
                      </td>
                      <td>
                        {m.adultAge}{' '}
                        <Provenance value={m.provenance.adult} sources={m.sources.adult} />
                      </td>
                      <td>
                        {m.digitalConsentAge}{' '}
                        <Provenance
                          value={m.provenance.digitalConsent}
                          sources={m.sources.digitalConsent}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </fieldset>
        );
      })}
    </ActionForm>
  );
}
