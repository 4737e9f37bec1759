/**
 * `npm run bench [api|widget|proxy|completion|package|face|id|id-selfie|id-front|card-bank|wallet|
 * hostile|hostile-plugin|webhook-chaos|webhook-isolation|soak|instances|method-load|startup|scale]
 * [--build-only]`: every benchmark, each printed beside baselines measured in the same run.
 * Nothing here is a test: figures are read by people, not asserted. `--build-only` builds every
 * benchmark's apps and prints the package figures without timing anything, so CI (`.ci/run`)
 * turns red when a benchmark no longer builds.
 */
import { benchApi, buildNextBaseline } from './api';
import { benchCardBank } from './card-bank';
import { benchCompletion } from './completion';
import { benchFace } from './face';
import { benchIdDocument } from './id-document';
import { benchHostile } from './hostile';
import { benchHostilePlugin, buildHostilePluginApp } from './hostile-plugin';
import { benchIdFront, benchIdSelfie } from './id-selfie';
import { benchInstances } from './instances';
import { benchMethodLoad } from './method-load';
import { benchPackage } from './package';
// Not `./proxy`: no file named proxy.ts, middleware.ts or instrumentation.ts may sit in bench/,
// or Turbopack's `next build bench/next-baseline` takes it for that app's proxy and fails.
import { benchProxy, buildProxyApp } from './proxy-gate';
import { benchScale } from './scale';
import { benchWallet } from './wallet';
import { benchSoak } from './soak';
import { benchStartup } from './startup';
import { benchWebhookChaos } from './webhook-chaos';
import { benchWebhookIsolation } from './webhook-isolation';
import { benchWidget, buildWidgetBench } from './widget';

const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
const only = args.find((a) => !a.startsWith('--'));
const wanted = (name: string): boolean => !only || only === name;

if (buildOnly) {
  if (wanted('api')) buildNextBaseline();
  if (wanted('widget')) await buildWidgetBench();
  if (wanted('proxy')) buildProxyApp();
  // completion: an in-process service, nothing to build.
  if (wanted('package')) await benchPackage({ timed: false });
  if (wanted('hostile-plugin')) buildHostilePluginApp();
  // face, id, id-selfie, id-front, card-bank, wallet, hostile, webhook-chaos, webhook-isolation,
  // soak, instances, method-load, startup, scale: services, service processes and worker threads started from
  // source, nothing to build.
} else {
  if (wanted('api')) await benchApi();
  if (wanted('widget')) {
    console.log('\n## Widget page\n');
    await benchWidget();
  }
  if (wanted('proxy')) await benchProxy();
  if (wanted('completion')) await benchCompletion();
  if (wanted('package')) await benchPackage();
  if (wanted('face')) await benchFace();
  if (wanted('id')) await benchIdDocument();
  if (wanted('card-bank')) await benchCardBank();
  if (wanted('wallet')) await benchWallet();
  if (wanted('hostile')) await benchHostile();
  if (wanted('webhook-chaos')) await benchWebhookChaos();
  if (wanted('webhook-isolation')) await benchWebhookIsolation();
  if (wanted('soak')) await benchSoak();
  if (wanted('id-selfie')) await benchIdSelfie();
  if (wanted('instances')) await benchInstances();
  if (wanted('id-front')) await benchIdFront();
  if (wanted('method-load')) await benchMethodLoad();
  if (wanted('hostile-plugin')) await benchHostilePlugin();
  if (wanted('startup')) await benchStartup();
  if (wanted('scale')) await benchScale();
}
