import { useSnapshot } from 'valtio';
import { LAB_DETECTOR_NAMES, isLabDetector, labDetector } from './detectorList';
import { lab, setDetector, setRate } from './labStore';
import { dim, input, panel, row } from './styles';
import { texts } from './texts';

/** Which detector of the motion worker runs on the trace, and at which rate. */
export function DetectorPanel() {
  const snap = useSnapshot(lab);
  return (
    <section className={panel} aria-labelledby="lab-detector">
      <h2 id="lab-detector">{texts.detectorTitle}</h2>
      <div className={row}>
        <label className={row}>
          <span>{texts.detector}</span>
          <select
            className={input}
            value={snap.detector}
            onChange={(e) => {
              if (isLabDetector(e.target.value)) setDetector(e.target.value);
            }}
          >
            {LAB_DETECTOR_NAMES.map((n) => (
              <option key={n} value={n}>
                {labDetector(n).game ? `${n} (${labDetector(n).game})` : n}
              </option>
            ))}
          </select>
        </label>
        <label className={row}>
          <span>{texts.rate}</span>
          <select className={input} value={snap.rateHz ?? ''} onChange={(e) => setRate(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{texts.rateNative}</option>
            <option value="60">{texts.rate60}</option>
          </select>
        </label>
      </div>
      <p className={dim} aria-live="polite" style={{ marginBottom: 0 }}>
        {snap.running ? texts.running : snap.run ? texts.ranIn(snap.run.samples, snap.run.ms) : ''}
        {snap.runError}
      </p>
    </section>
  );
}
