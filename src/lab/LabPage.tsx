import './jitless';
import { useEffect } from 'react';
import { DetectorPanel } from './DetectorPanel';
import { ExportConfig } from './ExportConfig';
import { loadFiles } from './labStore';
import { Recorder } from './Recorder';
import { Results } from './Results';
import { head, main, page, side, tune } from './styles';
import { texts } from './texts';
import { ThresholdForm } from './ThresholdForm';
import { TracePlot } from './TracePlot';
import { TraceSource } from './TraceSource';

/**
 * `/lab`: the Motion Lab for developers, QA and operators. Record `devicemotion` with tapped labels,
 * load a trace, run it through any detector in the motion worker, tune the thresholds and export
 * them as an operator config. Files can be dropped anywhere on the page.
 */
export default function LabPage() {
  useEffect(() => {
    document.title = texts.title;
  }, []);
  return (
    <div
      className={page}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        void loadFiles([...e.dataTransfer.files]);
      }}
    >
      <header className={head}>
        <h1>{texts.title}</h1>
        <p>{texts.subtitle}</p>
      </header>
      <div className={side}>
        <TraceSource />
        <DetectorPanel />
        <Recorder />
      </div>
      <div className={main}>
        <TracePlot />
        <Results />
      </div>
      <div className={tune}>
        <ThresholdForm />
        <ExportConfig />
      </div>
    </div>
  );
}
