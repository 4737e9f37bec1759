import { useEffect, useRef, useState } from 'react';
import FaceCapture from '../facial-age-estimation/widget';
import { MethodCallError, type MethodCallBody } from '../kit/call-method';
import { HandoffQr } from '../kit/handoff-qr';
import { format } from '../kit/i18n/format';
import type { MethodWidgetProps } from '../kit/method-widget-props';
import { useCameraPreview } from '../kit/use-camera-preview';
import { DocumentCamera } from './document-camera';
import { DocumentTestMode } from './document-test-mode';
import type { FrontStart } from './front-step';
import type { IdDocumentWidgetMessages } from './messages';
import { isHeic, photoFromFile, toJpeg } from './photo-jpeg';
import type { SelfieStart } from './selfie-step';
import { sendPhoto, type DocumentAnswer as Answer } from './send-photo';

type Stage = 'choose' | 'camera' | 'reading' | 'selfie';
/** Which side is asked for: the machine-readable one, then (licence, ID card) the front. */
type Side = 'back' | 'front';
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
  useCameraPreview(videoRef, streamRef, stage);

  const submit = async (photo: Blob): Promise<void> => {
    setStage('reading');
    setNote(null);
    const front = side === 'front' ? frontRef.current : null;
    try {
      const { ok, status, answer } = await sendPhoto(props, photo, front);
      if (ok && answer.frontRequired && answer.front) {
        frontRef.current = answer.front;
        setSide('front');
        setStage('choose');
        // The screen changed under the same buttons: move focus to what it now asks for.
        requestAnimationFrame(() => introRef.current?.focus());
        return;
      } else if (ok && answer.selfieRequired && answer.selfie) {
        restart();
        selfieRef.current = answer.selfie;
        setStage('selfie');
        return;
      } else if (ok) {
        restart();
        if (answer.detail?.refused === 'expired') setNote(m['id.expired']);
        if (answer.detail?.refused === 'specimen') setNote(m['id.specimenRefused']);
        if (answer.detail?.front === 'mismatch') setNote(m['id.front.mismatch']);
        props.onAttempt(answer);
      } else if (status === 422 && answer.error === 'PORTRAIT_NOT_FOUND') {
        setNote(front ? m['id.front.noPortrait'] : m['id.noPortrait']);
      } else if (status === 422 && front && answer.hint === 'not-found') {
        setNote(m['id.front.notRead']);
      } else if (status === 422 && answer.hint) {
        setNote(format(props.locale, m['id.retake'], { hint: m[`id.hint.${answer.hint}`] }));
      } else if (status === 413) {
        setNote(m['id.tooLarge']);
      } else if (front && status === 400 && answer.restart) {
        // The front's nonce expired or was used: start again from the back.
        restart();
        setNote(m['id.front.expired']);
      } else {
        props.onError(answer.errorMessage ?? `the service answered ${status}`);
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
      if (!start) throw new MethodCallError('INVALID_INPUT', m['id.selfie.again']);
      selfieRef.current = null;
      return start as T;
    }
    // Before the selfie's prompts, the camera is checked for a face: the face method's own look.
    if (action === 'find-face') return props.call<T>('find-face', body);
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
    } catch {
      setNote(m['id.cameraDenied']);
    }
  };

  const takePhoto = async (): Promise<void> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const blob = await toJpeg(video);
    stopCamera();
    if (blob) await submit(blob);
  };

  const choose = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setNote(null);
    try {
      const photo = await photoFromFile(file);
      if (photo) await submit(photo);
    } catch {
      setNote(isHeic(file) ? m['id.heic'] : m['id.tooLarge']);
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
      {/* The file input is invisible: its label shows where the keyboard's focus is. */}
      <style>{'label.link:focus-within{outline:3px solid #1d4ed8;outline-offset:2px}'}</style>
      <p ref={introRef} tabIndex={-1} aria-live="polite" data-testid="id-document-intro">
        {side === 'front' ? m['id.front.intro'] : m['id.intro']}
      </p>
      {stage === 'camera' ? (
        <DocumentCamera
          videoRef={videoRef}
          messages={m}
          front={side === 'front'}
          onTake={() => void takePhoto()}
          onCancel={() => {
            stopCamera();
            setStage('choose');
          }}
        />
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
        <HandoffQr
          src={props.handoffQrSrc}
          alt={m.qrAlt}
          linkLabel={m.phoneLink}
          failed={m.loadFailed}
        >
          {m['id.phone']}
        </HandoffQr>
      )}
      {props.testMode && <DocumentTestMode {...props} />}
    </>
  );
}
