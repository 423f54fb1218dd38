/** What the server tells every page about its operator config (GET /api/client-config). */
export type ClientConfig = {
  /** `?sensor=replay&trace=…` and `?detector=…` are honoured (QA). */
  allowSensorReplay: boolean;
  /** Clock latency above which the phone warns (`server.warnLatencyMs`). */
  warnLatencyMs: number;
  /** Encoded photo size limit in bytes (`server.photoSizeLimit`, SPEC.md §9). */
  photoSizeLimit: number;
};

export const DEFAULT_CLIENT_CONFIG: ClientConfig = { allowSensorReplay: false, warnLatencyMs: 250, photoSizeLimit: 100_000 };

let loaded: Promise<ClientConfig> | null = null;

/** Fetched once per page; the defaults when the server cannot be asked. */
export function clientConfig(): Promise<ClientConfig> {
  loaded ??= fetch('/api/client-config', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<Partial<ClientConfig>>) : {}))
    .then((c) => ({ ...DEFAULT_CLIENT_CONFIG, ...c }))
    .catch(() => DEFAULT_CLIENT_CONFIG);
  return loaded;
}
