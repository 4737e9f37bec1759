import { useEffect, useRef, useState } from 'react';
import { format } from '../kit/i18n/format';
import { SimulatorPanel } from '../kit/simulator-panel';
import type { AttemptResponse } from '../kit/widget-types';
import type { MethodWidgetProps } from '../kit/method-widget-props';
import type { IdDocumentWidgetMessages } from './messages';
import FaceCapture from '../facial-age-estimation/widget';
import type { MethodCallBody } from '../kit/call-method';
import { widgetSessionHeaders } from '../kit/widget-session';
import type { RetakeHint } from './document-facts';
import type { FrontStart } from './front-step';
import type { SelfieStart } from './selfie-step';
import { SPECIMEN_KINDS } from './specimen-kinds';

type Stage = 'choose' | 'camera' | 'reading' | 'selfie';
/** Which side is asked for: the machine-readable one, then (licence, ID card) the front. */
type Side = 'back' | 'front';
type Answer = AttemptResponse & {
  detail?: { refused?: string; selfie?: string; front?: string };
  frontRequired?: boolean;
  front?: FrontStart;
  selfieRequired?: boolean;
  selfie?: SelfieStart;
  error?: string;
  errorMessage?: string;
  hint?: RetakeHint | 'number-not-read';
  /** The front's nonce is no longer valid: start again from the back. */
  restart?: true;
};

