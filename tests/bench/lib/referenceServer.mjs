// The reference collaboration server for the benchmarks: @y/websocket-server's own setupWSConnection
// with its LevelDB persistence (YPERSISTENCE), no authentication, every path a document name after /yjs/.
// Plain JavaScript run by node, like the compiled Hearth server it is measured against.
//   YPERSISTENCE=/tmp/dir PORT=1234 node tests/bench/lib/referenceServer.mjs
import http from 'node:http';
import process from 'node:process';
import { URL } from 'node:url';
import { WebSocketServer } from 'ws';

const utils = await import('@y/websocket-server/utils');
// Updates each document applied (every one is queued to LevelDB as it is): GET /stored?doc=NAME.
const applied = new Map();
const hooked = new WeakSet();
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/health') return res.writeHead(200).end();
  if (url.pathname === '/stored')
    return res.writeHead(200).end(String(applied.get(url.searchParams.get('doc')) ?? 0));
  res.writeHead(404).end();
});
const wss = new WebSocketServer({ noServer: true });
server.on('upgrade', (req, socket, head) => {
  const docName = decodeURIComponent((req.url ?? '/').replace(/^\/yjs\//, '').split('?')[0]);
  wss.handleUpgrade(req, socket, head, (ws) => {
    utils.setupWSConnection(ws, req, { docName });
    const doc = utils.docs.get(docName);
    if (hooked.has(doc)) return;
    hooked.add(doc);
    doc.on('update', () => applied.set(docName, (applied.get(docName) ?? 0) + 1));
  });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  for (const ws of wss.clients) ws.terminate();
  server.close(() => process.exit(0));
});
