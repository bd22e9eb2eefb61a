import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, theme } from '@/app/theme';

const colors = theme.colors!;
const white = '#ffffff';
// The backgrounds text stands on: the page, striped rows and cards, hovered rows.
const backgrounds = [white, ...DEFAULT_THEME.colors.gray.slice(0, 2)];
const AA = 4.5;

describe('theme', () => {
  it('is WCAG AA: contrast ratios as the specification computes them', () => {
    expect(contrastRatio('#000000', white)).toBeCloseTo(21);
    // Mantine's blue 6 with white text, which axe-core reported at 3.55:1.
    expect(contrastRatio('#228be6', white)).toBeCloseTo(3.56, 2);
  });

  it.each(Object.keys(colors))('%s: white text on a filled button, and the shades written as text, reach 4.5:1', (name) => {
    const shades = colors[name]!;
    expect(contrastRatio(white, shades[6])).toBeGreaterThanOrEqual(AA);
    for (const shade of [6, 7, 8, 9]) {
      for (const background of backgrounds) expect(contrastRatio(shades[shade], background)).toBeGreaterThanOrEqual(AA);
    }
    // The light variant (badges, alerts): shade 9 on shade 1, and on shade 2 when hovered.
    expect(contrastRatio(shades[9], shades[1])).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(shades[9], shades[2])).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the light shades (backgrounds, borders) as Mantine has them, and the order of the shades', () => {
    for (const [name, shades] of Object.entries(colors)) {
      expect(shades!.slice(0, 6)).toEqual(DEFAULT_THEME.colors[name].slice(0, 6));
      for (const shade of [6, 7, 8]) expect(contrastRatio(shades![shade + 1], white)).toBeGreaterThan(contrastRatio(shades![shade], white));
    }
  });

  it('writes primary buttons and dimmed text dark enough', () => {
    expect(theme.primaryShade).toBe(6);
    expect(contrastRatio(white, colors.blue![6])).toBeGreaterThanOrEqual(AA);
    // `c="dimmed"` is grey 6.
    for (const background of backgrounds) expect(contrastRatio(colors.gray![6], background)).toBeGreaterThanOrEqual(AA);
  });
});
