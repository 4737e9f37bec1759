import type { Service } from '../service';

/** What console operations use of the running service. */
export type ConsoleDeps = Pick<Service, 'ctx' | 'dispatcher' | 'invalidateCaches' | 'clientStamp'>;
