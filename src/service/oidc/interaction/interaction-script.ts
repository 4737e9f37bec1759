/**
 * The interaction page's script, served as `<issuer>/assets/interaction.js` (the page's CSP
 * allows scripts from the service only). It asks this interaction for WebAuthn options, runs the
 * ceremony with @simplewebauthn/browser (served beside it), posts the result, and follows the
 * redirect the service answers. Without WebAuthn, the create page declines at once (the relying
 * party learns `agekey_created=false`); the use page says why it cannot answer.
 */
export const INTERACTION_SCRIPT = `(() => {
  const root = document.getElementById('agekey');
  const base = root.dataset.base;
  const kind = root.dataset.kind;
  const go = document.getElementById('agekey-go');
  const decline = document.getElementById('agekey-decline');
  const status = document.getElementById('agekey-status');
  const say = (text) => { status.textContent = text; };
  const busy = (on) => { go.disabled = on; decline.disabled = on; };
  const post = async (path, body) => {
    const r = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body || {}),
    });
    return r.json();
  };
  const leave = async (reason) => {
    busy(true);
    const answer = await post('/abort', { reason });
    if (answer.redirectTo) location.assign(answer.redirectTo);
    else { say(answer.errorMessage || 'This request has ended. Go back to the site.'); }
  };
  const run = async () => {
    busy(true);
    say(kind === 'use' ? 'Waiting for your age key…' : 'Waiting for your device…');
    const options = await post('/options');
    if (!options.options) { say(options.errorMessage || 'This request has ended. Go back to the site.'); busy(false); return; }
    let response;
    try {
      const W = window.SimpleWebAuthnBrowser;
      response = kind === 'use'
        ? await W.startAuthentication({ optionsJSON: options.options })
        : await W.startRegistration({ optionsJSON: options.options });
    } catch (e) {
      say(kind === 'use' ? 'No age key was used. Try again, or go back.' : 'No age key was saved. Try again, or choose Not now.');
      busy(false);
      return;
    }
    const done = await post('/finish', { response });
    if (done.redirectTo) { location.assign(done.redirectTo); return; }
    say(done.errorMessage || 'That did not work. Try again.');
    busy(false);
  };
  go.addEventListener('click', () => { run().catch(() => { say('Something went wrong. Try again.'); busy(false); }); });
  decline.addEventListener('click', () => { leave('declined').catch(() => say('Something went wrong.')); });
  if (!window.PublicKeyCredential) {
    if (kind === 'create') { leave('no-device').catch(() => undefined); return; }
    go.disabled = true;
    say('This browser cannot use an age key. Go back, and try another device or browser.');
  }
})();
`;
