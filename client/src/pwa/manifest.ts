import type { ManifestOptions } from 'vite-plugin-pwa';

const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

/** The web app manifest: what an installed Hearth is called, looks like and offers from its icon. */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Hearth',
  short_name: 'Hearth',
  description: 'A home for your work, money and family life.',
  lang: 'en',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  // The zen theme's primary colour; the page's <meta name="theme-color"> follows the chosen theme (themeColor.ts).
  theme_color: '#4f7d6b',
  background_color: '#f4f1ea',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Lists', short_name: 'Lists', url: '/lists', icons: shortcutIcon },
    { name: 'Chores', short_name: 'Chores', url: '/chores', icons: shortcutIcon },
    { name: 'Calendar', short_name: 'Calendar', url: '/calendar', icons: shortcutIcon },
  ],
};
