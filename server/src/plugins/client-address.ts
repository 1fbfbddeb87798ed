import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The unit a limit counts: an IPv4 address, or an IPv6 /64, which one subscriber usually holds whole (so
 * rotating through it gains nothing). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientGroup(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** What a log line says about the caller: a short hash of its group, to trace abuse without keeping addresses. */
export function clientHash(ip: string): string {
  return createHash('sha256').update(clientGroup(ip)).digest('base64url').slice(0, 12);
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::') as [string, string | undefined];
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  // An embedded IPv4 tail (::1.2.3.4) takes two groups.
  const last = right.at(-1) ?? left.at(-1);
  const v4Groups = last?.includes('.') ? 1 : 0;
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length - v4Groups)).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) =>
    group.includes('.') ? group : group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}
