/**
 * Draws an avatar as SVG from a style and a free-text description, deterministically: colour words in
 * the description choose the palette, a few feature words (glasses, hat, beard, smile, cat, star...)
 * add shapes, and a hash of the words places the rest. Same input, same picture.
 */
const COLOR_WORDS: Record<string, string> = {
  red: '#dc2626',
  crimson: '#b91c1c',
  orange: '#ea580c',
  amber: '#f59e0b',
  yellow: '#eab308',
  gold: '#ca8a04',
  green: '#16a34a',
  lime: '#65a30d',
  mint: '#34d399',
  teal: '#0d9488',
  cyan: '#06b6d4',
  blue: '#2563eb',
  navy: '#1e3a8a',
  sky: '#38bdf8',
  indigo: '#4f46e5',
  purple: '#7c3aed',
  violet: '#8b5cf6',
  lavender: '#c4b5fd',
  pink: '#ec4899',
  rose: '#f43f5e',
  brown: '#92400e',
  black: '#111827',
  grey: '#6b7280',
  gray: '#6b7280',
  white: '#f9fafb',
  silver: '#cbd5e1',
  ocean: '#0369a1',
  forest: '#166534',
  sunset: '#f97316',
  sun: '#facc15',
};
const FALLBACK = ['#2563eb', '#7c3aed', '#db2777', '#ea580c', '#16a34a', '#0d9488', '#ca8a04', '#4f46e5'];
const SKIN = ['#f5d0a9', '#e8b48a', '#c68642', '#8d5524', '#ffdbac'];

