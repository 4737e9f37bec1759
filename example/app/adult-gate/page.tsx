import type { Metadata } from 'next';
import Link from 'next/link';
import { AgeGate } from 'ofage/react';
import { adultGate } from '@/lib/age-gate';
import { ADULT_GATE } from '@/lib/requirement';
import { STORE_APPEARANCE } from '../age-gate/appearance';

export const metadata: Metadata = { title: 'Verify your age (18+)' };

/** The lottery aisle's gate page: the same card, its own route (`/api/adult-gate`). */
export default async function AdultGatePage() {
  const initial = await adultGate.getCardState();
  return (
    <section className="gate-page" aria-labelledby="gate-title">
      <div className="gate-intro">
        <p className="eyebrow">18+ only</p>
        <h1 id="gate-title">Scratchers are for adults</h1>
        <p className="lead">
          California sells lottery tickets from 18. Verify once, and Corner Store only learns that
          you passed, never who you are.
        </p>
        <ul className="checklist">
          <li>18 is enough here, so a credit card is one of the ways to prove it.</li>
          <li>Already verified for the spirits cellar (21+)? That opens this aisle too.</li>
        </ul>
        <p className="muted">
          <Link href="/">Not now, back to the pantry</Link>
        </p>
      </div>
      <AgeGate
        basePath={ADULT_GATE.basePath}
        name="Corner Store"
        appearance={STORE_APPEARANCE}
        labels={{ intro: 'You need to be 18 or older to buy scratchers.' }}
        initial={initial}
      />
    </section>
  );
}
