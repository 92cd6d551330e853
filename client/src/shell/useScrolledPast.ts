import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further down than `px`. The state is a boolean, so scrolling renders
 * nothing again until the line is crossed (a scroll position in state would render at every scroll
 * event, and once more after hydration).
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > px);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return past;
}
