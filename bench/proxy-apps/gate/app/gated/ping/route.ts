/** The cheapest gated route: what is left of a request is the proxy's cost. */
export function GET(): Response {
  return Response.json({ ok: true });
}
