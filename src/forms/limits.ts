/** Bounds shared by the forms in the browser and the API on the server. */
export const limits = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 32,
  messageMax: 5000,
  jobTitleMax: 160,
  pageMax: 200,
  /** The honeypot field (it must stay empty; a bot's long fill is still bounded). */
  honeypotMax: 500,
  /** The time-trap token a form sends back. */
  formTokenMax: 200,
  /** A human needs longer than this to fill a form; faster posts are treated as bots. */
  minFillMs: 2500,
  /**
   * The largest CV, the only source of this figure: the form's check and hint, the API's 413 and
   * its message, the OpenAPI document, and nginx's client_max_body_size (a unit test compares them).
   */
  cvMaxBytes: 5 * 1024 * 1024,
} as const;

/** A byte count as the "{size} MB" the messages show (one decimal). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

export const cvTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const cvAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
