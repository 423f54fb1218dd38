/**
 * Finds text that does not fit: on every box that lays out visible text (the nearest non-inline
 * element of a text node), its scroll size beyond its client size (the text spills out of its box,
 * or is cut where the box hides overflow), and text pushed outside a box that clips it or outside
 * the viewport. Text deliberately ellipsised or line-clamped is not counted, nor text in a box the
 * player can scroll.
 */

const TOLERANCE = 1;

type Rect = { left: number; top: number; right: number; bottom: number };

/** The element whose box lays out this text: inline and `display: contents` elements do not have one. */
function textBox(el: Element | null): HTMLElement | null {
  while (el && el instanceof HTMLElement) {
    const d = getComputedStyle(el).display;
    if (d !== 'inline' && d !== 'contents') return el;
    el = el.parentElement;
  }
  return null;
}

function hidden(el: HTMLElement, faded: Map<Element, boolean>): boolean {
  if (!el.getClientRects().length) return true;
  if (getComputedStyle(el).visibility !== 'visible') return true;
  return fadedOut(el, faded);
}

/** Drawn at opacity 0, itself or through an ancestor (memoised over one check). */
function fadedOut(el: Element | null, faded: Map<Element, boolean>): boolean {
  if (!el) return false;
  let f = faded.get(el);
  if (f === undefined) {
    f = Number(getComputedStyle(el).opacity) === 0 || fadedOut(el.parentElement, faded);
    faded.set(el, f);
  }
  return f;
}

/** Ellipsis or a line clamp: the design shortens this text on purpose. */
function deliberatelyCut(el: HTMLElement): boolean {
  const s = getComputedStyle(el);
  return s.textOverflow === 'ellipsis' || (s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '');
}

const scrollable = (v: string) => v === 'auto' || v === 'scroll';

function textRect(node: Text): Rect | null {
  const range = document.createRange();
  range.selectNodeContents(node);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  if (!rects.length) return null;
  return {
    left: Math.min(...rects.map((r) => r.left)),
    top: Math.min(...rects.map((r) => r.top)),
    right: Math.max(...rects.map((r) => r.right)),
    bottom: Math.max(...rects.map((r) => r.bottom)),
  };
}

