/**
 * The baseline: a bare socket.io server on the same path and transport as the real one, that
 * acks every event at once (a pong for clock pings) and broadcasts a fixed-size `view` at the
 * rate the real server sent views, and does nothing else. The same recorded client traffic is
 * replayed against it, so the real server's CPU per event can be read against the cost of
 * socket.io alone.
 *
 *   node --import tsx benchmarks/server/echoServer.ts <port> <viewHz> <viewBytes>
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const [port, viewHz, viewBytes] = process.argv.slice(2).map(Number) as [number, number, number];

const http = createServer((req, res) => {
  if (req.url === '/health') res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  else res.writeHead(404).end();
});
// The real channel's options (src/server/realtime/channel.ts), so transport costs match.
const io = new Server(http, {
  path: '/api/groups/0/game',
  transports: ['websocket'],
  serveClient: false,
  maxHttpBufferSize: 512 * 1024,
  pingInterval: 10_000,
  pingTimeout: 8_000,
});

const now = () => performance.timeOrigin + performance.now();

io.on('connection', (socket) => {
  socket.onAny((event: string, ...args: unknown[]) => {
    const ack = args[args.length - 1];
    if (typeof ack !== 'function') return;
    if (event === 'clock:ping') {
      const t1 = now();
      ack({ t0: (args[0] as { t0?: number } | undefined)?.t0 ?? 0, t1, t2: now() });
    } else {
      ack({ ok: true });
    }
  });
});

if (viewHz > 0) {
  // A patch-shaped message of the real views' mean size; encoded once and written to every socket.
  const filler = 'x'.repeat(Math.max(0, viewBytes - 40));
  let version = 1;
  setInterval(() => {
    io.emit('view', { from: version, to: version + 1, ops: [[['echo'], filler]] });
    version++;
  }, 1000 / viewHz);
}

http.listen(port, '127.0.0.1');
