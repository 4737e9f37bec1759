// Baseline: a bare Next.js route handler returning constant JSON (the cost of Next's router).
export function GET(): Response {
  return Response.json({ ok: true });
}
export const dynamic = 'force-dynamic';
