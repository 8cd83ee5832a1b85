import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { useSession } from './state/session';
import './styles/index.css';

// Apply the remembered look before the first paint (App keeps it in sync afterwards).
const { theme, wallpaper } = useSession.getState();
document.documentElement.dataset.theme = theme;
document.documentElement.dataset.wallpaper = wallpaper;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
