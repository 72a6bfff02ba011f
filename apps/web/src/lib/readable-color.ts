import { darken, luminance } from '@mantine/core';

/** WCAG 2 AA: normal-size text needs a contrast ratio of 4.5:1 against its background. */
export const MIN_TEXT_CONTRAST = 4.5;
/** What the theme aims at, a little above the minimum so that rounding never lands a colour under it. */
const TARGET_CONTRAST = MIN_TEXT_CONTRAST + 0.1;

/** The WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in small steps until it reads on `background` (unchanged when it already does). */
export function readableOn(color: string, background: string, min = TARGET_CONTRAST): string {
  let result = color;
  for (let step = 1; contrastRatio(result, background) < min && step <= 20; step += 1) {
    result = darken(color, step * 0.04);
  }
  return result;
}
