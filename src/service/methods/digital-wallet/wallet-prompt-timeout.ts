/**
 * How long "Use a wallet on this device" waits for a wallet to answer the browser's Digital
 * Credentials request before the widget says none answered and shows the phone's QR code. A
 * person choosing a credential in a wallet needs seconds; a browser with the API but no wallet
 * behind it may never answer at all (Chromium waited over 90 s). Browser tests reach it with
 * Playwright's fake clock rather than waiting.
 */
export const WALLET_PROMPT_TIMEOUT_MS = 45_000;
