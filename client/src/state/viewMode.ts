import { create } from 'zustand';
import { KEYS, readChoice } from './storage';

export type ViewMode = 'work' | 'life';
const EVENT = 'hearth:view-mode';

interface ViewModeState {
  mode: ViewMode;
  setMode(mode: ViewMode): void;
}

/** Work/Life mode: persisted, and broadcast window-wide (and to other tabs through the storage event). */
export const useViewMode = create<ViewModeState>((set) => ({
  mode: readChoice<ViewMode>(KEYS.viewMode, ['work', 'life'], 'work'),
  setMode(mode) {
    localStorage.setItem(KEYS.viewMode, mode);
    set({ mode });
    window.dispatchEvent(new CustomEvent(EVENT, { detail: mode }));
  },
}));

window.addEventListener(EVENT, (e) => {
  const mode = (e as CustomEvent<ViewMode>).detail;
  if (useViewMode.getState().mode !== mode) useViewMode.setState({ mode });
});
window.addEventListener('storage', (e) => {
  if (e.key === KEYS.viewMode && (e.newValue === 'work' || e.newValue === 'life'))
    useViewMode.setState({ mode: e.newValue });
});
