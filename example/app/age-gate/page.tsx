import type { Metadata } from 'next';
import Link from 'next/link';
import { AgeGate } from 'ofage/react';
import { ageGate } from '@/lib/age-gate';
import { STORE_APPEARANCE } from './appearance';

export const metadata: Metadata = { title: 'Verify your age' };

/** Where the proxy and the guard send visitors; `<AgeGate>` returns them to `?returnTo=`. */
export default async function AgeGatePage() {
  // The card's text (in the visitor's language) and status in the HTML: its button works before
  // the page's scripts have loaded, which on a slow phone is seconds.
  const initial = await ageGate.getCardState();
  return (
    <section className="gate-page" aria-labelledby="gate-title">
      <div className="gate-intro">
        <p className="eyebrow">21+ only</p>
        <h1 id="gate-title">Please verify your age</h1>
        <p className="lead">
          Some of our products may only be sold to adults. An independent service checks your age;
          Corner Store only learns that you passed, never who you are.
        </p>
        <ul className="checklist">
          <li>Takes about a minute, with a method you choose.</li>
          <li>We remember the result in this browser for 30 days.</li>
          <li>Signed in? Your account remembers it on your other devices too.</li>
        </ul>
        <p className="muted">
          <Link href="/">Not now, back to the pantry</Link>
        </p>
      </div>
      {/* The default card in the store's colours; it stays on the widget's result screen, where
          the widget offers to save an age key, until the visitor clicks Done. */}
      {/* No `labels`: the card speaks the visitor's language (38 of them), and text of ours
          would stay English in every one. */}
      <AgeGate name="Corner Store" appearance={STORE_APPEARANCE} initial={initial} />
    </section>
  );
}
