import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { LocalBus } from './bus';
import { IDLE_MS, LiveHub, MAX_BUFFERED_BYTES } from './hub';

/** A socket as the hub sees it: what it was sent, and how it was closed. */
function fakeSocket(bufferedAmount = 0) {
  const socket = {
    readyState: 1,
    bufferedAmount,
    sent: [] as string[],
    closed: undefined as undefined | { code: number; reason: string },
    terminated: false,
    send(frame: Buffer) {
      socket.sent.push(frame.toString());
    },
    close(code: number, reason: string) {
      socket.closed = { code, reason };
    },
    terminate() {
      socket.terminated = true;
    },
  };
  return socket;
}

describe('LiveHub', () => {
  const setUp = () => {
    const hub = new LiveHub(new LocalBus());
    const join = (pageId: string, permissions: string[] = [], buffered = 0) => {
      const socket = fakeSocket(buffered);
      const client = hub.client(socket as unknown as WebSocket, pageId, 'u1', permissions);
      hub.join(client);
      return { socket, client };
    };
    return { hub, join };
  };

  it('relays to the page’s other sockets the same bytes, serialised once', () => {
    const { hub, join } = setUp();
    const [a, b, c, other] = [join('p'), join('p'), join('p'), join('q')];
    hub.relay(a.client, { socketKey: 'k', args: [{ id: 1 }, 'x'] });
    const frame = '{"type":"update_vxe_table","data":{"socketKey":"k","args":[{"id":1},"x"]}}';
    expect([a, b, c, other].map((s) => s.socket.sent)).toEqual([[], [frame], [frame], []]);
  });

  it('gives a publish with a permission only to holders of that code', () => {
    const { hub, join } = setUp();
    const [holder, other] = [join('p', ['position:list']), join('p')];
    hub.publishRow('p', 'k', { id: 'r1' }, { permission: 'position:list' });
    expect(holder.socket.sent).toHaveLength(1);
    expect(other.socket.sent).toEqual([]);
  });

  it('closes a socket that cannot keep up instead of buffering for it', () => {
    const { hub, join } = setUp();
    const [, slow] = [join('p'), join('p', [], MAX_BUFFERED_BYTES + 1)];
    hub.publishRow('p', 'k', { id: 1 });
    expect(slow.socket.sent).toEqual([]);
    expect(slow.socket.closed).toEqual({ code: 1013, reason: '接收过慢，请刷新页面' });
  });

  it('forgets sockets that leave and ends those silent for longer than IDLE_MS', () => {
    const { hub, join } = setUp();
    const [gone, quiet, busy] = [join('p'), join('p'), join('p')];
    hub.leave(gone.client);
    expect(hub.count('p')).toBe(2);
    const now = Date.now() + IDLE_MS + 1;
    busy.client.lastSeen = now;
    hub.sweep(now);
    expect([quiet.socket.terminated, busy.socket.terminated]).toEqual([true, false]);
    hub.publishRow('p', 'k', { id: 1 });
    expect(gone.socket.sent).toEqual([]);
  });
});