/** The photo is sent as at most this many pixels on its longer side (enough for any barcode). */
const SEND_SIDE = 2400;
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * The id-document method's widget part: capture (the rear camera with a guide frame, or a file)
 * → the photo goes to the server, which reads it → the shell shows the result. An unreadable
 * photo costs no attempt: the answer's hint says what to change for the next one. Desktop
 * browsers also get the phone hand-off; test mode adds specimen documents and the simulator.
 * With the selfie match on, a licence or ID card back is followed by its front (same capture,
 * `front` action with the nonce the back's answer gave), then the selfie.
 */
export default function Widget(props: MethodWidgetProps<IdDocumentWidgetMessages>) {
  const m = props.messages;
  const [stage, setStage] = useState<Stage>('choose');
  const [note, setNote] = useState<string | null>(null);
  const [side, setSide] = useState<Side>('back');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  /** The selfie's single-use start (nonce and challenge) the server gave with the document. */
  const selfieRef = useRef<SelfieStart | null>(null);
  /** The front step's single-use nonce, from the back's answer. */
  const frontRef = useRef<FrontStart | null>(null);
  const introRef = useRef<HTMLParagraphElement>(null);

  /** Back to the first screen: the back of the document, or a passport page. */
  const restart = (): void => {
    frontRef.current = null;
    setSide('back');
  };

  const stopCamera = (): void => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
  };
  useEffect(() => stopCamera, []);

  const submit = async (photo: Blob): Promise<void> => {
    setStage('reading');
    setNote(null);
    const front = side === 'front' ? frontRef.current : null;
    const action = front ? `front?nonce=${encodeURIComponent(front.nonce)}` : 'submit';
    try {
      const response = await fetch(`${props.apiBase}/methods/id-document/${action}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${props.token}`,
          'content-type': photo.type,
          ...widgetSessionHeaders(),
        },
        body: photo,
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.ok && answer.frontRequired && answer.front) {
        frontRef.current = answer.front;
        setSide('front');
        setStage('choose');
        // The screen changed under the same buttons: move focus to what it now asks for.
        requestAnimationFrame(() => introRef.current?.focus());
        return;
      } else if (response.ok && answer.selfieRequired && answer.selfie) {
        restart();
        selfieRef.current = answer.selfie;
        setStage('selfie');
        return;
      } else if (response.ok) {
        restart();
        if (answer.detail?.refused === 'expired') setNote(m['id.expired']);
        if (answer.detail?.refused === 'specimen') setNote(m['id.specimenRefused']);
        if (answer.detail?.front === 'mismatch') setNote(m['id.front.mismatch']);
        props.onAttempt(answer);
      } else if (response.status === 422 && answer.error === 'PORTRAIT_NOT_FOUND') {
        setNote(front ? m['id.front.noPortrait'] : m['id.noPortrait']);
      } else if (response.status === 422 && front && answer.hint === 'not-found') {
        setNote(m['id.front.notRead']);
      } else if (response.status === 422 && answer.hint) {
        setNote(format(m['id.retake'], { hint: m[`id.hint.${answer.hint}`] }));
      } else if (response.status === 413) {
        setNote(m['id.tooLarge']);
      } else if (front && response.status === 400 && answer.restart) {
        // The front's nonce expired or was used: start again from the back.
        restart();
        setNote(m['id.front.expired']);
      } else {
        props.onError(answer.errorMessage ?? `the service answered ${response.status}`);
      }
    } catch {
      props.onError('the service could not be reached');
    }
    setStage('choose');
  };

  /**
   * The selfie is facial estimation's own capture (its camera, oval, head-turn prompts and
   * burst), pointed at this method's `selfie` action: its `start` is the nonce and challenge
   * that came with the document, and a retry's answer brings the next one.
   */
  const selfieCall = async <T,>(action: string, body?: MethodCallBody): Promise<T> => {
    if (action === 'start') {
      const start = selfieRef.current;
      if (!start) throw new Error(m['id.selfie.again']);
      selfieRef.current = null;
      return start as T;
    }
    const answer = await props.call<Answer & { retry?: true }>('selfie', body);
    if (answer.retry && answer.selfie) selfieRef.current = answer.selfie;
    return answer as T;
  };
  const selfieDone = (answer: Answer): void => {
    selfieRef.current = null;
    setStage('choose');
    const outcome = answer.detail?.selfie;
    if (outcome === 'mismatch') setNote(m['id.selfie.mismatch']);
    if (outcome === 'frames-repeated' || outcome === 'spoof-scores' || outcome === 'no-turn') {
      setNote(m[`face.liveness.${outcome}`]);
    }
    props.onAttempt(answer);
  };

  const openCamera = async (): Promise<void> => {
    setNote(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
        audio: false,
      });
      streamRef.current = stream;
      setStage('camera');
      requestAnimationFrame(() => {
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => undefined);
        }
      });
    } catch {
      setNote(m['id.cameraDenied']);
    }
  };

  const takePhoto = async (): Promise<void> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const blob = await toJpeg(video, video.videoWidth, video.videoHeight);
    stopCamera();
    if (blob) await submit(blob);
  };

  const choose = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setNote(null);
    const heic = /hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
    if (!heic && /^image\/(jpeg|png)$/.test(file.type) && file.size <= MAX_BYTES) {
      await submit(file);
      return;
    }
    // HEIC, or a photo too large: re-encode in the browser where it can decode the file
    // (Safari decodes HEIC); the server reads JPEG and PNG only.
    try {
      const bitmap = await createImageBitmap(file);
      const blob = await toJpeg(bitmap, bitmap.width, bitmap.height);
      bitmap.close();
      if (blob) await submit(blob);
    } catch {
      setNote(heic ? m['id.heic'] : m['id.tooLarge']);
    }
  };

  const busy = props.busy || stage === 'reading';
  if (stage === 'selfie') {
    return (
      <>
        <p>{m['id.selfie.intro']}</p>
        <FaceCapture
          {...props}
          testMode={false}
          handoffQrSrc={null}
          call={selfieCall}
          onAttempt={selfieDone}
          onChooseAnother={() => {
            selfieRef.current = null;
            restart();
            setStage('choose');
          }}
        />
      </>
    );
  }
  return (
    <>
      <p ref={introRef} tabIndex={-1} aria-live="polite" data-testid="id-document-intro">
        {side === 'front' ? m['id.front.intro'] : m['id.intro']}
      </p>
      {stage === 'camera' ? (
        <div>
          <div style={{ position: 'relative', maxWidth: '100%' }}>
            <video
              ref={videoRef}
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
          <p className="muted">{side === 'front' ? m['id.front.guide'] : m['id.guide']}</p>
          <div className="actions">
            <button type="button" className="btn" onClick={() => void takePhoto()}>
              {m['id.take']}
            </button>
            <button
              type="button"
              className="link"
              onClick={() => {
                stopCamera();
                setStage('choose');
              }}
            >
              {m['id.cancel']}
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          {typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && (
            <button type="button" className="btn" disabled={busy} onClick={() => void openCamera()}>
              {m['id.camera']}
            </button>
          )}
          <label className="link">
            {m['id.upload']}
            <input
              type="file"
              accept="image/jpeg,image/png,image/heic,image/heif"
              disabled={busy}
              data-testid="id-document-file"
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                void choose(file);
              }}
            />
          </label>
          {side === 'front' && (
            <button type="button" className="link" disabled={busy} onClick={restart}>
              {m['id.front.restart']}
            </button>
          )}
        </div>
      )}
      {stage === 'reading' && (
        <p className="notice info" role="status">
          {side === 'front' ? m['id.front.reading'] : m['id.reading']}
        </p>
      )}
      {note && (
        <p className="notice" role="alert">
          {note}
        </p>
      )}
      <p className="muted">{m['id.privacy']}</p>
      {props.handoffQrSrc && (
        <div className="pair">
          <img className="qr" src={props.handoffQrSrc} alt={m.qrAlt} width={144} height={144} />
          <p className="muted">{m['id.phone']}</p>
        </div>
      )}
      {props.testMode && (
        <>
          <p className="muted">{m['id.specimens']}</p>
          <ul>
            {SPECIMEN_KINDS.map((kind) => (
              <li key={kind}>
                <Specimen
                  href={`${props.apiBase}/methods/id-document/specimen?kind=${kind}&token=${encodeURIComponent(props.token)}`}
                  kind={kind}
                  label={m[`id.specimen.${kind}`]}
                  show={m['id.show']}
                />
              </li>
            ))}
          </ul>
          <SimulatorPanel
            methodName={m['method.id-document']}
            messages={m}
            busy={props.busy}
            onSimulate={props.onSimulate}
          />
        </>
      )}
    </>
  );
}

/** A specimen to download, or to show on screen and photograph with a phone. */
function Specimen(p: { href: string; kind: string; label: string; show: string }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <a href={p.href} download={`specimen-${p.kind}.png`}>
        {p.label}
      </a>{' '}
      <button type="button" className="link" onClick={() => setShown((v) => !v)}>
        {p.show}
      </button>
      {shown && <img src={p.href} alt={p.label} style={{ display: 'block', maxWidth: '100%' }} />}
    </>
  );
}

/** A frame or decoded file as a JPEG of at most `SEND_SIDE` pixels on its longer side. */
function toJpeg(source: CanvasImageSource, width: number, height: number): Promise<Blob | null> {
  const k = Math.min(1, SEND_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * k);
  canvas.height = Math.round(height * k);
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}
