import { Link } from 'react-router';

export default function WelcomePage() {
  return (
    <main>
      <h1>Hearth</h1>
      <Link to="/login">Begin Your Journey</Link>
    </main>
  );
}
