import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons/icons';
import type { NavMenu } from './nav-menus';
import styles from './header.module.css';

/**
 * One desktop dropdown, a disclosure: opens on hover, on click / Enter / Space, and with the arrow keys,
 * which also move between its links; Escape closes it and gives focus back to its button.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();

  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusAt = (index: number) => {
    flushSync(() => setOpen(true));
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
        setOpen(false);
        button.current?.focus();
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li className={styles.dropdown} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={button} type="button" className={styles.navItem} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {menu.label}
        <ChevronDownIcon size={16} />
      </button>
      <ul ref={list} id={listId} className={styles.dropdownList} hidden={!open}>
        {[...menu.links, menu.more].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={link === menu.more ? styles.dropdownMore : styles.dropdownLink} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
