/**
 * `npm run replay -- <trace.csv> --detector <name> [--config <operator-config.json>] [--plot <out.html>] [--rate <Hz>] [--labels <file>]`
 *
 * Runs one detector over a recorded or synthetic trace as the motion worker would, and prints each
 * event as one JSON line (numbers rounded to 3 decimals: the same trace and config always print the
 * same bytes). Labels beside the trace (`<trace>_labels.csv`, or --labels) give the detector its
 * commands (`cmd:` rows) and are drawn on the plot. --config takes the thresholds of an operator
 * config file (validated like the server does); --rate resamples as a browser would deliver.
 * Exit codes: 0 done, 1 bad trace, labels or config (the message names the line or key), 2 bad usage.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseConfig } from '../../config/schema';
import { createDetector, DETECTOR_NAMES, isDetectorName } from '../../../workers/motion/detectors/registry';
import { TraceFormatError, type TraceLabel } from '../../../workers/motion/trace/format.shared';
import { parseLabels } from '../../../workers/motion/trace/parseLabels';
import { parseTrace } from '../../../workers/motion/trace/parseTrace';
import { resample } from '../../../workers/motion/trace/resample';
import { commandsOf, runTrace, truthOf } from '../../../workers/motion/trace/runTrace';
import { plotHtml } from './plotHtml';

export type ReplayIo = {
  out: (line: string) => void;
  err: (line: string) => void;
};

const USAGE = `usage: npm run replay -- <trace.csv> --detector <${DETECTOR_NAMES.join('|')}> [--config <file>] [--plot <out.html>] [--rate <Hz>] [--labels <file>]`;

class Failure extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2,
  ) {
    super(message);
  }
}

/** One event as a stable JSON line: keys in the detector's order, numbers to 3 decimals. */
export function eventLine(e: object): string {
  return JSON.stringify(e, (_, v: unknown) => (typeof v === 'number' ? (Number.isFinite(v) ? Math.round(v * 1000) / 1000 : null) : v));
}

function read(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new Failure(`${what} ${path}: cannot read (${(err as Error).message})`, 1);
  }
}

/** The CLI, callable in-process (tests) with its output captured; returns the exit code. */
export async function runReplay(argv: string[], io: ReplayIo): Promise<number> {
  try {
    await replay(argv, io);
    return 0;
  } catch (err) {
    if (err instanceof Failure) {
      io.err(err.message);
      if (err.code === 2) io.err(USAGE);
      return err.code;
    }
    if (err instanceof TraceFormatError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}

async function replay(argv: string[], io: ReplayIo): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        detector: { type: 'string' },
        config: { type: 'string' },
        plot: { type: 'string' },
        rate: { type: 'string' },
        labels: { type: 'string' },
      },
    });
  } catch (err) {
    throw new Failure((err as Error).message, 2);
  }
  const { values: flags, positionals } = parsed;
  const tracePath = positionals[0];
  if (!tracePath || positionals.length > 1) throw new Failure('give exactly one trace file', 2);
  if (!flags.detector) throw new Failure('--detector is required', 2);
  if (!isDetectorName(flags.detector)) throw new Failure(`unknown detector "${flags.detector}" (known: ${DETECTOR_NAMES.join(', ')})`, 2);
  const rate = flags.rate === undefined ? null : Number(flags.rate);
  if (rate !== null && !(Number.isFinite(rate) && rate >= 10 && rate <= 1000))
    throw new Failure(`--rate must be a number of Hz between 10 and 1000, not "${flags.rate}"`, 2);

  let games = null;
  if (flags.config) {
    let json: unknown;
    try {
      json = JSON.parse(read(flags.config, 'config'));
    } catch (err) {
      if (err instanceof Failure) throw err;
      throw new Failure(`config ${flags.config}: not valid JSON (${(err as Error).message})`, 1);
    }
    const r = parseConfig(json);
    if (!r.ok) throw new Failure(`config ${flags.config}: ${r.message}`, 1);
    games = r.config.games;
  }

  const trace = parseTrace(read(tracePath, 'trace'), { duplicateTime: 'allow', source: basename(tracePath) });
  for (const w of trace.warnings) io.err(`warning: ${w}`);
  const labelsPath = flags.labels ?? tracePath.replace(/\.csv$/, '_labels.csv');
  let labels: TraceLabel[] = [];
  if (flags.labels || existsSync(labelsPath)) labels = parseLabels(read(labelsPath, 'labels'), basename(labelsPath));

  const samples = rate === null ? trace.samples : resample(trace.samples, rate);
  const events = runTrace(await createDetector(flags.detector, games), samples, commandsOf(labels));
  for (const e of events) io.out(eventLine(e));

  if (flags.plot) {
    const require = createRequire(import.meta.url);
    const uplotJs = readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js'), 'utf8');
    const uplotCss = readFileSync(require.resolve('uplot/dist/uPlot.min.css'), 'utf8');
    const title = `${basename(tracePath)} — ${flags.detector}${rate ? ` at ${rate} Hz` : ''}${flags.config ? ` — config ${basename(flags.config)}` : ''}`;
    writeFileSync(flags.plot, plotHtml({ title, samples, events, labels: truthOf(labels), uplotJs, uplotCss }));
    io.err(`plot written to ${flags.plot} (${events.length} detections, ${truthOf(labels).length} labels)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runReplay(process.argv.slice(2), { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) });
}
