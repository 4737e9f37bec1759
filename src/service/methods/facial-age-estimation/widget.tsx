import { useEffect, useRef, useState } from 'react';
import { SimulatorPanel } from '../../widget/test-mode/simulator-panel';
import type { AttemptResponse } from '../../widget/widget-types';
import type { MethodWidgetProps } from '../method-widget-props';
import type { CaptureProblem } from './capture-quality';
import {
  cameraProblem,
  grabFrame,
  openCamera,
  sampleFrame,
  sleep,
  stopCamera,
  type CameraProblem,
} from './face-capture';
import type { Turn } from './liveness';
import type { FaceAttemptStart } from './start-attempt';
import type { CaptureRetry, FaceAttemptDetail } from './submit-capture';

type Phase = 'idle' | 'opening' | 'framing' | 'capturing' | 'sending' | 'error';
type Prompt = 'look' | Turn | 'still';
type Hint = CaptureProblem | 'hold-still';

/** One step of the burst: what to ask, how long to let the person move, how many frames. */
interface Step {
  prompt: Prompt;
  leadMs: number;
  frames: number;
}
const FRAME_GAP_MS = 250;

/**
 * The challenge as a burst of at most 10 frames: two looking straight, then four through each
 * asked turn (the server checks the turns in this order). Without liveness (test mode, when the
 * product switched it off): five frames holding still.
 */
function burstFor(challenge: readonly Turn[] | null): Step[] {
  if (!challenge) return [{ prompt: 'still', leadMs: 600, frames: 5 }];
  return [
    { prompt: 'look', leadMs: 500, frames: 2 },
    ...challenge.map((turn) => ({ prompt: turn, leadMs: 900, frames: 4 })),
  ];
}

const CSS = `
.fae-stage{position:relative;width:100%;max-width:18rem;aspect-ratio:4/3;max-height:13.5rem;margin:.5rem auto;background:#111827;border-radius:.5rem;overflow:hidden}
.fae-stage video{display:block;width:100%;height:100%;object-fit:cover;transform:scaleX(-1)}
.fae-oval{position:absolute;left:50%;top:50%;width:50%;height:84%;transform:translate(-50%,-50%);border:3px dashed #fff;border-radius:50%;box-shadow:0 0 0 40rem rgba(17,24,39,.45)}
.fae-prompt{font-weight:600;text-align:center;min-height:1.45em;margin:.25rem 0}
.fae-qr{display:block;width:8rem;height:8rem;margin:.25rem 0}
`;

/**
 * The facial-age-estimation method's widget part: the front camera with an oval guide and live
 * hints; "Start" asks the server for an attempt (its single-use nonce and its head-turn
 * challenge), captures a burst of frames while prompting the turns, and sends them. The server
 * estimates and decides; this part only shows what to fix or hands the attempt to the shell.
 * Test mode keeps the simulator, with "use my camera" beside it.
 */
export default function Widget(props: MethodWidgetProps) {
  const m = props.messages;
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [hint, setHint] = useState<Hint | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [livenessOff, setLivenessOff] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const stream = useRef<MediaStream | null>(null);

  // The camera goes off whenever this part goes away (a result, another method).
  useEffect(() => () => stopCamera(stream.current), []);

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
      setHint((current) =>
        sample.brightness < 45
          ? 'too-dark'
          : sample.motion > 14
            ? 'hold-still'
            : current === 'too-dark' || current === 'hold-still'
              ? null
              : current,
      );
    }, 400);
    return () => clearInterval(timer);
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

  // Attach the stream once the <video> is on the page.
  useEffect(() => {
    const v = video.current;
    if (v && stream.current && v.srcObject !== stream.current) {
      v.srcObject = stream.current;
      void v.play().catch(() => undefined);
    }
  }, [phase]);

  const stop = (): void => {
    stopCamera(stream.current);
    stream.current = null;
    setPhase('idle');
  };

  const capture = async (): Promise<void> => {
    const v = video.current;
    if (!v) return;
    canvas.current ??= document.createElement('canvas');
    setNote(null);
    setHint(null);
    setPhase('capturing');
    try {
      const attempt = await props.call<FaceAttemptStart>('start');
      setLivenessOff(attempt.challenge === null);
      const form = new FormData();
      form.set('nonce', attempt.nonce);
      for (const step of burstFor(attempt.challenge)) {
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
        setHint(answer.problem);
      } else {
        const liveness = answer.detail?.liveness;
        if (liveness && liveness !== 'checked' && liveness !== 'off') {
          setNote(m[`face.liveness.${liveness}`]);
        }
        props.onAttempt(answer);
      }
    } catch (error) {
      setNote(error instanceof Error ? error.message : String(error));
    }
    setPrompt(null);
    setPhase('framing');
  };

  const busy = props.busy || phase === 'capturing' || phase === 'sending';
  const cameraOn = phase === 'framing' || phase === 'capturing' || phase === 'sending';

  return (
    <>
      <style>{CSS}</style>
      {phase === 'error' && problem ? (
        <div role="alert">
          <p className="notice">{m[`face.error.${problem}`]}</p>
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
            <>
              <p className="muted">{m['face.handoff']}</p>
              <img className="fae-qr" src={props.handoffQrSrc} alt={m['face.qrAlt']} />
            </>
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
                  : m['face.ready']}
          </p>
          <div className="actions">
            <button type="button" className="btn" disabled={busy} onClick={() => void capture()}>
              {busy ? m.working : m['face.start']}
            </button>{' '}
            <button type="button" className="link" disabled={busy} onClick={stop}>
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
          methodName={m['method.facial-age-estimation']}
          messages={m}
          busy={props.busy}
          onSimulate={props.onSimulate}
        />
      )}
    </>
  );
}
