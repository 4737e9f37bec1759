/**
 * `npm pack` of the service (its prepack): the Next.js pages (widget, console) are built when
 * their sources changed, so the package ships them and `ofage serve` needs no build step.
 */
import { buildServicePagesIfStale } from '../src/service/server/build-if-stale';

buildServicePagesIfStale();
