/**
 * Which form openings have served an accepted lead (decision 0029): a token is good for one
 * lead, so a replayed post is refused instead of stored again. The rows are read and written
 * by store/form-token-uses.ts; this file holds what the routes and services share: a use, and
 * the refusal the store throws when the opening was used already.
 */

/** A token's opening about to be used: its id, and how long it must be remembered. */
export interface FormTokenUse {
  id: string;
  remainingMs: number;
}

/** The post's token served an accepted lead already: nothing of this post was stored. */
export class FormTokenUsedError extends Error {
  override name = 'FormTokenUsedError';
  constructor() {
    super('the form token was used for an accepted lead already');
  }
}

/** The stored lead's id, or null when its form token was used already. */
export async function unlessTokenUsed<T>(store: Promise<T>): Promise<T | null> {
  try {
    return await store;
  } catch (error) {
    if (error instanceof FormTokenUsedError) return null;
    throw error;
  }
}
