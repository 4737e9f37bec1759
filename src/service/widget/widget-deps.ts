import type { Service } from '../service';

/** What the widget needs of the service (a `Service` satisfies it; tests may pass less). */
export type WidgetDeps = Pick<Service, 'ctx' | 'getProduct' | 'notifier'>;
