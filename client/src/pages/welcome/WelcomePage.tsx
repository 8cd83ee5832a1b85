import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearLeaving } from '../../layout/leaving';
import { CAROUSEL_INTERVAL_MS, FEATURES } from './features';
import './welcome.css';

/** The public landing page: brand, tagline, the feature carousel and the way in. */
export default function WelcomePage() {
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  useEffect(clearLeaving, []);
  // Restart the 4 s countdown whenever the card changes, so a dot click gets a full interval.
  useEffect(() => {
    const t = setTimeout(() => setActive((i) => (i + 1) % FEATURES.length), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(t);
  }, [active]);

  return (
    <div className="welcome">
      <div className="welcome-glow" aria-hidden="true" />
      <main className="welcome-main">
        <header className="welcome-hero">
          <div className="welcome-logo" aria-hidden="true">
            ⌂
          </div>
          <h1 className="welcome-brand">Hearth</h1>
          <p className="welcome-tagline">
            Your personal operating system for life — work, money and family, gathered in one calm place.
          </p>
        </header>

        <section className="carousel" aria-roledescription="carousel" aria-label="Features">
          <div className="carousel-viewport">
            <div className="carousel-track" style={{ transform: `translateX(-${active * 100}%)` }}>
              {FEATURES.map((f, i) => (
                <article
                  key={f.title}
                  className={`feature-card${i === active ? ' active' : ''}`}
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${FEATURES.length}`}
                  aria-hidden={i !== active}
                  data-testid="feature-card"
                >
                  <div className="feature-icon" aria-hidden="true">
                    {f.icon}
                  </div>
                  <h2 className="feature-title">{f.title}</h2>
                  <p className="feature-text">{f.text}</p>
                </article>
              ))}
            </div>
          </div>
          <div className="carousel-dots">
            {FEATURES.map((f, i) => (
              <button
                key={f.title}
                type="button"
                className={`carousel-dot${i === active ? ' active' : ''}`}
                aria-label={`Show feature ${i + 1}: ${f.title}`}
                aria-current={i === active}
                onClick={() => setActive(i)}
              />
            ))}
          </div>
        </section>

        <button type="button" className="welcome-cta" onClick={() => navigate('/login')}>
          Begin Your Journey <span aria-hidden="true">→</span>
        </button>
      </main>
      <footer className="welcome-footer">© 2024 Hearth. All rights reserved.</footer>
    </div>
  );
}
