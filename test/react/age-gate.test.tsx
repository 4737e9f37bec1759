// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfageError } from '../../src/client/ofage-error';
import { AgeGate, WIDGET_ALLOW, type AgeGateProps } from '../../src/react/age-gate';
import { AGE_GATE_LABELS } from '../../src/react/age-gate-props';
import { AgeGateProvider } from '../../src/react/age-gate-provider';
import { holdsFor } from '../support/wait';
import { SESSION_ID, WIDGET_ORIGIN, createGateFetch, verified } from './gate-fetch';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});

/** Opens the widget; `continueOn: 'result'` unless a test asks otherwise (the default is 'done'). */
async function openWidget(props: Partial<AgeGateProps> = {}, gate = createGateFetch()) {
  const navigate = vi.fn();
  const onVerified = vi.fn();
  const view = render(
    <AgeGate
      fetch={gate.fetch}
      navigate={navigate}
      onVerified={onVerified}
      continueOn="result"
      {...props}
    >
      <p>Welcome to the spirits aisle</p>
    </AgeGate>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Verify my age' }));
  const iframe = (await screen.findByTitle('Age verification')) as HTMLIFrameElement;
  // The message listener is attached in a passive effect after the iframe renders: flush it, so
  // a message posted right away is not lost to the race (that was a flaky failure).
  await act(async () => {});
  return { ...view, iframe, gate, navigate, onVerified };
}

function post(
  data: unknown,
  options: { origin?: string; source?: MessageEventSource | null } = {},
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: options.origin ?? WIDGET_ORIGIN,
        source: options.source ?? null,
      }),
    );
  });
}

const result = (overrides: Record<string, unknown> = {}) => ({
  eventType: 'Verification.Result',
  data: {
    id: SESSION_ID,
    verificationId: SESSION_ID,
    status: 'PASS',
    ageCategory: 'adult',
    ...overrides,
  },
});