/** A short, readable name of an element for the report: its test id, scene, or tag and class. */
function describe(el: Element): string {
  const h = el as HTMLElement;
  const id = h.dataset?.testid ?? h.dataset?.scene;
  if (id) return `${el.tagName.toLowerCase()}[${id}]`;
  const cls = typeof h.className === 'string' ? h.className.split(/\s+/)[0] : '';
  return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}`;
}

function path(el: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) parts.unshift(describe(e));
  return parts.join(' > ');
}

const quote = (s: string) => JSON.stringify(s.trim().replace(/\s+/g, ' ').slice(0, 48));

/**
 * How far a box's glyphs may reach below it without anything being cut: a line height under the
 * font's own height (Noto's ascent and descent come to 1.36 em, CJK 1.45 em) lets the lines' content
 * area stick out, which a scroll height counts though nothing spills. Up to the whole difference is
 * allowed (its split above and below the line depends on the fonts); a line more is far beyond it.
 */
function glyphAllowance(box: HTMLElement, texts?: Text[]): number {
  // Client rects are transformed (a card drawn at 80 %), line heights are not.
  const scale = box.offsetHeight ? box.getBoundingClientRect().height / box.offsetHeight || 1 : 1;
  let most = 0;
  // A box's scroll height also takes in its child boxes' lines: all the text under it counts.
  const nodes = texts ?? textsUnder(box);
  for (const t of nodes) {
    const lh = parseFloat(getComputedStyle(textBox(t.parentElement) ?? box).lineHeight);
    if (!Number.isFinite(lh)) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    for (const r of range.getClientRects()) most = Math.max(most, r.height / scale - lh);
  }
  return Math.max(0, most);
}

function textsUnder(el: Element): Text[] {
  const out: Text[] = [];
  const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = w.nextNode() as Text | null; n; n = w.nextNode() as Text | null) if (n.data.trim()) out.push(n);
  return out;
}

/** Inside a fixed layer (a dialog, an overlay) with nothing scrollable in between: what leaves the screen cannot be scrolled to. */
function pinned(el: HTMLElement): boolean {
  for (let a: HTMLElement | null = el; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (scrollable(s.overflowY)) return false;
    if (s.position === 'fixed') return true;
  }
  return false;
}

/**
 * How far a box's content reaches past its client area, sideways and down. Badges, rings and
 * speech-bubble tails a design hangs off a box (absolutely positioned elements and ::before /
 * ::after: a score on a face's corner) are not its text and stick out on purpose: when the box
 * overflows, they are set aside (hidden a moment: being out of flow, nothing else moves) and the
 * box measured again. Their own text is checked as boxes of their own.
 */
function textOverflow(box: HTMLElement): [number, number] {
  const over = (): [number, number] => [box.scrollWidth - box.clientWidth, box.scrollHeight - box.clientHeight];
  const first = over();
  if (first[0] <= TOLERANCE && first[1] <= TOLERANCE) return first;
  const all = [box, ...box.querySelectorAll<HTMLElement>('*')];
  const positioned = (e: Element, pseudo?: string) => ['absolute', 'fixed'].includes(getComputedStyle(e, pseudo).position);
  const hung = all.filter((e) => e !== box && positioned(e));
  const pseudos = all.flatMap((e) => (['before', 'after'] as const).filter((p) => positioned(e, `::${p}`)).map((p) => [e, p] as const));
  if (!hung.length && !pseudos.length) return first;
  const style = document.createElement('style');
  style.textContent = '[data-probe-hide~="before"]::before, [data-probe-hide~="after"]::after { display: none !important; }';
  document.head.append(style);
  const before = hung.map((e) => e.style.display);
  for (const e of hung) e.style.display = 'none';
  for (const [e, p] of pseudos) e.setAttribute('data-probe-hide', `${e.getAttribute('data-probe-hide') ?? ''} ${p}`);
  const without = over();
  hung.forEach((e, i) => (e.style.display = before[i]!));
  for (const [e] of pseudos) e.removeAttribute('data-probe-hide');
  style.remove();
  return without;
}

/** Every piece of visible text under `root` that overflows or is cut, one line each. */
export function overflows(root: Node = document.body): string[] {
  const problems: string[] = [];
  const texts = new Map<HTMLElement, Text[]>();
  const faded = new Map<Element, boolean>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    if (!n.data.trim() || n.parentElement?.closest('svg, script, style, option')) continue;
    const box = textBox(n.parentElement);
    if (!box || hidden(box, faded) || deliberatelyCut(box)) continue;
    texts.set(box, [...(texts.get(box) ?? []), n]);
  }
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  for (const [box, nodes] of texts) {
    const s = getComputedStyle(box);
    const [dx, dy] = textOverflow(box);
    if (dx > TOLERANCE && !scrollable(s.overflowX)) problems.push(`${quote(box.innerText)} overflows its box sideways by ${dx}px (${path(box)})`);
    if (dy > TOLERANCE && !scrollable(s.overflowY) && dy > TOLERANCE + glyphAllowance(box))
      problems.push(`${quote(box.innerText)} overflows its box downwards by ${dy}px (${path(box)})`);

    for (const n of nodes) {
      const r = textRect(n);
      if (!r) continue;
      // Sideways, nothing scrolls on a phone or a TV; up or down, the page does, but not a fixed layer.
      if (r.left < -TOLERANCE || r.right > vw + TOLERANCE) {
        problems.push(`${quote(n.data)} leaves the screen sideways (${Math.round(r.left)}..${Math.round(r.right)} of ${vw}px; ${path(box)})`);
        break;
      }
      if ((r.top < -TOLERANCE || r.bottom > vh + TOLERANCE) && pinned(box)) {
        problems.push(`${quote(n.data)} is off the screen in a fixed layer (${Math.round(r.top)}..${Math.round(r.bottom)} of ${vh}px; ${path(box)})`);
        break;
      }
      const split = splitWord(n, box);
      if (split) {
        problems.push(`${quote(split)} is broken across lines (${path(box)})`);
        break;
      }
      const cut = clippedBy(box, r, () => glyphAllowance(box, [n]));
      if (cut) {
        problems.push(`${quote(n.data)} is cut by ${path(cut)}`);
        break;
      }
    }
  }
  return problems;
}

/**
 * A word of an alphabet (Latin, Cyrillic, Greek) that the box broke inside because it did not fit
 * (`overflow-wrap` / `word-break`): "Nutzungsbedingunge / n". Scripts written without spaces
 * (CJK) break anywhere by nature; a box that asks for `hyphens: auto` breaks long words on purpose
 * (with a hyphen where the browser has the language's dictionary), one with `word-break: break-all`
 * holds a code or an address.
 */
function splitWord(n: Text, box: HTMLElement): string | null {
  const s = getComputedStyle(box);
  // Hyphenated on purpose, or a code or an address set to break anywhere (`word-break: break-all`).
  if (s.hyphens === 'auto' || s.wordBreak === 'break-all') return null;
  // Only a text on more than one line can have broken a word.
  const whole = document.createRange();
  whole.selectNodeContents(n);
  const lines = new Set([...whole.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
  if (lines.size < 2) return null;
  // Latin (not its full-width forms, which break like CJK), Greek, Cyrillic.
  for (const m of n.data.matchAll(/[A-Za-z\u00C0-\u024F\u1E00-\u1EFF\u0370-\u03FF\u0400-\u04FF'’-]{4,}/g)) {
    const range = document.createRange();
    range.setStart(n, m.index);
    range.setEnd(n, m.index + m[0].length);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    // A hyphenated compound (Jean-Baptist) may break at its hyphen.
    if (tops.size > 1 && !m[0].includes('-')) return m[0];
  }
  return null;
}

/**
 * The nearest ancestor that hides (does not scroll) the part of the text outside it, if any. Above
 * a box that scrolls on an axis, the text can be scrolled to on that axis: clipping there is the
 * scroller's business, not the text's.
 */
function clippedBy(box: HTMLElement, r: Rect, allowance: () => number): HTMLElement | null {
  let checkX = true;
  let checkY = true;
  for (let a = box.parentElement; a && a !== document.documentElement && (checkX || checkY); a = a.parentElement) {
    const s = getComputedStyle(a);
    const clipX = checkX && s.overflowX !== 'visible' && !scrollable(s.overflowX);
    const clipY = checkY && s.overflowY !== 'visible' && !scrollable(s.overflowY);
    if (deliberatelyCut(a) && (clipX || clipY)) return null;
    if (clipX || clipY) {
      const b = a.getBoundingClientRect();
      const inner = {
        left: b.left + a.clientLeft,
        top: b.top + a.clientTop,
        right: b.left + a.clientLeft + a.clientWidth,
        bottom: b.top + a.clientTop + a.clientHeight,
      };
      const slack = TOLERANCE + (r.top < inner.top - TOLERANCE || r.bottom > inner.bottom + TOLERANCE ? allowance() : 0);
      if (clipX && (r.left < inner.left - TOLERANCE || r.right > inner.right + TOLERANCE)) return a;
      if (clipY && (r.top < inner.top - slack || r.bottom > inner.bottom + slack)) return a;
    }
    if (scrollable(s.overflowX)) checkX = false;
    if (scrollable(s.overflowY)) checkY = false;
  }
  return null;
}

/** One turn of the event loop: React's scheduled commits and effects run in tasks of their own. */
export const tick = () => new Promise((r) => setTimeout(r, 0));

/**
 * Lets the screen come to rest: React's pending commits and effects run (a few tasks; no frames
 * needed, as measuring lays the page out), finite entrance animations jump to their end, endless
 * ones (pulses, wobbles) go back to the resting style.
 */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await tick();
  for (const a of document.getAnimations()) {
    const end = a.effect?.getComputedTiming().endTime;
    if (end === undefined || end === Infinity) a.cancel();
    else a.finish();
  }
  await tick();
}
