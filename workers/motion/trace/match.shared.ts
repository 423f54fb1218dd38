/**
 * Detected events against labelled ones: one-to-one pairs within a timing tolerance, closest pairs
 * first. Precision = matched / detected, recall = matched / labelled.
 */
export type MatchResult = {
  detected: number;
  labelled: number;
  matched: number;
  precision: number;
  recall: number;
  f1: number;
  /** Mean |detected − label| over matched pairs (ms); NaN when nothing matched. */
  meanErrorMs: number;
  /** Mean signed detected − label (ms): a consistent lead or lag shows here. */
  meanBiasMs: number;
};

export function matchEvents(detected: readonly number[], labelled: readonly number[], toleranceMs: number): MatchResult {
  const pairs: [number, number, number][] = [];
  // Both lists are sorted: only labels inside the tolerance window of each detection are candidates.
  let lo = 0;
  for (let i = 0; i < detected.length; i++) {
    const d = detected[i]!;
    while (lo < labelled.length && labelled[lo]! < d - toleranceMs) lo++;
    for (let j = lo; j < labelled.length && labelled[j]! <= d + toleranceMs; j++) pairs.push([Math.abs(d - labelled[j]!), i, j]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const usedD = new Set<number>();
  const usedL = new Set<number>();
  let errSum = 0;
  let biasSum = 0;
  for (const [, i, j] of pairs) {
    if (usedD.has(i) || usedL.has(j)) continue;
    usedD.add(i);
    usedL.add(j);
    errSum += Math.abs(detected[i]! - labelled[j]!);
    biasSum += detected[i]! - labelled[j]!;
  }
  const matched = usedD.size;
  const precision = detected.length ? matched / detected.length : labelled.length ? 0 : 1;
  const recall = labelled.length ? matched / labelled.length : 1;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return {
    detected: detected.length,
    labelled: labelled.length,
    matched,
    precision,
    recall,
    f1,
    meanErrorMs: matched ? errSum / matched : NaN,
    meanBiasMs: matched ? biasSum / matched : NaN,
  };
}
