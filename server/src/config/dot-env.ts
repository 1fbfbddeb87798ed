import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The settings an entry reads: `.env` in the working directory when there is one (as .env.example says to copy
 * it), under what the environment exports, which always wins. Both modes read it; production too, so a complete
 * `.env` is enough to start.
 */
export function withDotEnv(env: NodeJS.ProcessEnv, path = resolve('.env')): { env: Record<string, string | undefined>; file?: string } {
  if (!existsSync(path)) return { env };
  return { env: { ...parseEnv(readFileSync(path, 'utf8')), ...definedOnly(env) }, file: path };
}

// An exported empty variable counts as unset (config/env.ts), so it must not hide the file's value either.
function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}