describe('<AgeGate>', () => {
  it('shows a loading state, then a start button; no session before the click', async () => {
    const gate = createGateFetch();
    render(<AgeGate fetch={gate.fetch} />);
    // Its text is unseen (and the card busy) until the gate route said which language to speak.
    expect(
      screen
        .getByText(/checking/i)
        .closest('section')
        ?.getAttribute('aria-busy'),
    ).toBe('true');
    await screen.findByRole('button', { name: 'Verify my age' });
    expect(gate.calls('/session')).toHaveLength(0);
  });

  it('creates the session on click and embeds the widget with exactly the required allow list and a title', async () => {
    const { iframe, gate } = await openWidget();
    expect(iframe.getAttribute('allow')).toBe(
      'camera; payment; publickey-credentials-get; publickey-credentials-create; digital-credentials-get',
    );
    expect(WIDGET_ALLOW).toBe(iframe.getAttribute('allow'));
    expect(iframe.getAttribute('src')).toBe(`${WIDGET_ORIGIN}/verify?token=t1`);
    const [, init] = gate.calls('/session')[0]!;
    expect(init?.method).toBe('POST');
    // The card's language goes along, so the widget speaks it too.
    expect(JSON.parse(String(init?.body))).toEqual({ returnTo: '/', locale: 'en' });
  });

  it('on a result from its own widget: confirms with the server, then renders children and calls onVerified', async () => {
    const { iframe, gate, onVerified, navigate } = await openWidget();
    post(result(), { source: iframe.contentWindow });
    await screen.findByText('Welcome to the spirits aisle');
    expect(gate.calls('/confirm')).toHaveLength(1);
    expect(onVerified).toHaveBeenCalledWith(verified);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('spoofed origin: a result posted from another origin is ignored', async () => {
    const { iframe, gate } = await openWidget();
    for (const origin of [
      'https://evil.test',
      'https://widget.verify.test.evil.test',
      'http://widget.verify.test',
      'null',
    ]) {
      post(result(), { origin, source: iframe.contentWindow });
    }
    await holdsFor(() => gate.calls('/confirm').length === 0, 20, 'no /confirm call');
    expect(screen.getByTitle('Age verification')).toBeTruthy();
  });

  it('wrong source: a result from the service origin but not from its own iframe is ignored', async () => {
    const { gate } = await openWidget();
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    post(result(), { source: other.contentWindow });
    post(result(), { source: window });
    post(result(), { source: null });
    await holdsFor(() => gate.calls('/confirm').length === 0, 20, 'no /confirm call');
    other.remove();
  });

  it('foreign id: a result for another session is ignored', async () => {
    const { iframe, gate } = await openWidget();
    const other = '00000000-0000-4000-8000-000000000999';
    post(result({ id: other, verificationId: other }), { source: iframe.contentWindow });
    post(result({ verificationId: other }), { source: iframe.contentWindow });
    post(result({ id: other }), { source: iframe.contentWindow });
    await holdsFor(() => gate.calls('/confirm').length === 0, 20, 'no /confirm call');
  });

  it('a PASS message alone never opens the gate: the server decides', async () => {
    const gate = createGateFetch({
      confirm: [
        {
          verified: false,
          state: 'failed',
          failureReason: 'age-criteria-not-met',
          message: 'The verification did not show that you meet the age requirement.',
        },
      ],
    });
    const { iframe } = await openWidget({}, gate);
    post(result(), { source: iframe.contentWindow });
    await screen.findByText('We could not verify your age.');
    expect(screen.getByText(/did not show that you meet/)).toBeTruthy();
    expect(screen.queryByText('Welcome to the spirits aisle')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('resizes on Widget.Resize from its own widget, within bounds', async () => {
    const { iframe } = await openWidget();
    post({ eventType: 'Widget.Resize', data: { height: 742 } }, { source: iframe.contentWindow });
    expect(iframe.style.height).toBe('742px');
    post({ eventType: 'Widget.Resize', data: { height: 1e9 } }, { source: iframe.contentWindow });
    expect(iframe.style.height).toBe('4000px');
    post(
      { eventType: 'Widget.Resize', data: { height: 900 } },
      { origin: 'https://evil.test', source: iframe.contentWindow },
    );
    expect(iframe.style.height).toBe('4000px');
  });

  it('navigates to a safe returnTo once verified, and never to an unsafe one', async () => {
    window.history.replaceState(null, '', '/age-gate?returnTo=%2Fspirits%3Fpage%3D2');
    const first = await openWidget();
    post(result(), { source: first.iframe.contentWindow });
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith('/spirits?page=2'));
    cleanup();

    window.history.replaceState(null, '', '/age-gate?returnTo=%2F%2Fevil.test');
    const second = await openWidget();
    post(result(), { source: second.iframe.contentWindow });
    await screen.findByText('Welcome to the spirits aisle');
    expect(second.navigate).not.toHaveBeenCalled();
  });

  it('error state on Verification.Error, with retry creating a new session', async () => {
    const { iframe, gate } = await openWidget();
    post(
      { eventType: 'Verification.Error', method: 'facial-age-estimation', status: 'ERROR' },
      { source: iframe.contentWindow },
    );
    await screen.findByText(/something went wrong/i);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTitle('Age verification');
    expect(gate.calls('/session')).toHaveLength(2);
  });

  it("continueOn='done' keeps the widget open after the result and confirms on Done", async () => {
    const { iframe, gate, onVerified } = await openWidget({ continueOn: 'done' });
    const wayOut = 'Having trouble? Continue in this window';
    expect(screen.getByRole('button', { name: wayOut })).toBeTruthy();
    post(result(), { source: iframe.contentWindow });
    // The result screen is final: no way out to another window under it any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: wayOut })).toBeNull());
    // The result screen (with the age key offer) stays; nothing is confirmed yet.
    await holdsFor(
      () => screen.queryByTitle('Age verification') !== null && gate.calls('/confirm').length === 0,
      50,
      'the widget stays open and nothing is confirmed',
    );
    post({ eventType: 'Widget.ExitReview' }, { source: iframe.contentWindow });
    await screen.findByText('Welcome to the spirits aisle');
    expect(gate.calls('/confirm')).toHaveLength(1);
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('by default the widget stays on its result screen (the age key offer) until Done', async () => {
    const gate = createGateFetch();
    render(
      <AgeGate fetch={gate.fetch}>
        <p>Welcome to the spirits aisle</p>
      </AgeGate>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my age' }));
    const iframe = (await screen.findByTitle('Age verification')) as HTMLIFrameElement;
    await act(async () => {});
    post(result(), { source: iframe.contentWindow });
    await holdsFor(() => gate.calls('/confirm').length === 0, 50, 'no /confirm call before Done');
    post({ eventType: 'Widget.ExitReview' }, { source: iframe.contentWindow });
    await screen.findByText('Welcome to the spirits aisle');
  });

  it("continueOn='done': Done without a result of our own session is a cancel", async () => {
    const { iframe, gate } = await openWidget({ continueOn: 'done' });
    post(result({ id: 'someone-else', verificationId: 'someone-else' }), {
      source: iframe.contentWindow,
    });
    post({ eventType: 'Widget.ExitReview' }, { source: iframe.contentWindow });
    await screen.findByText('Verification cancelled.');
    expect(gate.calls('/confirm')).toHaveLength(0);
  });

  // The bank app in a new tab: its callback confirmed this browser's session and cleared it, so
  // the server now answers "unverified" to this tab. The widget's FAIL (with its reason) is what
  // this tab shows after Done, never "No verification has been started in this browser."
  it.each([
    ['done', 'age-criteria-not-met', /did not show that you meet the age requirement/],
    ['result', 'max-attempts-exceeded', /too many unsuccessful attempts/],
  ] as const)(
    "continueOn='%s', FAIL finished in another tab: shows the failure and its reason",
    async (continueOn, failureReason, reason) => {
      const unverified = {
        verified: false,
        state: 'unverified' as const,
        message: 'No verification has been started in this browser.',
      };
      const gate = createGateFetch({ confirm: [unverified] });
      const { iframe, container, onVerified } = await openWidget({ continueOn }, gate);
      post(result({ status: 'FAIL', ageCategory: undefined, failureReason }), {
        source: iframe.contentWindow,
      });
      if (continueOn === 'done') {
        post({ eventType: 'Widget.ExitReview' }, { source: iframe.contentWindow });
      }
      await screen.findByText('We could not verify your age.');
      expect(screen.getByText(reason)).toBeTruthy();
      expect(screen.queryByText(/No verification has been started/)).toBeNull();
      expect(container.querySelector('[data-ofage-state]')?.getAttribute('data-ofage-state')).toBe(
        'failed',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(gate.calls('/confirm')).toHaveLength(1);
      expect(onVerified).not.toHaveBeenCalled();
    },
  );

  it('a PASS the server cannot confirm is never shown as verified (the widget word alone opens nothing)', async () => {
    const unverified = { verified: false, state: 'unverified' as const, message: 'No session.' };
    const gate = createGateFetch({ confirm: [unverified] });
    const { iframe, onVerified } = await openWidget({ continueOn: 'done' }, gate);
    post(result(), { source: iframe.contentWindow });
    post({ eventType: 'Widget.ExitReview' }, { source: iframe.contentWindow });
    await screen.findByText(AGE_GATE_LABELS.error);
    expect(onVerified).not.toHaveBeenCalled();
    expect(screen.queryByText('Welcome to the spirits aisle')).toBeNull();
  });

  it('cancelled state on Widget.ExitReview', async () => {
    const { iframe } = await openWidget();
    post({ eventType: 'Widget.ExitReview' }, { source: iframe.contentWindow });
    await screen.findByText('Verification cancelled.');
    expect(screen.queryByTitle('Age verification')).toBeNull();
  });

  it('pending state when the server has no final result yet, with "Check again"', async () => {
    const pending = { verified: false, state: 'pending' as const, message: 'not yet' };
    const gate = createGateFetch({ confirm: [pending, pending, pending, verified] });
    const { iframe } = await openWidget({}, gate);
    post(result(), { source: iframe.contentWindow });
    await screen.findByText('Your verification has not finished yet.', {}, { timeout: 4000 });
    expect(gate.calls('/confirm')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByText('Welcome to the spirits aisle');
  });

  it('error state with the server message when the session cannot be created', async () => {
    const gate = createGateFetch({
      session: Response.json(
        { error: 'FORBIDDEN_ORIGIN', errorMessage: 'Sessions can only be created from this site.' },
        { status: 403 },
      ),
    });
    render(<AgeGate fetch={gate.fetch} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my age' }));
    await screen.findByText('Sessions can only be created from this site.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("errors reach onError as OfageError with the gate route's code, and the root names the code", async () => {
    const gate = createGateFetch({
      session: Response.json(
        { error: 'FORBIDDEN_ORIGIN', errorMessage: 'Sessions can only be created from this site.' },
        { status: 403 },
      ),
    });
    const onError = vi.fn();
    const { container } = render(<AgeGate fetch={gate.fetch} onError={onError} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my age' }));
    await screen.findByText('Sessions can only be created from this site.');
    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0]![0] as OfageError;
    expect(error).toBeInstanceOf(OfageError);
    expect([error.code, error.status]).toEqual(['FORBIDDEN_ORIGIN', 403]);
    expect(
      container.querySelector('[data-ofage-state="error"]')?.getAttribute('data-ofage-error'),
    ).toBe('FORBIDDEN_ORIGIN');
  });

  it('a pinned serviceOrigin mismatch is INVALID_CONFIG; a widget error is WIDGET_ERROR', async () => {
    const onError = vi.fn();
    render(
      <AgeGate
        fetch={createGateFetch().fetch}
        serviceOrigin="https://other-verify.test"
        onError={onError}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my age' }));
    await screen.findByText(/not on the configured serviceOrigin/);
    expect((onError.mock.calls[0]![0] as OfageError).code).toBe('INVALID_CONFIG');
    cleanup();

    const widgetError = vi.fn();
    const { iframe } = await openWidget({ onError: widgetError });
    post({ eventType: 'Verification.Error', status: 'ERROR' }, { source: iframe.contentWindow });
    await screen.findByText(/something went wrong/i);
    expect((widgetError.mock.calls[0]![0] as OfageError).code).toBe('WIDGET_ERROR');
  });

  it('a widget frame that loads but never answers: WIDGET_UNRESPONSIVE naming the origin to allow, and the top-level way out', async () => {
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { iframe, navigate, container } = await openWidget({ onError, widgetTimeout: 50 });
      // What a frame refused by CSP frame-ancestors does: it fires load and then stays silent.
      fireEvent.load(iframe);
      const alert = await screen.findByRole('alert');
      // Development (vitest is not production): the page itself says what to fix.
      expect(alert.textContent).toContain(
        `add ${window.location.origin} to "Allowed embedding origins"`,
      );
      expect(alert.textContent).toContain(`${WIDGET_ORIGIN}/console`);
      expect(container.querySelector('[data-ofage-error]')?.getAttribute('data-ofage-error')).toBe(
        'WIDGET_UNRESPONSIVE',
      );
      expect((onError.mock.calls[0]![0] as OfageError).code).toBe('WIDGET_UNRESPONSIVE');
      expect(String(consoleError.mock.calls[0]![0])).toContain('Allowed embedding origins');
      fireEvent.click(
        screen.getByRole('button', { name: 'Having trouble? Continue in this window' }),
      );
      expect(navigate).toHaveBeenCalledWith(`${WIDGET_ORIGIN}/verify?token=t1`);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('development: an origin the product does not allow is named at once, from the route’s diagnosis', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const diagnosis =
      'http://127.0.0.1:3000 is not an allowed embedding origin of the product "Shop" (allowed: http://localhost:3000).';
    try {
      const gate = createGateFetch({
        diagnose: { problems: [{ code: 'ORIGIN_NOT_ALLOWED', message: diagnosis }] },
      });
      const onError = vi.fn();
      // No frame load, no timeout: the diagnosis alone says the widget cannot answer here.
      await openWidget({ onError, widgetTimeout: 60_000 }, gate);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(diagnosis);
      expect((onError.mock.calls[0]![0] as OfageError).code).toBe('WIDGET_UNRESPONSIVE');
      const [diagnose] = gate.calls(
        '/diagnose?origin=' + encodeURIComponent(window.location.origin),
      );
      expect(diagnose).toBeDefined();
      expect(
        screen.getByRole('button', { name: 'Having trouble? Continue in this window' }),
      ).toBeTruthy();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('production never asks the diagnose route', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const gate = createGateFetch({
        diagnose: { problems: [{ code: 'ORIGIN_NOT_ALLOWED', message: 'x' }] },
      });
      await openWidget({}, gate);
      await holdsFor(
        () =>
          !gate.mock.mock.calls.some(([u]) => String(u).includes('diagnose')) &&
          screen.queryByTitle('Age verification') !== null,
        50,
        'no diagnose request, and the widget stays',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('in production the visitor sees a plain sentence; the fix goes to the console only', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { iframe } = await openWidget({ widgetTimeout: 50 });
      fireEvent.load(iframe);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        'The verification could not be shown here. Please continue in this window.',
      );
      expect(String(consoleError.mock.calls[0]![0])).toContain(
        `add ${window.location.origin} to "Allowed embedding origins"`,
      );
    } finally {
      consoleError.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it('a widget that answers after its frame loaded is never reported unresponsive', async () => {
    const onError = vi.fn();
    const { iframe } = await openWidget({ onError, widgetTimeout: 50 });
    fireEvent.load(iframe);
    post({ eventType: 'Widget.Resize', data: { height: 640 } }, { source: iframe.contentWindow });
    // Three times the widget timeout.
    await holdsFor(
      () => onError.mock.calls.length === 0 && screen.queryByTitle('Age verification') !== null,
      150,
      'no onError, and the widget stays',
    );
  });

  it('shows "Starting verification…" while the session is being created', async () => {
    let release!: (r: Response) => void;
    const gate = createGateFetch({ session: () => new Promise<Response>((r) => (release = r)) });
    render(<AgeGate fetch={gate.fetch} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my age' }));
    expect((await screen.findByRole('status')).textContent).toBe('Starting verification…');
    release(
      Response.json({
        id: SESSION_ID,
        url: `${WIDGET_ORIGIN}/verify?token=t`,
        shortUrl: `${WIDGET_ORIGIN}/v/x`,
      }),
    );
    await screen.findByTitle('Age verification');
  });

  it('redirect flow on narrow screens: navigates top-level to the widget, no iframe', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    const gate = createGateFetch();
    const navigate = vi.fn();
    render(<AgeGate fetch={gate.fetch} navigate={navigate} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my age' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${WIDGET_ORIGIN}/verify?token=t1`));
    expect(screen.queryByTitle('Age verification')).toBeNull();
  });

  it('offers the top-level flow from the embedded widget', async () => {
    const { navigate } = await openWidget();
    fireEvent.click(screen.getByRole('button', { name: /continue in this window/i }));
    expect(navigate).toHaveBeenCalledWith(`${WIDGET_ORIGIN}/verify?token=t1`);
  });

  it('renders children at once when the browser is already verified', async () => {
    const gate = createGateFetch({ status: verified });
    render(
      <AgeGate fetch={gate.fetch}>
        <p>Already in</p>
      </AgeGate>,
    );
    await screen.findByText('Already in');
    expect(gate.calls('/session')).toHaveLength(0);
  });

  it('shows the outcome of the redirect flow (?ageGate=failed / mismatch)', async () => {
    window.history.replaceState(null, '', '/age-gate?ageGate=failed');
    render(<AgeGate fetch={createGateFetch().fetch} />);
    await screen.findByText('We could not verify your age.');
    // The session is cleared by then: the reason comes from the callback's URL, not the server.
    expect(screen.queryByText(/No verification has been started/)).toBeNull();
    cleanup();
    window.history.replaceState(
      null,
      '',
      '/age-gate?ageGate=failed&ageGateReason=age-criteria-not-met',
    );
    render(<AgeGate fetch={createGateFetch().fetch} />);
    await screen.findByText(/did not show that you meet the age requirement/);
    cleanup();
    window.history.replaceState(null, '', '/age-gate?ageGate=mismatch');
    render(<AgeGate fetch={createGateFetch().fetch} />);
    await screen.findByText(/started in another browser/);
  });

  it('refuses a widget URL outside a pinned serviceOrigin', async () => {
    const gate = createGateFetch();
    render(<AgeGate fetch={gate.fetch} serviceOrigin="https://other-verify.test" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my age' }));
    await screen.findByText(/not on the configured serviceOrigin/);
    expect(screen.queryByTitle('Age verification')).toBeNull();
  });

  it('shows the shop’s name and what is kept; appearance sets the theme variables', async () => {
    const { container } = render(
      <AgeGate
        fetch={createGateFetch().fetch}
        name="Corner Store"
        appearance={{ theme: 'dark', variables: { colorPrimary: '#0f766e', borderRadius: '0' } }}
      />,
    );
    await screen.findByRole('button', { name: 'Verify my age' });
    expect(screen.getByRole('heading', { name: 'Verify your age' })).toBeTruthy();
    expect(screen.getByText('Corner Store')).toBeTruthy();
    expect(screen.getByText(/^Corner Store gets only the result/)).toBeTruthy();
    const root = container.querySelector<HTMLElement>('.ofage-gate')!;
    expect(root.getAttribute('data-ofage-theme')).toBe('dark');
    expect(root.style.getPropertyValue('--ofage-color-primary')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--ofage-border-radius')).toBe('0');
  });

  it('uses the provider base path', async () => {
    const gate = createGateFetch();
    render(
      <AgeGateProvider basePath="/api/verify" fetch={gate.fetch}>
        <AgeGate />
      </AgeGateProvider>,
    );
    await screen.findByRole('button', { name: 'Verify my age' });
    expect(gate.calls('/api/verify/status')).toHaveLength(1);
    expect(String(gate.mock.mock.calls[0]![0])).toMatch(/^\/api\/verify\/labels\?/);
  });
});

describe('<AgeGate mode="modal">', () => {
  it('opens a dialog, traps focus, closes on Escape and restores focus', async () => {
    const gate = createGateFetch();
    render(<AgeGate fetch={gate.fetch} mode="modal" />);
    const start = await screen.findByRole('button', { name: 'Verify my age' });
    start.focus();
    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await screen.findByTitle('Age verification');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);

    // Shift+Tab from the first element wraps to the last; Tab from the last wraps to the first.
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    const last = screen.getByRole('button', { name: /continue in this window/i });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    // Focus that escapes the dialog is pulled back.
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    act(() => outside.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    outside.remove();

    fireEvent.keyDown(document, { key: 'Escape' });
    await screen.findByText('Verification cancelled.');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The trigger made way for the retry button, which now has focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
  });

  it('the Close button cancels too', async () => {
    render(<AgeGate fetch={createGateFetch().fetch} mode="modal" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my age' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByText('Verification cancelled.');
  });
  it('speaks the language the gate route chose, on the root as lang and dir, and tells the session', async () => {
    const gate = createGateFetch({
      labels: { locale: 'ar', dir: 'rtl', labels: { ...AGE_GATE_LABELS, start: 'تحقّق من عمري' } },
    });
    render(<AgeGate fetch={gate.fetch} locale="ar-EG" />);
    const button = await screen.findByRole('button', { name: 'تحقّق من عمري' });
    const root = button.closest('.ofage-gate')!;
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    // The prop first, then the browser's languages, for the route to match.
    const asked = new URL(String(gate.mock.mock.calls[0]![0]), 'https://shop.test');
    expect(asked.searchParams.getAll('locale')).toEqual(['ar-EG']);
    expect(asked.searchParams.getAll('language')).toEqual([...navigator.languages]);
    fireEvent.click(button);
    await waitFor(() => expect(gate.calls('/session')).toHaveLength(1));
    expect(JSON.parse(String(gate.calls('/session')[0]![1]?.body)).locale).toBe('ar');
  });

  it("a failure reason reads in the card's language, and the merchant's own labels win", async () => {
    const failed = {
      verified: false,
      state: 'failed' as const,
      failureReason: 'age-criteria-not-met' as const,
      message: 'The verification did not show that you meet the age requirement.',
    };
    const gate = createGateFetch({
      confirm: [failed],
      labels: {
        locale: 'fr',
        dir: 'ltr',
        labels: {
          ...AGE_GATE_LABELS,
          'failure.age-criteria-not-met': 'La vérification n’a pas montré l’âge requis.',
          retry: 'Réessayer',
        },
      },
    });
    const { iframe } = await openWidget({ labels: { retry: 'Encore une fois' } }, gate);
    post(result({ status: 'FAIL' }), { source: iframe.contentWindow });
    post({ eventType: 'Widget.ExitReview' }, { source: iframe.contentWindow });
    await screen.findByText('La vérification n’a pas montré l’âge requis.');
    expect(screen.getByRole('button', { name: 'Encore une fois' })).toBeTruthy();
  });
  it('speaks the English in its bundle when the gate route cannot say: its text shows, nothing breaks', async () => {
    const gate = createGateFetch({ labels: null });
    render(<AgeGate fetch={gate.fetch} />);
    const start = await screen.findByRole('button', { name: AGE_GATE_LABELS.start });
    expect(start.closest('section')?.getAttribute('aria-busy')).toBeNull();
    expect(start.closest('.ofage-gate')?.getAttribute('lang')).toBe('en');
  });
});

describe('<AgeGate initial={await ageGate.getCardState()}> — rendered on the server', () => {
  const unverified = {
    verified: false,
    state: 'unverified',
    message: 'No verification has been started in this browser.',
  } as const;
  const french = {
    locale: 'fr',
    dir: 'ltr',
    labels: { ...AGE_GATE_LABELS, start: 'Vérifier mon âge' },
  } as const;

  it('is in the HTML with its final text and a start button that is a form posted to the session route', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <AgeGate initial={{ text: french, status: unverified }} returnTo="/spirits" />,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const root = page.querySelector('.ofage-gate')!;
    expect(root.getAttribute('data-ofage-state')).toBe('idle');
    expect(root.getAttribute('lang')).toBe('fr');
    expect(page.querySelector('.ofage-card')!.getAttribute('style')).toBeNull();
    const form = page.querySelector('form.ofage-actions')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/age-gate/session');
    // Without a type, a button in a form submits it: what works before hydration.
    expect(form.querySelector('button')!.getAttribute('type')).toBeNull();
    expect(
      new URLSearchParams([...new FormData(form as HTMLFormElement)] as [
        string,
        string,
      ][]).toString(),
    ).toBe('returnTo=%2Fspirits');
    expect(form.querySelector('button')!.textContent).toBe('Vérifier mon âge');
  });

  it('asks the gate route nothing on load, and its button, once hydrated, runs the card’s own flow', async () => {
    const gate = createGateFetch();
    render(<AgeGate fetch={gate.fetch} initial={{ text: french, status: unverified }} />);
    const button = screen.getByRole('button', { name: 'Vérifier mon âge' });
    fireEvent.click(button);
    await screen.findByTitle('Age verification');
    const asked = gate.mock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => /\/(labels|status)/.test(url))).toEqual([]);
    expect(asked).toContain('/api/age-gate/session');
    expect(JSON.parse(String(gate.calls('/session')[0]![1]?.body)).locale).toBe('fr');
  });

  it('a verified browser renders its children at once', async () => {
    const gate = createGateFetch();
    render(
      <AgeGate fetch={gate.fetch} initial={{ text: french, status: verified }}>
        <p>Already in</p>
      </AgeGate>,
    );
    expect(screen.getByText('Already in')).toBeTruthy();
    expect(gate.calls('/status')).toHaveLength(0);
  });

  it('without a status (a verification bound to the browser) asks the status route, not the labels', async () => {
    const gate = createGateFetch();
    render(<AgeGate fetch={gate.fetch} initial={{ text: french }} />);
    await screen.findByRole('button', { name: 'Vérifier mon âge' });
    expect(gate.calls('/status')).toHaveLength(1);
    expect(gate.mock.mock.calls.some(([input]) => String(input).includes('/labels'))).toBe(false);
  });

  it('still shows the redirect flow’s outcome (?ageGate=failed)', async () => {
    window.history.replaceState(null, '', '/age-gate?ageGate=failed');
    render(
      <AgeGate fetch={createGateFetch().fetch} initial={{ text: french, status: unverified }} />,
    );
    await screen.findByText('We could not verify your age.');
  });
});
