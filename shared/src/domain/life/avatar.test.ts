import { describe, expect, it } from 'vitest';
import { avatarTraits, drawAvatar } from './avatar.js';

describe('drawn avatars', () => {
  it('is deterministic for the same style and description', () => {
    expect(drawAvatar('abstract', 'A calm blue ocean')).toBe(drawAvatar('abstract', 'a calm  BLUE ocean'));
  });

  it('takes its colours from colour words in the description', () => {
    expect(avatarTraits('red and green').palette.slice(0, 2)).toEqual(['#dc2626', '#16a34a']);
    const svg = drawAvatar('geometric', 'purple mountains');
    expect(svg).toContain('#7c3aed');
    expect(svg.startsWith('<svg')).toBe(true);
  });

  it('draws features named in the description and differs between descriptions', () => {
    const withGlasses = drawAvatar('cartoon', 'smiling person with glasses and a hat');
    expect(avatarTraits('smiling person with glasses and a hat').features).toEqual([
      'glasses',
      'hat',
      'smile',
    ]);
    expect(withGlasses).toContain('stroke="#111827"');
    expect(drawAvatar('abstract', 'sunny day')).not.toBe(drawAvatar('abstract', 'rainy night'));
    expect(drawAvatar('pixel', 'x')).not.toBe(drawAvatar('geometric', 'x'));
  });

  it('escapes the description in the title', () => {
    expect(drawAvatar('abstract', '<script>')).not.toContain('<script>');
  });
});
