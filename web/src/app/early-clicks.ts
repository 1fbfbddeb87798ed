// A tap on a button between first paint and hydration reaches no React handler (the app is still downloading,
// decision 27). On a slow phone the boot script itself arrives seconds after first paint (low priority, decision
// 76), so the recorder runs inline in every prerendered page's head (web/scripts/prerender-early-start.mjs copies
// `recordEarlyTaps` there) and is live from the first paint: it keeps the last tapped button, which the app clicks
// again once hydrated. A tap asks at once for the app's chunks; a tap on a booking button also for the dialog's,
// shows "Loading..." and tells the boot script, which then starts the app without waiting for the page's `load`.
// A form the app submits is not posted by the browser meanwhile (it would navigate, dropping what was typed, with
// no `action` to go to). Links need nothing: they work as plain links. Decision 88.

/** What the recorder shares with the boot script and the app, on `window.clinicEarlyTaps`. */
export interface EarlyTaps {
  /** The last button tapped before the app took over. */
  button: HTMLButtonElement | null;
  /** Set by the boot script: called on a booking button's tap. */
  onBook: (() => void) | null;
  /** The app takes over: stops listening. */
  stop(): void;
  /**
   * For a booking button: asks for the dialog's chunks and shows "Loading..." (once), and says true. Also the app's,
   * for a tap React stopped while that part of the page waited for its content (decision 109).
   */
  loading(button: HTMLButtonElement): boolean;
  /** Removes the "Loading..." box (the dialog's own frame replaces it, or the app could not load). */
  done(): void;
  /**
   * Asks at once for every chunk of a graph the boot script's tag lists (`data-app-modules`, `data-dialog-modules`,
   * written by the prerender from Vite's manifest). Without it the browser learns a chunk's imports only once that
   * chunk has arrived, a round trip per level. Modulepreload only downloads and compiles; nothing runs before its
   * importer asks. One append of one fragment (a link at a time cost a phone 30-40 ms, decision 69); a chunk of the
   * site's own build only, and never twice.
   */
  preload(graph: 'app' | 'dialog'): void;
}

declare global {
  interface Window {
    clinicEarlyTaps?: EarlyTaps;
  }
}

/**
 * Starts recording early taps once per page and returns the record. Its source is inlined, minified, into every
 * prerendered page, so it must stay self-contained: no imports, no names from outside its body, nothing but `win`.
 */
export function recordEarlyTaps(win: Window & typeof globalThis = window): EarlyTaps {
  if (win.clinicEarlyTaps) return win.clinicEarlyTaps;
  const doc = win.document;
  let box: HTMLElement | null = null;
  const leftToBrowser = (form: HTMLFormElement | null) => !form || form.hasAttribute('action');
  const onClick = (event: Event) => {
    const { target } = event;
    const button = target instanceof win.Element ? target.closest('button') : null;
    if (!button) return;
    if (!leftToBrowser(button.form)) event.preventDefault();
    taps.button = button;
    taps.preload('app');
    if (taps.loading(button) && taps.onBook) taps.onBook();
  };
  const onSubmit = (event: Event) => {
    if (!leftToBrowser(event.target as HTMLFormElement)) event.preventDefault();
  };
  const taps: EarlyTaps = {
    button: null,
    onBook: null,
    stop() {
      win.removeEventListener('click', onClick, true);
      win.removeEventListener('submit', onSubmit, true);
    },
    loading(button) {
      // BookButton's mark (web/src/components/ui/book-button.tsx).
      if (!button.hasAttribute('data-book-button')) return false;
      taps.preload('dialog');
      if (!box) {
        box = doc.createElement('p');
        box.setAttribute('role', 'status');
        // The page language's "Loading...", which BookButton gives its mark.
        box.textContent = button.getAttribute('data-book-button') || 'Loading...';
        box.style.cssText =
          'position:fixed;z-index:2147483647;left:50%;top:40%;transform:translateX(-50%);margin:0;padding:16px 32px;' +
          'background:#fff;color:#14284b;border-radius:8px;box-shadow:0 4px 24px rgba(0,0,0,.35);pointer-events:none';
        doc.body.appendChild(box);
      }
      return true;
    },
    done() {
      if (box) box.remove();
      box = null;
    },
    preload(graph) {
      const listed = doc.querySelector(`script[data-${graph}-modules]`)?.getAttribute(`data-${graph}-modules`) ?? '';
      const fragment = doc.createDocumentFragment();
      for (const url of listed.split(' ')) {
        if (!/^\/assets\/[\w.-]+\.js$/.test(url) || doc.querySelector(`link[rel="modulepreload"][href="${url}"]`)) continue;
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.fetchPriority = 'low';
        link.href = url;
        fragment.appendChild(link);
      }
      doc.head.appendChild(fragment);
    },
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  win.clinicEarlyTaps = taps;
  return taps;
}

/**
 * From the app, just before it hydrates: stops recording and hands over the last tapped button, if any. React takes
 * a tap during hydration itself, except on a part of the page still waiting for its content, which it stops without
 * replaying: `redeliverStoppedTaps` (stopped-taps.ts) keeps those from then on (decision 109).
 */
export function takeEarlyClick(win: Window = window): HTMLButtonElement | undefined {
  const taps = win.clinicEarlyTaps;
  taps?.stop();
  return taps?.button ?? undefined;
}

/** Removes the early "Loading..." box, once the tap it answered has been replayed or the app could not load. */
export function dismissEarlyLoading(win: Window = window): void {
  win.clinicEarlyTaps?.done();
}
