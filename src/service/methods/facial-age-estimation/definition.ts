import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MethodDefinition } from '../kit/method-definition';
import { faceActions } from './actions';
import { purgeFaceSignals } from './face-settings';
import { simulateFacialAgeEstimation } from './simulate';

/**
 * The worker-pool task module that runs the face models (`face.estimate`, `face.describe`),
 * located at run time (not `new URL('./…', import.meta.url)`, which bundlers follow: Next.js
 * builds this file into its routes, where no pool runs).
 */
export const FACE_TASKS_MODULE = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'face-tasks.ts'),
).href;

/**
 * Facial age estimation: the widget captures a short burst of camera frames while the person
 * follows a head-turn challenge the server chose; the server estimates the age and checks
 * liveness in the worker pool (`face-tasks.ts`) and decides on the median estimate. Live as soon
 * as the workers have loaded the models.
 */
export const facialAgeEstimationMethod: MethodDefinition = {
  id: 'facial-age-estimation',
  simulate: simulateFacialAgeEstimation,
  isLive: (ctx) => ctx.workers?.serves('face.estimate') ?? false,
  workerModules: [FACE_TASKS_MODULE],
  actions: faceActions,
  purge: purgeFaceSignals,
};
