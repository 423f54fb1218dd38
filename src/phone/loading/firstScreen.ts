let shown: () => void = () => {};

/** Resolves once the page's first screen past the loading scene has been painted. */
export const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Called by that screen once it is in the document: the promise resolves after the frame that paints it. */
export function markFirstScreen(): void {
  // requestAnimationFrame runs before that frame's paint, a task queued from it after.
  requestAnimationFrame(() => setTimeout(shown, 0));
}
