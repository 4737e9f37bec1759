import type { MethodAction } from '../kit/method-definition';
import { findFace } from './find-face';
import { startAttempt } from './start-attempt';
import { submitCapture } from './submit-capture';

/** The method's server actions, at `/api/widget/methods/facial-age-estimation/<name>`. */
export const faceActions: Readonly<Record<string, MethodAction>> = {
  'find-face': findFace,
  start: startAttempt,
  submit: submitCapture,
};
