import type { ServiceContext } from '../../context';
import type { Product } from '../../products/products';

/** What a method's server part may use of the service (a `Service` satisfies it). */
export interface MethodDeps {
  ctx: ServiceContext;
  getProduct(id: string): Promise<Product | undefined>;
}
