/**
 * A small CAS server for the tests, speaking the CAS 2.0/3.0 protocol: /cas/login signs in whoever is named
 * (?as=username, or a form) and sends the browser back to the service with a one-time ticket;
 * /cas/serviceValidate answers the ticket in CAS XML, success once, failure after.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestCasServer {
  /** The CAS prefix, e.g. http://127.0.0.1:40123/cas (CAS_URL). */
  url: string;
  /** Issues a ticket for `username` at `service`, as a sign-in at /cas/login would. */
  issue(username: string, service: string): string;
  /** What the server answered a validation with most recently. */
  validations: { ticket: string; service: string }[];
  close(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * Starts the server on a random port.
 *
 * @example
 * const cas = await startCasServer();
 * const ticket = cas.issue('zhangsan', 'http://dougong.test/user/login');
 */
export async function startCasServer(): Promise<TestCasServer> {
  const tickets = new Map<string, { username: string; service: string }>();
  const validations: { ticket: string; service: string }[] = [];
  const issue = (username: string, service: string) => {
    const ticket = `ST-${randomBytes(12).toString('hex')}`;
    tickets.set(ticket, { username, service });
    return ticket;
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cas.test');
    const service = url.searchParams.get('service') ?? '';
    if (url.pathname === '/cas/login') {
      const as = url.searchParams.get('as');
      if (!as) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>CAS 登录</title></head><body>
<h1>测试 CAS 登录</h1>
<form method="get" action="/cas/login"><input type="hidden" name="service" value="${escapeXml(service)}">
<label>CAS 账号 <input name="as"></label><button type="submit">登录 CAS</button></form></body></html>`,
        );
        return;
      }
      const back = new URL(service);
      back.searchParams.set('ticket', issue(as, service));
      response.writeHead(302, { location: back.href });
      response.end();
      return;
    }
    if (url.pathname === '/cas/serviceValidate') {
      const ticket = url.searchParams.get('ticket') ?? '';
      validations.push({ ticket, service });
      const found = tickets.get(ticket);
      tickets.delete(ticket);
      const ok = found && found.service === service;
      response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      response.end(
        ok
          ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${escapeXml(found.username)}</cas:user>
    <cas:attributes><cas:email>${escapeXml(found.username)}@cas.test</cas:email></cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`
          : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="INVALID_TICKET">Ticket ${escapeXml(ticket)} not recognized</cas:authenticationFailure>
</cas:serviceResponse>`,
      );
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cas`,
    issue,
    validations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
