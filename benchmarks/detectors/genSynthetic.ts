/**
 * Regenerates benchmarks/traces/synthetic/: every synthetic motion for the seeds below, as trace and
 * label CSVs with a header saying they are synthetic. Deterministic: the same code and seeds write
 * the same bytes.
 *
 *   npx tsx benchmarks/detectors/genSynthetic.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SYNTHETIC, syntheticComment } from '../synth';
import { labelsToCsv, traceToCsv } from '../../workers/motion/trace/writeCsv.shared';
import { TRACES_DIR } from './loadTraces';

export const SYNTHETIC_SEEDS = [1, 2];

function main(): void {
  const dir = join(TRACES_DIR, 'synthetic');
  mkdirSync(dir, { recursive: true });
  for (const [kind, make] of Object.entries(SYNTHETIC)) {
    for (const seed of SYNTHETIC_SEEDS) {
      const t = make(seed);
      const comment = syntheticComment(t, seed);
      writeFileSync(join(dir, `${t.name}.csv`), traceToCsv(t.samples, comment));
      writeFileSync(join(dir, `${t.name}_labels.csv`), labelsToCsv(t.labels, comment));
      const last = t.samples[t.samples.length - 1]?.t ?? 0;
      console.log(`${t.name}: ${t.samples.length} samples, ${(last / 1000).toFixed(1)} s, ${t.labels.length} labels (${kind})`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
