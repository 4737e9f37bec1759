import type { DeviceInfo } from '../methods/kit/capabilities';
import type { VerificationMethod } from '../../protocol/verification-result';
import type { MethodWidgetSettings } from '../methods/kit/method-widget-settings';
import type { WidgetState } from '../methods/kit/widget-types';
import type { CompiledMessage } from '../methods/kit/i18n/format';
import type { PageLocale, WidgetMessages } from './i18n/messages';

/** Props of the widget page when the link is good. */
export interface WidgetPageModel {
  ok: true;
  locale: PageLocale;
  messages: WidgetMessages;
  /** The messages of `messages` with ICU arguments, compiled (`format` in the browser reads them). */
  compiled: Record<string, CompiledMessage>;
  /** The languages the person may switch to (the switcher reloads the page with `lang`). */
  languages: readonly { locale: string; name: string }[];
  /** Authorises the widget's own API calls (state travels in the token, not in cookies). */
  token: string;
  verificationId: string;
  mode: 'test' | 'live';
  productName: string;
  /** The only origins DOM messages may be posted to: the allowed origins of `mode`. */
  allowedOrigins: string[];
  /**
   * The method to start in: one picked before the page's script ran (`method` in the page's
   * URL, from the picker's form), else the one `options.flow` names.
   */
  flowMethod: VerificationMethod | null;
  /** The server's guess of the device (`guessDevice`), until the page detects it. */
  device: DeviceInfo;
  /** The page URL's query but `method`: the picker's form sends it back with the method. */
  query: [string, string][];
  /** Opened from the QR code on another device: finish here, never redirect. */
  handoff: boolean;
  /** Methods with a live implementation; test mode simulates every offered method. */
  liveMethods: VerificationMethod[];
  /** Each offered method's `widgetSettings`, for its widget part. */
  methodSettings: Partial<Record<VerificationMethod, MethodWidgetSettings>>;
  state: WidgetState;
  /** Base of the widget API (same origin). */
  apiBase: string;
  /** This response's CSP script nonce (for the document's inline bootstrap script). */
  nonce: string;
}

/** Props of the widget page when the link cannot be used. */
export interface WidgetErrorModel {
  ok: false;
  locale: PageLocale;
  messages: WidgetMessages;
  compiled: Record<string, CompiledMessage>;
  error: 'expired' | 'invalid' | 'finished';
  nonce: string;
}

export type WidgetPageProps = WidgetPageModel | WidgetErrorModel;
