import { proxy, ref } from 'valtio';
import type { DetectorEvent } from '../../workers/motion/detectors/types';
import type { LabFileError, LabSignals, LabTraceInfo } from '../../workers/lab/labRun';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';
import { labDetector, type DetectorName, type GameKey } from './detectorList';
import { labWorker } from './labWorker';
import { editsFromConfig, editState, type ParamEdits } from './params';
import { defaultChoice, eventFields, labelNames, type ScoreChoice } from './scoring';
import { texts } from './texts';

export type LabRun = { detector: DetectorName; rateHz: number | null; events: readonly DetectorEvent[]; samples: number; ms: number };
export type TextFile = { text: string; source: string };

export type LabState = {
  trace: { info: LabTraceInfo; signals: LabSignals } | null;
  labels: readonly TraceLabel[];
  labelsSource: string | null;
  loading: boolean;
  /** Files refused, each naming its line. */
  errors: LabFileError[];
  detector: DetectorName;
  /** null: the trace's own rate; else resampled (a browser's `devicemotion` is about 60 Hz). */
  rateHz: number | null;
  /** What the user typed per game and parameter key (`badGradeThresholds.A`). */
  edits: Partial<Record<GameKey, ParamEdits>>;
  run: LabRun | null;
  runError: string | null;
  running: boolean;
  score: ScoreChoice | null;
  /** The user picked the score's event or label: keep it across runs while it still applies. */
  scoreChosen: boolean;
  notice: string | null;
};

export const lab = proxy<LabState>({
  trace: null,
  labels: ref([]),
  labelsSource: null,
  loading: false,
  errors: [],
  detector: 'jump',
  rateHz: null,
  edits: {},
  run: null,
  runError: null,
  running: false,
  score: null,
  scoreChosen: false,
  notice: null,
});

export function gameOf(detector: DetectorName): GameKey | null {
  return labDetector(detector).game;
}

/** The current detector's operator-config override (changed keys) and invalid inputs. */
export function currentEdits(s: Pick<LabState, 'detector' | 'edits'> = lab) {
  const game = gameOf(s.detector);
  return game ? { game, ...editState(game, s.edits[game] ?? {}) } : null;
}

let runSeq = 0;
let runTimer: ReturnType<typeof setTimeout> | null = null;

/** Runs the loaded trace through the detector soon (edits come in bursts while typing). */
export function scheduleRun(delayMs = 120): void {
  if (runTimer) clearTimeout(runTimer);
  runTimer = setTimeout(() => void runNow(), delayMs);
}

async function runNow(): Promise<void> {
  runTimer = null;
  if (!lab.trace) return;
  const edits = currentEdits();
  if (edits && edits.invalid.length > 0) return;
  const seq = ++runSeq;
  const detector = lab.detector;
  const rateHz = lab.rateHz;
  lab.running = true;
  const w = await labWorker();
  const r = await w.labRun(detector, edits?.override ?? null, { rateHz });
  if (seq !== runSeq) return;
  lab.running = false;
  if (!r.ok) {
    lab.runError = r.message;
    return;
  }
  lab.runError = null;
  lab.run = { detector, rateHz, events: ref(r.events), samples: r.samples, ms: r.ms };
  refreshScore();
}

/** Keeps the user's scoring choice while it still applies to this detector and these labels; else a default. */
function refreshScore(): void {
  const events = lab.run?.events ?? [];
  const s = lab.score;
  const fits =
    s !== null && labelNames(lab.labels).includes(s.label) && eventFields(lab.detector, events).some((f) => f.event === s.event && f.field === s.field);
  if (lab.scoreChosen && fits) return;
  lab.scoreChosen = false;
  lab.score = defaultChoice(lab.detector, lab.labels, events);
}

export function setScore(patch: Partial<ScoreChoice>): void {
  if (!lab.score) return;
  Object.assign(lab.score, patch);
  lab.scoreChosen = true;
}

async function applyLabels(file: TextFile | null): Promise<boolean> {
  const w = await labWorker();
  const r = await w.labLabels(file?.text ?? null, file?.source);
  if (!r.ok) {
    lab.errors.push(r.error);
    return false;
  }
  lab.labels = ref(r.labels);
  lab.labelsSource = file?.source ?? null;
  return true;
}

