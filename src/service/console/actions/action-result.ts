/** What a console form action answers; the form shows it next to the button. */
export type ActionResult =
  | {
      ok: true;
      message?: string;
      /** Shown once with a copy button (a new API key, a revealed secret). */
      secret?: string;
      /** Extra lines, e.g. the receiver's answers to the test webhook. */
      lines?: string[];
      /** The form navigates here (a page that did not exist before the action, e.g. a new product). */
      redirectTo?: string;
    }
  | { ok: false; error: string };
