/**
 * athena's request parameters: query string and form body merged, names case-insensitive,
 * multi-values as comma lists or repeated keys (athena-api.md §3).
 */
export class AthenaParams {
  private readonly values = new Map<string, string[]>();
  /** Keys in the order the caller sent them, as sent (for the upper-cased echo in `next`). */
  private readonly order: string[] = [];

  constructor(...sources: Array<string | undefined>) {
    for (const source of sources) {
      if (!source) continue;
      for (const [key, value] of new URLSearchParams(source)) {
        const name = key.toLowerCase();
        if (!this.values.has(name)) {
          this.values.set(name, []);
          this.order.push(name);
        }
        this.values.get(name)!.push(value);
      }
    }
  }

  /** The first value, or undefined when absent or empty. */
  get(name: string): string | undefined {
    const first = this.values.get(name)?.[0];
    return first === undefined || first === '' ? undefined : first;
  }

  /** Every value, comma lists split, empties dropped. */
  list(name: string): string[] {
    return (this.values.get(name) ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  }

  /** athena booleans: true/false/1/0, any case. */
  flag(name: string): boolean {
    const v = this.get(name)?.toLowerCase();
    return v === 'true' || v === '1';
  }

  /** Required names that are missing, for athena's 400 `missingfields`. */
  missing(...names: string[]): string[] {
    return names.filter((n) => this.get(n) === undefined);
  }

  /** Everything except paging, keys upper-cased as athena echoes them in `next`. */
  echoed(): Array<[string, string]> {
    return this.order
      .filter((k) => k !== 'limit' && k !== 'offset')
      .flatMap((k) => (this.values.get(k) ?? []).map((v): [string, string] => [k.toUpperCase(), v]));
  }
}
