import { css, cx } from '@linaria/core';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { detectionKeys, type GameKey } from './detectorList';
import { currentEdits, gameOf, lab, loadConfigFile, resetEdits, setEdit } from './labStore';
import { paramFields, type ParamField } from './params';
import { btn, dim, input, palette, panel, row } from './styles';
import { texts } from './texts';

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 92px 22px;
  gap: 4px 8px;
  align-items: center;
  fieldset {
    grid-column: 1 / -1;
    display: contents;
  }
  legend {
    grid-column: 1 / -1;
    margin-top: 8px;
    font-weight: 700;
    color: ${palette.dim};
    font-size: 12.5px;
  }
`;

const name = css`
  overflow-wrap: anywhere;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  font-size: 12.5px;
  small {
    display: block;
    color: ${palette.dim};
    font-family: system-ui, sans-serif;
  }
`;

const changed = css`
  color: ${palette.changed};
  input {
    border-color: ${palette.changed};
  }
`;

const bad = css`
  input {
    border-color: ${palette.danger};
  }
`;

const more = css`
  margin-top: 10px;
  summary {
    cursor: pointer;
    margin-bottom: 4px;
  }
`;

const resetBtn = css`
  padding: 0;
  width: 22px;
  height: 22px;
  line-height: 1;
`;

function Field({ game, field, raw }: { game: GameKey; field: ParamField; raw: string | undefined }) {
  const value = raw ?? String(field.defaultValue);
  const num = Number(value);
  const isBad = value.trim() === '' || !Number.isFinite(num);
  const isChanged = !isBad && num !== field.defaultValue;
  const label = field.group ? field.path.slice(1).join('.') : field.key;
  const id = `lab-param-${field.key}`;
  return (
    <div className={cx(isChanged && changed, isBad && bad)} style={{ display: 'contents' }}>
      <label htmlFor={id} className={name}>
        {label}
        <small>{isBad ? texts.badNumber : texts.defaultIs(field.defaultValue)}</small>
      </label>
      <input
        id={id}
        className={input}
        type="number"
        inputMode="decimal"
        step={field.step}
        value={value}
        aria-invalid={isBad}
        onChange={(e) => setEdit(game, field.key, e.target.value)}
      />
      {isChanged || isBad ? (
        <button
          type="button"
          className={cx(btn, resetBtn)}
          title={texts.reset}
          aria-label={`${texts.reset}: ${field.key}`}
          onClick={() => resetEdits(game, field.key)}
        >
          ↺
        </button>
      ) : (
        <span />
      )}
    </div>
  );
}

function Fields({ game, fields, edits }: { game: GameKey; fields: ParamField[]; edits: Readonly<Record<string, string>> }) {
  const groups = [...new Set(fields.map((f) => f.group))];
  return (
    <div className={grid}>
      {groups.map((g) => {
        const inGroup = fields.filter((f) => f.group === g).map((f) => <Field key={f.key} game={game} field={f} raw={edits[f.key]} />);
        return g === null ? (
          inGroup
        ) : (
          <fieldset key={g}>
            <legend>{g}</legend>
            {inGroup}
          </fieldset>
        );
      })}
    </div>
  );
}

/** A form generated from the game's defaults (src/protocol/parameters.ts); the detector re-runs on each change. */
export function ThresholdForm() {
  const snap = useSnapshot(lab);
  const picker = useRef<HTMLInputElement>(null);
  const game = gameOf(snap.detector);
  if (!game) {
    return (
      <section className={panel} aria-labelledby="lab-thresholds">
        <h2 id="lab-thresholds">{texts.thresholdsTitle}</h2>
        <p className={dim} style={{ margin: 0 }}>
          {texts.noParams}
        </p>
      </section>
    );
  }
  const fields = paramFields(game);
  const edits = snap.edits[game] ?? {};
  const state = currentEdits(snap);
  const used = detectionKeys(game);
  const detection = used ? fields.filter((f) => used.includes(f.path[0]!)) : fields;
  const rules = used ? fields.filter((f) => !used.includes(f.path[0]!)) : [];
  return (
    <section className={panel} aria-labelledby="lab-thresholds">
      <h2 id="lab-thresholds">
        {texts.thresholdsTitle} · games.{game}
      </h2>
      <div className={row} style={{ marginBottom: 6 }}>
        <span className={dim}>{texts.changed(state?.changed ?? 0)}</span>
        <button type="button" className={btn} disabled={Object.keys(edits).length === 0} onClick={() => resetEdits(game)}>
          {texts.resetAll}
        </button>
        <button type="button" className={btn} onClick={() => picker.current?.click()}>
          {texts.loadConfig}
        </button>
        <input
          ref={picker}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void loadConfigFile(f);
            e.target.value = '';
          }}
        />
      </div>
      <Fields game={game} fields={detection} edits={edits} />
      {rules.length > 0 && (
        <details className={more}>
          <summary className={dim}>{texts.gameKeys(rules.length)}</summary>
          <Fields game={game} fields={rules} edits={edits} />
        </details>
      )}
    </section>
  );
}
