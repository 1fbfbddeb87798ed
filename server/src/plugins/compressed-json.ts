import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageEncoding, type PageEncoding } from '../routes/site/demo-pages';

/** Below this an answer fits one packet anyway, and compressing it only costs time. */
const MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A JSON text in the encoding a browser accepts, off the event loop. Brotli at quality 5: a few KB take well under a
 * millisecond; the 90-day availability answer (about 1 MB) tens of milliseconds, which is why that route keeps it.
 */
export async function encodeJson(text: string, encoding: PageEncoding): Promise<string | Buffer> {
  if (encoding === 'identity' || Buffer.byteLength(text) < MIN_BYTES) return text;
  return encoding === 'br' ? brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(text, { level: 6 });
}

/** An onSend hook that compresses a JSON answer (the testimonials, about 3 KB) for a browser that accepts brotli or gzip. */
export async function compressedJson(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('vary', 'accept-encoding');
  if (typeof payload !== 'string' || reply.getHeader('content-encoding')) return payload;
  const encoding = pageEncoding(req.headers['accept-encoding']);
  const body = await encodeJson(payload, encoding);
  if (body === payload) return payload;
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return body;
}
