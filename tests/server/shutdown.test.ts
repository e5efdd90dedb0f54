// Shutdown (issue 7): close() never hangs on a socket a refusal left busy — an upload refused before
// its body was read, whose client keeps the connection open without sending the rest — and a
// healthy request in flight when close() starts still gets its answer. These call app.close()
// itself, not the test helper's close(), so what they show is the server's own shutdown.
import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
/** A fresh server per test, started in a hook (the test's own time is the shutdown's). */
function withServer(env: Record<string, string> = {}) {
  beforeEach(async () => {
    server = await startTestServer(env);
  });
  // The test closed the app; the helper's close() then removes its data directory.
  afterEach(async () => server.close());
}

/** A raw connection to the server, collecting everything it answers. */
function open(url: string): Promise<{ socket: Socket; received: () => string; answered: Promise<string> }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    let onHead: (head: string) => void = () => undefined;
    const answered = new Promise<string>((r) => (onHead = r));
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) onHead(text);
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => text, answered }));
    socket.once('error', reject);
  });
}

const closed = (socket: Socket) => new Promise<void>((r) => (socket.destroyed ? r() : socket.once('close', () => r())));

describe('a refused upload whose body never ends', () => {
  withServer({ SHUTDOWN_GRACE_SECONDS: '1' });
  it('does not keep close() waiting: the server stops listening and drops the socket', async () => {
    const { socket, answered } = await open(server.url);
    const boundary = 'hostile-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nworkplace-photo\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    // Announces 50 MB, sends the first bytes, and then nothing: the body is never finished.
    socket.write(
      `POST /api/resources/v1/create HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n${head}`,
    );
    socket.write(Buffer.alloc(64 * 1024, 0xff));
    // Refused (no session) without reading the body.
    expect(await answered).toMatch(/^HTTP\/1\.1 401 /);

    await server.app.close();
    expect(server.app.server.listening).toBe(false);
    await closed(socket);
  });
});

describe('a request in flight', () => {
  withServer({ SHUTDOWN_GRACE_SECONDS: '10' });
  it('gets its answer when close() starts while its body is still arriving', async () => {
    const { socket, answered } = await open(server.url);
    const body = JSON.stringify({ newsCategory: '' });
    // The request has begun (the server has read its headers, half its body is sent) when the server starts closing.
    const received = new Promise((r) => server.app.server.once('request', r));
    socket.write(`POST /api/news/v1/list HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, 5));
    await received;
    const closing = server.app.close();
    socket.write(body.slice(5));

    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    await closing;
    expect(server.app.server.listening).toBe(false);
    await closed(socket);
  });
});
