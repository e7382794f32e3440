import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake server received: its path, headers and multipart fields in order. */
export interface ReceivedUpload {
  path: string;
  headers: IncomingHttpHeaders;
  fields: Array<[name: string, value: string | { filename: string; type: string; size: number }]>;
}

/**
 * Test-only: a real local HTTP server standing in for an upload endpoint (ours or Qiniu's). It parses
 * what the browser code sent and answers with `reply(path)`: a status and a JSON body. CORS is open,
 * so cross-origin uploads from jsdom go through its real preflight.
 *
 * @example
 * const server = await fakeUploadServer(() => [200, { success: true, message: 'temp/a.png' }]);
 * server.url('/upload'); server.received[0].fields; await server.close();
 */
export async function fakeUploadServer(reply: (path: string) => [number, unknown]) {
  const received: ReceivedUpload[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const type = request.headers['content-type'] ?? '';
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': type },
      }).formData();
      const fields: ReceivedUpload['fields'] = [];
      for (const [name, value] of form.entries()) {
        fields.push([
          name,
          typeof value === 'string' ? value : { filename: value.name, type: value.type, size: value.size },
        ]);
      }
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, fields });
      const [status, body] = reply(path);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    url: (path: string) => origin + path,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
