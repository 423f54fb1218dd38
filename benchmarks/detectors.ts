/**
 * `npm run bench:detectors [-- --json] [-- --config <operator-config.json>]`
 *
 * Every detector on every recording it applies to (benchmarks/traces), at the recording's own rate
 * and resampled to 60 Hz, each figure on the tuning part and on the part held apart from tuning
 * (benchmarks/detectors/splits.ts: split by person). Steps: count error per walk and steps while
 * standing. Sits: each timed up-and-go sit within its labelled phase, also when it follows
 * standing, and sits where there are none. Jumps, squats, swings, device handling: events on every
 * walk (per hour). The labelled and synthetic cases: precision, recall, timing, also on a busy page
 * (60 Hz with gaps). The cost per sample.
 * Then the issue's targets on both parts — printed, never asserted: the figures are what they are.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseConfig, type Config } from '../src/config/schema';
import type { DetectorEvent } from '../workers/motion/detectors/types';
import { matchEvents, type MatchResult } from '../workers/motion/trace/match.shared';
import { truthOf } from '../workers/motion/trace/runTrace';
import { ACCURACY_CASES, SILENT_ON_WALKS, TUG_FOLDERS, WALKS } from './detectors/cases';
import { loadCounts, loadFolder, type LoadedTrace } from './detectors/loadTraces';
import { costOf, runOn, samplesAt, type Cost, type Rate } from './detectors/run';
import { fromLastTurn, PARTS, partOf, sittingDown, withSeatedTail, type Part } from './detectors/splits';
import { fix, markdownTable, pct, signedPct } from './detectors/table';
import { isMain, type Figure } from './report';

/** One of the issue's detector targets, on each part of the traces (tuning, held apart). */
export type DetectorTarget = { target: string; figures: Record<Part, string>; met: Record<Part, boolean> };

/**
 * Every detector on every recording, the tables printed as `print` asks, the targets returned.
 * `games`: an operator config's detector parameters (null: the defaults).
 */
