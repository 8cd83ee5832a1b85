export default function LoginPage() {
  return <main>Welcome Back</main>;
}
