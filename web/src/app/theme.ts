import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Mantine's palettes, with the shades the app writes in (6 to 9) darkened until they pass WCAG AA
// (4.5:1 for text) on the light backgrounds it uses. Mantine's own blue 6 gives white button text
// 3.55:1 and its grey 6 (`c="dimmed"`) 3.32:1, which axe-core reports on every screen.
//
// Which shade does what, in the light colour scheme:
// - 6 is `filled` (buttons, checked boxes, badges), `outline`, links (`--mantine-color-anchor`),
//   `c="red"` text and `--mantine-color-error`; grey 6 is `c="dimmed"`. It must carry white text
//   and be read as text on white and on the light greys of cards, stripes and hovered rows.
// - 7 is the hover of `filled`; 8 and 9 are written as text (`c="orange.8"`, `c="blue.8"`), and 9
//   is the text of the `light` variant (badges, alerts) on shade 1, or shade 2 when hovered.
// Shades 0 to 5 (backgrounds, borders) stay Mantine's.

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

function channels(hex: string): number[] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `hex`, or the first step of it towards black (same hue) that reaches `ratio` against `background`. */
function darkenTo(hex: string, background: string, ratio: number): string {
  let shade = hex;
  for (let step = 1; contrastRatio(shade, background) < ratio && step <= 100; step += 1) {
    shade = toHex(channels(hex).map((v) => v * (1 - step / 100)));
  }
  return shade;
}

/** The lightest background text in shade 6 stands on: Mantine's grey 1 (stripes, hovered rows, cards). */
export const lightestBackground = DEFAULT_THEME.colors.gray[1];

/** Contrast each written shade reaches on `lightestBackground`; each darker than the one before. */
export const shadeContrast = { 6: 4.6, 7: 5.5, 8: 6.5, 9: 7.5 } as const;

function accessible(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  for (const [index, ratio] of Object.entries(shadeContrast)) {
    shades[Number(index)] = darkenTo(palette[Number(index)], lightestBackground, ratio);
  }
  return shades as unknown as MantineColorsTuple;
}

// `dark` is the dark colour scheme's greys, which the app does not use.
const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, palette]) => [name, accessible(palette)]),
);

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 6,
  defaultRadius: 'md',
  colors,
});

/**
 * Placeholders in grey 6, as dimmed text, rather than Mantine's grey 5 (2.07:1): the file pickers
 * write theirs ('Choisir une image') as the text of a button.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