/** FNV-1a 32-bit. */
export function hashText(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A small deterministic random sequence seeded by the text. */
function rng(seed: number) {
  let s = seed || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}

export interface AvatarTraits {
  palette: string[];
  features: string[];
  words: string[];
}

const FEATURES = ['glasses', 'hat', 'beard', 'smile', 'cat', 'star', 'heart', 'flower', 'crown', 'moon'];

export function avatarTraits(description: string): AvatarTraits {
  const words = description.toLowerCase().match(/[a-z]+/g) ?? [];
  const colours = [...new Set(words.filter((w) => w in COLOR_WORDS).map((w) => COLOR_WORDS[w]!))];
  const h = hashText(words.join(' '));
  const palette = [...colours];
  for (let i = 0; palette.length < 3; i++) {
    const c = FALLBACK[(h + i * 3) % FALLBACK.length]!;
    if (!palette.includes(c)) palette.push(c);
  }
  const features = FEATURES.filter((f) =>
    words.some((w) => w === f || w === `${f}s` || (f === 'smile' && (w === 'happy' || w === 'smiling'))),
  );
  return { palette, features, words };
}

const esc = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

export function drawAvatar(style: string, description: string): string {
  const { palette, features, words } = avatarTraits(description);
  const rand = rng(hashText(`${style}:${words.join(' ')}`));
  const [c0, c1, c2] = palette as [string, string, string];
  const shapes: string[] = [];
  const bg = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient></defs><rect width="256" height="256" fill="url(#bg)"/>`;

  if (style === 'pixel') {
    // 8x8 mirrored grid
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 4; x++)
        if (rand() > 0.45) {
          const fill = rand() > 0.5 ? c2 : '#ffffff';
          shapes.push(
            `<rect x="${32 + x * 24}" y="${32 + y * 24}" width="24" height="24" fill="${fill}"/>`,
            `<rect x="${32 + (7 - x) * 24}" y="${32 + y * 24}" width="24" height="24" fill="${fill}"/>`,
          );
        }
  } else if (style === 'geometric') {
    const n = 4 + Math.floor(rand() * 5);
    for (let i = 0; i < n; i++) {
      const pts = Array.from(
        { length: 3 },
        () => `${Math.round(rand() * 256)},${Math.round(rand() * 256)}`,
      ).join(' ');
      shapes.push(
        `<polygon points="${pts}" fill="${palette[i % palette.length]}" opacity="${(0.5 + rand() * 0.4).toFixed(2)}"/>`,
      );
    }
  } else if (style === 'abstract' || style === 'watercolor') {
    const n = 5 + Math.floor(rand() * 5);
    const blur =
      style === 'watercolor' ? '<filter id="soft"><feGaussianBlur stdDeviation="8"/></filter>' : '';
    shapes.push(blur);
    for (let i = 0; i < n; i++) {
      const r = 20 + Math.round(rand() * 60);
      shapes.push(
        `<circle cx="${Math.round(rand() * 256)}" cy="${Math.round(rand() * 256)}" r="${r}" fill="${palette[(i + 2) % palette.length]}" opacity="${(0.45 + rand() * 0.4).toFixed(2)}"${style === 'watercolor' ? ' filter="url(#soft)"' : ''}/>`,
      );
    }
  }

  // A face for the cartoon style, or when the description asks for face features.
  const wantsFace =
    style === 'cartoon' ||
    features.some((f) => ['glasses', 'beard', 'smile', 'hat', 'cat', 'crown'].includes(f));
  if (wantsFace) {
    const skin = SKIN[Math.floor(rand() * SKIN.length)]!;
    if (features.includes('cat'))
      shapes.push(
        `<polygon points="70,92 88,40 112,82" fill="${skin}"/><polygon points="186,92 168,40 144,82" fill="${skin}"/>`,
      );
    shapes.push(`<circle cx="128" cy="136" r="72" fill="${skin}" stroke="#1f2937" stroke-width="3"/>`);
    const eye = features.includes('cat') ? c2 : '#1f2937';
    shapes.push(
      `<circle cx="102" cy="124" r="8" fill="${eye}"/><circle cx="154" cy="124" r="8" fill="${eye}"/>`,
    );
    if (features.includes('glasses'))
      shapes.push(
        `<g fill="none" stroke="#111827" stroke-width="4"><circle cx="102" cy="124" r="18"/><circle cx="154" cy="124" r="18"/><line x1="120" y1="124" x2="136" y2="124"/></g>`,
      );
    shapes.push(
      features.includes('smile') || style === 'cartoon'
        ? `<path d="M100 162 Q128 ${182 + Math.round(rand() * 8)} 156 162" stroke="#1f2937" stroke-width="4" fill="none" stroke-linecap="round"/>`
        : `<line x1="108" y1="166" x2="148" y2="166" stroke="#1f2937" stroke-width="4" stroke-linecap="round"/>`,
    );
    if (features.includes('beard'))
      shapes.push(`<path d="M70 150 Q128 250 186 150 Q160 190 128 192 Q96 190 70 150Z" fill="${c2}"/>`);
    if (features.includes('hat'))
      shapes.push(
        `<rect x="60" y="70" width="136" height="14" rx="6" fill="${c2}"/><rect x="86" y="28" width="84" height="48" rx="8" fill="${c2}"/>`,
      );
    if (features.includes('crown'))
      shapes.push(
        `<polygon points="80,78 92,40 112,66 128,34 144,66 164,40 176,78" fill="#facc15" stroke="#a16207" stroke-width="2"/>`,
      );
  }
  if (features.includes('star'))
    shapes.push(
      `<polygon points="210,20 217,40 238,40 221,52 228,72 210,60 192,72 199,52 182,40 203,40" fill="#facc15"/>`,
    );
  if (features.includes('heart'))
    shapes.push(
      `<path d="M40 210 C40 196 60 196 60 210 C60 196 80 196 80 210 C80 226 60 236 60 242 C60 236 40 226 40 210Z" fill="#f43f5e"/>`,
    );
  if (features.includes('moon'))
    shapes.push(`<path d="M214 200 A26 26 0 1 0 236 236 A20 20 0 1 1 214 200Z" fill="#fde68a"/>`);
  if (features.includes('flower'))
    shapes.push(
      `<g transform="translate(40 40)">${[0, 72, 144, 216, 288].map((a) => `<ellipse rx="8" ry="16" fill="${c2}" transform="rotate(${a}) translate(0 -14)"/>`).join('')}<circle r="8" fill="#facc15"/></g>`,
    );

  const title = `<title>${esc(`${style} avatar: ${words.slice(0, 20).join(' ')}`)}</title>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">${title}${bg}${shapes.join('')}</svg>`;
}
