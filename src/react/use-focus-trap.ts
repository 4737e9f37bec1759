'use client';

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),iframe,input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

/**
 * While `active`: focus starts inside `ref`, Tab and Shift+Tab cycle within it, focus that
 * escapes is pulled back, Escape calls `onEscape`. On deactivation focus returns to where it
 * was, or — when that element is gone — to the first button in `restoreRoot` (WAI-ARIA APG,
 * modal dialog pattern).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  restoreRoot: RefObject<HTMLElement | null>,
): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement as HTMLElement | null;
    const items = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    (items()[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = items();
      const first = list[0];
      const last = list[list.length - 1];
      const current = document.activeElement;
      const outside = !root.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        (last ?? root).focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        (first ?? root).focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!root.contains(event.target as Node)) (items()[0] ?? root).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      // Passive effect cleanup runs after the next commit, so the new state's button exists.
      if (previous && previous !== document.body && previous.isConnected) previous.focus();
      else restoreRoot.current?.querySelector<HTMLElement>('button')?.focus();
    };
  }, [ref, active, restoreRoot]);
}
