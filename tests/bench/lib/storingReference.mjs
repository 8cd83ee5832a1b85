// For the collab benchmark's yardstick: the reference server (@y/websocket-server's own setupWSConnection,
// in memory) that also stores each update an editor sends as one row in PostgreSQL (a named statement
// over a pool like Hearth's) and then tells that editor "saved up to" (MESSAGE_SAVED, as Hearth does). No
// sessions, no checks, no projection: about the least a server that stores an edit before it says
// "saved" does. Plain JavaScript run by node, like the compiled Hearth server.
//   DATABASE_URL=postgres://... PORT=1234 node tests/bench/lib/storingReference.mjs
import http from 'node:http';
import process from 'node:process';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';

const utils = await import('@y/websocket-server/utils');
/** shared/src/collab/closeCodes.ts: MESSAGE_SAVED (the message and the one asking for it). */
const MESSAGE_SAVED = 101;
const MESSAGE_SYNC = 0;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await pool.query('create table if not exists stored_updates (id bigserial primary key, data bytea not null)');

/** The update in a client's sync message (step 2 or update), if it is one. */
function updateIn(data) {
  const decoder = decoding.createDecoder(new Uint8Array(data));
  if (decoder.arr.byteLength < 2) return undefined;
  if (decoding.readVarUint(decoder) !== MESSAGE_SYNC || decoding.readVarUint(decoder) === 0) return undefined;
  return decoding.readVarUint8Array(decoder);
}

/** "Saved up to": the end clock of each Yjs client in `update`. */
function savedMessage(update) {
  const { to } = Y.parseUpdateMeta(update);
  const enc = encoding.createEncoder();
  encoding.writeVarUint(enc, MESSAGE_SAVED);
  encoding.writeVarUint(enc, to.size);
  for (const [client, clock] of to) {
    encoding.writeVarUint(enc, client);
    encoding.writeVarUint(enc, clock);
  }
  return encoding.toUint8Array(enc);
}

const server = http.createServer((req, res) => res.writeHead(req.url === '/health' ? 200 : 404).end());
const wss = new WebSocketServer({ noServer: true });
server.on('upgrade', (req, socket, head) => {
  const docName = decodeURIComponent((req.url ?? '/').replace(/^\/yjs\//, '').split('?')[0]);
  wss.handleUpgrade(req, socket, head, (ws) => {
    // The reference applies and broadcasts each message first (its listener comes first), then it is stored.
    utils.setupWSConnection(ws, req, { docName });
    // Only a client that asked for "saved" (sent MESSAGE_SAVED, as Hearth's clients do) hears it.
    let wantsSaved = false;
    ws.on('message', (data) => {
      if (new Uint8Array(data)[0] === MESSAGE_SAVED) wantsSaved = true;
      const update = updateIn(data);
      if (!update) return;
      pool
        .query({ name: 'append', text: 'insert into stored_updates (data) values ($1)', values: [update] })
        .then(
          () => wantsSaved && ws.send(savedMessage(update)),
          () => ws.close(1011, 'not stored'),
        );
    });
  });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  for (const ws of wss.clients) ws.terminate();
  server.close(() => void pool.end().then(() => process.exit(0)));
});
