/**
 * `npm run bench [api|widget|proxy|completion]`: every benchmark, each printed beside baselines measured in
 * the same run. Nothing here is a test: figures are read by people, not asserted.
 */
import { benchApi } from './api';
import { benchCompletion } from './completion';
import { benchProxy } from './proxy';
import { benchWidget } from './widget';

const only = process.argv[2];
if (!only || only === 'api') await benchApi();
if (!only || only === 'widget') {
  console.log('\n## Widget page\n');
  await benchWidget();
}
if (!only || only === 'proxy') await benchProxy();
if (!only || only === 'completion') await benchCompletion();
