import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { textDirection } from '../../methods/kit/i18n/locales';

/**
 * The HTML shell of the widget pages: `lang` and `dir` follow the widget's chosen locale, and Next.js's
 * scripts carry the response's CSP nonce.
 */
export function WidgetDocument(props: DocumentProps) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps as
    { locale?: string; nonce?: string } | undefined;
  const nonce = pageProps?.nonce;
  const lang = pageProps?.locale ?? 'en';
  return (
    <Html lang={lang} dir={textDirection(lang)}>
      <Head nonce={nonce} />
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
