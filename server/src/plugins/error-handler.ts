import type { FastifyError, FastifyInstance } from 'fastify';

export const ERROR_MESSAGE = {
  tooLarge: 'The request body is too large.',
  badJson: 'The request body is not valid JSON.',
  mediaType: 'Send the request body as application/json.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  notFound: 'Not found.',
  badRequest: 'The request is not valid.',
  methodNotAllowed: 'This method is not allowed here.',
  server: 'Something went wrong on our side. Please try again later.',
} as const;

/** Clear JSON errors for clients; 5xx details stay in the log (as error codes only, never messages with input). */
export function useErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ code: error.code ?? error.name }, 'request failed');
    return reply.code(status).send({ error: messageFor(status, error) });
  });
  // Fastify's own 404 body echoes the method and path.
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: ERROR_MESSAGE.notFound }));
}

function messageFor(status: number, error: FastifyError): string {
  if (status === 413) return ERROR_MESSAGE.tooLarge;
  if (status === 415) return ERROR_MESSAGE.mediaType;
  if (status === 429) return ERROR_MESSAGE.rateLimited;
  if (status >= 500) return ERROR_MESSAGE.server;
  // JSON.parse messages quote the input, which may be patient data: never echo them.
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return ERROR_MESSAGE.badJson;
  if (status === 404) return ERROR_MESSAGE.notFound;
  if (status === 405) return ERROR_MESSAGE.methodNotAllowed;
  return ERROR_MESSAGE.badRequest;
}
