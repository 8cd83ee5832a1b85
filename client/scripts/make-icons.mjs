// Draws the app icons the web app manifest lists from the favicon's artwork (run once: node client/scripts/make-icons.mjs).
import { Buffer } from 'node:buffer';
import { fileURLToPath, URL } from 'node:url';
import sharp from 'sharp';

const out = (name) => fileURLToPath(new URL(`../public/icons/${name}`, import.meta.url));
const HOUSE =
  '<path d="M32 12 12 30h6v20h28V30h6z" fill="#fff"/><path d="M32 34c-4 4-5 7-3 10 1 2 5 2 6 0 2-3 1-6-3-10z" fill="#f59e0b"/>';
// "any": the rounded tile of the favicon. "maskable": full bleed, the house inside the 80% safe zone.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f6f78"/>${HOUSE}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1f6f78"/><g transform="translate(8.96 8.96) scale(0.72)">${HOUSE}</g></svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(any))
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
  await sharp(Buffer.from(maskable))
    .resize(size, size)
    .png()
    .toFile(out(`maskable-${size}.png`));
}
await sharp(Buffer.from(maskable)).resize(180, 180).png().toFile(out('apple-touch-icon.png'));
