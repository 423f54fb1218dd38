/* global process, performance, fetch */
// A flooding client in a process of its own, so the server under test does not also pay for the
// flooder's work: it sends what its one argument (JSON) says, counts the answers by their error
// key, and prints them as one JSON line.
//   { "socket": { url, path, auth, event, payload, count } }  events on one socket, all at once
//   { "http": { url, requests: [{ path, method, headers, body }] } }  requests, fifty at a time
import { io } from 'socket.io-client';

const job = JSON.parse(process.argv[2]);
const counts = {};
const count = (k) => (counts[k] = (counts[k] ?? 0) + 1);
const started = performance.now();

if (job.socket) {
  const { url, path, auth, event, payload, count: n } = job.socket;
  const socket = io(url, { path, auth, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise((ok, fail) => {
    socket.on('connect', ok);
    socket.on('connect_error', fail);
  });
  const acks = await Promise.all(Array.from({ length: n }, () => new Promise((r) => socket.emit(event, payload, r))));
  for (const a of acks) count(a.ok ? 'ok' : `${a.error.group}-${a.error.code}`);
  counts.connected = socket.connected;
  socket.disconnect();
} else {
  // Fifty requests in flight at a time: a burst, without running out of sockets.
  const { url, requests } = job.http;
  const queue = [...requests];
  const one = async (r) => {
    try {
      const res = await fetch(url + r.path, { method: r.method ?? 'GET', headers: r.headers, body: r.body ? JSON.stringify(r.body) : undefined });
      const body = await res.json();
      return res.ok ? String(res.status) : `${res.status} ${body.error.group}-${body.error.code}`;
    } catch (err) {
      return `failed ${err.cause?.code ?? err.message}`;
    }
  };
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let r = queue.shift(); r; r = queue.shift()) count(await one(r));
    }),
  );
}
counts.seconds = (performance.now() - started) / 1000;
process.stdout.write(JSON.stringify(counts) + '\n');
process.exit(0);
