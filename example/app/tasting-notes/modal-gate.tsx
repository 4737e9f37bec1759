'use client';

import { AgeGate } from 'ofage/react';
import { STORE_APPEARANCE } from '../age-gate/appearance';

/** The widget in a dialog; once verified the page reloads and the server renders the notes. */
export function ModalGate() {
  return (
    <AgeGate
      mode="modal"
      returnTo="/tasting-notes"
      name="Corner Store"
      appearance={STORE_APPEARANCE}
      labels={{ intro: 'Verify your age to read them.', start: 'Verify my age to read' }}
    />
  );
}
