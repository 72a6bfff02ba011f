import { createContext, useContext } from 'react';

/**
 * True inside the actions of a list's card on a phone (`DataTable`): there a tooltip cannot be read (no hover),
 * so an icon button shows its label as text.
 */
export const CardActionsContext = createContext(false);

/** Whether this button sits among a phone card's actions. */
export function useInCardActions(): boolean {
  return useContext(CardActionsContext);
}
