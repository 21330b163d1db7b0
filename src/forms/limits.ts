/** Bounds shared by the forms in the browser and the API on the server. */
export const limits = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 32,
  messageMax: 5000,
  jobTitleMax: 160,
  pageMax: 200,
  /** A human needs longer than this to fill a form; faster posts are treated as bots. */
  minFillMs: 2500,
  cvDefaultMaxBytes: 5 * 1024 * 1024,
} as const;

export const cvTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const cvAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
