/**
 * Proxy and middleware files as apps have them before `ofage init`, each as the package's own
 * documentation writes it. The five real-world shapes (`REAL_WORLD`) are built and run in a
 * real app by test/packages/existing-proxy.spec.ts, with the files they import.
 */
export interface ProxyShape {
  name: string;
  /** proxy.ts, middleware.ts, src/middleware.js… */
  file: string;
  source: string;
  /** Files the shape imports, relative to the app's root. */
  support?: Record<string, string>;
}

/** next-intl's middleware (next-intl.dev, "Routing › Middleware"), with its matcher. */
export const NEXT_INTL: ProxyShape = {
  name: "next-intl's createMiddleware",
  file: 'proxy.ts',
  source: `import createMiddleware from 'next-intl/middleware';
import {routing} from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Match all pathnames except for
  // - … if they start with \`/api\`, \`/trpc\`, \`/_next\` or \`/_vercel\`
  // - … the ones containing a dot (e.g. \`favicon.ico\`)
  matcher: '/((?!api|trpc|_next|_vercel|.*\\\\..*).*)'
};
`,
  support: {
    'i18n/routing.ts': `import {defineRouting} from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'de'],
  defaultLocale: 'en',
  localePrefix: 'as-needed'
});
`,
  },
};

/** Auth.js (next-auth v5) wrapping the app's own logic (authjs.dev, "Protecting Resources"). */
export const AUTH_JS: ProxyShape = {
  name: 'Auth.js auth(…) wrapper',
  file: 'proxy.ts',
  source: `import { auth } from "@/auth"

export default auth((req) => {
  if (!req.auth && req.nextUrl.pathname.startsWith("/account")) {
    const newUrl = new URL("/login", req.nextUrl.origin)
    return Response.redirect(newUrl)
  }
})

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico).*)"],
}
`,
  support: {
    'auth.ts': `import NextAuth from "next-auth"
import Credentials from "next-auth/providers/credentials"

export const { handlers, auth, signIn, signOut } = NextAuth({
  providers: [Credentials({ credentials: { name: {} }, authorize: async () => null })],
})
`,
  },
};

/** Clerk's middleware with a protected route (clerk.com, "clerkMiddleware()"). */
export const CLERK: ProxyShape = {
  name: "Clerk's clerkMiddleware",
  file: 'proxy.ts',
  source: `import { clerkMiddleware, createRouteMatcher } from "@clerk/nextjs/server";

const isProtectedRoute = createRouteMatcher(["/account(.*)"]);

export default clerkMiddleware(async (auth, req) => {
  if (isProtectedRoute(req)) await auth.protect();
});

export const config = {
  matcher: [
    // Skip Next.js internals and all static files, unless found in search params
    "/((?!_next|[^?]*\\\\.(?:html?|css|js(?!on)|jpe?g|webp|png|gif|svg|ttf|woff2?|ico|csv|docx?|xlsx?|zip|webmanifest)).*)",
    // Always run for API routes
    "/(api|trpc)(.*)",
  ],
};
`,
};

/** A shop's own proxy: old links redirected, a header on its pages, its own matcher. */
export const PLAIN: ProxyShape = {
  name: 'a plain function with its own matcher and redirects',
  file: 'proxy.ts',
  source: `import { NextResponse, type NextRequest } from 'next/server';

/** Old shop links, and the shop's own header. */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/old-shop')) {
    return NextResponse.redirect(new URL('/shop', request.url), 308);
  }
  const response = NextResponse.next();
  response.headers.set('x-shop', 'corner');
  return response;
}

export const config = {
  matcher: ['/old-shop/:path*', '/spirits/:path*', '/'],
};
`,
};

/** The same on Next 15: \`middleware.ts\`, its function named \`middleware\`. */
export const NEXT_15: ProxyShape = {
  name: 'a middleware.ts on Next 15',
  file: 'middleware.ts',
  source: `import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';

export function middleware(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/old-shop')) {
    return NextResponse.redirect(new URL('/shop', request.url), 308);
  }
  const response = NextResponse.next();
  response.headers.set('x-shop', 'corner');
  return response;
}

export const config = {
  matcher: ['/old-shop/:path*', '/spirits/:path*', '/'],
};
`,
};

export const REAL_WORLD = [NEXT_INTL, AUTH_JS, CLERK, PLAIN, NEXT_15];
