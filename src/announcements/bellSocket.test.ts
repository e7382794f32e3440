import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BellSocket, bellSocketUrl, MAX_FAILURES, RECONNECT_MS } from './bellSocket';

/** A WebSocket as the bell sees it. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

describe('BellSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => vi.useRealTimers());

  const start = () => {
    const news: unknown[] = [];
    const socket = new BellSocket({
      url: bellSocketUrl({ protocol: 'https:', host: 'oa.example.com' }, 'u 1'),
      token: 'tok',
      onNews: (message) => news.push(message),
      createSocket: (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
    });
    socket.start();
    return { socket, news };
  };

  it('connects to /websocket/{userId} with the token as the subprotocol and hands on JeecgBoot’s messages', () => {
    const { news } = start();
    const [ws] = FakeSocket.made;
    expect([ws.url, ws.protocols]).toEqual(['wss://oa.example.com/websocket/u%201', ['tok']]);
    ws.onmessage?.({ data: '{"cmd":"user","msgId":"a1","msgTxt":"放假通知"}' });
    ws.onmessage?.({ data: 'not json' });
    expect(news).toEqual([{ cmd: 'user', msgId: 'a1', msgTxt: '放假通知' }]);
  });

  it('reconnects 5 s after a close, and gives up after 5 failed connections in a row', () => {
    start();
    FakeSocket.made[0].onopen?.();
    FakeSocket.made[0].onclose?.();
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    for (let i = 0; i < MAX_FAILURES + 2; i++) {
      FakeSocket.made.at(-1)!.onerror?.();
      vi.advanceTimersByTime(RECONNECT_MS);
    }
    expect(FakeSocket.made).toHaveLength(1 + MAX_FAILURES);
  });

  it('stops for good: no reconnect after stop()', () => {
    const { socket } = start();
    socket.stop();
    expect(FakeSocket.made[0].closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
