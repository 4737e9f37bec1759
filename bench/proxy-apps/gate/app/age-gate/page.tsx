export default function AgeGatePage() {
  return <p>Gate</p>;
}
