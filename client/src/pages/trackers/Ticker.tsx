import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { trackersApi } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { useFamilyMay } from '../../state/familyRole';
import { formatNumber } from '../../format';
import { formatReading } from './tickerFormat';
import './ticker.css';

const POLL_MS = 30_000;

/**
 * The live ticker on top of every page: each tracker's latest reading, the list duplicated so the strip
 * loops, paused while hovered. It reloads live on a 'trackers' change; the 30 s poll is the fallback.
 */
export function Ticker() {
  // Trackers are a work tool: a role without them (a child account) has no ticker (the server refuses
  // it), and the empty strip collapses.
  return useFamilyMay('use_work_tools') ? <TickerStrip /> : null;
}

function TickerStrip() {
  const { data, reload } = useApi('trackers', trackersApi.ticker);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (hovered) return;
    const t = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(t);
  }, [hovered, reload]);

  if (!data) return <div className="ticker" data-testid="ticker" aria-busy="true" />;
  if (!data.length)
    return (
      <div className="ticker ticker-empty" data-testid="ticker">
        <span>No trackers in the ticker yet.</span> <Link to="/trackers">Add a tracker</Link>
      </div>
    );

  const items = [...data, ...data];
  // Roughly constant speed whatever the number of items.
  const duration = Math.max(20, data.length * 8);
  return (
    <div
      className={`ticker${hovered ? ' paused' : ''}`}
      data-testid="ticker"
      aria-label="Tracker ticker"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="ticker-track" style={{ animationDuration: `${duration}s` }}>
        {items.map((item, i) => (
          <span
            key={`${item.id}-${i}`}
            className="ticker-item"
            data-testid={i < data.length ? 'ticker-item' : undefined}
            aria-hidden={i >= data.length || undefined}
          >
            <span className="ticker-dot" style={{ background: item.color }} />
            <span className="ticker-symbol">{item.symbol}</span>
            <span className="ticker-value">{formatReading(item.value, item.type, item.unit)}</span>
            {item.change !== null && item.change !== 0 && (
              <span className={`ticker-change ${item.change > 0 ? 'up' : 'down'}`}>
                {item.change > 0 ? '▲' : '▼'} {formatNumber(Math.abs(item.change))}
              </span>
            )}
          </span>
        ))}
      </div>
    </div>
  );
}
