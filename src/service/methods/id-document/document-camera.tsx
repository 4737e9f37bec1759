import type { RefObject } from 'react';
import type { IdDocumentWidgetMessages } from './messages';

/** The rear camera's picture with a guide frame for the document, and take / cancel. */
export function DocumentCamera(p: {
  videoRef: RefObject<HTMLVideoElement | null>;
  messages: IdDocumentWidgetMessages;
  front: boolean;
  onTake(): void;
  onCancel(): void;
}) {
  const m = p.messages;
  return (
    <div>
      <div style={{ position: 'relative', maxWidth: '100%' }}>
        <video
          ref={p.videoRef}
          autoPlay
          playsInline
          muted
          style={{ width: '100%', borderRadius: '.5rem', background: '#111827' }}
        />
        <div
          aria-hidden="true"
          style={{
            position: 'absolute',
            inset: '18% 8%',
            border: '3px solid #fbbf24',
            borderRadius: '.75rem',
            boxShadow: '0 0 0 100vmax rgba(0,0,0,.35)',
          }}
        />
      </div>
      <p className="muted">{p.front ? m['id.front.guide'] : m['id.guide']}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={p.onTake}>
          {m['id.take']}
        </button>
        <button type="button" className="link" onClick={p.onCancel}>
          {m['id.cancel']}
        </button>
      </div>
    </div>
  );
}
