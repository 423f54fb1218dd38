import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runReplay } from '../../../src/server/cli/replay';

const root = new URL('../../../', import.meta.url).pathname;
const TURN = join(root, 'benchmarks/traces/synthetic/turn_over_1.csv');
const JUMP = join(root, 'benchmarks/traces/synthetic/jump_rope_1.csv');
const dir = mkdtempSync(join(tmpdir(), 'replay-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function replay(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReplay(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('replay CLI', async () => {
  it('prints the detections as JSON lines, the same every time', async () => {
    const a = await replay(TURN, '--detector', 'handling');
    expect(a.code).toBe(0);
    expect(a.out).toHaveLength(5);
    for (const line of a.out) expect(JSON.parse(line)).toMatchObject({ type: 'turnOver', by: 'gyro' });
    expect((await replay(TURN, '--detector', 'handling')).out).toEqual(a.out);
    expect(a.out.join('\n')).toMatchSnapshot();
  });

  it('applies an operator config: a changed threshold changes the output', async () => {
    const base = (await replay(JUMP, '--detector', 'jump')).out;
    const cfg = file('strict.json', JSON.stringify({ games: { gm116: { inAirThreshold: 0.05 } } }));
    const strict = await replay(JUMP, '--detector', 'jump', '--config', cfg);
    expect(strict.code).toBe(0);
    expect(strict.out.length).toBeLessThan(base.length);
    const same = file('same.json', JSON.stringify({ games: { gm116: { inAirThreshold: 0.6 } }, server: { maxNameLength: 10 } }));
    expect((await replay(JUMP, '--detector', 'jump', '--config', same)).out).toEqual(base);
  });

  it('resamples with --rate', async () => {
    const r = await replay(JUMP, '--detector', 'jump', '--rate', '60');
    expect(r.code).toBe(0);
    expect(r.out.length).toBeGreaterThan(60);
  });

  it('refuses a bad trace, naming the line, with exit code 1', async () => {
    const bad = file('bad.csv', 't_ms,ax,ay,az,gx,gy,gz\n0,0,9.8,0,,,\n10,0,oops,0,,,\n');
    const r = await replay(bad, '--detector', 'steps');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/bad\.csv line 3: ay is not a number/);
    expect((await replay(file('unsorted.csv', 't_ms,ax,ay,az\n5,0,9.8,0\n1,0,9.8,0\n'), '--detector', 'steps')).err[0]).toMatch(/line 3: t_ms 1 is earlier/);
    expect(await replay(join(dir, 'missing.csv'), '--detector', 'steps')).toMatchObject({ code: 1 });
  });

  it('refuses a bad config, naming the key, with exit code 1', async () => {
    const cfg = file('bad.json', JSON.stringify({ games: { gm116: { inAirThreshold: 'high' } } }));
    const r = await replay(JUMP, '--detector', 'jump', '--config', cfg);
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/games\.gm116\.inAirThreshold/);
    expect((await replay(JUMP, '--detector', 'jump', '--config', file('typo.json', '{"games": {"gm116": {"inAir": 1}}}'))).err[0]).toMatch(/gm116/);
    expect((await replay(JUMP, '--detector', 'jump', '--config', file('broken.json', '{'))).err[0]).toMatch(/not valid JSON/);
  });

  it('explains bad usage with exit code 2', async () => {
    expect(await replay(JUMP)).toMatchObject({ code: 2 });
    const r = await replay(JUMP, '--detector', 'fly');
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/unknown detector "fly" \(known: steps, swing, .*jump.*\)/);
    expect(await replay(JUMP, '--detector', 'jump', '--rate', 'fast')).toMatchObject({ code: 2 });
  });

  it('writes a self-contained uPlot page with the signals, detections and labels', async () => {
    const out = join(dir, 'plot.html');
    const r = await replay(JUMP, '--detector', 'jump', '--plot', out);
    expect(r.code).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('var uPlot=');
    expect(html).toContain('.uplot');
    expect(html).not.toMatch(/<script[^>]+src=/);
    const data = JSON.parse(/const D = (\{.*\});/.exec(html)![1]!);
    // A jump marks its take-off and its landing (= its t).
    expect(data.detections.length).toBe(2 * r.out.length);
    expect(data.labels.some((l: { text: string }) => l.text === 'jump_start')).toBe(true);
  });

  it('runs as `npm run replay` does, printing the same lines', async () => {
    const tsx = join(root, 'node_modules/.bin/tsx');
    const child = spawnSync(tsx, ['src/server/cli/replay.ts', TURN, '--detector', 'handling'], { cwd: root, encoding: 'utf8' });
    expect(child.status).toBe(0);
    expect(child.stdout.trim().split('\n')).toEqual((await replay(TURN, '--detector', 'handling')).out);
  });
});
