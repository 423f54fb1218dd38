import type uPlot from 'uplot';
import type { DetectorEvent } from '../../workers/motion/detectors/types';
import { COMMAND_PREFIX, type TraceLabel } from '../../workers/motion/trace/format.shared';
import { markerColors, palette } from './styles';

/** What the plot marks, in seconds: detections (with a span when the event has one), point labels, labelled segments. */
export type Marks = {
  detections: { t: number; type: string; span: [number, number] | null }[];
  labels: { t: number; event: string }[];
  segments: { from: number; to: number; name: string }[];
  colors: Map<string, string>;
};

export const NO_MARKS: Marks = { detections: [], labels: [], segments: [], colors: new Map() };

/** An event's span: flight (take-off → landing), squat (down → up), else none. */
function spanOf(e: DetectorEvent): [number, number] | null {
  const r = e as unknown as Record<string, unknown>;
  for (const [a, b] of [
    ['takeoffT', 'landingT'],
    ['downT', 'upT'],
  ] as const) {
    if (typeof r[a] === 'number' && typeof r[b] === 'number') return [(r[a] as number) / 1000, (r[b] as number) / 1000];
  }
  return null;
}

/** Markers from a run's events and a trace's labels (`X_start`/`X_end` pairs become segments). */
export function buildMarks(events: readonly DetectorEvent[], labels: readonly TraceLabel[]): Marks {
  const colors = new Map<string, string>();
  const colorOf = (type: string) => {
    if (!colors.has(type)) colors.set(type, markerColors[colors.size % markerColors.length]!);
    return colors.get(type)!;
  };
  const detections = events.map((e) => {
    colorOf(e.type);
    return { t: e.t / 1000, type: e.type, span: spanOf(e) };
  });
  const open = new Map<string, number>();
  const segments: Marks['segments'] = [];
  const points: Marks['labels'] = [];
  for (const l of labels) {
    if (l.event.startsWith(COMMAND_PREFIX)) {
      points.push({ t: l.t / 1000, event: l.event });
      continue;
    }
    const m = /^(.*)_(start|end)$/.exec(l.event);
    // Segments long enough to shade; a jump's start/end pair is short and drawn as two points.
    if (m && m[2] === 'start') open.set(m[1]!, l.t);
    else if (m && open.has(m[1]!)) {
      const from = open.get(m[1]!)!;
      open.delete(m[1]!);
      if (l.t - from > 1000) segments.push({ from: from / 1000, to: l.t / 1000, name: m[1]! });
      else points.push({ t: from / 1000, event: `${m[1]}_start` }, { t: l.t / 1000, event: l.event });
    } else points.push({ t: l.t / 1000, event: l.event });
  }
  return { detections, labels: points, segments, colors };
}

const SEGMENT_FILLS = ['rgba(255,210,63,0.07)', 'rgba(63,208,255,0.07)', 'rgba(195,139,255,0.08)', 'rgba(69,211,154,0.07)', 'rgba(255,95,162,0.07)'];

/**
 * A uPlot plugin that draws the marks over the signals: label segments as bands along the bottom,
 * labels as dashed lines, detections as solid lines with a tick (and a band for their span) at the
 * top. Names are written when there is room for them.
 */
export function marksPlugin(get: () => Marks, showNames: boolean): uPlot.Plugin {
  return {
    hooks: {
      draw: (u: uPlot) => {
        const m = get();
        const { ctx } = u;
        const { left, top, width, height } = u.bbox;
        const dpr = devicePixelRatio || 1;
        const xmin = u.scales.x!.min!;
        const xmax = u.scales.x!.max!;
        const x = (s: number) => u.valToPos(s, 'x', true);
        const inView = (a: number, b = a) => b >= xmin && a <= xmax;
        ctx.save();
        ctx.beginPath();
        ctx.rect(left, top, width, height);
        ctx.clip();
        ctx.font = `${11 * dpr}px system-ui, sans-serif`;
        ctx.textBaseline = 'bottom';

        const segNames = [...new Set(m.segments.map((s) => s.name))];
        for (const s of m.segments) {
          if (!inView(s.from, s.to)) continue;
          const x0 = x(s.from);
          const x1 = x(s.to);
          ctx.fillStyle = SEGMENT_FILLS[segNames.indexOf(s.name) % SEGMENT_FILLS.length]!;
          ctx.fillRect(x0, top, x1 - x0, height);
          if (showNames && x1 - x0 > 60 * dpr) {
            ctx.fillStyle = palette.dim;
            ctx.fillText(s.name, x0 + 3 * dpr, top + height - 2 * dpr, x1 - x0 - 6 * dpr);
          }
        }

        // Many marks in view (a long walk): short ticks at the edges only, so the signal stays visible.
        const sparse = (n: number) => n * 7 * dpr < width;
        const labelsSparse = sparse(m.labels.filter((l) => inView(l.t)).length);
        const detectionsSparse = sparse(m.detections.filter((d) => inView(d.t)).length);

        ctx.setLineDash(labelsSparse ? [4 * dpr, 3 * dpr] : []);
        ctx.lineWidth = dpr;
        ctx.strokeStyle = 'rgba(238,234,248,0.55)';
        let lastText = -Infinity;
        for (const l of m.labels) {
          if (!inView(l.t)) continue;
          const px = Math.round(x(l.t)) + 0.5;
          ctx.beginPath();
          ctx.moveTo(px, labelsSparse ? top : top + height - 8 * dpr);
          ctx.lineTo(px, top + height);
          ctx.stroke();
          if (showNames && labelsSparse && px - lastText > 110 * dpr) {
            ctx.fillStyle = palette.dim;
            ctx.fillText(l.event, px + 3 * dpr, top + height - 14 * dpr);
            lastText = px;
          }
        }
        ctx.setLineDash([]);

        lastText = -Infinity;
        for (const d of m.detections) {
          const color = m.colors.get(d.type) ?? palette.accent;
          if (d.span && inView(d.span[0], d.span[1])) {
            const x0 = x(d.span[0]);
            ctx.fillStyle = color + '38';
            ctx.fillRect(x0, top, Math.max(dpr, x(d.span[1]) - x0), 10 * dpr);
          }
          if (!inView(d.t)) continue;
          const px = Math.round(x(d.t)) + 0.5;
          if (detectionsSparse) {
            ctx.strokeStyle = color + '66';
            ctx.lineWidth = dpr;
            ctx.beginPath();
            ctx.moveTo(px, top);
            ctx.lineTo(px, top + height);
            ctx.stroke();
          }
          ctx.strokeStyle = color;
          ctx.lineWidth = (detectionsSparse ? 3 : 1) * dpr;
          ctx.beginPath();
          ctx.moveTo(px, top);
          ctx.lineTo(px, top + 14 * dpr);
          ctx.stroke();
          if (showNames && detectionsSparse && px - lastText > 60 * dpr) {
            ctx.fillStyle = color;
            ctx.fillText(d.type, px + 4 * dpr, top + 24 * dpr);
            lastText = px;
          }
        }
        ctx.restore();
      },
    },
  };
}
