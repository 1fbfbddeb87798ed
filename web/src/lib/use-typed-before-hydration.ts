import { useLayoutEffect, useRef, type RefObject } from 'react';

/** What was typed before hydration, by the field's id. */
export type TypedBeforeHydration = Readonly<Record<string, string>>;

/**
 * Hands a form's state what the visitor typed into its prerendered fields before the app hydrated them (decision
 * 88). React leaves an input's typed text in place while it hydrates, but a controlled field's next render writes
 * the state's value back, wiping it; and React sets a hydrated field's `defaultValue` to its state's value, so any
 * field whose value differs from it was typed into. Read once, as the form mounts, before anything renders again;
 * `restore` is called only when something was typed (never for a form rendered by the app, whose fields agree).
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, restore: (typed: TypedBeforeHydration) => void): void {
  const restoreOnMount = useRef(restore);
  useLayoutEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]') ?? []) {
      if (field.value !== field.defaultValue) typed[field.id] = field.value;
    }
    if (Object.keys(typed).length > 0) restoreOnMount.current(typed);
  }, [form]);
}
