/**
 * The interaction page's script, served as `<issuer>/assets/interaction.js` (the page's CSP
 * allows scripts from the service only). It asks this interaction for WebAuthn options, runs the
 * ceremony with @simplewebauthn/browser (served beside it), posts the result, and follows the
 * redirect the service answers. Without WebAuthn, the create page declines at once (the relying
 * party learns `agekey_created=false`); the use page says why it cannot answer. Every sentence it
 * shows is the page's, in the page's language (`#agekey-text`, from interaction-messages.ts): a
 * refusal by its `reason` or `error` code, never the API's English `errorMessage`.
 */
export const INTERACTION_SCRIPT = `(() => {
  const root = document.getElementById('agekey');
  const base = root.dataset.base;
  const kind = root.dataset.kind;
  const go = document.getElementById('agekey-go');
  const decline = document.getElementById('agekey-decline');
  const status = document.getElementById('agekey-status');
  const text = JSON.parse(document.getElementById('agekey-text').textContent);
  const say = (line, problem) => {
    status.textContent = line;
    status.className = problem ? 'notice' : 'muted';
  };
  const byCode = {
    INTERACTION_EXPIRED: 'script.ended',
    UNKNOWN_CLIENT: 'script.ended',
    NOT_ALLOWED: 'script.notAllowed',
    ALREADY_USED: 'refusal.already-used',
  };
  const refusal = (answer) =>
    text['refusal.' + answer.reason] || text[byCode[answer.error]] || text['script.failed'];
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
    else say(refusal(answer), true);
  };
  const run = async () => {
    busy(true);
    say(kind === 'use' ? text['script.waitingUse'] : text['script.waitingCreate']);
    const options = await post('/options');
    if (!options.options) { say(refusal(options), true); busy(false); return; }
    let response;
    try {
      const W = window.SimpleWebAuthnBrowser;
      response = kind === 'use'
        ? await W.startAuthentication({ optionsJSON: options.options })
        : await W.startRegistration({ optionsJSON: options.options });
    } catch (e) {
      say(kind === 'use' ? text['script.noKeyUsed'] : text['script.noKeySaved'], true);
      busy(false);
      return;
    }
    const done = await post('/finish', { response });
    if (done.redirectTo) { location.assign(done.redirectTo); return; }
    say(refusal(done), true);
    busy(false);
  };
  go.addEventListener('click', () => { run().catch(() => { say(text['script.wrong'], true); busy(false); }); });
  decline.addEventListener('click', () => { leave('declined').catch(() => say(text['script.wrong'], true)); });
  if (!window.PublicKeyCredential) {
    if (kind === 'create') { leave('no-device').catch(() => undefined); return; }
    go.disabled = true;
    say(text['script.noWebAuthn'], true);
  }
})();
`;
