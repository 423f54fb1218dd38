import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const NAMESPACES_ALL = ['System', 'WebQr', 'Error', 'Legal', 'Agreement', 'Cookie', 'gmCommon', 'Reference', 'Unit', 'md608', 'md612'];
/** Every locale file of the phone's namespaces, by its path relative to this folder. */
const files: Record<string, Record<string, string>> = Object.fromEntries(
  ['ja', 'en-US'].flatMap((lng) =>
    NAMESPACES_ALL.map((ns) => [`../../../locales/${lng}/${ns}.json`, JSON.parse(readFileSync(join(ROOT, 'locales', lng, `${ns}.json`), 'utf8'))]),
  ),
);
/** Every phone source file, as text. */
function sources(): Record<string, string> {
  const dir = join(ROOT, 'src', 'phone');
  const list = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  return Object.fromEntries(list.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

const NAMESPACES = ['System', 'WebQr', 'Error', 'Legal', 'Agreement', 'Cookie', 'gmCommon', 'Reference', 'Unit', 'md608', 'md612'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const keys = (lng: string, ns: string) => new Set(Object.keys(files[`../../../locales/${lng}/${ns}.json`] ?? {}).map((k) => k.replace(PLURAL, '')));

/** Keys built at run time from a value (`Team_Confirm_${kind}_…`), listed out. */
const DYNAMIC: Record<string, string[]> = {
  System: [
    ...['Select', 'Move', 'Change'].flatMap((k) => ['Title', 'Yes', 'Body'].map((p) => `Team_Confirm_${k}_${p}_00`)),
    ...['ask', 'measure', 'ok', 'bad'].flatMap((s) => [`Sensor_${s}_Title_00`, `Sensor_${s}_Body_00`]),
    ...['clap', 'laugh', 'wow', 'heart', 'fire', 'cry'].map((e) => `Emote_${e}_00`),
    ...['confetti', 'flower', 'star'].map((i) => `Throw_Item_${i}_00`),
    ...['00', '01', '02', '99'].map((n) => `TeamError_Body_${n}`),
    'Spectator_Notice_Title_00',
    'Spectator_Notice_Body_00',
    'ProfileError_Title_00',
    'ProfileError_Body_00',
    'ProfileError_Body_99',
    'IntentError_Title_00',
    'IntentError_Body_00',
    'IntentError_TooFast_00',
    'IntentError_Offline_00',
    'Profile_NameError_00',
    'Profile_NameError_01',
    'Profile_NameError_02',
    'Profile_NameError_99',
    'Menu_Profile_00',
    'Menu_Team_00',
    'Menu_CopyUrl_00',
    'Menu_Copied_00',
    'Menu_CopyFailed_00',
    'Menu_Eula_00',
    'Menu_Privacy_00',
    'Menu_Conduct_00',
    'Menu_Acknowledgements_00',
    'Menu_Exit_00',
  ],
  gmCommon: ['gm102', 'gm105', 'gm110', 'gm112', 'gm113', 'gm116', 'gm121', 'gm127', 'gm130', 'gm134', 'gm135', 'gm139'].flatMap((g) => [
    `Game_${g}_Title_00`,
    `Game_${g}_Lead_00`,
  ]),
  Error: ['00', '01', '02', '03', '04', '05', '06', '07'].flatMap((n) => [`Error_Title_${n}`, `Error_Detail_${n}`]),
  Legal: [
    'Eula_Title_00',
    'Privacy_Title_00',
    'Conduct_Title_00',
    ...[0, 1, 2, 3, 4, 5].flatMap((n) => [`Eula_Body_0${n}`, `Privacy_Body_0${n}`]),
    ...[0, 1, 2, 3, 4].map((n) => `Conduct_Body_0${n}`),
  ],
  WebQr: ['Camera_NotAvailable_Denied_00', 'Camera_NotAvailable_Body_00'],
  // cardText(card, part) and the choice's lines (src/i18n/eventCards.ts).
  md608: ['Title_00', 'Choose_00', 'TheyChoose_00', ...['double', 'smallTeamBoost', 'reverse', 'silent'].flatMap((c) => [`${c}_Name_00`, `${c}_Body_00`])],
  md612: ['Name_00', 'Body_00'],
};

/** Keys the phone's sources name literally, by the namespace their file uses (t('ns:key') or a Trans ns). */
function literalKeys(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>(NAMESPACES.map((ns) => [ns, new Set<string>()]));
  for (const [path, text] of Object.entries(sources())) {
    const fileNs = /useTranslation\(\s*\[?["'](\w+)["']/.exec(text)?.[1] ?? 'System';
    // t('Key'), t('Ns:Key') and t('Key', { ns: 'Ns' }).
    for (const m of text.matchAll(/\bt\(\s*["']([A-Za-z0-9_]+(?::[A-Za-z0-9_]+)?)["'](?:,\s*\{\s*ns:\s*["'](\w+)["'])?/g)) {
      const [ns, key] = m[1]!.includes(':') ? (m[1]!.split(':') as [string, string]) : [m[2] ?? fileNs, m[1]!];
      out.get(ns)?.add(key);
      if (!out.has(ns)) throw new Error(`${path}: unknown namespace ${ns}`);
    }
    for (const m of text.matchAll(/ns[=:]\s*"(\w+)",?\s+i18nKey[=:]\s*"(\w+)"/g)) out.get(m[1]!)?.add(m[2]!);
  }
  return out;
}

describe('phone texts', () => {
  it.each(NAMESPACES)('%s has the same keys in ja and en-US, none empty', (ns) => {
    const ja = keys('ja', ns),
      en = keys('en-US', ns);
    expect(
      [...ja].filter((k) => !en.has(k)),
      'only in ja',
    ).toEqual([]);
    expect(
      [...en].filter((k) => !ja.has(k)),
      'only in en-US',
    ).toEqual([]);
    for (const lng of ['ja', 'en-US']) {
      const empty = Object.entries(files[`../../../locales/${lng}/${ns}.json`]!)
        .filter(([, v]) => !String(v).trim())
        .map(([k]) => k);
      expect(empty, `${lng} empty values`).toEqual([]);
    }
  });

  it('has every key the phone screens use, in both languages', () => {
    const used = literalKeys();
    for (const [ns, list] of Object.entries(DYNAMIC)) for (const k of list) used.get(ns)!.add(k);
    for (const lng of ['ja', 'en-US']) {
      for (const [ns, set] of used) {
        const have = keys(lng, ns);
        expect(
          [...set].filter((k) => !have.has(k)),
          `${lng}/${ns}.json is missing`,
        ).toEqual([]);
      }
    }
    expect(used.get('System')!.size).toBeGreaterThan(100);
  });
});
