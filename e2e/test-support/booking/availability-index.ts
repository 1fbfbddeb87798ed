import { expect } from 'vitest';

/** The server builds its index in the background after it starts: the dialog has times once the index has them. */
export async function indexBuilt(urlOf: (path: string) => string): Promise<void> {
  const status = async () =>
    ((await (await fetch(urlOf('/api/availability?patientType=new&mode=appointment'))).json()) as { status: string }).status;
  await expect.poll(status, { timeout: 60_000, interval: 250 }).not.toBe('unavailable');
}
