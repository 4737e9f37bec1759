import { describe, expect, it } from 'vitest';
import {
  checkCaptureQuality,
  FACE_MIN_WIDTH,
  MIN_BRIGHTNESS,
} from '../../../../src/service/methods/facial-age-estimation/capture-quality';
import {
  decideFaceEstimate,
  faceEvidence,
} from '../../../../src/service/methods/facial-age-estimation/face-decision';
import type {
  FaceReading,
  FrameReading,
} from '../../../../src/service/methods/facial-age-estimation/frame-reading';
import {
  checkLiveness,
  distinctCaptures,
  LIVE_MIN,
  REAL_MIN,
  TURN_MIN_DEGREES,
  type Challenge,
} from '../../../../src/service/methods/facial-age-estimation/liveness';
import { decide } from '../../../../src/service/verifications/decide';
import { defaultFacialEstimationBounds } from '../../../../src/service/policy/facial-estimation-bounds';
import { resolveJurisdiction } from '../../../../src/service/policy/resolve-jurisdiction';

const face = (over: Partial<FaceReading> = {}): FaceReading => ({
  age: 30,
  score: 0.95,
  real: 0.9,
  live: 0.9,
  yaw: 0,
  pitch: 0,
  width: 0.4,
  centreX: 0.5,
  centreY: 0.5,
  ...over,
});
let seed = 1;
/** A frame whose thumbnail differs from every other frame made here. */
const frame = (faces: FaceReading[] = [face()], over: Partial<FrameReading> = {}): FrameReading => {
  const s = seed++;
  return {
    full: true,
    width: 640,
    height: 480,
    faces,
    brightness: 120,
    thumb: Array.from({ length: 144 }, (_, i) => (i * 7 + s * 31) % 256),
    ...over,
  };
};
const usable = (frames: FrameReading[]) => {
  const q = checkCaptureQuality(frames);
  if (!q.usable) throw new Error(`unusable: ${q.problem}`);
  return q.frames;
};
const turnFrames = (yaws: number[], over: Partial<FaceReading> = {}) =>
  usable(yaws.map((yaw) => frame([face({ yaw, ...over })])));
const LEFT_RIGHT: Challenge = ['left', 'right'];

describe('decision table (median against passIfOver / failIfUnder)', () => {
  const bounds = { passIfOver: 23, failIfUnder: 18 };
  it.each([
    [[25, 24, 30], 'pass', 25],
    [[23, 23, 23], 'pass', 23],
    [[22.9, 23, 22.9], 'inconclusive', 22.9],
    [[18, 18, 19], 'inconclusive', 18],
    [[17.9, 16, 40], 'fail', 17.9],
    [[10, 12, 11, 40], 'fail', 11.5],
    // One outlier frame does not decide: the median does.
    [[40, 16, 16, 16, 16], 'fail', 16],
  ])('%j → %s (median %d)', (ages, outcome, median) => {
    expect(decideFaceEstimate(ages, bounds)).toEqual({ outcome, median });
  });

  it('gives the pipeline a band that decide() reads the same way, never the raw estimate', () => {
    for (const ages of [[24.4], [23.1], [60], [17.2], [5], [20]]) {
      const { evidence, outcome } = faceEvidence(ages, bounds);
      const decision = decide(evidence, { threshold: 18, ...bounds });
      expect(decision.outcome).toBe(outcome);
      if (decision.outcome === 'pass' || decision.outcome === 'fail') {
        expect(decision.age.high - decision.age.low).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(decision.age.low) && Number.isInteger(decision.age.high)).toBe(
          true,
        );
      }
    }
    expect(faceEvidence([24.4], bounds).evidence).toMatchObject({ ageLow: 23, ageHigh: 26 });
    expect(faceEvidence([17.6], bounds).evidence).toMatchObject({ ageLow: 16, ageHigh: 17 });
    expect(faceEvidence([20], bounds).evidence).toMatchObject({ kind: 'none' });
  });

  it('uses the jurisdiction buffer by default: 18 + 5, and Challenge 25 in Scotland', () => {
    expect(defaultFacialEstimationBounds(resolveJurisdiction('US-CA')!, 18)).toEqual({
      passIfOver: 23,
      failIfUnder: 18,
    });
    expect(defaultFacialEstimationBounds(resolveJurisdiction('GB-SCT')!, 18)).toEqual({
      passIfOver: 25,
      failIfUnder: 18,
    });
    const scot = defaultFacialEstimationBounds(resolveJurisdiction('GB-SCT')!, 18);
    expect(decideFaceEstimate([24], scot).outcome).toBe('inconclusive');
  });
});

