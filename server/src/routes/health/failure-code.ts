/** A failure's stable code: the socket's (ECONNREFUSED) when there is one, else the scheduler's (TIMEOUT, UNAUTHORIZED). */
export function failureCode(error: unknown): string {
  let code: string | undefined;
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    const own = (at as { code?: unknown }).code;
    if (typeof own === 'string') code = own;
  }
  return code ?? 'UNKNOWN';
}
