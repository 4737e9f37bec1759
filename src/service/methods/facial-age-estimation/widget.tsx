import { useEffect, useRef, useState } from 'react';
import { HandoffQr } from '../kit/handoff-qr';
import { SimulatorPanel } from '../kit/simulator-panel';
import { useCameraPreview } from '../kit/use-camera-preview';
import type { AttemptResponse } from '../kit/widget-types';
import type { MethodWidgetProps } from '../kit/method-widget-props';
import type { FaceWidgetMessages } from './messages';
import type { CaptureProblem } from './capture-quality';
import { captureSteps, FINDING_MIN_MS, FRAME_GAP_MS, type Prompt } from './capture-steps';
import {
  cameraProblem,
  grabFrame,
  openCamera,
  sampleFrame,
  sleep,
  stopCamera,
  type CameraProblem,
} from './face-capture';
import { useHeldMessage } from './held-message';
import type { FoundFace } from './find-face';
import { FRAME_MAX_BYTES, FRAME_MAX_EDGE } from './frame-reading';
import type { FaceAttemptStart } from './start-attempt';
import type { CaptureRetry, FaceAttemptDetail } from './submit-capture';

type Phase = 'idle' | 'opening' | 'framing' | 'finding' | 'capturing' | 'sending' | 'error';
type LiveHint = 'too-dark' | 'hold-still';
type Hint = CaptureProblem | LiveHint;

/** Mean luma of the preview under which it is too dark (a little above the server's 40). */
const LIVE_MIN_BRIGHTNESS = 45;
/** Mean luma change between two samples above which the person is moving. */
const LIVE_MAX_MOTION = 14;
/** Between two looks for a face before an attempt. */
const FIND_GAP_MS = 700;
/** How long Start looks for a face before it gives up and says what it saw. */
const FIND_FACE_MS = 20_000;

const CSS = `
.fae-stage{position:relative;width:100%;max-width:18rem;aspect-ratio:4/3;max-height:13.5rem;margin:.5rem auto;background:#111827;border-radius:.5rem;overflow:hidden}
.fae-stage video{display:block;width:100%;height:100%;object-fit:cover;transform:scaleX(-1)}
.fae-oval{position:absolute;left:50%;top:50%;width:50%;height:84%;transform:translate(-50%,-50%);border:3px dashed #fff;border-radius:50%;box-shadow:0 0 0 40rem rgba(17,24,39,.45)}
.fae-prompt{font-weight:600;text-align:center;min-height:1.45em;margin:.25rem 0}
`;

/**
 * The facial-age-estimation method's widget part: the front camera with an oval guide and live
 * hints; "Start" first looks for a face (`find-face`: one frame at a time, until the server sees
 * one face near enough and lit well enough), and only then asks the server for an attempt (its
 * single-use nonce and its head-turn challenge), captures a burst of frames while prompting the
 * turns, and sends them — so nobody is asked to turn a head that is not in view. The server
 * estimates and decides; this part only shows what to fix or hands the attempt to the shell.
 * Test mode keeps the simulator, with "use my camera" beside it.
 */
