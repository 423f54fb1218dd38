import type { ServerResponse } from 'node:http';

/**
 * What a page may load and run. Scripts and styles come only from our own files: the build has
 * no inline script or style (Vite emits modules and stylesheets as files; Linaria's CSS is
 * extracted; React sets styles through the CSSOM, which a policy does not govern), so no
 * 'unsafe-inline', no hash and no nonce. Photos and the QR code are data URLs, a photo's crop a
 * blob; sounds may be inlined by the build as data URLs. The realtime channel is same-origin
 * ('self' covers ws: and wss: to the page's own host). Nothing may frame a page, and no page
 * posts a form anywhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers for every response the server makes: pages, files, the API, photos, and the
 * realtime channel's own answers. COOP/COEP make the page cross-origin isolated, which the phone
 * needs for the SharedArrayBuffer sample ring (DESIGN.md). In dev mode Vite serves the pages with
 * inline scripts of its own (hot reload), so the policy only reports there.
 */
export function setSecurityHeaders(res: ServerResponse, dev: boolean): void {
  res.setHeader(dev ? 'content-security-policy-report-only' : 'content-security-policy', CONTENT_SECURITY_POLICY);
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('cross-origin-embedder-policy', 'require-corp');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('permissions-policy', 'accelerometer=(self), gyroscope=(self), camera=(self)');
}
