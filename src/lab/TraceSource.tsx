import { css } from '@linaria/core';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { LAB_EXAMPLES } from './examples';
import { lab, loadFiles, loadUrls } from './labStore';
import { alert, btn, dim, palette, panel, row } from './styles';
import { texts } from './texts';

const examples = css`
  display: grid;
  gap: 6px;
  button {
    text-align: left;
  }
  small {
    display: block;
    font-weight: 400;
    font-size: 11.5px;
    color: ${palette.dim};
  }
`;

const infoBox = css`
  margin-top: 10px;
  overflow-wrap: anywhere;
`;

/** Where a trace comes from: a bundled example or files; what was loaded; what was refused and where. */
export function TraceSource() {
  const snap = useSnapshot(lab);
  const picker = useRef<HTMLInputElement>(null);
  const info = snap.trace?.info;
  return (
    <section className={panel} aria-labelledby="lab-source">
      <h2 id="lab-source">{texts.sourceTitle}</h2>
      <div className={examples}>
        <span className={dim}>{texts.examples}</span>
        {LAB_EXAMPLES.map((ex) => (
          <button key={ex.id} type="button" className={btn} disabled={snap.loading} onClick={() => void loadUrls(ex.trace, ex.labels, ex.file, ex.detector)}>
            {ex.title}
            <small>{ex.source}</small>
          </button>
        ))}
      </div>
      <div className={row} style={{ marginTop: 8 }}>
        <button type="button" className={btn} onClick={() => picker.current?.click()}>
          {texts.openFiles}
        </button>
        <input
          ref={picker}
          type="file"
          accept=".csv,text/csv"
          multiple
          hidden
          aria-label={texts.openFiles}
          onChange={(e) => {
            void loadFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        {snap.loading && <span className={dim}>{texts.loading}</span>}
      </div>
      <p className={dim}>{texts.openFilesHint}</p>
      {info ? (
        <div className={infoBox} data-testid="trace-info">
          <strong>{info.source}</strong>
          <div className={dim}>
            {texts.traceInfo(info.samples, info.durationMs / 1000, 1000 / info.intervalMs)} · {info.hasGyro ? texts.gyro : texts.noGyro} ·{' '}
            {texts.labelsInfo(snap.labels.length, snap.labelsSource)}
          </div>
          {[...info.comments, ...info.warnings].map((c, i) => (
            <div key={i} className={dim}>
              {c}
            </div>
          ))}
        </div>
      ) : (
        !snap.loading && <p className={dim}>{texts.noTrace}</p>
      )}
      {snap.errors.map((e, i) => (
        <div key={i} className={alert} role="alert">
          <strong>{texts.errorIn(e.source, e.line)}</strong>
          <div>{e.message}</div>
          {e.text !== null && (
            <code>
              {texts.errorLine} {e.text}
            </code>
          )}
        </div>
      ))}
      {snap.notice && <p className={dim}>{snap.notice}</p>}
    </section>
  );
}
