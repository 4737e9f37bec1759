export default function Home() {
  return (
    <main style={{ maxWidth: 640, margin: '4rem auto', padding: '0 1rem', lineHeight: 1.5 }}>
      <h1>ofage age verification service</h1>
      <p>
        This server answers the REST API under <code>/api/v1/age-verification/</code> and serves the
        verification widget. See the README for the API reference.
      </p>
      <p>
        Health: <a href="/api/health">/api/health</a>
      </p>
    </main>
  );
}
