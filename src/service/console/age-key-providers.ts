import { ServiceError } from '../errors/service-error';
import { listCreateProviders, type CreateProvider } from '../oidc/clients/create-providers';
import { checkAgeKeyProviders, describeAgeKeyProviders } from '../oidc/vouching/age-key-providers';
import type { Product } from '../products/products';
import type { Account } from './accounts';
import type { ConsoleDeps } from './console-deps';
import { ConsoleError } from './console-error';
import { ownedProduct } from './owned-product';
import { saveProductChange } from './save-product-change';

/** The product's choice and the providers it may choose among (those the operator trusts). */
export async function ageKeyProvidersOf(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
): Promise<{ chosen: string[] | null; trusted: CreateProvider[] }> {
  const product = await ownedProduct(deps.ctx, account, productId);
  return {
    chosen: product.ageKeyProviders,
    trusted: await listCreateProviders(deps.ctx.db, 'approved'),
  };
}

/**
 * Sets whose age keys the product's gates accept besides the service's own verifications: every
 * provider the operator trusts (`all`, the default) or only the ticked ones (`listed`, none
 * ticked: the service's own only). Audited as a product change.
 */
export async function updateAgeKeyProviders(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  form: { accept: string; providers: readonly string[] },
): Promise<Product> {
  const product = await ownedProduct(deps.ctx, account, productId);
  if (form.accept !== 'all' && form.accept !== 'listed') {
    throw new ConsoleError('INVALID_INPUT', 'choose every trusted provider, or the ticked ones');
  }
  let providers: string[] | null;
  try {
    providers = await checkAgeKeyProviders(
      deps.ctx.db,
      form.accept === 'all' ? 'all' : form.providers.length === 0 ? 'none' : form.providers,
    );
  } catch (error) {
    if (error instanceof ServiceError) throw new ConsoleError('INVALID_INPUT', error.message);
    throw error;
  }
  return saveProductChange(
    deps,
    account,
    product,
    { age_key_providers: providers === null ? null : JSON.stringify(providers) },
    `age keys accepted from ${describeAgeKeyProviders(providers)}`,
  );
}
