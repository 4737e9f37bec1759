import { ageGate } from '../../../../lib/age-gate';

/** A gated dynamic page as a merchant writes it: the proxy, then the server guard. */
export default async function Item({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const claims = await ageGate.requireAgeVerified({ returnTo: `/gated/item/${id}` });
  return (
    <main>
      <h1>Item {id}</h1>
      <p>
        Verified ({claims.ageCategory}) until {new Date(claims.exp * 1000).toISOString()}.
      </p>
    </main>
  );
}
