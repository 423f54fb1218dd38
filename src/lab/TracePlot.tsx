import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useSnapshot } from 'valtio';
import type { DetectorEvent } from '../../workers/motion/detectors/types';
import type { LabSignals } from '../../workers/lab/labRun';
import { lab } from './labStore';
import { buildMarks, marksPlugin, NO_MARKS, type Marks } from './plotMarkers';
import { btn, dim, palette, panel, row, seriesColors } from './styles';
import { texts } from './texts';

const G = 9.80665;

const box = css`
  min-width: 0;
  .u-legend {
    font-size: 12px;
    color: ${palette.text};
  }
  .u-legend .u-marker {
    border-radius: 2px;
  }
  .u-select {
    background: rgba(255, 210, 63, 0.15);
  }
  h3 {
    margin: 8px 0 2px;
    font-size: 12.5px;
    font-weight: 600;
    color: ${palette.dim};
  }
`;

const legend = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  font-size: 12px;
  span {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
  i {
    display: inline-block;
    width: 12px;
    height: 3px;
  }
`;

function axis(label: string): uPlot.Axis {
  return {
    stroke: palette.dim,
    label,
    labelSize: 18,
    labelFont: '12px system-ui',
    font: '11px system-ui',
    grid: { stroke: 'rgba(255,255,255,0.07)', width: 1 },
    ticks: { stroke: 'rgba(255,255,255,0.15)', width: 1 },
  };
}

function options(
  width: number,
  height: number,
  unit: string,
  names: string[],
  colors: string[],
  marks: () => Marks,
  showNames: boolean,
  onX: (u: uPlot) => void,
): uPlot.Options {
  return {
    width,
    height,
    cursor: { sync: { key: 'lab' }, drag: { x: true, y: false } },
    scales: { x: { time: false } },
    axes: [axis('s'), { ...axis(unit), size: 52 }],
    series: [
      { label: 's', value: (_u, v) => (v == null ? '–' : v.toFixed(3)) },
      ...names.map((label, i): uPlot.Series => ({
        label,
        stroke: colors[i],
        width: i === 0 && names.length === 4 ? 1.5 : 1,
        value: (_u, v) => (v == null ? '–' : v.toFixed(2)),
      })),
    ],
    plugins: [marksPlugin(marks, showNames)],
    hooks: {
      setScale: [
        (u, key) => {
          if (key === 'x') onX(u);
        },
      ],
    },
  };
}

/** The plot's columns: seconds; |a| and the axes in g; the rotation rates in deg/s. */
function columns(s: LabSignals) {
  const n = s.t.length;
  const x = new Float64Array(n);
  const mag = new Float64Array(n);
  const ax = new Float64Array(n);
  const ay = new Float64Array(n);
  const az = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x[i] = s.t[i]! / 1000;
    ax[i] = s.ax[i]! / G;
    ay[i] = s.ay[i]! / G;
    az[i] = s.az[i]! / G;
    mag[i] = Math.hypot(ax[i]!, ay[i]!, az[i]!);
  }
  return { x, acc: [x, mag, ax, ay, az] as uPlot.AlignedData, gyro: [x, s.gx, s.gy, s.gz] as uPlot.AlignedData };
}

/** Signals, detections and labels on two zoomable uPlot charts that share the time axis and cursor. */
export function TracePlot() {
  const snap = useSnapshot(lab);
  const signals = snap.trace?.signals as LabSignals | undefined;
  const hasGyro = snap.trace?.info.hasGyro ?? false;
  const accEl = useRef<HTMLDivElement>(null);
  const gyroEl = useRef<HTMLDivElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const plots = useRef<uPlot[]>([]);
  const marks = useRef<Marks>(NO_MARKS);
  const full = useRef<{ min: number; max: number }>({ min: 0, max: 1 });

  useEffect(() => {
    if (!signals || !accEl.current || !wrap.current) return;
    const cols = columns(signals);
    const n = cols.x.length;
    full.current = { min: cols.x[0] ?? 0, max: cols.x[n - 1] ?? 1 };
    const width = Math.max(280, wrap.current.clientWidth);
    let syncing = false;
    const onX = (from: uPlot) => {
      if (syncing) return;
      syncing = true;
      const { min, max } = from.scales.x!;
      for (const p of plots.current) if (p !== from && min != null && max != null) p.setScale('x', { min, max });
      syncing = false;
    };
    const get = () => marks.current;
    const made = [
      new uPlot(
        options(width, 300, 'g', ['|a|', 'ax', 'ay', 'az'], [seriesColors.mag, seriesColors.x, seriesColors.y, seriesColors.z], get, true, onX),
        cols.acc,
        accEl.current,
      ),
    ];
    if (hasGyro && gyroEl.current) {
      made.push(
        new uPlot(
          options(width, 200, 'deg/s', ['gx', 'gy', 'gz'], [seriesColors.x, seriesColors.y, seriesColors.z], get, false, onX),
          cols.gyro,
          gyroEl.current,
        ),
      );
    }
    plots.current = made;
    const ro = new ResizeObserver(() => {
      const w = Math.max(280, wrap.current?.clientWidth ?? width);
      for (const p of plots.current) if (p.width !== w) p.setSize({ width: w, height: p.height });
    });
    ro.observe(wrap.current);
    return () => {
      ro.disconnect();
      for (const p of made) p.destroy();
      plots.current = [];
    };
  }, [signals, hasGyro]);

  const events = (snap.run?.events ?? []) as DetectorEvent[];
  const labels = snap.labels;
  useEffect(() => {
    marks.current = buildMarks(events, labels);
    for (const p of plots.current) p.redraw(false, false);
  }, [events, labels, signals]);

  if (!signals) return null;
  const m = buildMarks(events, labels);
  return (
    <section className={panel} aria-label={texts.plotAccel}>
      <div className={row} style={{ justifyContent: 'space-between' }}>
        <span className={dim}>{texts.plotHint}</span>
        <button
          type="button"
          className={btn}
          onClick={() => {
            for (const p of plots.current) p.setScale('x', full.current);
          }}
        >
          {texts.resetZoom}
        </button>
      </div>
      <div className={legend} style={{ margin: '6px 0' }}>
        {[...m.colors].map(([type, color]) => (
          <span key={type}>
            <i style={{ background: color }} />
            {type}
          </span>
        ))}
        {labels.length > 0 && (
          <span>
            <i style={{ borderTop: '2px dashed rgba(238,234,248,0.6)', height: 0 }} />
            labels
          </span>
        )}
      </div>
      <div ref={wrap} className={box}>
        <h3>{texts.plotAccel}</h3>
        <div ref={accEl} data-testid="plot-acc" />
        {hasGyro && <h3>{texts.plotGyro}</h3>}
        <div ref={gyroEl} />
      </div>
    </section>
  );
}
