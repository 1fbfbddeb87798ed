import { useEffect, useRef, type RefObject } from 'react';

/** After a submit that failed validation, moves focus to the first field marked invalid. */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, errors: object): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    pending.current = false;
    first.focus();
  }, [errors, form]);
  return () => {
    pending.current = true;
  };
}
