/**
 * The pages of the shops whose proxy `ofage init` edits in existing-proxy.spec.ts: what each
 * proxy shape's library needs around it (next-intl: its plugin, request config, messages and the
 * `[locale]` segment), the page to gate and the pages of the shop's own behaviour.
 */

/** What the gated page shows: never in an answer to a request without a verification. */
export const MARKER = 'The spirits cellar';

const page = (title: string) =>
  `export const dynamic = 'force-dynamic';\n\nexport default function Page() {\n  return <h1>${title}</h1>;\n}\n`;

/** A shop with the App Router's root layout in app/: for Auth.js, Clerk and a plain proxy. */
export const PLAIN_SHOP: Record<string, string> = {
  'next.config.ts': `import type { NextConfig } from 'next';\n\nconst nextConfig: NextConfig = {};\n\nexport default nextConfig;\n`,
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n`,
  'app/page.tsx': `import Link from 'next/link';\n\nexport default function Home() {\n  return <Link href="/spirits">Spirits</Link>;\n}\n`,
  'app/spirits/page.tsx': page(MARKER),
  'app/shop/page.tsx': page('The shop'),
  'app/account/page.tsx': page('Your account'),
  'app/login/page.tsx': page('Sign in'),
};

/** A next-intl shop (next-intl.dev, "App Router setup with i18n routing"): pages in [locale]. */
export const INTL_SHOP: Record<string, string> = {
  'next.config.ts': `import type { NextConfig } from 'next';\nimport createNextIntlPlugin from 'next-intl/plugin';\n\nconst withNextIntl = createNextIntlPlugin();\n\nconst nextConfig: NextConfig = {};\n\nexport default withNextIntl(nextConfig);\n`,
  'i18n/request.ts': `import {getRequestConfig} from 'next-intl/server';
import {hasLocale} from 'next-intl';
import {routing} from './routing';

export default getRequestConfig(async ({requestLocale}) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {locale, messages: (await import(\`../messages/\${locale}.json\`)).default};
});
`,
  'messages/en.json': JSON.stringify({
    Spirits: { title: MARKER },
    About: { title: 'About the shop' },
  }),
  'messages/de.json': JSON.stringify({
    Spirits: { title: 'Der Spirituosenkeller' },
    About: { title: 'Über den Laden' },
  }),
  'app/[locale]/layout.tsx': `import {NextIntlClientProvider, hasLocale} from 'next-intl';
import {notFound} from 'next/navigation';
import {routing} from '@/i18n/routing';

export default async function LocaleLayout({
  children,
  params
}: {
  children: React.ReactNode;
  params: Promise<{locale: string}>;
}) {
  const {locale} = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
`,
  'app/[locale]/page.tsx': `import Link from 'next/link';\n\nexport default function Home() {\n  return <Link href="/spirits">Spirits</Link>;\n}\n`,
  'app/[locale]/spirits/page.tsx': `import {useTranslations} from 'next-intl';\n\nexport default function Spirits() {\n  const t = useTranslations('Spirits');\n  return <h1>{t('title')}</h1>;\n}\n`,
  'app/[locale]/about/page.tsx': `import {useTranslations} from 'next-intl';\n\nexport default function About() {\n  const t = useTranslations('About');\n  return <h1>{t('title')}</h1>;\n}\n`,
};
