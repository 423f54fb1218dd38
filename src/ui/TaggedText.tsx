import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * A translated text whose words in `<name>…</name>` tags (not nested) are drawn as
 * `components[name]` holding those words: what react-i18next's Trans does for such texts, without
 * its HTML parser (the profile screen, a phone's first, uses it). A tag with no component keeps
 * its words, as plain text.
 */
export function TaggedText({ text, components }: { text: string; components: Record<string, ReactElement<{ children?: ReactNode }>> }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    parts.push(text.slice(at, m.index));
    const el = components[m[1]!];
    parts.push(el ? cloneElement(el, { key: parts.length }, m[2]) : m[2]);
    at = m.index + m[0].length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
