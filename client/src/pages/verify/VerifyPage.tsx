export default function VerifyPage() {
  return <main>Verifying…</main>;
}
