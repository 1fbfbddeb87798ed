import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';

/** A factory's dependencies by name: `{ transport: TOKENS.AthenaTransport, clock: TOKENS.Clock }`. */
export type DependencyMap = Record<string, ServiceIdentifier>;

/** The values a dependency map resolves to, under the same names. */
export type Resolved<D extends DependencyMap> = { [K in keyof D]: D[K] extends ServiceIdentifier<infer T> ? T : never };

/**
 * Binds `id` to a singleton built from named dependencies. inversify's own `toResolvedValue` takes a positional
 * array that must line up with the factory's parameters by hand; here the factory receives an object typed from
 * the map, so a dependency added, renamed or of the wrong type is a compile error.
 */
export function bindNamed<T, D extends DependencyMap>(
  bind: ContainerModuleLoadOptions['bind'],
  id: ServiceIdentifier<T>,
  dependencies: D,
  factory: (resolved: Resolved<D>) => T,
): void {
  const names = Object.keys(dependencies);
  bind(id)
    .toResolvedValue(
      (...values: unknown[]) => factory(Object.fromEntries(names.map((name, i) => [name, values[i]])) as Resolved<D>),
      names.map((name) => dependencies[name]!),
    )
    .inSingletonScope();
}
