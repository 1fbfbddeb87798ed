/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Vite reads the core's sources as raw text; no Node built-in is needed for that.
const sources = import.meta.glob('../src/**/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

const FORBIDDEN = [
  /from\s+['"](react|react-dom|react-router(-dom)?)(\/[^'"]*)?['"]/,
  /from\s+['"](fastify|@fastify\/[^'"]+|commander|inversify|reflect-metadata|nock)['"]/,
  /from\s+['"]node:[^'"]+['"]/,
  /from\s+['"](fs|path|http|https|crypto|os|child_process|url|util|stream|events)['"]/,
  /import\s+['"](reflect-metadata|node:[^'"]+)['"]/,
  /\b(window|document|localStorage|sessionStorage|navigator)\./,
  /\bprocess\.(env|argv|exit)/,
];

describe('the core stays framework-free', () => {
  const files = Object.entries(sources).filter(([path]) => !path.endsWith('.test.ts'));

  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s imports no framework, Node built-in or DOM', (_path, text) => {
    const offending = FORBIDDEN.filter((re) => re.test(text)).map(String);
    expect(offending).toEqual([]);
  });

  it('imports only date-fns and zod from outside the core', () => {
    const external = new Set<string>();
    for (const [path, text] of files) {
      if (path.endsWith('.test.ts')) continue;
      for (const m of text.matchAll(/from\s+['"]([^'".][^'"]*)['"]/g)) external.add(m[1]!.split('/')[0]!);
    }
    expect([...external].filter((p) => p !== 'date-fns' && p !== 'zod')).toEqual([]);
  });
});
