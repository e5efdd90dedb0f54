// A disclosure dropdown (WAI-ARIA disclosure pattern, as used for site navigation): a button with
// aria-expanded and a list of links. Opens with click, Enter, Space or ArrowDown; arrow keys, Home
// and End move between items; Escape closes and returns focus to the button; a click or focus
// outside closes it; any navigation closes it (the open state is tied to the location it was
// opened at).
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

const ITEM_SELECTOR = '[data-dropdown-item]:not([disabled])';

export function useDropdown() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]!.focus();
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    onClick: () => setOpenAt(open ? null : location.key),
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const index = e.key === 'ArrowUp' ? -1 : 0;
        if (open) focusItem(index);
        else {
          setOpenAt(location.key);
          // The list is shown on the next render.
          requestAnimationFrame(() => focusItem(index));
        }
      } else if (e.key === 'Escape' && open) {
        e.preventDefault();
        close(false);
      }
    },
  };

  const rootProps = {
    ref: rootRef,
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
      if (!open || e.target === buttonRef.current) return;
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      if (e.key === 'Escape') {
        e.preventDefault();
        close(true);
      } else if (e.key === 'ArrowDown') {
        e.preventDefault();
        focusItem(index + 1);
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        focusItem(index - 1);
      } else if (e.key === 'Home') {
        e.preventDefault();
        focusItem(0);
      } else if (e.key === 'End') {
        e.preventDefault();
        focusItem(-1);
      }
    },
    onBlur: (e: FocusEvent<HTMLDivElement>) => {
      if (open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) setOpenAt(null);
    },
  };

  return { open, close, buttonProps, rootProps };
}
