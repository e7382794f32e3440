/**
 * Raw HTTP over a socket, for the answers Node's HTTP parser gives before Fastify sees a request (431 for
 * an oversized URL or header, 400 for a malformed request line or header byte): `app.inject` never parses
 * HTTP, so only a real socket shows what a client gets.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Listens on a free port of 127.0.0.1 and returns it.
 *
 * @example
 * const port = await listenOnFreePort(t.app);
 */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

function parse(raw: Buffer): RawAnswer {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, split === -1 ? raw.length : split).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = split === -1 ? '' : raw.subarray(split + 4).toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * Writes `request` as is and reads the answer until the server closes the connection, so send
 * `Connection: close` with well-formed requests.
 *
 * @example
 * const answer = await rawRequest(port, 'GET /platform/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
 * answer.status // 200
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close while the request is still being written (it has answered already).
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => resolve(parse(Buffer.concat(chunks))));
  });
}
