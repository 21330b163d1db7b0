/** The open positions a job application can name (careers content uses the same ids). */
export const positions = ['sales', 'developers'] as const;
export type Position = (typeof positions)[number];
