import { AgeGate, type AgeGateProps } from '../../../src/react/index';

/** The variants the appearance spec renders, each a whole document (`?variant=`). */
export const VARIANTS = {
  default: { name: 'Corner Store' },
  themed: {
    name: 'Corner Store',
    appearance: {
      variables: {
        colorPrimary: '#0f766e',
        borderRadius: '4px',
        fontFamily: 'Georgia, serif',
      },
    },
  },
  dark: { name: 'Corner Store', appearance: { theme: 'dark' } },
  unstyled: { name: 'Corner Store', appearance: { unstyled: true } },
} satisfies Record<string, AgeGateProps>;
export type Variant = keyof typeof VARIANTS;

/** The gate route as an unverified browser sees it; no session is started in this spec. */
const gateFetch: typeof fetch = async (input) =>
  String(input).endsWith('/status')
    ? Response.json({ verified: false, state: 'unverified', message: 'Not verified.' })
    : Response.json({ error: 'NOT_FOUND', errorMessage: 'not here' }, { status: 404 });

/**
 * A merchant's gate page as `create-next-app` would have it: a page that follows the visitor's
 * colour scheme and `<AgeGate>` with nothing but the shop's name.
 */
export function GatePage({ variant }: { variant: Variant }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Verify your age</title>
      </head>
      <body style={{ margin: 0, colorScheme: 'light dark', background: 'Canvas' }}>
        <main style={{ padding: '1px 16px' }}>
          <AgeGate {...VARIANTS[variant]} fetch={gateFetch} />
        </main>
      </body>
    </html>
  );
}
