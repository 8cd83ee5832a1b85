import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on loopback that speaks RFC 8030 and plays the browser too: it makes a subscription's keys
 * (P-256 key pair and auth secret, as PushManager.subscribe() does), checks the VAPID token (RFC 8292) and
 * decrypts each message (RFC 8291 over RFC 8188 aes128gcm) with those keys, as the browser would.
 */
export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload, parsed as JSON. */
  payload: { title: string; body: string; url: string; tag: string };
  /** The VAPID token's audience and subject, after its ES256 signature was verified with its key `k`. */
  vapid: { aud: string; sub: string; publicKey: string };
}

const b64u = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

export async function startPushService() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: Received[] = [];
  /** Paths answered 410 Gone (an unsubscribed browser). */
  const gone = new Set<string>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      if (gone.has(path)) return void res.writeHead(410).end();
      const browser = browsers.get(path);
      if (!browser || req.method !== 'POST' || req.headers['content-encoding'] !== 'aes128gcm')
        return void res.writeHead(400).end();
      try {
        const vapid = checkVapid(req.headers.authorization ?? '');
        const payload = JSON.parse(
          decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth).toString('utf8'),
        );
        received.push({ path, headers: req.headers, payload, vapid });
        res.writeHead(201, { location: `${path}/messages/${received.length}` }).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    gone,
    /** A new browser subscription: what the browser would POST to /api/push/subscriptions. */
    subscription(name = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        path,
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, keyed by ECDH with the sender's key in the header. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end);
}

/** `vapid t=<JWT>, k=<public key>`: the ES256 signature must verify with k. */
function checkVapid(header: string) {
  const t = /t=([^,\s]+)/.exec(header)?.[1];
  const k = /k=([^,\s]+)/.exec(header)?.[1];
  if (!t || !k || !header.startsWith('vapid ')) throw new Error('no VAPID token');
  const [h, p, s] = t.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  return { aud: claims.aud as string, sub: claims.sub as string, publicKey: k };
}

/** An ntfy server stand-in: records what is published to each topic. */
export async function startNtfy() {
  const published: { topic: string; title: string; click: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const title = String(req.headers.title ?? '');
      const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(title)?.[1];
      published.push({
        topic: req.url ?? '',
        title: encoded ? Buffer.from(encoded, 'base64').toString('utf8') : title,
        click: String(req.headers.click ?? ''),
        body,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    published,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