/** Loads a trace (and its labels) into the motion worker, then runs the detector on it. */
export async function loadTexts(trace: TextFile, labels: TextFile | null, detector?: DetectorName): Promise<void> {
  lab.loading = true;
  lab.errors = [];
  lab.notice = null;
  const w = await labWorker();
  const r = await w.labLoad(trace.text, trace.source);
  lab.loading = false;
  if (!r.ok) {
    lab.errors.push(r.error);
    return;
  }
  lab.trace = { info: r.info, signals: ref(r.signals) };
  lab.labels = ref([]);
  lab.labelsSource = null;
  lab.run = null;
  if (detector) lab.detector = detector;
  if (labels) await applyLabels(labels);
  lab.scoreChosen = false;
  await runNow();
}

/** The first line that is neither blank nor a comment, without spaces. */
function headerOf(text: string): string {
  for (const line of text.slice(0, 4000).split(/\r\n|\n|\r/)) {
    const l = line.trim();
    if (l !== '' && !l.startsWith('#')) return l.replace(/\s/g, '');
  }
  return '';
}

const isLabels = (f: TextFile) => /_labels\.csv$/i.test(f.source) || headerOf(f.text) === 't_ms,event';

/** Files from a picker or a drop: a trace and/or its labels (told apart by name or header). */
export async function loadFiles(files: readonly File[]): Promise<void> {
  const read: TextFile[] = [];
  const refused: LabFileError[] = [];
  for (const f of files) {
    if (!/\.(csv|txt)$/i.test(f.name) && f.type !== 'text/csv') refused.push({ source: f.name, line: null, message: texts.notCsv(f.name), text: null });
    else read.push({ text: await f.text(), source: f.name });
  }
  const trace = read.find((f) => !isLabels(f));
  const labels = read.find((f) => isLabels(f)) ?? null;
  if (trace) await loadTexts(trace, labels);
  else if (labels && lab.trace) {
    lab.errors = [];
    if (await applyLabels(labels)) {
      lab.scoreChosen = false;
      await runNow();
    }
  } else if (labels) {
    lab.errors = [{ source: labels.source, line: null, message: texts.labelsNeedTrace, text: null }];
  }
  lab.errors.push(...refused);
}

/** An example of benchmarks/traces, fetched from the app's assets. */
export async function loadUrls(traceUrl: string, labelsUrl: string | null, source: string, detector?: DetectorName): Promise<void> {
  lab.loading = true;
  try {
    const get = async (url: string) => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.text();
    };
    const [trace, labels] = await Promise.all([get(traceUrl), labelsUrl ? get(labelsUrl) : null]);
    await loadTexts({ text: trace, source: `${source}.csv` }, labels === null ? null : { text: labels, source: `${source}_labels.csv` }, detector);
  } catch (err) {
    lab.loading = false;
    lab.errors = [{ source, line: null, message: String((err as Error).message ?? err), text: null }];
  }
}

export function setDetector(name: DetectorName): void {
  lab.detector = name;
  lab.scoreChosen = false;
  lab.notice = null;
  scheduleRun(0);
}

export function setRate(rateHz: number | null): void {
  lab.rateHz = rateHz;
  scheduleRun(0);
}

export function setEdit(game: GameKey, key: string, raw: string): void {
  (lab.edits[game] ??= {})[key] = raw;
  scheduleRun();
}

export function resetEdits(game: GameKey, key?: string): void {
  if (key === undefined) lab.edits[game] = {};
  else delete lab.edits[game]?.[key];
  scheduleRun(0);
}

/** Takes the current detector's thresholds from an operator config file. */
export async function loadConfigFile(file: File): Promise<void> {
  const game = gameOf(lab.detector);
  if (!game) return;
  const r = editsFromConfig(game, await file.text());
  if (!r.ok) {
    lab.errors = [{ source: file.name, line: null, message: r.message, text: null }];
    return;
  }
  lab.errors = [];
  lab.edits[game] = r.edits;
  lab.notice = texts.configLoaded(file.name);
  scheduleRun(0);
}
