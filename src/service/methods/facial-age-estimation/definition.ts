import { taskModule } from '../kit/task-module';
import type { MethodDefinition } from '../kit/method-definition';
import { facialAgeEstimationMessages } from './messages';
import { faceActions } from './actions';
import { purgeFaceSignals } from './face-settings';
import { simulateFacialAgeEstimation } from './simulate';

/** The worker-pool task module that runs the face models (`face.estimate`, `face.describe`). */
export const FACE_TASKS_MODULE = taskModule(import.meta.url, 'face-tasks');

/**
 * Facial age estimation: the widget captures a short burst of camera frames while the person
 * follows a head-turn challenge the server chose; the server estimates the age and checks
 * liveness in the worker pool (`face-tasks.ts`) and decides on the median estimate. Live while
 * the workers load the models (a capture waits for them) and once they have loaded them.
 */
export const facialAgeEstimationMethod: MethodDefinition = {
  id: 'facial-age-estimation',
  simulate: simulateFacialAgeEstimation,
  messages: facialAgeEstimationMessages,
  isLive: (ctx) => ctx.workers?.offers('face.estimate') ?? false,
  workerModules: [FACE_TASKS_MODULE],
  libraries: {
    purpose: 'facial age estimation',
    packages: [
      '@vladmandic/human',
      '@tensorflow/tfjs-core',
      '@tensorflow/tfjs-converter',
      '@tensorflow/tfjs-backend-wasm',
      'sharp',
    ],
  },
  actions: faceActions,
  purge: purgeFaceSignals,
};
