import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em): lists show cards, the dashboard a section menu. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is a phone's (narrower than Mantine's `sm`), read at the first render so a list does not
 * flash as a table first. Where media queries are unknown (tests), a desktop.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

/** Whether the main pointer is a finger (a phone, a tablet): no hover, no keyboard to expect. */
export function useTouchScreen(): boolean {
  return useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false }) ?? false;
}
