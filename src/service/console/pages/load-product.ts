import { notFound } from 'next/navigation';
import type { Product } from '../../products/products';
import { ConsoleError } from '../console-error';
import { requireSession, type ConsoleSession } from '../current-account';
import { ownedProduct } from '../owned-product';

/** A product page's session and product; another account's product is a 404, like a missing one. */
export async function loadProductPage(
  params: Promise<{ productId: string }>,
): Promise<ConsoleSession & { product: Product }> {
  const session = await requireSession();
  const { productId } = await params;
  try {
    return {
      ...session,
      product: await ownedProduct(session.deps.ctx, session.account, productId),
    };
  } catch (err) {
    if (err instanceof ConsoleError && err.code === 'NOT_FOUND') notFound();
    throw err;
  }
}

/** Runs a read that may answer `not_found` (a delivery, a verification) as a 404 page. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ConsoleError && err.code === 'NOT_FOUND') notFound();
    throw err;
  }
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const one = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[0] : v;
