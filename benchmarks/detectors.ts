/**
 * `npm run bench:detectors [-- --json] [-- --config <operator-config.json>]`
 *
 * Every detector on every trace it applies to (benchmarks/traces), at the trace's own rate and
 * resampled to 60 Hz: counts, precision / recall / F1 within a timing tolerance, mean timing error
 * and bias, and throughput. Then the walking traces, on which jump, squat and swing should stay
 * silent, and the issue's targets — printed, never asserted: the figures are what they are.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseConfig, type Config } from '../src/config/schema';
import { truthOf } from '../workers/motion/trace/runTrace';
import { ACCURACY_CASES, SILENT_ON_WALKS, WALKING, type AccuracyCase } from './detectors/cases';
import { loadCounts, loadFolder, type LoadedTrace } from './detectors/loadTraces';
import { matchEvents, type MatchResult } from '../workers/motion/trace/match.shared';
import { runOn, type Rate, type Run } from './detectors/run';
import { fix, markdownTable, pct, signedPct } from './detectors/table';

const { values: flags } = parseArgs({ options: { json: { type: 'boolean', default: false }, config: { type: 'string' } } });

let games: Config['games'] | null = null;
if (flags.config) {
  const r = parseConfig(JSON.parse(readFileSync(flags.config, 'utf8')));
  if (!r.ok) {
    console.error(`config ${flags.config}: ${r.message}`);
    process.exit(1);
  }
  games = r.config.games;
}

const RATES: Rate[] = ['native', 60];
const folders = new Map<string, LoadedTrace[]>();
const tracesIn = (folder: string) => folders.get(folder) ?? folders.set(folder, loadFolder(folder)).get(folder)!;
const runs = new Map<string, Run>();
const run = async (c: { detector: AccuracyCase['detector'] }, t: LoadedTrace, rate: Rate) => {
  const key = `${c.detector}|${t.path}|${rate}`;
  return runs.get(key) ?? runs.set(key, await runOn(c.detector, t, rate, games)).get(key)!;
};

type Row = MatchResult & {
  detector: string;
  case: string;
  trace: string;
  rate: Rate;
  rateHz: number;
  toleranceMs: number;
  countError: number;
  samplesPerSec: number;
  sourceApp?: number;
  androidHw?: number;
};

const rows: Row[] = [];
const stepCounts = loadCounts('steps');
for (const c of ACCURACY_CASES) {
  for (const t of tracesIn(c.folder).filter(c.traces)) {
    const truth = truthOf(t.labels)
      .filter(c.truth)
      .map((l) => l.t);
    for (const rate of RATES) {
      const r = await run(c, t, rate);
      const detected = r.events
        .map(c.detected)
        .filter((x): x is number => x !== null)
        .sort((a, b) => a - b);
      const m = matchEvents(detected, truth, c.toleranceMs);
      const counts = c.folder === 'steps' ? stepCounts.get(t.name) : undefined;
      const hw = counts?.get('steps_android_hw_counter');
      rows.push({
        ...m,
        detector: c.detector,
        case: c.title,
        trace: `${c.folder}/${t.name}`,
        rate,
        rateHz: r.rateHz,
        toleranceMs: c.toleranceMs,
        countError: truth.length ? (detected.length - truth.length) / truth.length : NaN,
        samplesPerSec: r.samplesPerSec,
        ...(counts ? { sourceApp: counts.get('steps_app_algorithm'), androidHw: hw ? hw : undefined } : {}),
      });
    }
  }
}

type Silence = { detector: string; trace: string; rate: Rate; events: number; seconds: number; target: boolean };
const silence: Silence[] = [];
for (const s of SILENT_ON_WALKS) {
  for (const w of WALKING) {
    for (const t of tracesIn(w.folder).filter(w.traces)) {
      for (const rate of RATES) {
        const r = await run(s, t, rate);
        const last = t.samples[t.samples.length - 1]?.t ?? 0;
        silence.push({
          detector: s.detector,
          trace: `${w.folder}/${t.name}`,
          rate,
          events: r.events.filter((e) => s.events.includes(e.type)).length,
          seconds: last / 1000,
          target: s.target,
        });
      }
    }
  }
}

const stepRows = rows.filter((r) => r.case === 'steps');
const sitRows = rows.filter((r) => r.case === 'walkSit: sit' && r.trace.startsWith('walk-sit/'));
const worstStep = Math.max(...stepRows.map((r) => Math.abs(r.countError)));
const sitsFound = sitRows.filter((r) => r.rate === 'native').reduce((s, r) => s + r.matched, 0);
const sitsTotal = sitRows.filter((r) => r.rate === 'native').reduce((s, r) => s + r.labelled, 0);
const sitsFound60 = sitRows.filter((r) => r.rate === 60).reduce((s, r) => s + r.matched, 0);
const walkFalse = silence.filter((r) => r.target).reduce((s, r) => s + r.events, 0);
const targets = [
  {
    target: 'step count error ≤ 3 % on every walk in steps/ (native and 60 Hz)',
    met: worstStep <= 0.03,
    figure: `worst ${signedPct(stepRows.reduce((w, r) => (Math.abs(r.countError) > Math.abs(w) ? r.countError : w), 0))}`,
  },
  {
    target: 'every sit-down in walk-sit/ found within 500 ms of its label',
    met: sitsFound === sitsTotal && sitsFound60 === sitsTotal,
    figure: `${sitsFound}/${sitsTotal} native, ${sitsFound60}/${sitsTotal} at 60 Hz`,
  },
  {
    target: 'no jump, squat or swing events on the walking traces',
    met: walkFalse === 0,
    figure: `${walkFalse} events on ${silence.length / SILENT_ON_WALKS.length / RATES.length} traces × 2 rates`,
  },
];

if (flags.json) {
  console.log(JSON.stringify({ config: flags.config ?? null, rows, silentOnWalks: silence, targets }, null, 2));
} else {
  const short = (s: string) =>
    s
      .replace(/^(steps|walk-sit|jump-walk|synthetic)\//, '$1/')
      .replace(/_1506\d+$/, '')
      .replace('phyphox390_', '');
  console.log(
    `Detector benchmark${flags.config ? ` (config ${flags.config})` : ' (defaults of src/protocol/parameters.ts)'}; tolerance per row; rate "nat" = the trace's own.\n`,
  );
  console.log(
    markdownTable(
      [
        'detector',
        'trace',
        'rate',
        'labelled',
        'ours',
        'count err',
        'P %',
        'R %',
        'F1 %',
        '|Δt| ms',
        'bias ms',
        'tol ms',
        'k samples/s',
        'source app',
        'Android HW',
      ],
      rows.map((r) => [
        r.case,
        short(r.trace),
        r.rate === 'native' ? `nat ${fix(r.rateHz)}` : '60',
        String(r.labelled),
        String(r.detected),
        signedPct(r.countError),
        pct(r.precision),
        pct(r.recall),
        pct(r.f1),
        fix(r.meanErrorMs),
        fix(r.meanBiasMs),
        String(r.toleranceMs),
        fix(r.samplesPerSec / 1000),
        r.sourceApp !== undefined ? `${r.sourceApp} (${signedPct((r.sourceApp - r.labelled) / r.labelled)})` : '',
        r.androidHw !== undefined ? `${r.androidHw} (${signedPct((r.androidHw - r.labelled) / r.labelled)})` : r.sourceApp !== undefined ? 'not logged' : '',
      ]),
      [false, false, false, true, true, true, true, true, true, true, true, true, true, true, true],
    ),
  );
  console.log('\nBy case (all traces of a folder together):\n');
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const key = `${r.case}|${r.trace.split('/')[0]}|${r.rate}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  console.log(
    markdownTable(
      ['detector', 'traces', 'rate', 'labelled', 'ours', 'P %', 'R %', 'F1 %', '|Δt| ms', 'worst count err', 'k samples/s'],
      [...groups.values()].map((g) => {
        const labelled = g.reduce((a, r) => a + r.labelled, 0);
        const detected = g.reduce((a, r) => a + r.detected, 0);
        const matched = g.reduce((a, r) => a + r.matched, 0);
        const p = detected ? matched / detected : labelled ? 0 : 1;
        const rc = labelled ? matched / labelled : 1;
        const err = g.reduce((a, r) => a + (r.matched ? r.meanErrorMs * r.matched : 0), 0) / (matched || NaN);
        const worst = g
          .map((r) => r.countError)
          .filter(Number.isFinite)
          .reduce((w, x) => (Math.abs(x) > Math.abs(w) ? x : w), 0);
        const speed = g.reduce((a, r) => a + r.samplesPerSec, 0) / g.length;
        return [
          g[0]!.case,
          `${g[0]!.trace.split('/')[0]} (${g.length})`,
          g[0]!.rate === 'native' ? 'nat' : '60',
          String(labelled),
          String(detected),
          pct(p),
          pct(rc),
          pct(p + rc ? (2 * p * rc) / (p + rc) : 0),
          fix(err),
          signedPct(worst),
          fix(speed / 1000),
        ];
      }),
      [false, false, false, true, true, true, true, true, true, true, true],
    ),
  );
  console.log('\nOn walking traces (target: no jump, squat or swing events; walkSit sits shown for information):\n');
  const byTrace = new Map<string, Silence[]>();
  for (const s of silence) byTrace.set(`${s.trace}|${s.rate}`, [...(byTrace.get(`${s.trace}|${s.rate}`) ?? []), s]);
  console.log(
    markdownTable(
      ['trace', 'rate', 'seconds', ...SILENT_ON_WALKS.map((s) => (s.target ? s.detector : `(${s.detector}: ${s.events.join()})`))],
      [...byTrace.values()].map((list) => [
        short(list[0]!.trace),
        list[0]!.rate === 'native' ? 'nat' : '60',
        fix(list[0]!.seconds),
        ...list.map((s) => String(s.events)),
      ]),
      [false, false, true, ...SILENT_ON_WALKS.map(() => true)],
    ),
  );
  console.log('\nTargets (reported, not asserted):\n');
  for (const t of targets) console.log(`- [${t.met ? 'met' : 'NOT met'}] ${t.target}: ${t.figure}`);
}
