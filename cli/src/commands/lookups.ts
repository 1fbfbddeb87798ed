import { isBookableDepartment, providersOfDepartment, type Department, type Provider } from '@clinic/core';
import { UsageError } from '../cli-errors';
import type { CliContext } from '../context';

const byNumericId = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

/** The bookable departments in id order; one without a provider list is dropped, as the dialog does (booking.md §4). */
export async function listDepartments(ctx: CliContext): Promise<Department[]> {
  const { directory } = await ctx.services();
  const departments = await ctx.call('Loading departments', () => directory.getDepartments());
  return departments.filter(isBookableDepartment).sort((a, b) => byNumericId(a.departmentid, b.departmentid));
}

/** The department with `id`, or a usage error naming the known ones: "Unknown department 42 (known: 1 Glendale, …)". */
export async function requireDepartment(ctx: CliContext, id: string): Promise<Department> {
  return pickDepartment(await listDepartments(ctx), id);
}

/** `id` among already loaded departments, with the same usage error as requireDepartment. */
export function pickDepartment(departments: readonly Department[], id: string): Department {
  const found = departments.find((d) => d.departmentid === id);
  if (found) return found;
  const known = departments.map((d) => `${d.departmentid} ${d.name}`).join(', ');
  throw new UsageError(`Unknown department ${id} (known: ${known || 'none'})`);
}

/**
 * The department's providers in id order: those on its provider list, as the booking dialog limits them
 * (booking.md §4). Without a department, every provider of the practice.
 */
export async function listProviders(ctx: CliContext, department?: Department): Promise<Provider[]> {
  const { directory } = await ctx.services();
  const providers = await ctx.call('Loading providers', () => directory.getProviders(department?.departmentid));
  return providersOfDepartment(providers, department).sort((a, b) => byNumericId(a.providerid, b.providerid));
}

/** The provider with `id` at `department`, or a usage error naming the department's providers. */
async function requireProvider(ctx: CliContext, department: Department, id: string): Promise<Provider> {
  const providers = await listProviders(ctx, department);
  const found = providers.find((p) => p.providerid === id);
  if (found) return found;
  const known = providers.map((p) => p.providerid).join(', ');
  throw new UsageError(`Unknown provider ${id} at department ${department.departmentid} ${department.name} (known: ${known || 'none'})`);
}

/** Both of a command's --department and --provider, checked against the scheduler. */
export async function requireDepartmentProvider(
  ctx: CliContext,
  departmentId: string,
  providerId: string,
): Promise<{ departmentId: string; providerId: string }> {
  const department = await requireDepartment(ctx, departmentId);
  const provider = await requireProvider(ctx, department, providerId);
  return { departmentId: department.departmentid, providerId: provider.providerid };
}
