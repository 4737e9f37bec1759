import { changePasswordAction } from '../actions/console-actions';
import { requireSession } from '../current-account';
import { MIN_PASSWORD_LENGTH } from '../password-rules';
import { ActionForm } from '../ui/action-form';

/** `/console/account`: the signed-in account, and a form to change its password. */
export default async function AccountPage() {
  const { account, csrf } = await requireSession();
  return (
    <>
      <h1>Account</h1>
      <p className="muted">
        Signed in as <strong>{account.email}</strong>.
      </p>
      <section className="card">
        <h2>Change password</h2>
        <p className="muted">
          At least {MIN_PASSWORD_LENGTH} characters; a passphrase of a few words works well.
          Changing it signs out your other sessions. Forgot it? The operator of this service can set
          a new one with <code>npx ofage accounts set-password --email {account.email}</code>.
        </p>
        <ActionForm
          action={changePasswordAction}
          csrf={csrf}
          submitLabel="Change password"
          pendingLabel="Changing…"
          testId="change-password"
        >
          <input type="hidden" name="username" autoComplete="username" value={account.email} />
          <label style={{ flex: '1 1 14rem' }}>
            Current password
            <input
              type="password"
              name="currentPassword"
              required
              autoComplete="current-password"
            />
          </label>
          <label style={{ flex: '1 1 14rem' }}>
            New password
            <input
              type="password"
              name="newPassword"
              required
              minLength={MIN_PASSWORD_LENGTH}
              autoComplete="new-password"
            />
          </label>
          <label style={{ flex: '1 1 14rem' }}>
            New password again
            <input
              type="password"
              name="confirmPassword"
              required
              minLength={MIN_PASSWORD_LENGTH}
              autoComplete="new-password"
            />
          </label>
        </ActionForm>
      </section>
    </>
  );
}
