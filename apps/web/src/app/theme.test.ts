import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableOn } from '../lib/readable-color';
import { cssVariablesResolver, theme } from './theme';

const light: Record<string, string> = cssVariablesResolver({
  ...DEFAULT_THEME,
  ...theme,
} as typeof DEFAULT_THEME).light;
const WHITE = '#ffffff';

describe('theme colours', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    // Mantine's dimmed grey on white: the 3.32:1 axe reported.
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], WHITE)).toBeCloseTo(3.32, 1);
  });

  it('darkens a colour only as much as needed', () => {
    expect(readableOn('#000000', WHITE)).toBe('#000000');
    const green = readableOn(DEFAULT_THEME.colors.green[6], WHITE);
    expect(contrastRatio(green, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(green, WHITE)).toBeLessThan(7);
  });

  it('gives white text on every filled colour and coloured text on white at least 4.5:1', () => {
    for (const name of Object.keys(DEFAULT_THEME.colors).filter((c) => c !== 'dark')) {
      const filled = light[`--mantine-color-${name}-filled`] ?? '';
      const text = light[`--mantine-color-${name}-text`] ?? '';
      const lightColor = light[`--mantine-color-${name}-light-color`] ?? '';
      expect(contrastRatio(filled, WHITE), `${name} filled`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(text, DEFAULT_THEME.colors.gray[1]), `${name} text`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(
        contrastRatio(lightColor, DEFAULT_THEME.colors[name]?.[2] ?? WHITE),
        `${name} light`,
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('makes the dimmed grey, links and error texts readable on pale backgrounds', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-anchor', '--mantine-color-error']) {
      expect(
        contrastRatio(light[variable] ?? '', DEFAULT_THEME.colors.gray[1]),
        variable,
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
