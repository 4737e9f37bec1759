'use client';

import { useActionState, useEffect, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import type { ActionResult } from '../actions/action-result';
import { CopyButton } from './copy-button';

type Action = (state: ActionResult | null, form: FormData) => Promise<ActionResult>;

export interface ActionFormProps {
  action: Action;
  csrf: string;
  /** Hidden fields (product id, mode, …). */
  hidden?: Record<string, string>;
  submitLabel: string;
  pendingLabel?: string;
  /** Asked with `confirm()` before submitting (destructive actions). */
  confirm?: string;
  variant?: 'primary' | 'secondary' | 'danger';
  className?: string;
  children?: ReactNode;
  testId?: string;
}

/**
 * A console form bound to a server function: adds the CSRF token, shows a pending state, and
 * renders the answer (error, message, a secret shown once with a copy button, extra lines).
 */
export function ActionForm(props: ActionFormProps) {
  const [state, formAction] = useActionState(props.action, null);
  const redirectTo = state?.ok ? state.redirectTo : undefined;
  useEffect(() => {
    if (redirectTo) window.location.assign(redirectTo);
  }, [redirectTo]);
  return (
    <form
      action={formAction}
      className={props.className ?? 'action-form'}
      data-testid={props.testId}
      onSubmit={(e) => {
        if (props.confirm && !window.confirm(props.confirm)) e.preventDefault();
      }}
    >
      <input type="hidden" name="csrf" value={props.csrf} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.children}
      <Submit
        label={props.submitLabel}
        pendingLabel={props.pendingLabel}
        variant={props.variant ?? 'primary'}
      />
      {state && <Answer state={state} />}
    </form>
  );
}

function Submit(props: { label: string; pendingLabel?: string | undefined; variant: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={`button ${props.variant}`} disabled={pending}>
      {pending ? (props.pendingLabel ?? `${props.label}…`) : props.label}
    </button>
  );
}

function Answer({ state }: { state: ActionResult }) {
  if (!state.ok) {
    return (
      <p className="notice error" role="alert">
        {state.error}
      </p>
    );
  }
  return (
    <div className="notice ok" role="status">
      {state.message && <p>{state.message}</p>}
      {state.secret && (
        <p className="secret">
          <code data-testid="secret-value">{state.secret}</code> <CopyButton text={state.secret} />
        </p>
      )}
      {state.lines && (
        <ul className="lines">
          {state.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
