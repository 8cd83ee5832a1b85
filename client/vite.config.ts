import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/pwa/manifest';

// The service worker precaches the app shell and every page's chunk, and keeps the last answer of each
// GET /api/... so an installed Hearth opens with no network (the OfflineBanner says so).
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/, /^\/yjs\//],
        cleanupOutdatedCaches: true,
        // Web Push: the notification and its click (client/public/push-sw.js).
        importScripts: ['/push-sw.js'],
        runtimeCaching: [
          {
            // Signed-in data, cleared at sign-out (pwa/offlineData.ts). The ICS feed and uploads are not kept.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              url.pathname.startsWith('/api/') &&
              !url.pathname.startsWith('/api/calendar/feed') &&
              !url.pathname.startsWith('/api/admin/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'hearth-api',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
      '/yjs': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
});
