/**
 * The result list's keyboard model (WAI-ARIA combobox with a listbox): the option an arrow, Home
 * or End moves to. Arrows wrap; Home and End act once an option is active (before that they move
 * the caret in the field); nothing moves in an empty list.
 */
export function optionAfterKey(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  if ((key === 'Home' || key === 'End') && active !== -1) return key === 'Home' ? 0 : count - 1;
  return undefined;
}
