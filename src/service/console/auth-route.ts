import NextAuth from 'next-auth';
import { getService } from '../service-registry';
import { consoleAuthOptions } from './auth-options';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth's endpoints (`/api/auth/*`: csrf, session, callback, signout) for the console. */
async function handle(request: Request, context: RouteContext): Promise<Response> {
  const options = await consoleAuthOptions(await getService());
  const handler = NextAuth as unknown as (
    req: Request,
    ctx: RouteContext,
    options: unknown,
  ) => Promise<Response>;
  return handler(request, context, options);
}

export { handle as authGET, handle as authPOST };
