/** Pointer capture keeps a drag on its element; a synthetic or already-ended pointer cannot be captured. */
export function capturePointer(el: Element, pointerId: number): void {
  try {
    el.setPointerCapture?.(pointerId);
  } catch {
    // Not capturable (e.g. the pointer is gone): the drag still works while it stays on the element.
  }
}
