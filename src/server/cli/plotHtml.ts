import type { DetectorEvent, MotionSample } from '../../../workers/motion/detectors/types';
import type { TraceLabel } from '../../../workers/motion/trace/format.shared';

export type PlotInput = {
  title: string;
  samples: readonly MotionSample[];
  events: readonly DetectorEvent[];
  labels: readonly TraceLabel[];
  /** uPlot's IIFE build and stylesheet, inlined so the page works offline and alone. */
  uplotJs: string;
  uplotCss: string;
};

const round = (v: number) => (Number.isFinite(v) ? Math.round(v * 1000) / 1000 : null);

/** Every time stamp an event carries (`t`, and for a jump `takeoffT` and `landingT`). */
function eventMarks(events: readonly DetectorEvent[]): { t: number; text: string }[] {
  const marks: { t: number; text: string }[] = [];
  for (const e of events) {
    const extra = e as unknown as Record<string, unknown>;
    marks.push({ t: e.t, text: e.type });
    for (const [k, v] of Object.entries(extra)) {
      if (k !== 't' && k.endsWith('T') && typeof v === 'number' && Number.isFinite(v) && v !== e.t) marks.push({ t: v, text: `${e.type}.${k}` });
    }
  }
  return marks;
}

/**
 * A self-contained HTML page drawing a trace with uPlot: acceleration (x, y, z, |a|) and, when
 * present, rotation rate, sharing one time axis (seconds) and cursor. Detections are red lines
 * (labelled with the event type above the chart), ground-truth labels green dashed lines (labelled
 * below). Pure string building: it runs in the CLI and could run in a worker.
 */
export function plotHtml(p: PlotInput): string {
  const t = p.samples.map((s) => round(s.t / 1000));
  const col = (f: (s: MotionSample) => number) => p.samples.map((s) => round(f(s)));
  const data = {
    t,
    acc: [col((s) => s.ax), col((s) => s.ay), col((s) => s.az), col((s) => Math.hypot(s.ax, s.ay, s.az))],
    gyro: p.samples.some((s) => Number.isFinite(s.gx)) ? [col((s) => s.gx), col((s) => s.gy), col((s) => s.gz)] : null,
    detections: eventMarks(p.events).map((m) => ({ t: m.t / 1000, text: m.text })),
    labels: p.labels.map((l) => ({ t: l.t / 1000, text: l.event })),
  };
  // The data is JSON; `</` is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/<\//g, '<\\/');
  const title = p.title.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>${p.uplotCss}</style>
<style>
  body { font: 14px system-ui, sans-serif; margin: 16px; }
  h1 { font-size: 16px; }
  .key span { display: inline-block; margin-right: 16px; }
  .det { color: #d11; } .lab { color: #080; }
</style>
</head>
<body>
<h1>${title}</h1>
<p class="key"><span class="det">│ detections (${data.detections.length})</span><span class="lab">┆ labels (${data.labels.length})</span><span>time in s; opens on the first 10 s — drag to zoom, double-click for the whole trace</span></p>
<div id="acc"></div>
<div id="gyro"></div>
<script>${p.uplotJs.replace(/<\/script/gi, '<\\/script')}</script>
<script>
const D = ${json};
function marks(u) {
  const ctx = u.ctx;
  const { top, height } = u.bbox;
  const draw = (list, colour, dash, textY) => {
    ctx.save();
    ctx.strokeStyle = colour; ctx.fillStyle = colour; ctx.setLineDash(dash); ctx.lineWidth = devicePixelRatio;
    ctx.font = (10 * devicePixelRatio) + 'px sans-serif';
    const min = u.scales.x.min, max = u.scales.x.max;
    const shown = list.filter((m) => m.t >= min && m.t <= max);
    // Names only when few enough to read.
    const named = shown.length <= 40;
    for (const m of shown) {
      const x = u.valToPos(m.t, 'x', true);
      ctx.beginPath(); ctx.moveTo(x, top); ctx.lineTo(x, top + height); ctx.stroke();
      if (named) ctx.fillText(m.text, x + 2 * devicePixelRatio, textY);
    }
    ctx.restore();
  };
  draw(D.detections, '#d11', [], top + 12 * devicePixelRatio);
  draw(D.labels, '#080', [4 * devicePixelRatio, 3 * devicePixelRatio], top + height - 4 * devicePixelRatio);
}
const sync = uPlot.sync('trace');
const width = Math.max(600, window.innerWidth - 40);
function chart(el, title, names, colours, columns, unit) {
  return new uPlot({
    title, width, height: 300,
    cursor: { sync: { key: sync.key } },
    scales: { x: { time: false } },
    axes: [{ label: 's' }, { label: unit }],
    series: [{ label: 't (s)' }, ...names.map((n, i) => ({ label: n, stroke: colours[i], width: 1 }))],
    hooks: { draw: [marks] },
  }, [D.t, ...columns], el);
}
const charts = [chart(document.getElementById('acc'), 'acceleration incl. gravity', ['ax', 'ay', 'az', '|a|'], ['#e66', '#3a3', '#36c', '#000'], D.acc, 'm/s²')];
if (D.gyro) charts.push(chart(document.getElementById('gyro'), 'rotation rate', ['gx', 'gy', 'gz'], ['#e66', '#3a3', '#36c'], D.gyro, 'deg/s'));
// Long traces open on their first 10 s, where single events can be told apart.
const t0 = D.t[0] ?? 0, t1 = D.t[D.t.length - 1] ?? 0;
if (t1 - t0 > 10) for (const c of charts) c.setScale('x', { min: t0, max: t0 + 10 });
</script>
</body>
</html>
`;
}
