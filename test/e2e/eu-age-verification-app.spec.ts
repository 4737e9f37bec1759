import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AV_DOCTYPE, AV_QUERY_ID } from '../../src/service/methods/digital-wallet/eu-av';
import {
  isoMdocSessionTranscript,
  sealIsoMdocResponse,
} from '../../src/service/methods/digital-wallet/iso-mdoc-dc-api';
import { mdocSessionTranscript } from '../../src/service/methods/digital-wallet/read-mdoc';
import { createTestIssuer, testIssuer } from '../../src/service/methods/digital-wallet/test-issuer';
import {
  testStatusReference,
  type TestStatus,
} from '../../src/service/methods/digital-wallet/test-status-list';
import {
  createTestWallet,
  presentTestMdoc,
} from '../../src/service/methods/digital-wallet/test-wallet';
import { WIDGET_SESSION_HEADER } from '../../src/service/methods/kit/widget-session';
import { testDialects } from '../support/databases';
import { openWallet, programVirtualWallet } from './support/digital-wallet';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';
import { profilesClosedAfterEachTest } from './support/browser-profiles';

/**
 * The EU age-verification app's Proof of Age attestation (`eu.europa.ec.av.1`, mso_mdoc) through
 * the widget in Chromium, on both channels: Chromium's Digital Credentials API (ISO 18013-7
 * Annex C, `org-iso-mdoc`) with its virtual wallet as the app, and the `av://` link and code of
 * OpenID4VP `direct_post`, which the test reads off the widget and answers as the app does.
 * Every attestation is signed by the service's test issuer (a trusted AV provider in test mode)
 * unless a case says otherwise.
 *
 * Every case runs on SQLite; on PostgreSQL only a pass on each channel and each channel's replay,
 * the cases that write and read stored state through the browser flow. What the other cases
 * check on the database (refusals, FAIL, the status-list cache, replay records) runs on both
 * databases in `test/service/methods/digital-wallet/` (`eu-av-flow`, `credential-status`,
 * `wallet-flow`), without a browser; here the browser flow adds nothing per database.
 */
const ELSEWHERE = 'https://evil.test';
/** An EU member state: the AV attestation is asked there (Digital Services Act, Art. 28). */
const JURISDICTION = 'DE';

/** What the `av://` link carries by value (Annex A §A.5). */
interface AvRequest {
  client_id: string;
  response_uri: string;
  nonce: string;
  state: string;
  dcql_query: string;
}

/** Who made the attestation and what it says; each field's default is an honest adult's app. */
interface AvAnswer {
  over?: boolean;
  /** Signed by a provider the trust file does not list. */
  untrusted?: boolean;
  /** Its entry on the test issuer's status list (the MSO's `status`); none by default. */
  status?: TestStatus;
}

