import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons/icons';
import type { NavMenu } from './nav-menus';
import styles from './header.module.css';

/**
 * One desktop dropdown, a disclosure: opens on hover, on click / Enter / Space, and with the arrow keys,
 * which also move between its links; Escape closes it and gives focus back to its button.
 */
/**
 * Why the list is open: hovered lists close when the pointer leaves; a click, tap or key "pins" the list open
 * until a second click, Escape, or a press or focus elsewhere. A click on a list the pointer already opened pins it
 * instead of closing it under the pointer.
 */
type OpenState = 'closed' | 'hover' | 'pinned';

export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [state, setState] = useState<OpenState>('closed');
  const open = state !== 'closed';
  // Touch screens send compatibility mouse events (mouseenter) before the click: those are not hovering.
  const lastPointer = useRef<string>('mouse');
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();

  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusAt = (index: number) => {
    flushSync(() => setState('pinned'));
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(current + 1),
      ArrowUp: () => focusAt(current === -1 ? -1 : current - 1),
      Home: () => current !== -1 && focusAt(0),
      End: () => current !== -1 && focusAt(-1),
      Escape: () => {
        setState('closed');
        button.current?.focus();
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setState('closed');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const notePointer = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setState('closed');
  };

  return (
    <li
      ref={item}
      className={styles.dropdown}
      onPointerEnter={notePointer}
      onPointerDown={notePointer}
      onMouseEnter={() => lastPointer.current === 'mouse' && setState((s) => (s === 'closed' ? 'hover' : s))}
      onMouseLeave={() => lastPointer.current === 'mouse' && setState('closed')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={styles.navItem}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setState((s) => (s === 'pinned' ? 'closed' : 'pinned'))}
      >
        {menu.label}
        <ChevronDownIcon size={16} />
      </button>
      <ul ref={list} id={listId} className={styles.dropdownList} hidden={!open}>
        {[...menu.links, menu.more].map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={link === menu.more ? styles.dropdownMore : styles.dropdownLink}
              onClick={() => setState('closed')}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
