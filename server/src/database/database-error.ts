/** pg and PGlite errors carry a SQLSTATE `code` of five characters, or a connection error's errno code. */
export function isDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || /^E[A-Z]+$/.test(code));
}
