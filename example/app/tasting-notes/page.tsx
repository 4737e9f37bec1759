import type { Metadata } from 'next';
import { ageGate } from '@/lib/age-gate';
import { ModalGate } from './modal-gate';

export const metadata: Metadata = { title: 'Tasting notes' };

const NOTES = [
  {
    title: 'Highland Single Malt, neat',
    text: 'Raisins and orange marmalade on the nose; toffee and a pinch of smoke on a long finish. Add one drop of water.',
  },
  {
    title: 'Mezcal and grapefruit',
    text: 'Two parts mezcal, three parts pink grapefruit soda, a salted rim. The smoke softens into something like a summer evening.',
  },
  {
    title: 'Garden Gin & tonic',
    text: 'Lots of ice, a light tonic and a ribbon of cucumber. The verbena comes forward as it warms.',
  },
];

/**
 * An open page with a members' section: the server decides with `getAgeVerification()` what
 * to render, and `<AgeGate mode="modal">` lets the visitor verify without leaving the page.
 */
export default async function TastingNotesPage() {
  const verification = await ageGate.getAgeVerification();
  return (
    <section className="section narrow" aria-labelledby="notes-title">
      <p className="eyebrow">From the cellar</p>
      <h1 id="notes-title">Tasting notes</h1>
      <p className="lead">
        Our staff write up what they are drinking this month. The recipes are for adults, so this
        part of the page opens once your age is verified.
      </p>
      {verification.verified ? (
        <ol className="notes">
          {NOTES.map((note) => (
            <li key={note.title} className="panel">
              <h2>{note.title}</h2>
              <p>{note.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <div className="panel locked">
          <p>
            <strong>{NOTES.length} notes</strong> are waiting behind the age check.
          </p>
          <ModalGate />
        </div>
      )}
    </section>
  );
}
