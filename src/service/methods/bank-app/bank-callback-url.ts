import type { ServiceContext } from '../../context';

/** Where every bank sends the person back (the `redirect_uri` registered with each bank). */
export function bankCallbackUrl(ctx: ServiceContext): string {
  return `${ctx.config.publicUrl}/api/widget/methods/bank-app/callback`;
}
