// What the server tells the operator as it starts: where everything is, whether athena takes its credentials,
// and why a start failed, each as a JSON event (plugins/logging.ts); the demo adds a summary for people.
import type { ProcessLog } from './plugins/logging';
import { failureCode } from './routes/health/failure-code';

export interface ReadyReport {
  mode: 'demo' | 'production';
  url: string;
  database: string;
  mail: string;
  athena: string;
}

/** `server.ready`; `npm start` users read the terminal, so the demo also says where to look in plain words. */
export function reportReady(log: ProcessLog, ready: ReadyReport): void {
  log.event('info', 'server.ready', { ...ready }, `Site and API at ${ready.url}`);
  if (ready.mode !== 'demo') return;
  console.log(
    [
      `Site and API:  ${ready.url} (demo)`,
      `Database:      ${ready.database}`,
      `Mail:          ${ready.mail} (read it with: clinic outbox)`,
      `athena:        ${ready.athena}`,
    ].join('\n'),
  );
}

/**
 * One real call to athena at start (`athena.start_check`): a wrong secret, practice id or base path would otherwise
 * start silently. Never refuses the start: athena may only be down for a while, and /readyz keeps asking.
 */
export function checkAthenaAtStart(log: ProcessLog, check: () => Promise<void>, baseUrl: string): Promise<void> {
  return check().then(
    () => log.event('info', 'athena.start_check', { dependency: 'athena', result: 'ok' }, 'athena answered with these credentials'),
    (error: unknown) => {
      const reason = failureCode(error);
      log.event('error', 'athena.start_check', { dependency: 'athena', result: 'failed', reason }, athenaHint(reason, baseUrl));
    },
  );
}

/** Why the start failed, for a person: the port in use is named, with the setting that moves it. */
export function startFailure(error: unknown, portHint: string): string {
  const { code, port } = error as { code?: string; port?: number };
  if (code === 'EADDRINUSE') return `port ${port ?? '?'} is already in use (set ${portHint})`;
  return error instanceof Error ? error.message : String(error);
}

/** What to check when athena refused the start-up call, by its failure code. */
export function athenaHint(reason: string, baseUrl: string): string {
  if (reason === 'UNAUTHORIZED' || reason === 'HTTP_401' || reason === 'HTTP_403')
    return 'athena refused our credentials: check ATHENA_CLIENT_ID and ATHENA_CLIENT_SECRET';
  if (reason === 'UPSTREAM' || reason === 'HTTP_404')
    return `athena answered, but not as expected: check ATHENA_BASE_URL (${baseUrl}, without /v1) and ATHENA_PRACTICE_ID`;
  return `athena cannot be reached at ${baseUrl} (${reason}); the server runs on and /readyz reports it until athena answers`;
}
