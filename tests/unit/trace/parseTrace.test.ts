import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TraceFormatError } from '../../../workers/motion/trace/format.shared';
import { parseTrace } from '../../../workers/motion/trace/parseTrace';
import { traceToCsv } from '../../../workers/motion/trace/writeCsv.shared';

const HEADER = 't_ms,ax,ay,az,gx,gy,gz';

/** The error a malformed file raises: its line number and message. */
function failure(text: string, opts = {}): TraceFormatError {
  try {
    parseTrace(text, opts);
  } catch (err) {
    expect(err).toBeInstanceOf(TraceFormatError);
    return err as TraceFormatError;
  }
  throw new Error('parsed without error');
}

describe('trace CSV parser', () => {
  it('reads samples, with empty gyroscope columns as NaN', () => {
    const t = parseTrace(`${HEADER}\n0,0.1,9.8,0.2,,,\n10.5,0.2,9.7,0.1,,,\n`);
    expect(t.samples).toHaveLength(2);
    expect(t.samples[1]).toMatchObject({ t: 10.5, ax: 0.2, ay: 9.7, az: 0.1 });
    expect(Number.isNaN(t.samples[1]!.gx)).toBe(true);
    expect(t.hasGyro).toBe(false);
    expect(parseTrace(`${HEADER}\n0,0,9.8,0,1,-2,3\n`).samples[0]).toMatchObject({ gx: 1, gy: -2, gz: 3 });
  });

  it('skips comments and blank lines, accepts CRLF and columns in any order, gyroscope columns optional', () => {
    const t = parseTrace(`# synthetic\r\naz,ay,ax,t_ms\r\n\r\n9.8,0,0,0\r\n# mid\r\n9.7,0,0,5\r\n`);
    expect(t.samples.map((s) => [s.t, s.az])).toEqual([
      [0, 9.8],
      [5, 9.7],
    ]);
  });

  it('names the line of an empty file', () => {
    expect(failure('')).toMatchObject({ line: 1 });
    expect(failure('').message).toMatch(/line 1: empty file/);
    expect(failure('# only a comment\n').message).toMatch(/empty file/);
  });

  it('names the missing columns', () => {
    const e = failure('t_ms,ax,ay,gx\n0,1,2,3\n');
    expect(e.line).toBe(1);
    expect(e.message).toMatch(/missing column az/);
    expect(failure('# c\ntime,ax,ay,az\n').message).toMatch(/line 2: missing column t_ms/);
  });

  it('refuses a header without samples', () => {
    expect(failure(`${HEADER}\n`).message).toMatch(/line 1: no samples/);
  });

  it('names the line and column of a bad number', () => {
    const e = failure(`${HEADER}\n0,0,9.8,0,,,\n10,0,nine,0,,,\n`);
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/ay is not a number \("nine"\)/);
    expect(failure(`${HEADER}\n0,0,,0,,,\n`).message).toMatch(/line 2: ay is empty/);
    expect(failure(`${HEADER}\n0,0,9.8,0,x,,\n`).message).toMatch(/line 2: gx is not a number/);
    expect(failure(`${HEADER}\n0,0,9.8,0,,,\n1,0,Infinity,0,,,\n`).line).toBe(3);
  });

  it('names the line of a row with the wrong number of fields', () => {
    expect(failure(`${HEADER}\n0,0,9.8,0,,,\n5,0,9.8\n`)).toMatchObject({ line: 3 });
  });

  it('refuses time that goes back, naming both lines', () => {
    const e = failure(`${HEADER}\n0,0,9.8,0,,,\n20,0,9.8,0,,,\n# gap\n10,0,9.8,0,,,\n`);
    expect(e.line).toBe(5);
    expect(e.message).toMatch(/t_ms 10 is earlier than 20 on line 3/);
  });

  it('refuses duplicate time by default, and allows it with a warning when asked', () => {
    const text = `${HEADER}\n0,0,9.8,0,,,\n51,0,9.8,0,,,\n51,0,9.7,0,,,\n52,0,9.8,0,,,\n`;
    expect(failure(text)).toMatchObject({ line: 4 });
    expect(failure(text).message).toMatch(/duplicate time/);
    const t = parseTrace(text, { duplicateTime: 'allow', source: 'tug.csv' });
    expect(t.samples).toHaveLength(4);
    expect(t.warnings).toEqual(['tug.csv: 1 samples repeat the previous timestamp (first on line 4)']);
  });

  it('puts the file name in its messages', () => {
    expect(failure('', { source: 'walk.csv' }).message).toMatch(/^walk\.csv line 1/);
  });

  it('reads back what the writer writes', () => {
    const sample = fc.record({
      ax: fc.double({ min: -80, max: 80, noNaN: true }),
      ay: fc.double({ min: -80, max: 80, noNaN: true }),
      az: fc.double({ min: -80, max: 80, noNaN: true }),
      gx: fc.option(fc.double({ min: -2000, max: 2000, noNaN: true }), { nil: NaN }),
    });
    fc.assert(
      fc.property(
        fc.array(sample, { minLength: 1, maxLength: 50 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 50, maxLength: 50 }),
        (rows, gaps) => {
          let t = 0;
          const samples = rows.map((r, i) => ({ t: (t += gaps[i]!), ax: r.ax, ay: r.ay, az: r.az, gx: r.gx, gy: r.gx, gz: r.gx }));
          const back = parseTrace(traceToCsv(samples, ['round trip'])).samples;
          expect(back).toHaveLength(samples.length);
          back.forEach((s, i) => {
            expect(s.t).toBeCloseTo(samples[i]!.t, 3);
            expect(s.ay).toBeCloseTo(samples[i]!.ay, 4);
            expect(Number.isNaN(s.gx)).toBe(Number.isNaN(samples[i]!.gx));
          });
        },
      ),
      { numRuns: 50 },
    );
  });
});
