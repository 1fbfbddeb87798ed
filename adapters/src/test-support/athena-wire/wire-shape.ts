// Compares an answer with athena's samples by JSON type, key by key, so a fake or a hand-written body that
// invents a field or turns a number into a string is caught, while values may differ.

type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'undefined';

function kindOf(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonKind;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return kindOf(value) === 'object';
}

/**
 * Where `actual` departs from what athena sends in `samples` (several answers of one call, merged): a key no
 * sample has, or a value of a JSON type no sample has there. Empty when `actual` could have come from athena.
 * Keys a sample has and `actual` lacks are not drift: athena leaves out what a record does not have.
 */
export function wireDrift(actual: unknown, samples: readonly unknown[], path = '$'): string[] {
  const kinds = new Set(samples.map(kindOf));
  const kind = kindOf(actual);
  if (!kinds.has(kind)) return [`${path}: ${kind}, where athena sends ${[...kinds].join(' or ')}`];
  if (kind === 'array') {
    const items = samples.filter(Array.isArray).flat();
    const drift = (actual as unknown[]).flatMap((item) =>
      items.length === 0 ? [`${path}[]: athena's samples have no item to compare with`] : wireDrift(item, items, `${path}[]`),
    );
    return [...new Set(drift)];
  }
  if (!isRecord(actual)) return [];
  return Object.entries(actual).flatMap(([key, value]) => {
    const seen = samples.filter(isRecord).filter((sample) => key in sample);
    if (seen.length === 0) return [`${path}.${key}: athena never sends it`];
    return wireDrift(
      value,
      seen.map((sample) => sample[key]),
      `${path}.${key}`,
    );
  });
}