export async function detectorBench(opts: {
  games: Config['games'] | null;
  print: 'text' | 'json' | null;
  configFile?: string;
}): Promise<{ targets: DetectorTarget[] }> {
  const games = opts.games;
  const RATES: Rate[] = ['native', 60];
  const folders = new Map<string, LoadedTrace[]>();
  const tracesIn = (folder: string) => folders.get(folder) ?? folders.set(folder, loadFolder(folder)).get(folder)!;
  const runs = new Map<string, DetectorEvent[]>();
  /** A detector's events on a trace at a rate, run once and kept. */
  const eventsOf = async (detector: string, t: LoadedTrace, rate: Rate) => {
    const key = `${detector}|${t.folder}/${t.name}|${rate}`;
    return runs.get(key) ?? runs.set(key, (await runOn(detector, t, rate, games)).events).get(key)!;
  };
  const seconds = (t: LoadedTrace) => ((t.samples[t.samples.length - 1]?.t ?? 0) - (t.samples[0]?.t ?? 0)) / 1000;
  const rateLabel = (r: Rate) => (r === 'native' ? 'nat' : String(r));
  const partLabel = (p: Part) => (p === 'tuning' ? 'tuning' : 'held apart');
  const worstOf = (xs: number[]) => xs.filter(Number.isFinite).reduce((w, x) => (Math.abs(x) > Math.abs(w) ? x : w), 0);

  // ---- Steps: count error per walk, and steps while standing (a stride before the first or after the last step).

  /**
   * The foot-switch labels cleaned by two rules, the same for every recording. Bounce: a press of one
   * foot less than half that foot's median press interval after its previous press is the same step
   * pressed twice (a foot cannot step again that soon); the Oxford README warns of such bounce, two
   * walks have 13 and 15 of them. Missed presses: the switches are logged at about 10 Hz, so a brief
   * press can fall between two readings; when one foot presses twice in a row more than 1.5 median
   * step intervals apart, the other foot's press between them was missed, and is put halfway (one
   * walk has 15 of them). Labels without a foot (`step`) are kept as they are.
   */
  function cleanSteps(labels: readonly { t: number; event: string }[]): number[] {
    const pressed: { t: number; foot: string }[] = [];
    for (const foot of new Set(labels.map((l) => l.event).filter((e) => e.startsWith('step')))) {
      const ts = labels.filter((l) => l.event === foot).map((l) => l.t);
      if (foot === 'step') return ts.sort((a, b) => a - b);
      const median = medianGap(ts);
      let last = -Infinity;
      for (const t of ts) {
        if (t - last < median / 2) continue;
        pressed.push({ t, foot });
        last = t;
      }
    }
    pressed.sort((a, b) => a.t - b.t);
    const step = medianGap(pressed.map((p) => p.t));
    const out = pressed.map((p) => p.t);
    for (let i = 1; i < pressed.length; i++) {
      const [a, b] = [pressed[i - 1]!, pressed[i]!];
      if (a.foot === b.foot && b.t - a.t > 1.5 * step) out.push((a.t + b.t) / 2);
    }
    return out.sort((a, b) => a - b);
  }

  function medianGap(ts: readonly number[]): number {
    const gaps = ts
      .slice(1)
      .map((t, i) => t - ts[i]!)
      .sort((a, b) => a - b);
    return gaps[gaps.length >> 1] ?? Infinity;
  }

  type StepRow = {
    trace: string;
    part: Part;
    rate: Rate;
    /** Labels as recorded, and cleaned (what the error is measured against: cleanSteps). */
    raw: number;
    labelled: number;
    detected: number;
    countError: number;
    precision: number;
    recall: number;
    standing: number;
    sourceApp?: number;
  };
  const stepRows: StepRow[] = [];
  const stepCounts = loadCounts('steps');
  for (const folder of ['steps', 'steps-oxford-opt']) {
    for (const t of tracesIn(folder)) {
      const raw = truthOf(t.labels).filter((l) => l.event.startsWith('step')).length;
      const truth = cleanSteps(truthOf(t.labels));
      for (const rate of RATES) {
        const steps = (await eventsOf('steps', t, rate)).filter((e) => e.type === 'step').map((e) => e.t);
        const m = matchEvents(steps, truth, 250);
        // Standing: more than a stride (1.25 median label intervals) before the first or after the
        // last labelled heel strike. The step that starts a walk and the one that closes it often
        // press no foot switch; they are walking, not standing.
        const stride = 1.25 * (Number.isFinite(medianGap(truth)) ? medianGap(truth) : 600);
        const first = truth[0]! - stride;
        const last = truth[truth.length - 1]! + stride;
        stepRows.push({
          trace: `${folder}/${t.name}`,
          part: partOf(t),
          rate,
          raw,
          labelled: truth.length,
          detected: steps.length,
          countError: (steps.length - truth.length) / truth.length,
          precision: m.precision,
          recall: m.recall,
          standing: steps.filter((x) => x < first || x > last).length,
          sourceApp: stepCounts.get(t.name)?.get('steps_app_algorithm'),
        });
      }
    }
  }

  // ---- Sits: every timed up-and-go sit within its labelled phase ± 300 ms, also after standing; none elsewhere.

  const SIT_TOLERANCE_MS = 300;
  type SitRow = {
    trace: string;
    part: Part;
    orientation: string;
    phase: { start: number; end: number };
    rate: Rate;
    /** Sits in the phase ± tolerance after the walk, and on the excerpt from the last turn. */
    found: number;
    foundAfterStanding: number;
    /** Sits anywhere else in the run (standing up, walking, turning). */
    elsewhere: number;
    firstSitT: number | null;
  };
  const sitRows: SitRow[] = [];
  for (const folder of TUG_FOLDERS) {
    const notes = readFileSync(new URL(`./traces/${folder}/counts.csv`, import.meta.url), 'utf8');
    for (const t of tracesIn(folder)) {
      const phase = sittingDown(t);
      if (!phase) continue;
      const padded = { ...t, samples: withSeatedTail(t.samples) };
      const standing = fromLastTurn(padded);
      const inPhase = (x: number) => x >= phase.start - SIT_TOLERANCE_MS && x <= phase.end + SIT_TOLERANCE_MS;
      for (const rate of RATES) {
        const sits = (await eventsOf('walkSit', padded, rate)).filter((e) => e.type === 'sit').map((e) => e.t);
        const afterStanding = (await eventsOf('walkSit', standing, rate)).filter((e) => e.type === 'sit').map((e) => e.t);
        sitRows.push({
          trace: `${folder}/${t.name}`,
          part: partOf(t),
          orientation: new RegExp(`^${t.name},.*orientation in pocket=([a-z_]+)`, 'm').exec(notes)?.[1] ?? '',
          phase,
          rate,
          found: sits.filter(inPhase).length,
          foundAfterStanding: afterStanding.filter(inPhase).length,
          elsewhere: sits.filter((x) => !inPhase(x)).length + afterStanding.filter((x) => !inPhase(x)).length,
          firstSitT: sits[0] ?? null,
        });
      }
    }
  }

  // ---- Silence on walks: jumps, squats, swings, handling and sits on every recorded walk, and in the
  // walking and turning phases of the timed up-and-go runs.

  type SilenceRow = { detector: string; trace: string; part: Part; rate: Rate; seconds: number; events: number };
  const silence: SilenceRow[] = [];
  const walkTraces = WALKS.flatMap((w) => tracesIn(w.folder).filter(w.traces));
  const tugTraces = TUG_FOLDERS.flatMap(tracesIn);
  /** The WALKING and TURNING phases of a TUG run, as [start, end] pairs. */
  const walkingPhases = (t: LoadedTrace) =>
    ['WALKING', 'TURNING'].flatMap((p) => {
      const starts = t.labels.filter((l) => l.event === `${p}_start`).map((l) => l.t);
      const ends = t.labels.filter((l) => l.event === `${p}_end`).map((l) => l.t);
      return starts.map((s, i) => [s, ends[i] ?? s] as const);
    });
  for (const s of SILENT_ON_WALKS) {
    for (const rate of RATES) {
      for (const t of walkTraces) {
        const events = (await eventsOf(s.detector, t, rate)).filter((e) => s.events.includes(e.type)).length;
        silence.push({ detector: s.detector, trace: `${t.folder}/${t.name}`, part: partOf(t), rate, seconds: seconds(t), events });
      }
      // walkSit's sits in TUG runs are judged above, phase by phase.
      if (s.detector === 'walkSit') continue;
      for (const t of tugTraces) {
        const phases = walkingPhases(t);
        const events = (await eventsOf(s.detector, t, rate)).filter((e) => s.events.includes(e.type) && phases.some(([a, b]) => e.t >= a && e.t <= b)).length;
        const secs = phases.reduce((a, [x, y]) => a + (y - x) / 1000, 0);
        silence.push({ detector: s.detector, trace: `${t.folder}/${t.name} (walk, turn)`, part: partOf(t), rate, seconds: secs, events });
      }
    }
  }

  // ---- The labelled and synthetic cases: precision, recall, timing, count; also on a busy page
  // (60 Hz with gaps), which no target names but which a low-end phone's page is.

  type CaseRow = MatchResult & { case: string; detector: string; trace: string; part: Part; rate: Rate; toleranceMs: number; countError: number };
  const caseRows: CaseRow[] = [];
  for (const c of ACCURACY_CASES) {
    for (const t of tracesIn(c.folder).filter(c.traces)) {
      const truth = truthOf(t.labels)
        .filter(c.truth)
        .map((l) => l.t);
      for (const rate of [...RATES, 'busy' as const]) {
        const detected = (await eventsOf(c.detector, t, rate))
          .map(c.detected)
          .filter((x): x is number => x !== null)
          .sort((a, b) => a - b);
        const m = matchEvents(detected, truth, c.toleranceMs);
        caseRows.push({
          ...m,
          case: c.title,
          detector: c.detector,
          trace: `${c.folder}/${t.name}`,
          part: partOf(t),
          rate,
          toleranceMs: c.toleranceMs,
          countError: truth.length ? (detected.length - truth.length) / truth.length : NaN,
        });
      }
    }
  }

  // ---- Cost per sample: each detector on a long walk resampled to 60 Hz (what a phone delivers) and at 200 Hz.

  const costWalk = tracesIn('steps-oxford-opt').find((t) => t.name.includes('Nexus')) ?? walkTraces[0]!;
  const costs: { detector: string; rate: Rate; cost: Cost }[] = [];
  for (const detector of ['steps', 'walkSit', 'run', 'jump', 'squat', 'swing', 'handling']) {
    for (const rate of RATES) costs.push({ detector, rate, cost: await costOf(detector, samplesAt(costWalk, rate), games) });
  }

  const short = (s: string) =>
    s
      .replace(/_1506\d+$/, '')
      .replace('phyphox390_', '')
      .replace('steps-oxford-opt/opt_', 'oxford/');

  // ---- Targets, on each part.

  type Target = { target: string; figures: Record<Part, string>; met: Record<Part, boolean> };
  const perPart = (fn: (p: Part) => { figure: string; met: boolean }): Pick<Target, 'figures' | 'met'> => {
    const r = Object.fromEntries(PARTS.map((p) => [p, fn(p)])) as Record<Part, { figure: string; met: boolean }>;
    return { figures: { tuning: r.tuning.figure, heldApart: r.heldApart.figure }, met: { tuning: r.tuning.met, heldApart: r.heldApart.met } };
  };
  const walkHours = (p: Part, rate: Rate, detector: string) =>
    silence.filter((r) => r.part === p && r.rate === rate && r.detector === detector).reduce((a, r) => a + r.seconds, 0) / 3600;
  const targets: Target[] = [
    {
      target: 'step count error ≤ 2 % on every recorded walk, native and 60 Hz',
      ...perPart((p) => {
        const rows = stepRows.filter((r) => r.part === p);
        const worst = (rate: Rate) => worstOf(rows.filter((r) => r.rate === rate).map((r) => r.countError));
        return {
          figure: `worst ${signedPct(worst('native'))} native, ${signedPct(worst(60))} at 60 Hz (${rows.length / 2} walks)`,
          met: rows.every((r) => Math.abs(r.countError) <= 0.02),
        };
      }),
    },
    {
      target: 'no steps while standing (a stride or more before the first or after the last labelled step)',
      ...perPart((p) => {
        const n = stepRows.filter((r) => r.part === p).reduce((a, r) => a + r.standing, 0);
        return { figure: `${n} steps`, met: n === 0 };
      }),
    },
    {
      target: `every recorded sit-down found once, within its sitting-down phase ± ${SIT_TOLERANCE_MS} ms (native and 60 Hz)`,
      ...perPart((p) => {
        const rows = sitRows.filter((r) => r.part === p);
        const ok = (rate: Rate) => rows.filter((r) => r.rate === rate && r.found === 1).length;
        return { figure: `${ok('native')}/${rows.length / 2} native, ${ok(60)}/${rows.length / 2} at 60 Hz`, met: rows.every((r) => r.found === 1) };
      }),
    },
    {
      target: 'also when the sit follows standing (from the turn in front of the chair)',
      ...perPart((p) => {
        const rows = sitRows.filter((r) => r.part === p);
        const ok = (rate: Rate) => rows.filter((r) => r.rate === rate && r.foundAfterStanding === 1).length;
        return {
          figure: `${ok('native')}/${rows.length / 2} native, ${ok(60)}/${rows.length / 2} at 60 Hz`,
          met: rows.every((r) => r.foundAfterStanding === 1),
        };
      }),
    },
    {
      target: 'no sit on walks, turns or stand-ups',
      ...perPart((p) => {
        const tug = sitRows.filter((r) => r.part === p).reduce((a, r) => a + r.elsewhere, 0);
        const walks = silence.filter((r) => r.part === p && r.detector === 'walkSit').reduce((a, r) => a + r.events, 0);
        return { figure: `${tug} in TUG runs, ${walks} on walks`, met: tug + walks === 0 };
      }),
    },
    ...['jump', 'squat', 'swing', 'handling'].map((detector) => ({
      target: `no ${detector} event on any recorded walk (per hour of walking)`,
      ...perPart((p) => {
        const n = (rate: Rate) => silence.filter((r) => r.part === p && r.rate === rate && r.detector === detector).reduce((a, r) => a + r.events, 0);
        const perHour = (rate: Rate) => fix(n(rate) / walkHours(p, rate, detector), 1);
        return {
          figure: `${n('native')} native (${perHour('native')}/h), ${n(60)} at 60 Hz (${perHour(60)}/h) in ${fix(walkHours(p, 'native', detector), 2)} h`,
          met: n('native') + n(60) === 0,
        };
      }),
    })),
    {
      target: 'jump count exact on the labelled jump recordings',
      ...perPart((p) => {
        const rows = caseRows.filter((r) => r.part === p && r.rate !== 'busy' && r.case === 'jump: take-off' && r.trace.startsWith('jump-walk/'));
        return {
          figure: rows.length
            ? rows.map((r) => `${short(r.trace).replace('jump-walk/', '')} ${rateLabel(r.rate)}: ${r.detected}/${r.labelled}`).join(', ')
            : 'no recording in this part',
          met: rows.every((r) => r.detected === r.labelled),
        };
      }),
    },
  ];

  // ---- Output.

  if (opts.print === 'json') {
    console.log(
      JSON.stringify({ config: opts.configFile ?? null, steps: stepRows, sits: sitRows, silentOnWalks: silence, cases: caseRows, costs, targets }, null, 2),
    );
  } else if (opts.print === 'text') {
    console.log(
      `Detector benchmark${opts.configFile ? ` (config ${opts.configFile})` : ' (default parameters)'}. Every figure on the tuning part and on the part held apart from tuning (split by person, benchmarks/detectors/splits.ts); rate "nat" = the recording's own.\n`,
    );

    console.log(
      'Steps: every recorded walk (count error against the cleaned labels: switch bounce out, missed presses in; precision and recall within 250 ms; steps while standing).\n',
    );
    console.log(
      markdownTable(
        ['walk', 'part', 'labelled (raw)', 'nat err', '60 Hz err', 'nat err vs raw', 'P % (nat)', 'R % (nat)', 'standing', 'source app'],
        stepRows
          .filter((r) => r.rate === 'native')
          .map((r) => {
            const at60 = stepRows.find((x) => x.trace === r.trace && x.rate === 60)!;
            return [
              short(r.trace),
              partLabel(r.part),
              r.raw === r.labelled ? String(r.labelled) : `${r.labelled} (${r.raw})`,
              signedPct(r.countError),
              signedPct(at60.countError),
              signedPct((r.detected - r.raw) / r.raw),
              pct(r.precision),
              pct(r.recall),
              String(r.standing + at60.standing),
              r.sourceApp !== undefined ? signedPct((r.sourceApp - r.labelled) / r.labelled) : '',
            ];
          }),
        [false, false, true, true, true, true, true, true, true, true],
      ),
    );

    console.log(`\nSits: every timed up-and-go run, phone in a trouser pocket (found in the phase ± ${SIT_TOLERANCE_MS} ms; seated tail of 3 s appended).\n`);
    console.log(
      markdownTable(
        ['run', 'part', 'pocket', 'sitting down (s)', 'nat', '60 Hz', 'after standing nat / 60', 'elsewhere'],
        sitRows
          .filter((r) => r.rate === 'native')
          .map((r) => {
            const at60 = sitRows.find((x) => x.trace === r.trace && x.rate === 60)!;
            const mark = (x: SitRow) => (x.found === 1 ? `${fix((x.firstSitT ?? NaN) / 1000, 2)} s` : x.found === 0 ? 'missed' : `${x.found}×`);
            return [
              r.trace,
              partLabel(r.part),
              r.orientation,
              `${fix(r.phase.start / 1000, 1)}–${fix(r.phase.end / 1000, 1)}`,
              mark(r),
              mark(at60),
              `${r.foundAfterStanding === 1 ? 'ok' : r.foundAfterStanding ? `${r.foundAfterStanding}×` : 'missed'} / ${at60.foundAfterStanding === 1 ? 'ok' : at60.foundAfterStanding ? `${at60.foundAfterStanding}×` : 'missed'}`,
              String(r.elsewhere + at60.elsewhere),
            ];
          }),
        [false, false, false, true, true, true, true, true],
      ),
    );

    console.log('\nOn walks (target: no event): events per detector, summed over each part, and per hour of walking.\n');
    console.log(
      markdownTable(
        ['detector', 'part', 'rate', 'walks', 'hours', 'events', 'per hour', 'worst walk'],
        SILENT_ON_WALKS.flatMap((s) =>
          PARTS.flatMap((p) =>
            RATES.map((rate) => {
              const rows = silence.filter((r) => r.detector === s.detector && r.part === p && r.rate === rate);
              const hours = rows.reduce((a, r) => a + r.seconds, 0) / 3600;
              const events = rows.reduce((a, r) => a + r.events, 0);
              const worst = rows.reduce((w, r) => (r.events > (w?.events ?? 0) ? r : w), null as SilenceRow | null);
              return [
                `${s.detector} (${s.events.join(', ')})`,
                partLabel(p),
                rateLabel(rate),
                String(rows.length),
                fix(hours, 2),
                String(events),
                fix(events / hours, 1),
                worst ? `${short(worst.trace)}: ${worst.events}` : '',
              ];
            }),
          ),
        ),
        [false, false, false, true, true, true, true, false],
      ),
    );

    console.log(
      '\nLabelled cases (jump-walk: derived labels; synthetic: generated), by part; rate "busy": 60 Hz with, after 1 sample in 50, none for up to 60 ms (seeded).\n',
    );
    const groups = new Map<string, CaseRow[]>();
    for (const r of caseRows) {
      const key = `${r.case}|${r.trace.split('/')[0]}|${r.part}|${r.rate}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    console.log(
      markdownTable(
        ['case', 'traces', 'part', 'rate', 'labelled', 'ours', 'P %', 'R %', 'F1 %', '|Δt| ms', 'worst count err', 'tol ms'],
        [...groups.values()].map((g) => {
          const labelled = g.reduce((a, r) => a + r.labelled, 0);
          const detected = g.reduce((a, r) => a + r.detected, 0);
          const matched = g.reduce((a, r) => a + r.matched, 0);
          const p = detected ? matched / detected : labelled ? 0 : 1;
          const rc = labelled ? matched / labelled : 1;
          const err = g.reduce((a, r) => a + (r.matched ? r.meanErrorMs * r.matched : 0), 0) / (matched || NaN);
          return [
            g[0]!.case,
            `${g[0]!.trace.split('/')[0]} (${g.length})`,
            partLabel(g[0]!.part),
            rateLabel(g[0]!.rate),
            String(labelled),
            String(detected),
            pct(p),
            pct(rc),
            pct(p + rc ? (2 * p * rc) / (p + rc) : 0),
            fix(err),
            signedPct(worstOf(g.map((r) => r.countError))),
            String(g[0]!.toleranceMs),
          ];
        }),
        [false, false, false, false, true, true, true, true, true, true, true, true],
      ),
    );

    console.log(`\nCost per sample (${short(`${costWalk.folder}/${costWalk.name}`)}; mean of the best pass, and the slowest single sample):\n`);
    console.log(
      markdownTable(
        ['detector', 'rate', 'samples', 'µs / sample', 'worst sample µs'],
        costs.map((c) => [c.detector, rateLabel(c.rate), String(c.cost.samples), fix(c.cost.usPerSample, 2), fix(c.cost.worstUs, 0)]),
        [false, false, true, true, true],
      ),
    );

    console.log('\nTargets (reported, not asserted), on each part:\n');
    console.log(
      markdownTable(
        ['target', 'tuning', 'held apart'],
        targets.map((t) => [
          t.target,
          `${t.met.tuning ? 'met' : 'NOT met'}: ${t.figures.tuning}`,
          `${t.met.heldApart ? 'met' : 'NOT met'}: ${t.figures.heldApart}`,
        ]),
      ),
    );
  }
  return { targets };
}

/** The targets as figures: each met (1) or not (0) on each part, budget 1. */
export function detectorFigures(targets: readonly DetectorTarget[]): Figure[] {
  return targets.flatMap((t) =>
    (['tuning', 'heldApart'] as const).map((part) => ({
      group: `detectors · ${part === 'tuning' ? 'tuning traces' : 'traces held apart'}`,
      name: `${t.target}: ${t.figures[part]}`,
      value: t.met[part] ? 1 : 0,
      unit: 'met',
      budget: { min: 1 },
    })),
  );
}

if (isMain(import.meta.url)) {
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
  await detectorBench({ games, print: flags.json ? 'json' : 'text', configFile: flags.config });
}
