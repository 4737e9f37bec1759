import { randomBytes } from 'node:crypto';
import { wireCodeOfStatus } from '../../errors/error-status';
import { escapeHtml, htmlDocument, PAGE_HEADERS, widgetLookBody } from '../kit/html-page';
import { KIT_CATALOGS } from '../kit/i18n/kit-catalogs';
import { methodJson } from '../kit/method-json';
import { widgetHeaders } from '../kit/widget-headers';
import type { BankOutcome } from './bank-watch';
import { bankMessages } from './messages';

export type BankPageLocale = keyof typeof bankMessages;

/**
 * A page of the callback where the trip to the bank ends in the widget's own tab (the widget ran
 * top level): what happened, in the widget's look, with a link back to the verification.
 */
export function bankPage(
  locale: BankPageLocale,
  o: { status: number; text: string; back?: string; testMode?: boolean },
): Response {
  const m = bankMessages[locale];
  const link = o.back
    ? `<p><a class="link" href="${escapeHtml(o.back)}">${escapeHtml(m.bankBack)}</a></p>`
    : '';
  const html = htmlDocument({
    lang: locale,
    title: m.bankTitle,
    body: widgetLookBody({
      heading: m.bankTitle,
      content: `<p role="status">${escapeHtml(o.text)}</p>${link}`,
      ...(o.testMode ? { testBar: KIT_CATALOGS[locale].testModeBar } : {}),
    }),
  });
  return new Response(html, { status: o.status, headers: PAGE_HEADERS });
}

/**
 * The last page of a trip to the bank that the widget opened in a tab of its own (from a frame):
 * the widget's tab already shows the outcome, so this one says what happened, that it may be
 * closed, and closes itself (a tab a page opened may be closed by script; where the browser
 * refuses, the sentence stays). It never goes on to the merchant's redirectUrl, which would open
 * the shop a second time.
 */
export function tabPage(locale: BankPageLocale, outcome: BankOutcome, testMode: boolean): Response {
  const m = bankMessages[locale];
  const kit = KIT_CATALOGS[locale];
  const decided =
    outcome.kind === 'attempt' && outcome.decision !== 'inconclusive' ? outcome.decision : null;
  const heading = decided === null ? m.bankTitle : decided === 'pass' ? kit.pass : kit.fail;
  const lines =
    decided === null
      ? [m[`bankOutcome.${outcome.kind === 'attempt' ? 'no-age' : outcome.kind}`], m.bankTabBack]
      : [m.bankTabResult];
  const nonce = randomBytes(16).toString('base64');
  const html = htmlDocument({
    lang: locale,
    title: m.bankTitle,
    head: `<script nonce="${nonce}">addEventListener('load',()=>window.close())</script>`,
    body: widgetLookBody({
      heading,
      content: lines
        .map((line, i) => `<p${i === 0 ? ' role="status"' : ''}>${escapeHtml(line)}</p>`)
        .join(''),
      ...(testMode ? { testBar: kit.testModeBar } : {}),
      ...(decided === null ? {} : { outcome: decided === 'pass' ? 'ok' : 'bad' }),
    }),
  });
  return new Response(html, {
    status: 200,
    headers: { ...widgetHeaders([], nonce), 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** The callback's answer to a client that is not a browser: the API's JSON shape. */
export function jsonAnswer(status: number, text: string): Response {
  if (status < 400) return methodJson(status, { done: false, message: text });
  return methodJson(status, {
    error: wireCodeOfStatus(status) ?? 'INVALID_INPUT',
    errorMessage: text,
  });
}
