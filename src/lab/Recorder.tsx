import { css, cx } from '@linaria/core';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { download } from './download';
import { addLabel, recorder, startRecording, stopRecording } from './recorder';
import { btn, danger, dim, input, palette, panel, primary, row } from './styles';
import { texts } from './texts';

/** Tap-to-label buttons: the labels the benchmark and the lab's scoring know. */
const QUICK_LABELS = ['jump', 'step', 'squat', 'swing', 'sit_start', 'sit_end'] as const;

const big = css`
  font-size: 16px;
  padding: 12px 14px;
  min-width: 84px;
  flex: 1 1 auto;
`;

/** On a phone, where recording happens, the recorder comes first. */
const first = css`
  @media (max-width: 820px) {
    order: -1;
  }
`;

const live = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 700;
  color: ${palette.danger};
  &::before {
    content: '';
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${palette.danger};
  }
`;

/** Records `devicemotion` on this device with tapped labels, in the traces format. */
export function Recorder() {
  const snap = useSnapshot(recorder);
  const [custom, setCustom] = useState('');
  const recording = snap.state === 'recording';
  const files = snap.files;
  return (
    <section className={cx(panel, first)} aria-labelledby="lab-recorder">
      <h2 id="lab-recorder">{texts.recorderTitle}</h2>
      <p className={dim} style={{ marginTop: 0 }}>
        {texts.recorderHint}
      </p>
      {!window.isSecureContext && (
        <p className={dim} role="note">
          {texts.insecure}
        </p>
      )}
      <div className={row}>
        {recording ? (
          <button type="button" className={cx(btn, danger, big)} onClick={stopRecording}>
            {texts.stop}
          </button>
        ) : (
          <button type="button" className={cx(btn, primary, big)} onClick={() => void startRecording()}>
            {texts.start}
          </button>
        )}
        {recording && <span className={live}>{texts.recording}</span>}
        {recording && <span className={dim}>{texts.recordStats(snap.samples, snap.seconds)}</span>}
      </div>
      {snap.noSamples && (
        <p className={dim} role="status">
          {texts.noSamples}
        </p>
      )}
      {snap.denied && (
        <p className={dim} role="status">
          {texts.denied}
        </p>
      )}
      {recording && (
        <>
          <div className={row} style={{ marginTop: 10 }}>
            {QUICK_LABELS.map((l) => (
              <button key={l} type="button" className={cx(btn, big)} onClick={() => addLabel(l)}>
                {l}
              </button>
            ))}
          </div>
          <form
            className={row}
            style={{ marginTop: 8 }}
            onSubmit={(e) => {
              e.preventDefault();
              addLabel(custom);
            }}
          >
            <input
              className={input}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              aria-label={texts.customLabel}
              placeholder={texts.customLabelPlaceholder}
              style={{ flex: 1 }}
            />
            <button type="submit" className={btn} disabled={custom.trim() === ''}>
              {texts.add}
            </button>
          </form>
          {snap.lastLabel && <p className={dim}>{texts.lastLabel(snap.lastLabel.event, snap.lastLabel.seconds)}</p>}
        </>
      )}
      {!recording && files && (
        <>
          <p className={dim}>{texts.recorded(snap.samples, snap.labels)}</p>
          <div className={row}>
            <button type="button" className={btn} onClick={() => download(`${files.name}.csv`, files.trace)}>
              {texts.downloadTrace}
            </button>
            <button type="button" className={btn} onClick={() => download(`${files.name}_labels.csv`, files.labels)}>
              {texts.downloadLabels}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
