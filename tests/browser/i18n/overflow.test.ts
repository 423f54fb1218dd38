import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { overflows } from './overflow';

/** The checker itself, on hand-made boxes: what it must report and what it must let be. */
function html(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the overflow check', () => {
  it('reports text wider than its box, and a word too long for it', async () => {
    await page.viewport(390, 844);
    const root = html(`
      <p style="width: 80px; white-space: nowrap; font: 16px sans-serif">Datenschutzerklärung</p>
      <p style="width: 80px; font: 16px sans-serif">Nutzungsbedingungen</p>`);
    const found = overflows(root);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/"Datenschutzerklärung" overflows its box sideways by \d+px/);
  });

  it('reports a word broken inside because it did not fit, not a CJK line or a hyphenated break', () => {
    const root = html(`
      <p style="width: 90px; overflow-wrap: anywhere; font: 16px sans-serif">Nutzungsbedingungen</p>
      <p style="width: 50px; font: 16px sans-serif">日本語のテキスト</p>
      <p lang="de" style="width: 90px; overflow-wrap: anywhere; hyphens: auto; font: 16px sans-serif">Brezelhörnchen</p>
      <p style="width: 60px; font: 16px sans-serif">Jean-Baptist</p>`);
    expect(overflows(root)).toEqual([expect.stringContaining('"Nutzungsbedingungen" is broken across lines')]);
  });

  it('reports lines that do not fit a box of fixed height, and text a parent hides', () => {
    const root = html(`
      <p style="width: 100px; height: 20px; font: 16px/20px sans-serif">one two three four five six</p>
      <div style="width: 60px; overflow: hidden"><span style="display: inline-block; white-space: nowrap; font: 16px sans-serif">Политика конфиденциальности</span></div>`);
    const found = overflows(root);
    expect(found.some((p) => p.includes('overflows its box downwards'))).toBe(true);
    expect(found.some((p) => p.includes('is cut by div'))).toBe(true);
  });

  it('reports text off the side of the screen, and off the bottom of a fixed layer (390×844)', () => {
    const root = html(`
      <p style="position: absolute; left: 340px; width: 200px; font: 16px sans-serif">Großen Bildschirm</p>
      <div style="position: fixed; left: 0; top: 835px; font: 16px sans-serif"><p style="margin: 0">Raum verlassen</p></div>`);
    const found = overflows(root);
    expect(found.some((p) => p.includes('"Großen Bildschirm" leaves the screen sideways'))).toBe(true);
    expect(found.some((p) => p.includes('"Raum verlassen" is off the screen in a fixed layer'))).toBe(true);
  });

  it('lets be: wrapped text, ellipsis, a line clamp, a scrolling box, a tight line height, a hung badge, hidden text', () => {
    const root = html(`
      <p style="width: 120px; font: 16px sans-serif">a sentence that wraps over several lines</p>
      <p style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Maximiliane the Great</p>
      <p style="width: 80px; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2">a long text clamped to two lines on purpose, and more</p>
      <div style="height: 40px; overflow-y: auto"><p>one</p><p>two</p><p>three</p><p>four</p></div>
      <h1 style="font: 900 40px/1 sans-serif; width: 300px">Tight</h1>
      <div style="position: relative; width: 40px; height: 40px; font: 16px sans-serif">M<em style="position: absolute; right: -14px; bottom: -10px">3</em></div>
      <p style="visibility: hidden; width: 10px; white-space: nowrap">hidden away</p>
      <p style="opacity: 0; width: 10px; white-space: nowrap">faded out</p>`);
    expect(overflows(root)).toEqual([]);
  });
});
