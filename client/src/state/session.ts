import { create } from 'zustand';
import { forgetOfflineData } from '../pwa/offlineData';
import type { Theme, User, Wallpaper } from '@hearth/shared';
import { KEYS, readChoice, readJson, writeJson } from './storage';

interface SessionState {
  user: User | null;
  authenticated: boolean;
  theme: Theme;
  wallpaper: Wallpaper;
  signedIn(user: User): void;
  /** Forget the user locally (after logout or any 401). */
  signedOut(): void;
  setAppearance(theme: Theme, wallpaper: Wallpaper): void;
}

const THEMES: readonly Theme[] = ['zen', 'modern', 'bold'];
const WALLPAPERS: readonly Wallpaper[] = [
  'gradient-1',
  'gradient-2',
  'gradient-3',
  'gradient-4',
  'gradient-5',
  'gradient-6',
];

export const useSession = create<SessionState>((set) => ({
  user: readJson<User | null>(KEYS.user, null),
  authenticated: localStorage.getItem(KEYS.authenticated) === 'true',
  theme: readChoice(KEYS.theme, THEMES, 'zen'),
  wallpaper: readChoice(KEYS.wallpaper, WALLPAPERS, 'gradient-1'),
  signedIn(user) {
    writeJson(KEYS.user, user);
    localStorage.setItem(KEYS.authenticated, 'true');
    localStorage.setItem(KEYS.theme, user.theme);
    localStorage.setItem(KEYS.wallpaper, user.wallpaper);
    localStorage.removeItem(KEYS.pendingUser);
    set({ user, authenticated: true, theme: user.theme, wallpaper: user.wallpaper });
  },
  signedOut() {
    forgetOfflineData();
    localStorage.removeItem(KEYS.user);
    localStorage.removeItem(KEYS.authenticated);
    set({ user: null, authenticated: false });
  },
  setAppearance(theme, wallpaper) {
    localStorage.setItem(KEYS.theme, theme);
    localStorage.setItem(KEYS.wallpaper, wallpaper);
    set({ theme, wallpaper });
  },
}));
