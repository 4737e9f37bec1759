import type { Page, Route } from 'playwright-core';

/** The widget's `request` action for `{channel: 'dc_api'}`: the requests it passes to `get()`. */
export interface DcApiRequests {
  state: string;
  requests: { protocol: string; data: Record<string, string> }[];
}

/** What Chromium's virtual wallet does (DevTools Protocol `DigitalCredentials`). */
export type VirtualWalletBehavior =
  | { action: 'respond'; protocol: string; response: Record<string, string> }
  | { action: 'decline' | 'wait' };

/**
 * Chromium's virtual wallet (DevTools Protocol `DigitalCredentials.setVirtualWalletBehavior`),
 * programmed before the widget calls `navigator.credentials.get()`: when the widget's Digital
 * Credentials API request comes back from the service, `answer` reads it (its nonce, its
 * EncryptionInfo) and says what the wallet does. The widget's QR-code requests pass untouched.
 */
export async function programVirtualWallet(
  page: Page,
  answer: (request: DcApiRequests) => Promise<VirtualWalletBehavior>,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await page.route('**/api/widget/methods/digital-wallet/request', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Partial<DcApiRequests>;
    if (body.requests?.length) {
      await cdp.send(
        'DigitalCredentials.setVirtualWalletBehavior',
        await answer(body as DcApiRequests),
      );
    }
    await route.fulfill({ response, json: body });
  });
}

/** Opens the widget at `url` and picks the digital-wallet method. */
export async function openWallet(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: /Digital wallet/ }).click();
}
