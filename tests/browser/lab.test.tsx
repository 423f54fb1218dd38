import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import LabPage from '../../src/lab/LabPage';

const G = 9.80665;

/**
 * A small jump trace at 60 Hz, phone flat (gravity on z): rest at 1 g, then per jump a 200 ms
 * push-off at 3 g, a 300 ms flight in free fall and a 3 g landing (not exactly 0: that is no reading). Four flights read 0.001 g, two read
 * 0.02 g (a slightly biased sensor): the default in-air threshold (0.6 g) sees six jumps, a
 * threshold of 0.01 g only the four deeper ones.
 */
function jumpTrace(): { trace: string; labels: string; takeoffs: number[] } {
  const rows = ['# test trace for the Motion Lab', 't_ms,ax,ay,az,gx,gy,gz'];
  const takeoffs: number[] = [];
  const flights = [0.001, 0.02, 0.001, 0.02, 0.001, 0.001];
  const phases: [number, number][] = [[1, 600]];
  for (const level of flights) phases.push([3, 200], [level, 300], [3, 200], [1, 500]);
  let t = 0;
  let end = 0;
  for (const [g, ms] of phases) {
    if (g < 0.5) takeoffs.push(end);
    end += ms;
    for (; t < end; t += 1000 / 60) rows.push(`${t.toFixed(3)},0.00000,0.00000,${(g * G).toFixed(5)},,,`);
  }
  const labels = ['t_ms,event', ...takeoffs.map((x) => `${x.toFixed(3)},jump_start`)];
  return { trace: rows.join('\n') + '\n', labels: labels.join('\n') + '\n', takeoffs };
}

function csvFile(name: string, text: string): File {
  return new File([text], name, { type: 'text/csv' });
}

async function upload(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type=file][accept*=csv]');
  expect(input).not.toBeNull();
  await userEvent.upload(page.elementLocator(input!), files);
}

describe('Motion Lab', () => {
  it('runs a loaded trace through the jump detector in the motion worker, and re-runs when a threshold changes', async () => {
    const { trace, labels } = jumpTrace();
    const screen = await render(<LabPage />);
    await upload(screen.container, [csvFile('hops.csv', trace), csvFile('hops_labels.csv', labels)]);

    // The worker starts, parses and runs: allow a slow machine some time.
    await expect.element(screen.getByTestId('count-jump'), { timeout: 10_000 }).toBeInTheDocument();
    await expect.element(screen.getByTestId('trace-info')).toHaveTextContent('hops.csv');
    await expect.element(screen.getByTestId('trace-info')).toHaveTextContent('6 labels from hops_labels.csv');
    await expect.element(screen.getByTestId('count-jump')).toHaveTextContent(/^6\s*jump$/);
    await expect.element(screen.getByTestId('score')).toHaveTextContent('100.0 %Precision100.0 %Recall');
    // The run happened in the worker, on every sample of the trace.
    await expect.element(screen.getByText(/samples in [\d.]+ ms \(motion worker\)/)).toBeInTheDocument();

    await userEvent.fill(screen.getByLabelText('inAirThreshold'), '0.01');
    await expect.element(screen.getByTestId('count-jump'), { timeout: 5_000 }).toHaveTextContent(/^4\s*jump$/);
    await expect.element(screen.getByTestId('score')).toHaveTextContent('66.7 %Recall');
    // Only the changed key, in the operator config's shape, accepted by the server's schema.
    await expect.element(screen.getByTestId('config-json')).toHaveTextContent('{ "games": { "gm116": { "inAirThreshold": 0.01 } } }');
    await expect.element(screen.getByText('Valid for the server schema.')).toBeInTheDocument();

    await screen.getByRole('button', { name: 'Reset all' }).click();
    await expect.element(screen.getByTestId('count-jump'), { timeout: 5_000 }).toHaveTextContent(/^6\s*jump$/);
  });

  it('shows a malformed CSV with the number and text of the bad line', async () => {
    const screen = await render(<LabPage />);
    await upload(screen.container, [csvFile('broken.csv', 't_ms,ax,ay,az\n0,0,0,9.8\n# a comment\n16.7,0,abc,9.8\n')]);
    const alert = screen.getByRole('alert');
    await expect.element(alert, { timeout: 5_000 }).toHaveTextContent('broken.csv, line 4');
    await expect.element(alert).toHaveTextContent('ay is not a number ("abc")');
    await expect.element(alert).toHaveTextContent('Line: 16.7,0,abc,9.8');
  });
});
