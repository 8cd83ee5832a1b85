import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { useSession } from './state/session';
import './styles/index.css';

// Apply the remembered look before the first paint (App keeps it in sync afterwards).
const { theme, wallpaper } = useSession.getState();
document.documentElement.dataset.theme = theme;
document.documentElement.dataset.wallpaper = wallpaper;

// The first render as a transition: React renders the app in slices and lets the browser answer input in
// between, instead of blocking the main thread for the whole tree (a long task on a slow phone).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
