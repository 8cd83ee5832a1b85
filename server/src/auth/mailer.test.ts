import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { TestClient, uniqueEmail } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

/** The smallest SMTP server that accepts one conversation at a time and keeps each message's DATA. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close: () => void }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (!line) continue;
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-fake\r\n250 OK\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, messages, close: () => server.close() }),
    ),
  );
}

describe('verification mail over SMTP (MAIL_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let server: RunningServer;
  beforeAll(async () => {
    smtp = await fakeSmtp();
    server = await startTestServer({
      env: { MAIL_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://hearth.example' },
    });
  });
  afterAll(async () => {
    await server.close();
    smtp.close();
  });

  it('mails a working verification link and does not reveal the token in the answer', async () => {
    const email = uniqueEmail('smtp');
    const c = new TestClient(server.url);
    const res = await c.post('/api/auth/signup', { name: 'Mia', email, password: 'long enough pw' });
    expect(res.status).toBe(201);
    expect(res.body.verification_token).toBeUndefined();
    const mail = smtp.messages.find((m) => m.includes(email));
    expect(mail).toBeDefined();
    // The body is quoted-printable: join soft line breaks and decode =XX escapes.
    const body = mail!
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const link = /https:\/\/hearth\.example\/verify\?token=([\w%-]+)&email=([^\s]+)/.exec(body);
    expect(link).not.toBeNull();
    const verify = await c.post('/api/auth/verify', {
      email: decodeURIComponent(link![2]!),
      token: decodeURIComponent(link![1]!),
    });
    expect(verify.status).toBe(200);
    expect(verify.body.user.verified).toBe(true);
  });
});
