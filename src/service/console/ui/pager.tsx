/**
 * "← Newest" / "Older →" links under a keyset-paged list. Renders nothing on a list that fits one
 * page; `newest` is given on every page but the first, `older` on every page but the last.
 */
export function Pager(props: {
  newest?: string | undefined;
  older?: string | undefined;
  olderLabel?: string;
  label: string;
  testId: string;
}) {
  if (!props.newest && !props.older) return null;
  return (
    <nav className="row pager" aria-label={props.label} data-testid={props.testId}>
      {props.newest && <a href={props.newest}>← Newest</a>}
      {props.older && <a href={props.older}>{props.olderLabel ?? 'Older'} →</a>}
    </nav>
  );
}
