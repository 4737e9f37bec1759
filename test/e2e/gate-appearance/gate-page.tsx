import { AgeGate, type AgeGateProps } from '../../../src/react/index';

/** The variants the appearance spec renders, each a whole document (`?variant=`). */
export const VARIANTS = {
  default: { name: 'Corner Store' },
  themed: {
    name: 'Corner Store',
    appearance: {
      variables: {
        colorPrimary: '#0f766e',
        // One brand colour for both schemes needs its text colour for both too: the dark
        // scheme's default (near black) reads at 3.24:1 on this teal, and the card warns.
        colorPrimaryText: '#fff',
        borderRadius: '4px',
        fontFamily: 'Georgia, serif',
      },
    },
  },
  dark: { name: 'Corner Store', appearance: { theme: 'dark' } },
  unstyled: { name: 'Corner Store', appearance: { unstyled: true } },
  /** The default card in an app with a CSS reset (as create-next-app's Tailwind brings). */
  reset: { name: 'Corner Store' },
} satisfies Record<string, AgeGateProps>;

/** What Tailwind's preflight does to the elements the card uses, in a cascade layer as there. */
const RESET = `@layer base{*,::before,::after{box-sizing:border-box;margin:0;padding:0;border:0 solid}
h1,h2,h3{font-size:inherit;font-weight:inherit}ol,ul{list-style:none}
button{font:inherit;color:inherit;background-color:transparent;border-radius:0}}`;
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
        {variant === 'reset' && <style>{RESET}</style>}
      </head>
      <body style={{ margin: 0, colorScheme: 'light dark', background: 'Canvas' }}>
        <main style={{ padding: '1px 16px' }}>
          <AgeGate {...VARIANTS[variant]} fetch={gateFetch} />
        </main>
      </body>
    </html>
  );
}
