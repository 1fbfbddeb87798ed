import { athenaProxyModule, coreModule, LocalStoragePatientStore, SystemClock, TOKENS } from '@clinic/adapters';
import { Container } from 'inversify';
import type { WebCore } from '../hooks/web-core';

/**
 * The browser's composition root: athena through the server's proxy, the local fallback lists in
 * the tab's sessionStorage and the system clock. Loaded only with the booking dialog's lazy chunk.
 * The lists hold names and dates of birth: sessionStorage (still the spec's browser storage) forgets them when
 * the tab closes, so the next person at a shared computer does not find them.
 */
function createWebContainer(storage: Storage = window.sessionStorage): Container {
  const container = new Container();
  container.load(
    coreModule({ clock: new SystemClock(), patientStore: new LocalStoragePatientStore(storage) }),
    athenaProxyModule(),
  );
  return container;
}

/** Resolves the dialog's ports once; components never see the container. */
export function resolveWebCore(container: Container = createWebContainer()): WebCore {
  return {
    scheduler: container.get(TOKENS.Scheduler),
    clock: container.get(TOKENS.Clock),
    patientStore: container.get(TOKENS.PatientStore),
  };
}
