import type { CachedToken, TokenCache } from '@clinic/adapters';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const fileSchema = z.object({ token: z.string().min(1), expiresAt: z.number().int().positive() }).strict();

/**
 * athena's access token kept between `clinic` commands, so a few commands a minute stay within athena's token
 * limit (5 a minute on preview, athena-api.md §2). One file per base URL, practice and client id, named by a
 * hash of them and of the secret (a changed secret must not ride on a token the old one got); it holds only
 * the token and its expiry, readable by the user alone (0600 in a 0700 folder).
 */
export class FileTokenCache implements TokenCache {
  readonly path: string;

  constructor(
    private readonly dir: string,
    key: { baseUrl: string; practiceId: string; clientId: string; clientSecret: string },
  ) {
    const id = createHash('sha256')
      .update([key.baseUrl, key.practiceId, key.clientId, key.clientSecret].join('\n'))
      .digest('hex')
      .slice(0, 24);
    this.path = join(dir, `athena-token-${id}.json`);
  }

  read(): CachedToken | undefined {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch {
      return undefined;
    }
    try {
      const parsed = fileSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  write(token: CachedToken): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    // Written whole, then renamed: a command reading meanwhile sees the old token or the new one, never half.
    const partial = `${this.path}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify({ token: token.token, expiresAt: token.expiresAt }), { mode: 0o600 });
    chmodSync(partial, 0o600);
    renameSync(partial, this.path);
  }

  clear(): void {
    rmSync(this.path, { force: true });
  }
}
