import { useEffect } from 'react';
import { shell } from '../shell';

/**
 * Caution "do not go back in the browser": the room page keeps one history entry of its own, so
 * the back button lands here instead of leaving the game, and explains.
 */
export function useBackGuard(): void {
  useEffect(() => {
    if (!history.state?.pgGuard) history.pushState({ pgGuard: true }, '');
    const onPop = () => {
      if (shell.leaving) return;
      history.pushState({ pgGuard: true }, '');
      shell.backCaution = true;
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
}
