import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../src/config/schema';
import { startApp, type RunningApp } from '../../../src/server/app';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/http/securityHeaders';
import { log } from '../../../src/server/log';

/**
 * Issue 22 §6, headers: every response the server makes (pages, static files, texts, the API,
 * photos, errors, the realtime channel's own answers) carries a Content-Security-Policy with no
 * inline scripts, COOP/COEP, nosniff and a referrer policy.
 */

const dist = mkdtempSync(join(tmpdir(), 'pg-headers-'));
let app: RunningApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-a1.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets', 'index-b2.css'), 'body{}\n');
  const config = { ...defaultConfig(), server: { ...defaultConfig().server, devEndpoints: true } };
  app = await startApp({ config: () => config, distDir: dist, log: log.child({}, { level: 'silent' }) }, 0, '127.0.0.1');
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

function call(method: string, path: string, body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(app.url + path, { method, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The policy's directives by name. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe('security headers', () => {
  it('sets a policy that allows no inline or eval’d script, no plugins, no framing, no foreign base', () => {
    const d = directives(CONTENT_SECURITY_POLICY);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('style-src')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('puts it, COOP/COEP, nosniff and the referrer policy on every response', async () => {
    const created = await fetch(app.url + '/api/rooms', { method: 'POST' }).then((r) => r.json() as Promise<{ roomId: string }>);
    const rid = encodeURIComponent(created.roomId);
    const routes: [string, string, string?][] = [
      ['GET', '/'],
      ['GET', '/host'],
      ['GET', `/room?rid=${rid}&lng=en-US`],
      ['GET', '/error?code=SP01-103'],
      ['GET', '/lab'],
      ['GET', '/assets/index-a1.js'],
      ['GET', '/assets/index-b2.css'],
      ['GET', '/assets/missing.js'],
      ['GET', '/locales/ja/System.json'],
      ['GET', '/nothing-here'],
      ['GET', '/health'],
      ['GET', '/api/client-config'],
      ['POST', '/api/rooms', '{}'],
      ['POST', '/api/groups/0/session', JSON.stringify({ roomId: created.roomId })],
      ['POST', '/api/groups/0/session', '{"roomId": '],
      ['GET', '/api/groups/0/dev/statistics'],
      ['POST', '/api/groups/0/dev/errors', '{"message":"x"}'],
      ['GET', '/api/photos/' + 'a'.repeat(43)],
      ['GET', '/api/nothing'],
      ['GET', '/api/groups/0/game/?EIO=4&transport=polling'],
      ['GET', '/api/groups/0/game/?EIO=4&transport=websocket'],
    ];
    const statuses: string[] = [];
    for (const [method, path, body] of routes) {
      const { status, headers } = await call(method, path, body);
      statuses.push(`${method} ${path.split('?')[0]} ${status}`);
      expect(headers['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY);
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['cross-origin-embedder-policy'], path).toBe('require-corp');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
    }
    console.log(`[reliability] security headers on ${routes.length} routes: ${statuses.join(', ')}`);
  });

  it('has no inline script or style in the page the build starts from', () => {
    const html = readFileSync('index.html', 'utf8');
    expect([...html.matchAll(/<script\b([^>]*)>/g)].every((m) => /\bsrc=/.test(m[1]!))).toBe(true);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});
