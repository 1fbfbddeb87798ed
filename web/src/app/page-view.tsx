import { useEffect, useState } from 'react';
import { chunkLoaded, reloadForNewDeploy } from './chunk-loading';
import type { LazyPage } from './lazy-page';
import { Loading } from './loading';
import { useChunk } from './use-chunk';

/**
 * One routed page: rendered at once when its chunk is in (hydration, pages seen before), else "Loading..." from the
 * first frame of the navigation (website.md §2, §8) until it arrives. A chunk that cannot be downloaded, once
 * retried, means a full navigation to the address when the server answers (a deploy renamed the chunks); offline,
 * the error goes to the error boundary, which offers a reload.
 */
export function PageView({ page }: { page: LazyPage }) {
  const chunk = useChunk(page.loaded, page.preload);
  const gaveUp = useDeployRecovery(chunk.status === 'failed');
  const ready = chunk.status === 'ready';
  useEffect(() => {
    if (ready) chunkLoaded();
  }, [ready]);
  if (chunk.status === 'ready') {
    const Page = chunk.value;
    return <Page />;
  }
  if (chunk.status === 'failed' && gaveUp) throw chunk.error;
  return <Loading />;
}

/** True once a failed download cannot be recovered by a full navigation (offline, or tried once already). */
function useDeployRecovery(failed: boolean): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!failed) return;
    let live = true;
    void reloadForNewDeploy(window.location.href).then((navigating) => live && !navigating && setGaveUp(true));
    return () => {
      live = false;
    };
  }, [failed]);
  return failed && gaveUp;
}