export default function Widget(props: MethodWidgetProps<FaceWidgetMessages>) {
  const m = props.messages;
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  // What the preview shows now (light, movement), and what the last capture's check found.
  const [liveHint, setLiveHint] = useState<LiveHint | null>(null);
  const [captureHint, setCaptureHint] = useState<CaptureProblem | null>(null);
  // Every hint stays up long enough to be read, or as long as its condition lasts.
  const hint = useHeldMessage<Hint>(liveHint ?? captureHint);
  const [note, setNote] = useState<string | null>(null);
  const [livenessOff, setLivenessOff] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  /** The look for a face that Start began, until it found one (Stop ends it). */
  const search = useRef<AbortController | null>(null);

  // The camera goes off whenever this part goes away (a result, another method).
  useEffect(
    () => () => {
      search.current?.abort();
      stopCamera(stream.current);
    },
    [],
  );

  // Live hints while framing: light and movement, sampled from the preview.
  useEffect(() => {
    if (phase !== 'framing') return;
    let previous: Uint8ClampedArray | null = null;
    const probe = document.createElement('canvas');
    const timer = setInterval(() => {
      const v = video.current;
      if (!v || v.readyState < 2) return;
      const sample = sampleFrame(v, probe, previous);
      previous = sample.pixels;
      const dark = sample.brightness < LIVE_MIN_BRIGHTNESS;
      setLiveHint(dark ? 'too-dark' : sample.motion > LIVE_MAX_MOTION ? 'hold-still' : null);
      // The light changed since the capture that was too dark: that hint no longer applies.
      if (!dark) setCaptureHint((current) => (current === 'too-dark' ? null : current));
    }, 400);
    return () => {
      clearInterval(timer);
      setLiveHint(null);
    };
  }, [phase]);

  const start = async (): Promise<void> => {
    setNote(null);
    setProblem(null);
    setPhase('opening');
    try {
      stream.current = await openCamera();
    } catch (error) {
      setProblem(cameraProblem(error));
      setPhase('error');
      return;
    }
    setPhase('framing');
  };

  useCameraPreview(video, stream, phase);

  const stop = (): void => {
    // Stopping while looking for a face ends the search too.
    search.current?.abort();
    stopCamera(stream.current);
    stream.current = null;
    setPhase('idle');
  };

  /**
   * Sends one frame at a time to `find-face` until the camera shows one face ready for the
   * prompts; what is wrong meanwhile (no face, too far, too dark) is the hint. `false` when none
   * was found within FIND_FACE_MS.
   */
  const findFace = async (
    v: HTMLVideoElement,
    c: HTMLCanvasElement,
    signal: AbortSignal,
  ): Promise<boolean> => {
    const until = Date.now() + FIND_FACE_MS;
    for (;;) {
      const form = new FormData();
      const limits = { maxEdge: FRAME_MAX_EDGE, maxBytes: FRAME_MAX_BYTES };
      form.append('frame', await grabFrame(v, c, limits), 'frame.jpg');
      const found = await props.call<FoundFace>('find-face', form, { signal });
      if (found.face) {
        setCaptureHint(null);
        return true;
      }
      setCaptureHint(found.problem);
      if (Date.now() + FIND_GAP_MS > until) return false;
      await sleep(FIND_GAP_MS);
      if (signal.aborted) return false;
    }
  };

  const capture = async (): Promise<void> => {
    const v = video.current;
    if (!v) return;
    canvas.current ??= document.createElement('canvas');
    setNote(null);
    setCaptureHint(null);
    setPhase('finding');
    const findingSince = Date.now();
    const searching = new AbortController();
    search.current = searching;
    try {
      if (!(await findFace(v, canvas.current, searching.signal))) {
        if (!searching.signal.aborted) setPhase('framing');
        return;
      }
      setPhase('capturing');
      // A face found at once must not flash "Looking for your face…" away: the line is assertive,
      // and a screen reader cut off after a syllable says nothing. It stays up at least
      // FINDING_MIN_MS, while the attempt starts.
      const [attempt] = await Promise.all([
        props.call<FaceAttemptStart>('start'),
        sleep(FINDING_MIN_MS - (Date.now() - findingSince)),
      ]);
      setLivenessOff(attempt.challenge === null);
      const form = new FormData();
      form.set('nonce', attempt.nonce);
      for (const step of captureSteps(attempt.challenge)) {
        setPrompt(step.prompt);
        await sleep(step.leadMs);
        for (let i = 0; i < step.frames; i++) {
          form.append('frame', await grabFrame(v, canvas.current, attempt.frames), 'frame.jpg');
          await sleep(FRAME_GAP_MS);
        }
      }
      setPrompt(null);
      setPhase('sending');
      const answer = await props.call<
        CaptureRetry | (AttemptResponse & { detail?: FaceAttemptDetail })
      >('submit', form);
      if ('retry' in answer) {
        setCaptureHint(answer.problem);
      } else {
        const liveness = answer.detail?.liveness;
        if (liveness && liveness !== 'checked' && liveness !== 'off') {
          setNote(m[`face.liveness.${liveness}`]);
        }
        props.onAttempt(answer);
      }
    } catch (error) {
      // Stopped while looking for a face: the camera is off, nothing to say.
      if (searching.signal.aborted) return;
      setNote(error instanceof Error ? error.message : String(error));
    }
    setPrompt(null);
    setPhase('framing');
  };

  const busy = props.busy || phase === 'finding' || phase === 'capturing' || phase === 'sending';
  const cameraOn =
    phase === 'framing' || phase === 'finding' || phase === 'capturing' || phase === 'sending';

  return (
    <>
      <style>{CSS}</style>
      {phase === 'error' && problem ? (
        <div>
          {/* Only the problem is the alert: the hand-off below loads later, and is not news. */}
          <p className="notice" role="alert">
            {m[`face.error.${problem}`]}
          </p>
          <div className="actions">
            {problem !== 'unsupported' && problem !== 'no-camera' && (
              <button type="button" className="btn" onClick={() => void start()}>
                {m['face.tryAgain']}
              </button>
            )}
            <button type="button" className="link" onClick={props.onChooseAnother}>
              {m['face.other']}
            </button>
          </div>
          {props.handoffQrSrc && (
            <HandoffQr
              src={props.handoffQrSrc}
              alt={m['face.qrAlt']}
              linkLabel={m.phoneLink}
              failed={m.loadFailed}
            >
              {m['face.handoff']}
            </HandoffQr>
          )}
        </div>
      ) : cameraOn ? (
        <>
          {livenessOff && (
            <p className="notice" role="note">
              {m['face.livenessOff']}
            </p>
          )}
          {note && (
            <p className="notice" role="alert">
              {note}
            </p>
          )}
          <div className="fae-stage">
            <video ref={video} muted playsInline autoPlay aria-label={m['face.preview']} />
            <div className="fae-oval" aria-hidden="true" />
          </div>
          <p className="fae-prompt" role="status" aria-live="assertive">
            {prompt
              ? m[`face.prompt.${prompt}`]
              : phase === 'sending'
                ? m['face.sending']
                : hint
                  ? m[`face.hint.${hint}`]
                  : // Found, and the attempt not started yet: no flash of "press Start".
                    phase === 'finding' || phase === 'capturing'
                    ? m['face.finding']
                    : m['face.ready']}
          </p>
          <div className="actions">
            <button type="button" className="btn" disabled={busy} onClick={() => void capture()}>
              {busy ? m.working : m['face.start']}
            </button>{' '}
            <button
              type="button"
              className="link"
              disabled={busy && phase !== 'finding'}
              onClick={stop}
            >
              {m['face.cancel']}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="muted">{m['face.intro']}</p>
          <div className="actions">
            <button
              type="button"
              className="btn"
              disabled={props.busy || phase === 'opening'}
              onClick={() => void start()}
            >
              {phase === 'opening'
                ? m['face.opening']
                : props.testMode
                  ? m['face.useCameraTest']
                  : m['face.useCamera']}
            </button>
          </div>
        </>
      )}
      {props.testMode && !cameraOn && (
        <SimulatorPanel
          locale={props.locale}
          methodName={m['method.facial-age-estimation']}
          messages={m}
          busy={props.busy}
          onSimulate={props.onSimulate}
        />
      )}
    </>
  );
}
