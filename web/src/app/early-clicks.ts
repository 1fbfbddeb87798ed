// A tap on a button between first paint and hydration would reach no React handler (the app is still downloading,
// decision 27). The boot script keeps the last such button; the app clicks it again once hydrated, so BOOK ONLINE
// tapped early still opens the dialog. Links need nothing: they work as plain links meanwhile.

let pending: HTMLButtonElement | undefined;
let listening = false;

const remember = (event: Event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) pending = button;
};

/** From the boot script, before the app runs. */
export function rememberEarlyClicks(win: Window = window): void {
  if (listening) return;
  listening = true;
  win.addEventListener('click', remember, true);
}

/**
 * From the app, just before it hydrates (React replays what is clicked during hydration itself): stops listening
 * and hands over the remembered button, if any.
 */
export function takeEarlyClick(win: Window = window): HTMLButtonElement | undefined {
  win.removeEventListener('click', remember, true);
  const button = pending;
  pending = undefined;
  return button;
}
