import type { ServiceContext } from '../context';
import type { Product } from '../products/products';
import type { VerificationNotifier } from '../verifications/verification-notifier';

/**
 * What the widget needs of the service. A `Service` satisfies it; tests may pass less. Spelled
 * out rather than picked from `Service`, which is composed from the widget among the rest.
 */
export interface WidgetDeps {
  ctx: ServiceContext;
  getProduct(id: string): Promise<Product | undefined>;
  notifier: VerificationNotifier;
}
