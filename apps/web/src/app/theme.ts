import {
  Alert,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  darken,
  type MantineColorsTuple,
  Modal,
  Notification,
} from '@mantine/core';
import { readableOn } from '../lib/readable-color';

/** The palest backgrounds texts sit on: white cards and the gray-0/gray-1 bands of tables and headers. */
const PALE_BACKGROUND = DEFAULT_THEME.colors.gray[1];
const WHITE = '#ffffff';

/**
 * Mantine's default shades are light: white text on its green, yellow, orange or cyan buttons, its coloured texts
 * and its dimmed grey all fall under 4.5:1. Each colour's text, outline, filled background (white text on it) and
 * light-variant text are darkened just enough to read, once for the whole app.
 */
function readableColorVariables(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const text = readableOn(readableOn(shades[6], WHITE), PALE_BACKGROUND);
    const filled = readableOn(shades[6], WHITE);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
  }
  return variables;
}

/** The back office look: calm blue, readable system fonts, medium radius. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Close buttons show only an ✕: screen readers need their name.
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } }),
    Alert: Alert.extend({ defaultProps: { closeButtonLabel: 'Cerrar' } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } }),
  },
});

const gray = DEFAULT_THEME.colors.gray;

/** The light scheme's colours, readable (WCAG 2 AA) wherever Mantine places text. */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const colors = readableColorVariables(DEFAULT_THEME.colors);
  return {
    variables: {},
    light: {
      ...colors,
      '--mantine-color-dimmed': readableOn(gray[6], PALE_BACKGROUND),
      '--mantine-color-anchor': colors['--mantine-color-blue-text'] ?? gray[7],
      '--mantine-color-error': colors['--mantine-color-red-text'] ?? gray[7],
      '--mantine-color-placeholder': readableOn(gray[5], WHITE),
    },
    dark: {},
  };
};
