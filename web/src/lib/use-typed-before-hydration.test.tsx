import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTypedBeforeHydration, type TypedBeforeHydration } from './use-typed-before-hydration';

// React warns in tests when act() is used outside an act environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controlled form like the manage page's: state above the fields, a later render writing it back. */
function Form({ onRestore }: { onRestore?: (typed: TypedBeforeHydration) => void }) {
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [renders, setRenders] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    onRestore?.(typed);
    setEmail(typed['email'] ?? email);
    setNotes(typed['notes'] ?? notes);
  });
  return (
    <form ref={form}>
      <input id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <textarea id="notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      <input id="untouched" defaultValue="" />
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Render again {renders}
      </button>
    </form>
  );
}

let container: HTMLElement;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

const field = (id: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;

describe('useTypedBeforeHydration (decision 88)', () => {
  it('keeps what was typed into the prerendered fields before hydration, through every later render', () => {
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Form />);
    // A patient types while the app is still downloading.
    field('email').value = 'ana@example.com';
    field('notes').value = 'Mornings';
    act(() => void (root = hydrateRoot(container, <Form />)));
    act(() => container.querySelector('button')!.click());
    expect(field('email').value).toBe('ana@example.com');
    expect(field('notes').value).toBe('Mornings');
  });

  it('restores nothing on a form the app rendered itself, or one nobody typed into', () => {
    const onRestore = vi.fn();
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Form />);
    act(() => void (root = hydrateRoot(container, <Form onRestore={onRestore} />)));
    act(() => root?.unmount());
    act(() => void (root = createRoot(container)).render(<Form onRestore={onRestore} />));
    expect(onRestore).not.toHaveBeenCalled();
  });
});
