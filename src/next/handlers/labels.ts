import { matchLocale, acceptedLanguages } from '../../protocol/choose-locale';
import { GATE_LANGUAGE_PARAM, GATE_LOCALE_PARAM, type GateText } from '../../protocol/gate-api';
import { SUPPORTED_LOCALES, textDirection, type SupportedLocale } from '../../protocol/locales';
import { AGE_GATE_CATALOGS } from '../../react/i18n/catalogs';
import type { HandlerContext } from './handler-context';

/** A language range longer than this is not a tag (BCP 47 tags in use stay well under it). */
const MAX_RANGE_LENGTH = 35;
/** `navigator.languages` rarely lists more than a handful; the rest is not read. */
const MAX_RANGES = 10;

const ranges = (values: readonly string[]): string[] =>
  values
    .slice(0, MAX_RANGES)
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.length <= MAX_RANGE_LENGTH);

/**
 * The card's language: its `locale` prop, then `createAgeGate`'s `locale`, then the browser's
 * languages (`navigator.languages`, then `Accept-Language`), then English — each matched by
 * BCP 47 language matching within its own language (`pt-PT` → `pt`, `zh-Hant-HK` → `zh-TW`).
 */
export function gateLocale(o: {
  requested: readonly string[];
  configured: string | undefined;
  browser: readonly string[];
  acceptLanguage: string | null;
}): string {
  return (
    matchLocale(ranges(o.requested), SUPPORTED_LOCALES) ??
    (o.configured ? matchLocale([o.configured], SUPPORTED_LOCALES) : null) ??
    matchLocale(ranges(o.browser), SUPPORTED_LOCALES) ??
    matchLocale(ranges(acceptedLanguages(o.acceptLanguage ?? '')), SUPPORTED_LOCALES) ??
    'en'
  );
}

/**
 * `GET {basePath}/labels?locale=…&language=…` — the `<AgeGate>` card's text in the visitor's
 * language, so the card's bundle carries no catalog but English. The same for everyone with the
 * same query and `Accept-Language`: the browser may keep it for an hour.
 */
export async function labels(request: Request, ctx: HandlerContext): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const body = gateText(request, ctx, {
    requested: query.getAll(GATE_LOCALE_PARAM),
    browser: query.getAll(GATE_LANGUAGE_PARAM),
  });
  return Response.json(body, {
    headers: { 'cache-control': 'private, max-age=3600', vary: 'accept-language' },
  });
}

/** The card's text in the language {@link gateLocale} picks for this request. */
export function gateText(
  request: Request,
  ctx: HandlerContext,
  asked: { requested: readonly string[]; browser: readonly string[] },
): GateText {
  const locale = gateLocale({
    ...asked,
    configured: ctx.config.performOptions.locale,
    acceptLanguage: request.headers.get('accept-language'),
  });
  return {
    locale,
    dir: textDirection(locale),
    labels: AGE_GATE_CATALOGS[locale as SupportedLocale],
  };
}
