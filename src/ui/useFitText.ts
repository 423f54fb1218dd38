import { useLayoutEffect, useRef } from 'react';

/**
 * Shrinks a one-line text until it fits its box's width: for calls set huge on purpose (SIT!,
 * STOP!) whose words are three times as long in some languages (¡SIÉNTATE!, SETZ DICH!). The
 * element is a block with `white-space: nowrap`; its CSS font size is the largest it may take.
 * Measured before paint, again when the text or the window changes.
 */
export function useFitText<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      el.style.fontSize = '';
      const ratio = el.clientWidth / el.scrollWidth;
      if (ratio < 1) el.style.fontSize = `${parseFloat(getComputedStyle(el).fontSize) * ratio * 0.97}px`;
    };
    fit();
    addEventListener('resize', fit);
    return () => removeEventListener('resize', fit);
  }, [text]);
  return ref;
}
