import { css } from '@linaria/core';
import { useSnapshot } from 'valtio';
import type { DetectorEvent } from '../../workers/motion/detectors/types';
import { lab, setScore } from './labStore';
import { countByType, eventFields, labelNames, score } from './scoring';
import { dim, input, palette, panel, row, table } from './styles';
import { texts } from './texts';

const counts = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  margin-bottom: 8px;
  b {
    font-size: 22px;
    font-variant-numeric: tabular-nums;
    margin-right: 5px;
  }
`;

const metrics = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 18px;
  margin-top: 8px;
  div {
    display: grid;
  }
  b {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${palette.dim};
    font-size: 12px;
  }
`;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const EVENT_ROWS = 300;

function details(e: DetectorEvent): string {
  return Object.entries(e)
    .filter(([k]) => k !== 't' && k !== 'type')
    .map(([k, v]) => `${k}=${typeof v === 'number' ? Number(v.toFixed(/T$/.test(k) ? 0 : 3)) : String(v)}`)
    .join(' ');
}

/** Event counts, and precision / recall against the labels with the benchmark's matcher. */
export function Results() {
  const snap = useSnapshot(lab);
  const run = snap.run;
  if (!snap.trace || !run) return null;
  const events = run.events as DetectorEvent[];
  const byType = countByType(events);
  const names = labelNames(snap.labels);
  const labelCounts = countByType(snap.labels.filter((l) => names.includes(l.event)).map((l) => ({ type: l.event })));
  const choice = snap.score;
  const m = choice ? score(choice, events, snap.labels) : null;
  const fields = eventFields(snap.detector, events);
  return (
    <section className={panel} aria-labelledby="lab-results">
      <h2 id="lab-results">
        {texts.resultsTitle} · {run.detector}
      </h2>
      <div className={counts} data-testid="event-counts">
        <span className={dim}>{texts.detected}</span>
        {byType.length === 0 && (
          <span data-testid="count-none">
            <b>0</b>
            {texts.noEvents}
          </span>
        )}
        {byType.map(([type, n]) => (
          <span key={type} data-testid={`count-${type}`}>
            <b>{n}</b>
            {type}
          </span>
        ))}
      </div>
      {labelCounts.length > 0 && (
        <div className={dim}>
          {texts.labelled}: {labelCounts.map(([l, n]) => `${n} ${l}`).join(' · ')}
        </div>
      )}
      <h2 style={{ marginTop: 12 }}>{texts.scoreTitle}</h2>
      {!choice || !m ? (
        <p className={dim} style={{ margin: 0 }}>
          {texts.noLabels}
        </p>
      ) : (
        <>
          <div className={row}>
            <label className={row}>
              <span className={dim}>{texts.scoreEvent}</span>
              <select
                className={input}
                value={`${choice.event}.${choice.field}`}
                onChange={(e) => {
                  const f = fields.find((x) => `${x.event}.${x.field}` === e.target.value);
                  if (f) setScore(f);
                }}
              >
                {fields.map((f) => (
                  <option key={`${f.event}.${f.field}`} value={`${f.event}.${f.field}`}>
                    {f.field === 't' ? f.event : `${f.event}.${f.field}`}
                  </option>
                ))}
              </select>
            </label>
            <label className={row}>
              <span className={dim}>{texts.scoreLabel}</span>
              <select className={input} value={choice.label} onChange={(e) => setScore({ label: e.target.value })}>
                {names.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label className={row}>
              <span className={dim}>{texts.tolerance}</span>
              <input
                className={input}
                type="number"
                min={0}
                step={10}
                style={{ width: 80 }}
                value={choice.toleranceMs}
                onChange={(e) => setScore({ toleranceMs: Math.max(0, Number(e.target.value) || 0) })}
              />
            </label>
          </div>
          <div className={metrics} data-testid="score">
            <div>
              <b>{pct(m.precision)}</b>
              <span>{texts.precision}</span>
            </div>
            <div>
              <b>{pct(m.recall)}</b>
              <span>{texts.recall}</span>
            </div>
            <div>
              <b>{m.f1.toFixed(3)}</b>
              <span>{texts.f1}</span>
            </div>
            <div>
              <b>
                {m.matched} / {m.detected} / {m.labelled}
              </b>
              <span>
                {texts.matched} / {texts.detected} / {texts.labelled}
              </span>
            </div>
            <div>
              <b>{Number.isNaN(m.meanErrorMs) ? '–' : `${m.meanErrorMs.toFixed(0)} ms`}</b>
              <span>{texts.meanError}</span>
            </div>
          </div>
        </>
      )}
      {events.length > 0 && (
        <details style={{ marginTop: 10 }}>
          <summary className={dim}>{texts.eventsTitle(events.length)}</summary>
          <table className={table}>
            <thead>
              <tr>
                <th>{texts.colTime}</th>
                <th>{texts.colType}</th>
                <th>{texts.colDetails}</th>
              </tr>
            </thead>
            <tbody>
              {events.slice(0, EVENT_ROWS).map((e, i) => (
                <tr key={i}>
                  <td>{(e.t / 1000).toFixed(3)}</td>
                  <td>{e.type}</td>
                  <td className={dim}>{details(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
