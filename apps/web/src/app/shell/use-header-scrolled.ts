import { useEffect, useState } from 'react';
import { isHeaderScrolled } from './shell-layout';

/**
 * Whether the page has scrolled far enough for the header to lift (shadow, blur). Only a change
 * of that answer re-renders the shell, and the scroll position is first read once the shell has
 * been painted (reading it earlier would force the page's layout in the middle of building it).
 */
export function useHeaderScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isHeaderScrolled(window.scrollY));
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(update);
    });
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return scrolled;
}
