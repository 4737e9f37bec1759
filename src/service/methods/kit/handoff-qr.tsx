import { useEffect, useState, type ReactNode } from 'react';

export interface HandoffQrProps {
  /** The hand-off QR code's URL (`/api/widget/qr?token=…`): asked here for `{ link, svg }`. */
  src: string;
  /** The QR code's text alternative: what it is and what it opens. */
  alt: string;
  /** The sentence before the link as text ("No camera? Open this link on your phone:"). */
  linkLabel: string;
  /** Said when the code could not be loaded. */
  failed: string;
  /** What to do with the code, beside it. */
  children: ReactNode;
}

/**
 * "Continue on your phone": the hand-off QR code and, beside it, the same short link as text that
 * a person can read, copy or tap (WCAG 1.1.1: the code's text alternative). Loaded in a chunk of
 * its own when the hand-off is opened, so the page's first scripts stay as small as they were.
 */
export function HandoffQr(p: HandoffQrProps) {
  const [handoff, setHandoff] = useState<{ link: string; svg: string } | null | false>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${p.src}&as=json`, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then(setHandoff, () => {
        if (!controller.signal.aborted) setHandoff(false);
      });
    return () => controller.abort();
  }, [p.src]);
  if (handoff === false) return <p className="notice">{p.failed}</p>;
  return (
    <div className="pair" data-handoff>
      {handoff ? (
        <img
          className="qr"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(handoff.svg)}`}
          alt={p.alt}
          width={144}
          height={144}
        />
      ) : (
        <span className="qr" />
      )}
      <div className="muted" style={{ flex: 1, minWidth: 0 }}>
        <p>{p.children}</p>
        {handoff && (
          <p>
            {p.linkLabel}{' '}
            <a
              className="link"
              href={handoff.link}
              data-handoff-link
              style={{ overflowWrap: 'anywhere' }}
            >
              {handoff.link}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}

/** The default export: what `lazy` loads. */
export default HandoffQr;
