import Head from 'next/head';
import { addCompiledMessages } from '../../methods/kit/i18n/format';
import { WIDGET_CSS } from '../../methods/kit/widget-css';
import { Widget } from '../client/widget';
import type { WidgetErrorModel, WidgetPageProps } from '../widget-page-types';

/** The page behind `url` and `shortUrl`: the widget, or a page that says what to do instead. */
export function WidgetPage(props: WidgetPageProps) {
  // Before anything renders: `format` reads the compiled messages (the browser has no parser).
  addCompiledMessages(props.compiled);
  return (
    <>
      <Head>
        <title>{props.messages.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        {/* No favicon request: the widget loads nothing it does not need. */}
        <link rel="icon" href="data:," />
      </Head>
      <style dangerouslySetInnerHTML={{ __html: WIDGET_CSS }} />
      {props.ok ? <Widget model={props} /> : <LinkError {...props} />}
    </>
  );
}

function LinkError({ messages: m, error }: WidgetErrorModel) {
  return (
    <main className="w">
      <h1>{m[`${error}Title`]}</h1>
      <p>{m[`${error}Body`]}</p>
    </main>
  );
}
