import type { Department, Provider } from '../model';
import { IV_HOME, IV_OFFICE } from '../model';

/** The dialog books either a regular appointment or an IV service (booking.md §2). */
export type BookingMode = 'appointment' | 'iv';

const IV_LABELS: Record<string, string> = { [IV_OFFICE]: 'IV Office Service', [IV_HOME]: 'IV Home Service' };

function ivKind(p: Provider): string | undefined {
  const name = p.displayname?.trim().toUpperCase();
  return name === IV_OFFICE || name === IV_HOME ? name : undefined;
}

/** The department's providers: those on its providerlist (booking.md §4); without a department, all of them. */
export function providersOfDepartment(providers: readonly Provider[], department: Department | undefined): Provider[] {
  const allowed = department?.providerlist ? new Set(department.providerlist.map(String)) : undefined;
  return allowed ? providers.filter((p) => allowed.has(String(p.providerid))) : [...providers];
}

/** Providers the dropdown offers for a mode and location (booking.md §4, providers per mode). */
export function providersForMode(providers: readonly Provider[], department: Department | undefined, mode: BookingMode): Provider[] {
  return providersOfDepartment(providers, department).filter((p) => {
    const kind = ivKind(p);
    return mode === 'iv' ? kind === IV_OFFICE : kind === undefined;
  });
}

/** In IV mode the single IV_OFFICE provider is picked for the visitor (booking.md §4). */
export function autoSelectedIvProvider(providers: readonly Provider[]): Provider | undefined {
  return providers.find((p) => ivKind(p) === IV_OFFICE);
}

/** The name the site shows: IV services get a readable label, others their display name. */
export function providerDisplayName(provider: Provider): string {
  const kind = ivKind(provider);
  if (kind) return IV_LABELS[kind] ?? kind;
  return provider.formattedDisplayName?.trim() || provider.displayname?.trim() || `${provider.firstname} ${provider.lastname}`.trim();
}

export interface ProviderSearchResult {
  providers: Provider[];
  /** Set only when nothing matches. */
  message?: string;
}

/** Case-insensitive substring of the display name (booking.md §2); `needle` is already lower case. */
function nameContains(provider: Provider, needle: string): boolean {
  return providerDisplayName(provider).toLowerCase().includes(needle);
}

/** The provider dropdown's search box: case-insensitive substring on the display name (booking.md §2). */
export function searchProviders(providers: readonly Provider[], text: string): ProviderSearchResult {
  const needle = text.trim().toLowerCase();
  if (!needle) return { providers: [...providers] };
  const found = providers.filter((p) => nameContains(p, needle));
  return found.length > 0 ? { providers: found } : { providers: [], message: `No providers found matching ${text}` };
}

/**
 * The provider a pre-selection means (booking.md §2: "by external provider id or by name match"): by scheduler
 * id, else by the display-name match of the search box or the exact "First Last"; credentials after a comma are ignored.
 */
export function matchProvider(providers: readonly Provider[], id?: string, name?: string): Provider | undefined {
  if (id) {
    const byId = providers.find((p) => String(p.providerid) === id);
    if (byId) return byId;
  }
  const needle = name?.replace(/,.*$/, '').trim().toLowerCase();
  if (!needle) return undefined;
  return providers.find((p) => nameContains(p, needle) || `${p.firstname} ${p.lastname}`.toLowerCase() === needle);
}
