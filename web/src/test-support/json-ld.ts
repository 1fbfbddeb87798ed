/** The schema.org objects a rendered page carries in its ld+json scripts. */
export function jsonLdOf(root: ParentNode): Record<string, unknown>[] {
  return [...root.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed: unknown = JSON.parse(script.textContent ?? 'null');
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as Record<string, unknown>[];
}