describe.each(testDialects())(
  'the EU age-verification app in Chromium on $dialect',
  ({ dialect }) => {
    /** A case that runs on SQLite only: see the note at the top of the file. */
    const itOnSqlite = it.skipIf(dialect !== 'sqlite');
    let env: WidgetEnvironment;
    let origin = '';
    const { contexts } = profilesClosedAfterEachTest();

    beforeAll(async () => {
      env = await startWidgetEnvironment({ database: dialect });
      origin = new URL(env.serviceUrl).origin;
    }, 300_000);
    afterAll(async () => {
      await env?.close();
    });

    async function newPage(): Promise<Page> {
      const context = await env.browser.newContext();
      contexts.push(context);
      return context.newPage();
    }
    const perform = () => env.perform({ jurisdiction: JURISDICTION });
    const getStatus = async (id: string) =>
      (await (await env.api(`/api/v1/age-verification/get-status?id=${id}`)).json()) as Record<
        string,
        unknown
      >;
    /** The attempts recorded for a verification, oldest first: what the console timeline shows. */
    const attempts = async (id: string) => {
      const events = await env.running.service.ctx.db
        .selectFrom('verification_events')
        .select('detail')
        .where('verification_id', '=', id)
        .where('type', '=', 'attempt')
        .orderBy('id', 'asc')
        .execute();
      return events.map((e) => JSON.parse(e.detail!) as Record<string, string>);
    };
    /** The attestation, issued afresh to a new holder key, as the app keeps it. */
    const avWallet = async ({ over = true, untrusted = false, status }: AvAnswer) =>
      createTestWallet(
        untrusted ? await createTestIssuer(Date.now()) : await testIssuer(env.running.service.ctx),
        {
          ageOver: { 18: over },
          ...(status
            ? { status: testStatusReference(env.running.service.ctx.config.publicUrl, status) }
            : {}),
        },
      );
    /**
     * A refused attestation (untrusted, revoked, suspended): one inconclusive attempt with its
     * refusal code and a reason the console shows; not a pass, not a FAIL either.
     */
    const expectRefusedFor = async (
      id: string,
      refusal: 'untrusted-issuer' | 'revoked' | 'suspended',
      reason: RegExp = new RegExp(refusal),
    ) => {
      expect(await attempts(id)).toEqual([
        expect.objectContaining({
          outcome: 'inconclusive',
          refusal,
          reason: expect.stringMatching(reason) as unknown,
        }),
      ]);
      expect(await getStatus(id)).toMatchObject({ status: 'IN_PROGRESS' });
    };

    describe('Digital Credentials API, org-iso-mdoc (ISO 18013-7 Annex C)', () => {
      /**
       * The app behind Chromium's virtual wallet: it presents its attestation device-signed over
       * the Annex C SessionTranscript of `signedFor` (the page's origin) and HPKE-seals it to the
       * request's key for `sealedFor` — or hands back `resend`, an answer it gave before. Each
       * answer it seals is kept in `sent`.
       */
      async function avApp(
        page: Page,
        answer: AvAnswer & {
          signedFor?: string;
          sealedFor?: string;
          resend?: Record<string, string>;
        },
        sent: Record<string, string>[] = [],
      ): Promise<void> {
        await programVirtualWallet(page, async ({ requests }) => {
          const iso = requests.find((r) => r.protocol === 'org-iso-mdoc')!;
          // The DeviceRequest asks for the Proof of Age attestation beside the mDL.
          expect(Buffer.from(iso.data.deviceRequest!, 'base64url').includes(AV_DOCTYPE)).toBe(true);
          const encryptionInfo = iso.data.encryptionInfo!;
          const response =
            answer.resend ??
            (await sealIsoMdocResponse(
              { encryptionInfo },
              answer.sealedFor ?? origin,
              await presentTestMdoc(await avWallet(answer), {
                threshold: 18,
                av: true,
                sessionTranscript: isoMdocSessionTranscript(
                  encryptionInfo,
                  answer.signedFor ?? origin,
                ),
              }),
            ));
          sent.push(response);
          return { action: 'respond', protocol: 'org-iso-mdoc', response };
        });
      }
      /** Opens the widget at `url` and asks the wallet on this device. */
      async function askThisDevice(page: Page, url: string): Promise<void> {
        await openWallet(page, url);
        await page.getByRole('button', { name: 'Use a wallet on this device' }).click();
      }

      it('age_over_18 = true → the widget confirms and get-status says PASS', async () => {
        const v = await perform();
        const page = await newPage();
        await avApp(page, {});
        await askThisDevice(page, v.url);
        await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
        expect(await getStatus(v.id)).toMatchObject({
          status: 'PASS',
          method: 'digital-wallet',
          age: { low: 18, high: 100 },
        });
        expect(await attempts(v.id)).toEqual([
          {
            outcome: 'pass',
            assurance: 'high',
            walletKind: `mdoc:${AV_DOCTYPE}`,
            protocol: 'org-iso-mdoc',
          },
        ]);
      });

      itOnSqlite('age_over_18 = false → FAIL age-criteria-not-met', async () => {
        const v = await perform();
        const page = await newPage();
        await avApp(page, { over: false });
        await askThisDevice(page, v.url);
        await page.getByRole('heading', { name: 'Your age could not be confirmed' }).waitFor();
        expect(await getStatus(v.id)).toMatchObject({
          status: 'FAIL',
          failureReason: 'age-criteria-not-met',
        });
      });

      itOnSqlite(
        'an untrusted AV provider is refused, the widget says so, and the reason is kept',
        async () => {
          const v = await perform();
          const page = await newPage();
          await avApp(page, { untrusted: true });
          await askThisDevice(page, v.url);
          await page.locator('[data-wallet-refusal="untrusted-issuer"]').waitFor();
          await page
            .getByText('The wallet’s answer could not be accepted (untrusted-issuer).')
            .waitFor();
          await expectRefusedFor(v.id, 'untrusted-issuer', /not a trusted AV attestation provider/);
        },
      );

      itOnSqlite(
        'a revoked attestation is refused (its status list says INVALID), and a valid one on the same list passes',
        async () => {
          const revoked = await perform();
          const page = await newPage();
          await avApp(page, { status: 'revoked' });
          await askThisDevice(page, revoked.url);
          await page.locator('[data-wallet-refusal="revoked"]').waitFor();
          await expectRefusedFor(revoked.id, 'revoked');

          const valid = await perform();
          const other = await newPage();
          await avApp(other, { status: 'valid' });
          await askThisDevice(other, valid.url);
          await other.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
          expect(await getStatus(valid.id)).toMatchObject({ status: 'PASS' });
        },
      );

      it('a replayed answer is refused: posted again, or given to a later request; no second PASS', async () => {
        const first = await perform();
        const page = await newPage();
        const sent: Record<string, string>[] = [];
        await avApp(page, {}, sent);
        const relayed = page.waitForRequest('**/methods/digital-wallet/dc-response');
        await askThisDevice(page, first.url);
        await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();

        // The widget's own relay of the answer, sent again from the widget page.
        const again = await replay(page, await relayed);
        expect(again.status).toBe(400);
        expect(again.body).toMatchObject({
          error: 'INVALID_INPUT',
          errorMessage: expect.any(String),
        });
        expect(await attempts(first.id)).toHaveLength(1);

        // The same sealed answer for the next verification's request (another key and nonce).
        const second = await perform();
        const later = await newPage();
        await avApp(later, { resend: sent[0]! });
        await askThisDevice(later, second.url);
        await later.locator('[data-wallet-refusal="wrong-binding"]').waitFor();
        expect(await attempts(second.id)).toEqual([
          expect.objectContaining({ outcome: 'inconclusive', refusal: 'wrong-binding' }),
        ]);
        expect(await getStatus(second.id)).toMatchObject({ status: 'IN_PROGRESS' });
      });

      // The DC API has no response_uri: Annex C binds the answer to the calling page's origin,
      // in the SessionTranscript the device signs and in the HPKE `info` it is sealed with.
      itOnSqlite(
        'an answer bound to another origin is refused: device-signed for it, or sealed for it',
        async () => {
          for (const binding of [{ signedFor: ELSEWHERE }, { sealedFor: ELSEWHERE }]) {
            const v = await perform();
            const page = await newPage();
            await avApp(page, binding);
            await askThisDevice(page, v.url);
            await page.locator('[data-wallet-refusal="wrong-binding"]').waitFor();
            expect(await attempts(v.id)).toEqual([
              expect.objectContaining({ outcome: 'inconclusive', refusal: 'wrong-binding' }),
            ]);
            expect(await getStatus(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
          }
        },
      );
    });

    describe('OpenID4VP direct_post through the av:// link and its code', () => {
      /**
       * Opens the widget at `url`, picks the phone, and reads the `av://` link off the widget, as
       * the app reads it off the code: the request by value.
       */
      async function scanAvCode(url: string): Promise<{ page: Page; request: AvRequest }> {
        const page = await newPage();
        await openWallet(page, url);
        await page.getByRole('button', { name: 'Use a wallet on your phone' }).click();
        const code = page.locator('[data-wallet-av] img');
        await code.waitFor();
        expect(await code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        const link = await page
          .getByRole('link', { name: 'Open the age verification app' })
          .getAttribute('href');
        const parsed = new URL(link!);
        expect(parsed.protocol).toBe('av:');
        const request = Object.fromEntries(parsed.searchParams) as unknown as AvRequest;
        expect(request.client_id).toBe(`redirect_uri:${request.response_uri}`);
        expect(JSON.parse(request.dcql_query)).toMatchObject({
          credentials: [
            { id: AV_QUERY_ID, format: 'mso_mdoc', meta: { doctype_value: AV_DOCTYPE } },
          ],
        });
        return { page, request };
      }
      /** The app's vp_token: its attestation device-signed for `responseUri` and the nonce. */
      const avToken = async (
        request: AvRequest,
        answer: AvAnswer & { responseUri?: string } = {},
      ) => {
        const response = await presentTestMdoc(await avWallet(answer), {
          threshold: 18,
          av: true,
          sessionTranscript: mdocSessionTranscript({
            kind: 'direct_post',
            clientId: request.client_id,
            nonce: request.nonce,
            responseUri: answer.responseUri ?? request.response_uri,
          }),
        });
        return JSON.stringify({ [AV_QUERY_ID]: [Buffer.from(response).toString('base64url')] });
      };
      /** The app's form post to the request's response_uri (OpenID4VP 1.0 §8.2). */
      const post = (request: AvRequest, vpToken: string) =>
        fetch(request.response_uri, {
          method: 'POST',
          body: new URLSearchParams({ state: request.state, vp_token: vpToken }),
        });

      it('age_over_18 = true → the widget confirms and get-status says PASS', async () => {
        const v = await perform();
        const { page, request } = await scanAvCode(v.url);
        expect(await (await post(request, await avToken(request))).json()).toEqual({
          outcome: 'pass',
        });
        await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
        expect(await getStatus(v.id)).toMatchObject({
          status: 'PASS',
          method: 'digital-wallet',
          age: { low: 18, high: 100 },
        });
        expect(await attempts(v.id)).toEqual([
          {
            outcome: 'pass',
            assurance: 'high',
            walletKind: `mdoc:${AV_DOCTYPE}`,
            protocol: 'openid4vp-direct_post',
          },
        ]);
      });

      itOnSqlite('age_over_18 = false → FAIL age-criteria-not-met', async () => {
        const v = await perform();
        const { page, request } = await scanAvCode(v.url);
        await post(request, await avToken(request, { over: false }));
        await page.getByRole('heading', { name: 'Your age could not be confirmed' }).waitFor();
        expect(await getStatus(v.id)).toMatchObject({
          status: 'FAIL',
          failureReason: 'age-criteria-not-met',
        });
      });

      itOnSqlite(
        'an untrusted AV provider is refused, the widget says so, and the reason is kept',
        async () => {
          const v = await perform();
          const { page, request } = await scanAvCode(v.url);
          const res = await post(request, await avToken(request, { untrusted: true }));
          expect(await res.json()).toEqual({ outcome: 'inconclusive' });
          await page.locator('[data-wallet-refusal]').waitFor();
          await page.getByText(/The wallet’s answer could not be accepted/).waitFor();
          await expectRefusedFor(v.id, 'untrusted-issuer', /not a trusted AV attestation provider/);
        },
      );

      itOnSqlite(
        'a revoked or a suspended attestation is refused, and the widget says so',
        async () => {
          for (const status of ['revoked', 'suspended'] as const) {
            const v = await perform();
            const { page, request } = await scanAvCode(v.url);
            const res = await post(request, await avToken(request, { status }));
            expect(await res.json()).toEqual({ outcome: 'inconclusive' });
            // The widget learns the outcome from its poll, which carries no refusal code: the
            // stored attempt names it.
            await page.locator('[data-wallet-refusal]').waitFor();
            await expectRefusedFor(v.id, status);
          }
        },
      );

      itOnSqlite(
        'the test wallet page shares an AV attestation a person picks: valid → PASS, revoked → refused',
        async () => {
          for (const [share, outcome] of [
            ['Share: over the age (EU age verification app)', 'pass'],
            ['Share: over the age, a revoked attestation (age verification app)', 'revoked'],
          ] as const) {
            const v = await perform();
            const page = await newPage();
            await openWallet(page, v.url);
            await page.getByRole('button', { name: 'Use a wallet on your phone' }).click();
            const testWallet = await page.locator('[data-test-wallet]').getAttribute('href');
            const phone = await newPage();
            await phone.goto(new URL(testWallet!, env.serviceUrl).href);
            await phone.getByRole('button', { name: share }).click();
            await phone.locator('#done:not(:empty)').waitFor();
            if (outcome === 'pass') {
              await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
              expect(await getStatus(v.id)).toMatchObject({ status: 'PASS' });
            } else {
              await page.locator('[data-wallet-refusal]').waitFor();
              await expectRefusedFor(v.id, 'revoked');
            }
          }
        },
      );

      it('a replayed answer is refused: posted twice, or posted for a later request; no second PASS', async () => {
        const first = await perform();
        const scanned = await scanAvCode(first.url);
        const token = await avToken(scanned.request);
        expect(await (await post(scanned.request, token)).json()).toEqual({ outcome: 'pass' });
        await scanned.page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();

        const again = await post(scanned.request, token);
        expect(again.status).toBe(400);
        expect(await again.json()).toMatchObject({
          error: 'INVALID_INPUT',
          errorMessage: expect.any(String),
        });
        expect(await attempts(first.id)).toHaveLength(1);

        // The first request's answer (its nonce) under the next verification's state.
        const second = await perform();
        const { page, request } = await scanAvCode(second.url);
        const res = await post(request, token);
        expect(await res.json()).toEqual({ outcome: 'inconclusive' });
        await page.locator('[data-wallet-refusal]').waitFor();
        expect(await attempts(second.id)).toEqual([
          expect.objectContaining({ outcome: 'inconclusive', refusal: 'wrong-binding' }),
        ]);
        expect(await getStatus(second.id)).toMatchObject({ status: 'IN_PROGRESS' });
      });

      itOnSqlite('an answer built for another response_uri is refused', async () => {
        const v = await perform();
        const { page, request } = await scanAvCode(v.url);
        const token = await avToken(request, { responseUri: `${ELSEWHERE}/post` });
        expect(await (await post(request, token)).json()).toEqual({ outcome: 'inconclusive' });
        await page.locator('[data-wallet-refusal]').waitFor();
        expect(await attempts(v.id)).toEqual([
          expect.objectContaining({ outcome: 'inconclusive', refusal: 'wrong-binding' }),
        ]);
        expect(await getStatus(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
      });
    });

    // Revocation of AV attestations is the avrev helper's work.
  },
);

/** Sends a request the widget made again, from the widget's page (its origin, its headers). */
async function replay(page: Page, request: Request): Promise<{ status: number; body: unknown }> {
  const sent = request.headers();
  const headers = Object.fromEntries(
    ['authorization', 'content-type', WIDGET_SESSION_HEADER].map((h) => [h, sent[h] ?? '']),
  );
  return page.evaluate(
    async ({ url, headers, body }) => {
      const res = await fetch(url, { method: 'POST', headers, body });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { url: request.url(), headers, body: request.postData() },
  );
}