describe('capture quality (no attempt used)', () => {
  it('needs at least three frames with exactly one face, near and lit', () => {
    expect(checkCaptureQuality([frame(), frame(), frame()])).toMatchObject({ usable: true });
    expect(checkCaptureQuality([frame(), frame()])).toEqual({ usable: false, problem: 'no-face' });
    expect(checkCaptureQuality([frame([]), frame([]), frame([]), frame()])).toEqual({
      usable: false,
      problem: 'no-face',
    });
  });
  it('takes pose-only frames for liveness but needs two frames with an age', () => {
    const pose = () => frame([face({ age: null, real: null, live: null })], { full: false });
    const mixed = checkCaptureQuality([frame(), pose(), frame(), pose()]);
    expect(mixed).toMatchObject({ usable: true });
    expect(checkCaptureQuality([frame(), pose(), pose(), pose()])).toEqual({
      usable: false,
      problem: 'no-face',
    });
    // A full read that found no age is a frame without a usable face.
    expect(checkCaptureQuality([frame([face({ age: null })]), frame(), frame()]).usable).toBe(
      false,
    );
  });

  it('refuses several faces even in one frame', () => {
    const two = frame([face(), face({ score: 0.8 })]);
    expect(checkCaptureQuality([frame(), frame(), frame(), two])).toEqual({
      usable: false,
      problem: 'several-faces',
    });
    // A faint second detection is noise, not a person.
    const faint = frame([face(), face({ score: 0.3 })]);
    expect(checkCaptureQuality([faint, faint, faint]).usable).toBe(true);
  });
  it('says too dark and too far', () => {
    const dark = () => frame([face()], { brightness: MIN_BRIGHTNESS - 1 });
    expect(checkCaptureQuality([dark(), dark(), dark()])).toEqual({
      usable: false,
      problem: 'too-dark',
    });
    const far = () => frame([face({ width: FACE_MIN_WIDTH - 0.01 })]);
    expect(checkCaptureQuality([far(), far(), far()])).toEqual({
      usable: false,
      problem: 'too-far',
    });
  });
});

describe('liveness rules', () => {
  const T = TURN_MIN_DEGREES;
  it('passes the asked turns in the asked order', () => {
    expect(checkLiveness(turnFrames([0, T + 5, T + 10, 0, -T - 3, -T - 8]), LEFT_RIGHT)).toEqual({
      live: true,
    });
    expect(checkLiveness(turnFrames([0, -T - 5, 0, T + 2]), ['right', 'left'])).toEqual({
      live: true,
    });
  });
  it('refuses the turns in the wrong order, one turn only, or turns short of the minimum', () => {
    const noTurn = { live: false, reason: 'no-turn', spoof: false };
    expect(checkLiveness(turnFrames([0, -T - 5, 0, T + 5]), LEFT_RIGHT)).toEqual(noTurn);
    expect(checkLiveness(turnFrames([0, T + 5, T + 5, 0]), LEFT_RIGHT)).toEqual(noTurn);
    expect(checkLiveness(turnFrames([0, T - 1, 0, -T + 1]), LEFT_RIGHT)).toEqual(noTurn);
    expect(checkLiveness(turnFrames([0, 0, 0, 0]), LEFT_RIGHT)).toEqual(noTurn);
  });
  it('never passes a still photo repeated, even with the right yaw values', () => {
    const still = frame([face({ yaw: T + 5 })]);
    const frames = usable([still, still, still, still, frame([face({ yaw: -T - 5 })])]);
    expect(distinctCaptures(frames)).toBe(2);
    expect(checkLiveness(frames, LEFT_RIGHT)).toEqual({
      live: false,
      reason: 'frames-repeated',
      spoof: true,
    });
  });
  it('refuses a capture whose antispoof or liveness scores are low (median)', () => {
    const yaws = [0, T + 5, 0, -T - 5, 0];
    expect(checkLiveness(turnFrames(yaws, { real: REAL_MIN - 0.1 }), LEFT_RIGHT)).toMatchObject({
      reason: 'spoof-scores',
      spoof: true,
    });
    expect(checkLiveness(turnFrames(yaws, { live: LIVE_MIN - 0.1 }), LEFT_RIGHT)).toMatchObject({
      reason: 'spoof-scores',
    });
    // Pose-only frames carry no scores and do not dilute the median.
    const withPose = usable(
      yaws.map((yaw, i) =>
        i % 2
          ? frame([face({ yaw, age: null, real: null, live: null })], { full: false })
          : frame([face({ yaw, real: REAL_MIN - 0.1 })]),
      ),
    );
    expect(checkLiveness(withPose, LEFT_RIGHT)).toMatchObject({ reason: 'spoof-scores' });
    // One low frame among good ones does not decide.
    const mixed = usable(yaws.map((yaw, i) => frame([face({ yaw, real: i === 0 ? 0.1 : 0.9 })])));
    expect(checkLiveness(mixed, LEFT_RIGHT)).toEqual({ live: true });
  });
});
