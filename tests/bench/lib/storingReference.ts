// For the collab benchmark's yardstick: the reference server (@y/websocket-server's own setupWSConnection,
// in memory) that also stores each update an editor sends as one row in PostgreSQL (a named statement
// over a pool like Hearth's) and then tells that editor "saved up to" (MESSAGE_SAVED, as Hearth does). No
// sessions, no checks, no projection: about the least a server that stores an edit before it says
// "saved" does. Run by node with tsx (only to load Hearth's message types from shared and the server).
//   DATABASE_URL=postgres://... PORT=1234 node --import tsx tests/bench/lib/storingReference.ts
import http from 'node:http';
import process from 'node:process';
import type { IncomingMessage } from 'node:http';
import * as decoding from 'lib0/decoding';
import pg from 'pg';
import { WebSocketServer, type RawData } from 'ws';
import * as Y from 'yjs';
import * as syncProtocol from 'y-protocols/sync';
import { setupWSConnection } from '@y/websocket-server/utils';
import { encodeSaved, MESSAGE_SAVED } from '@hearth/shared';
import { MESSAGE_SYNC } from '../../../server/src/collab/messages.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await pool.query('create table if not exists stored_updates (id bigserial primary key, data bytea not null)');

/** The update in a client's sync message (step 2 or update), if it is one. */
function updateIn(data: Uint8Array): Uint8Array | undefined {
  if (data.byteLength < 2) return undefined;
  const decoder = decoding.createDecoder(data);
  if (
    decoding.readVarUint(decoder) !== MESSAGE_SYNC ||
    decoding.readVarUint(decoder) === syncProtocol.messageYjsSyncStep1
  )
    return undefined;
  return decoding.readVarUint8Array(decoder);
}

const server = http.createServer((req, res) => res.writeHead(req.url === '/health' ? 200 : 404).end());
const wss = new WebSocketServer({ noServer: true });
server.on('upgrade', (req: IncomingMessage, socket, head) => {
  const docName = decodeURIComponent((req.url ?? '/').replace(/^\/yjs\//, '').split('?')[0]!);
  wss.handleUpgrade(req, socket, head, (ws) => {
    // The reference applies and broadcasts each message first (its listener comes first), then it is stored.
    setupWSConnection(ws, req, { docName });
    // Only a client that asked for "saved" (sent MESSAGE_SAVED, as Hearth's clients do) hears it.
    let wantsSaved = false;
    ws.on('message', (raw: RawData) => {
      const data = new Uint8Array(raw as Buffer);
      if (data[0] === MESSAGE_SAVED) wantsSaved = true;
      const update = updateIn(data);
      if (!update) return;
      pool
        .query({ name: 'append', text: 'insert into stored_updates (data) values ($1)', values: [update] })
        .then(
          () => wantsSaved && ws.send(encodeSaved(Y.parseUpdateMeta(update).to)),
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
