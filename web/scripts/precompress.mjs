// Writes .gz and .br beside every text asset of the build, so the server can send them as they are
// (@fastify/static `preCompressed: true`) without compressing on each request.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|xml|txt)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export async function precompress(distDir) {
  let count = 0;
  for await (const path of files(distDir)) {
    const content = await readFile(path);
    if (content.length < 1024) continue;
    await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count++;
  }
  return count;
}
