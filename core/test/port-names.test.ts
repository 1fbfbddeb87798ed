/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// The port files as raw text: a port is an interface of operations declared in core/src/ports/*.port.ts.
const sources = import.meta.glob('../src/ports/*.port.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Interfaces of a file that declare at least one method (`name(…): …`); data shapes (queries, mail, results) have none. */
function operationInterfaces(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/export interface (\w+)([^{]*)\{(\}|[\s\S]*?\n\})/g)) {
    const body = m[3]!.replace(/\/\*\*[\s\S]*?\*\//g, '');
    // An interface made of other ports (SchedulerPort) is a port too.
    if (/^\s*\w+\s*\(/m.test(body) || /\bextends\b/.test(m[2]!)) names.push(m[1]!);
  }
  return names;
}

describe('ports follow one naming convention (decision 87)', () => {
  const ports = Object.values(sources).flatMap(operationInterfaces);

  it('finds the ports', () => {
    expect(ports).toEqual(expect.arrayContaining(['SchedulerPort', 'BookingsPort', 'ClockPort', 'VerificationCodeStorePort']));
  });

  it('names every port XxxPort', () => {
    expect(ports.filter((name) => !name.endsWith('Port'))).toEqual([]);
  });
});
