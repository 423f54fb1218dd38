import { css } from '@linaria/core';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { download } from './download';
import { currentEdits, lab } from './labStore';
import { configExport } from './params';
import { btn, dim, palette, panel, row } from './styles';
import { texts } from './texts';

const pre = css`
  margin: 8px 0;
  padding: 8px 10px;
  background: ${palette.bg};
  border-radius: 6px;
  font-size: 12px;
  max-height: 220px;
  overflow: auto;
`;

/** The changed thresholds as an operator config file, checked with the server's schema. */
export function ExportConfig() {
  const snap = useSnapshot(lab);
  const [copied, setCopied] = useState(false);
  const state = currentEdits(snap);
  if (!state) return null;
  const out = configExport(state.game, state.override);
  const empty = state.changed === 0;
  return (
    <section className={panel} aria-labelledby="lab-export">
      <h2 id="lab-export">{texts.exportTitle}</h2>
      <p className={dim} style={{ marginTop: 0 }}>
        {texts.exportHint}
      </p>
      {empty ? (
        <p className={dim}>{texts.nothingChanged}</p>
      ) : (
        <pre className={pre} data-testid="config-json">
          {out.json}
        </pre>
      )}
      {!empty && (
        <p className={dim} role={out.valid ? undefined : 'alert'} style={{ color: out.valid ? palette.good : palette.danger }}>
          {out.valid ? texts.exportValid : out.message}
        </p>
      )}
      <div className={row}>
        <button
          type="button"
          className={btn}
          disabled={empty || !out.valid}
          onClick={() => download(`config-${state.game}.json`, out.json, 'application/json')}
        >
          {texts.download}
        </button>
        <button
          type="button"
          className={btn}
          disabled={empty || !out.valid}
          onClick={() =>
            void navigator.clipboard?.writeText(out.json).then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 1500);
            })
          }
        >
          {copied ? texts.copied : texts.copy}
        </button>
      </div>
    </section>
  );
}
