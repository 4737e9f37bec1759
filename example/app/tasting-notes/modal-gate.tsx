'use client';

import { AgeGate } from 'ofage/react';

/** The widget in a dialog; once verified the page reloads and the server renders the notes. */
export function ModalGate() {
  return (
    <AgeGate
      mode="modal"
      returnTo="/tasting-notes"
      className="age-gate"
      labels={{ intro: 'Verify your age to read them.', start: 'Verify my age to read' }}
    />
  );
}
