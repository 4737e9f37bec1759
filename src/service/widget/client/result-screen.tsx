import type { ResultOffer } from '../../methods/kit/method-client';
import { format } from '../../methods/kit/i18n/format';
import type { ResultMessageData } from '../../methods/kit/widget-types';
import type { WidgetMessages } from '../i18n/messages';
import type { WidgetPageModel } from '../widget-page-types';

export interface ResultScreenProps {
  model: WidgetPageModel;
  result: ResultMessageData;
  /** A method's offer after the pass (the age key's), shown when there is one. */
  offer: ResultOffer | undefined;
  /** This session completed the verification: the offer may grant from it. */
  mayGrant: boolean;
  /** Starting on the offer (pointer or keyboard) stops the redirect's clock. */
  onOfferEngaged(): void;
  /**
   * The offer is still being decided (its code loading, the service asked): the way back waits
   * for it, so that nothing appears above a Done button the person is already aiming at.
   */
  settling: boolean;
  framed: boolean;
  redirectTo: string | undefined;
  /** A top-level widget goes back to the merchant by itself (and says so). */
  redirectsBySelf: boolean;
  onDone(): void;
}

/** Step 3: pass or fail, the offer, and the way back to the merchant. */
export function ResultScreen(p: ResultScreenProps) {
  const m: WidgetMessages = p.model.messages;
  const site = p.model.productName;
  const pass = p.result.status === 'PASS';
  const detail = pass
    ? format(p.model.locale, m.passDetail, { site })
    : format(p.model.locale, m[`failure.${p.result.failureReason ?? 'age-criteria-not-met'}`], {
        site,
      });
  const Offer = p.offer?.Component;
  return (
    <>
      <p role="status">{detail}</p>
      {Offer && (
        <div onPointerDown={p.onOfferEngaged} onFocus={p.onOfferEngaged}>
          <Offer
            apiBase={p.model.apiBase}
            token={p.model.token}
            locale={p.model.locale}
            result={p.result}
            mayGrant={p.mayGrant}
          />
        </div>
      )}
      {p.settling ? null : p.framed ? (
        <div className="actions">
          <button type="button" className="btn" onClick={p.onDone}>
            {m.done}
          </button>
        </div>
      ) : p.model.handoff ? (
        <p>{m.handoffDone}</p>
      ) : p.redirectTo ? (
        <div className="actions">
          {p.redirectsBySelf && (
            <p>
              {format(p.model.locale, p.mayGrant ? m.redirectingAfterOffer : m.redirecting, {
                site,
              })}
            </p>
          )}
          <a className="btn" href={p.redirectTo}>
            {format(p.model.locale, m.continueLink, { site })}
          </a>
        </div>
      ) : (
        <p>{m.closeWindow}</p>
      )}
    </>
  );
}
