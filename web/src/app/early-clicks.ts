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
  /** The last button tapped before the app took over; then one React stopped, until it gets through. */
  button: HTMLButtonElement | null;
  /** Set by the boot script: called on a booking button's tap. */
  onBook: (() => void) | null;
  /**
   * The app takes over as it starts hydrating: every tap is React's from then on, and forms are left to it. Only a
   * tap React stops (see `keepIfStopped`) is still kept, and clicked again until it gets through (decision 109).
   */
  stop(): void;
  /** Clicks `button` (the tap the app was handed) until it gets through; with none, removes "Loading...". */
  replay(button: HTMLButtonElement | undefined): void;
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
function startRecording(win: Window & typeof globalThis = window): EarlyTaps {
  if (win.clinicEarlyTaps) return win.clinicEarlyTaps;
  const doc = win.document;
  let box: HTMLElement | null = null;
  let appRuns = false;
  let tries = 0;
  let retry = 0;
  const leftToBrowser = (form: HTMLFormElement | null) => !form || form.hasAttribute('action');
  // BookButton's mark (web/src/components/ui/book-button.tsx): asks for the dialog's chunks and shows "Loading...".
  const loading = (button: HTMLButtonElement) => {
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
  };
  const settle = () => {
    taps.button = null;
    taps.done();
  };
  // React hydrates a Suspense boundary (the home page's bands) once the content it reads is in. A click there before
  // then, which React cannot hydrate at once, it stops at its root and never replays (decision 109). A listener on the
  // button runs only if nothing stopped the click on its way down (nothing else on the site stops a click so); it is
  // read once the dispatch is over, and goes with the next click that reaches the button (`once`). A stopped tap is
  // clicked again every 100 ms until it gets through (React hydrates the boundary as soon as its content is in: the
  // stop raised its priority), 200 times at most (20 s).
  const keepIfStopped = (button: HTMLButtonElement) => {
    let reached = false;
    button.addEventListener('click', () => (reached = true), { capture: true, once: true });
    win.setTimeout(() => {
      // Through: the kept tap, or a later one the patient made instead.
      if (reached) return taps.button && settle();
      if (taps.button !== button) tries = 0;
      taps.button = button;
      loading(button);
      win.clearTimeout(retry);
      retry = win.setTimeout(() => taps.button === button && taps.replay(button), 100);
    });
  };
  const onClick = (event: Event) => {
    const { target } = event;
    const button = target instanceof win.Element ? target.closest('button') : null;
    if (!button) return;
    if (appRuns) return keepIfStopped(button);
    if (!leftToBrowser(button.form)) event.preventDefault();
    taps.button = button;
    taps.preload('app');
    if (loading(button) && taps.onBook) taps.onBook();
  };
  const onSubmit = (event: Event) => {
    if (!leftToBrowser(event.target as HTMLFormElement)) event.preventDefault();
  };
  const taps: EarlyTaps = {
    button: null,
    onBook: null,
    stop() {
      appRuns = true;
      win.removeEventListener('submit', onSubmit, true);
    },
    replay(button) {
      if (!button?.isConnected || button.disabled || tries++ > 200) return settle();
      taps.button = button;
      button.click();
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
 * The recorder (`startRecording`), as the prerender inlines it (from the server bundle) and as the dev server's page
 * runs it from the boot script. Every built page runs the inline copy first, so the browser build's boot script
 * only reads its record: the recorder's second copy was about 0.6 KB of every page's first load (decision 109).
 */
export const recordEarlyTaps: (win?: Window & typeof globalThis) => EarlyTaps =
  import.meta.env.PROD && !import.meta.env.SSR ? (win = window) => win.clinicEarlyTaps as EarlyTaps : startRecording;

/**
 * From the app, just before it hydrates: stops recording and hands over the last tapped button, if any. React takes
 * a tap during hydration itself, except on a part of the page still waiting for its content, which it stops without
 * replaying: the recorder keeps those from then on (decision 109).
 */
export function takeEarlyClick(win: Window = window): HTMLButtonElement | undefined {
  const taps = win.clinicEarlyTaps;
  taps?.stop();
  return taps?.button ?? undefined;
}

/**
 * From the app once hydrated: clicks the button `takeEarlyClick` handed over until it gets through, and removes the
 * early "Loading..." box then (the dialog's frame has replaced it); with none, at once.
 */
export function replayEarlyClick(button: HTMLButtonElement | undefined, win: Window = window): void {
  win.clinicEarlyTaps?.replay(button);
}
