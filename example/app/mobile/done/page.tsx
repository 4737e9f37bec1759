import type { Metadata } from 'next';
import { MobileDone } from './mobile-done';

export const metadata: Metadata = { title: 'Back in the app' };

/** The app's return address: the widget lands here with `verificationId` and `result`. */
export default function MobileDonePage() {
  return (
    <section className="section mobile-layout" aria-labelledby="done-title">
      <div>
        <p className="eyebrow">For app developers</p>
        <h1 id="done-title">Back in the app</h1>
        <p className="lead">
          The <code>result</code> in the address is only a hint. The app asks the store&rsquo;s
          server, which confirms with the service before it says yes.
        </p>
      </div>
      <div className="phone" role="region" aria-label="Simulated phone">
        <div className="phone-screen">
          <p className="phone-title">Corner Store</p>
          <MobileDone />
        </div>
      </div>
    </section>
  );
}
