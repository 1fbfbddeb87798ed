import type { FastifyInstance } from 'fastify';
import { FAKE_ATHENA_CREDENTIALS } from '../fake-athena-auth';

/** athena's token endpoint takes a form body (athena-api.md §2). */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** The Basic header for a client; the fake athena's own credentials unless a test means to get them wrong. */
export function basicAuth(
  clientId: string = FAKE_ATHENA_CREDENTIALS.clientId,
  clientSecret: string = FAKE_ATHENA_CREDENTIALS.clientSecret,
): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** One call to a fake athena's token endpoint (client credentials grant unless `payload` says otherwise). */
export function requestToken(app: FastifyInstance, options: { authorization?: string; payload?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/oauth2/v1/token',
    headers: { authorization: options.authorization ?? basicAuth(), ...FORM },
    payload: options.payload ?? 'grant_type=client_credentials',
  });
}

/** `Bearer …` for a fake athena's API, as athena's OAuth client obtains it. */
export async function bearerFor(app: FastifyInstance): Promise<string> {
  return `Bearer ${(await requestToken(app)).json<{ access_token: string }>().access_token}`;
}
