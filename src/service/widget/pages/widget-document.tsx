import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';

/**
 * The HTML shell of the widget pages: `lang` follows the widget's chosen locale, and Next.js's
 * scripts carry the response's CSP nonce.
 */
export function WidgetDocument(props: DocumentProps) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps as
    { locale?: string; nonce?: string } | undefined;
  const nonce = pageProps?.nonce;
  return (
    <Html lang={pageProps?.locale ?? 'en'}>
      <Head nonce={nonce} />
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
