// `@clinic/adapters/clinic-mode`: which kind of deployment a process is part of. The server's entries and the staff
// CLI read it the same way, so a shell set up for the production server never runs the CLI on demo data by accident.
// An entry of its own: the CLI reads it at start, before it loads the adapters.

export const CLINIC_MODES = ['demo', 'production'] as const;
export type ClinicMode = (typeof CLINIC_MODES)[number];

/**
 * The mode: CLINIC_MODE when set, else production when NODE_ENV=production, else the entry's default (demo).
 * An explicit CLINIC_MODE=demo wins over NODE_ENV=production, which hosting images often set for every process.
 * (An unknown CLINIC_MODE counts as unset here; the server's configuration refuses it.)
 */
export function clinicModeOf(
  env: { CLINIC_MODE?: string | undefined; NODE_ENV?: string | undefined },
  fallback: ClinicMode = 'demo',
): ClinicMode {
  const explicit = CLINIC_MODES.find((mode) => mode === env.CLINIC_MODE?.trim());
  if (explicit) return explicit;
  return env.NODE_ENV?.trim() === 'production' ? 'production' : fallback;
}
