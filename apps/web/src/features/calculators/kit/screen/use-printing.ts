import { useEffect, useState } from 'react';

/**
 * True while the browser prepares a printout (between `beforeprint` and `afterprint`), so a
 * screen can show what a hidden tab holds: a printout has no tabs to click.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => setPrinting(true);
    const end = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  return printing;
}
