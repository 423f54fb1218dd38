/**
 * The operator config the server runs with under load (keys of src/server/config/config.ts and
 * src/protocol/parameters.ts). The rope keeps its real pace; only the waits around play are
 * shorter, so a run spends its time playing.
 */
export function benchConfig(o: { phones: number }): object {
  return {
    server: {
      devEndpoints: true,
      maxPlayersPerRoom: Math.max(100, o.phones),
      maxPlayersPerTeam: Math.max(60, Math.ceil(o.phones / 2)),
      // The bench measures the server's work, not its refusals: no client here trips a limit.
      rateLimits: { eventsPerSecondPerSocket: 100_000, requestsPerMinutePerIp: 10_000_000 },
      gamePhasesMs: { charge: 1_000, checkingCapability: 5_000, intro: 1_000, entry: 6_000, tutorial: 10_000, waitingForResult: 1_000 },
      // Process liveness and room leases keep their defaults: a takeover is measured as shipped.
    },
    games: {
      gm116: {
        // 20 passes (about 19 s at the real pace) so the teams take turns within a run.
        rope: { maxPasses: 20 },
        momentsMs: { decidingTurn: 1_500, waitingForJumping: 2_000, turnResult: 2_000 },
      },
    },
  };
}
