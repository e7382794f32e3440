import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEART_BEAT_MS, HEART_BEAT_TIMEOUT_MS, LiveSocket, RECONNECT_MS, liveSocketUrl } from './liveSocket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function start(onRow = vi.fn()) {
  const socket = new LiveSocket({
    url: 'ws://h/vxeSocket/1/p',
    token: 'tok',
    caseId: 'me',
    onRow,
    createSocket: (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
  });
  socket.start();
  return { socket, onRow };
}

describe('LiveSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('connects with the token as the only subprotocol and applies rows of others, not its own echo', () => {
    const { socket, onRow } = start();
    const ws = FakeSocket.all[0];
    expect(ws.protocols).toEqual(['tok']);
    ws.open();
    ws.receive({
      type: 'update_vxe_table',
      data: { socketKey: 'vxe-default', args: [{ id: 7, name: '甲' }, 'other'] },
    });
    ws.receive({ type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: [{ id: 8 }, 'me'] } });
    ws.receive({ type: 'update_vxe_table', data: { socketKey: 'another', args: [{ id: 9 }, ''] } });
    expect(onRow.mock.calls).toEqual([[{ id: 7, name: '甲' }, 'other']]);
    expect(socket.sendRow({ id: 1, name: '乙' })).toBe(true);
    expect(ws.sent).toEqual([
      { type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: [{ id: 1, name: '乙' }, 'me'] } },
    ]);
  });

  it('hands the ids of rows deleted through the API to onRemove, for its own table only', () => {
    const onRemove = vi.fn();
    new LiveSocket({
      url: 'ws://h/vxeSocket/1/p',
      token: 'tok',
      caseId: 'me',
      onRow: vi.fn(),
      onRemove,
      createSocket: (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
    }).start();
    const ws = FakeSocket.all[0];
    ws.open();
    ws.receive({ type: 'remove_vxe_table', data: { socketKey: 'vxe-default', ids: ['5', 6, null] } });
    ws.receive({ type: 'remove_vxe_table', data: { socketKey: 'another', ids: ['7'] } });
    ws.receive({ type: 'remove_vxe_table', data: { socketKey: 'vxe-default', ids: 'x' } });
    expect(onRemove.mock.calls).toEqual([[['5', 6]]]);
  });

  it('beats every 10 s and closes and reconnects 5 s later when no answer comes within 6 s', () => {
    start();
    const ws = FakeSocket.all[0];
    ws.open();
    vi.advanceTimersByTime(HEART_BEAT_MS);
    expect(ws.sent).toEqual([{ type: 'heart_beat', data: '' }]);
    ws.receive({ type: 'heart_beat', data: true });
    vi.advanceTimersByTime(HEART_BEAT_TIMEOUT_MS);
    expect(ws.closed).toBe(false);
    vi.advanceTimersByTime(HEART_BEAT_MS);
    expect(ws.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnects once after an error followed by a close, and never after stop()', () => {
    const { socket } = start();
    const ws = FakeSocket.all[0];
    ws.onerror?.();
    ws.onclose?.();
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeSocket.all).toHaveLength(2);
    socket.stop();
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeSocket.all[1].closed).toBe(true);
  });

  it('builds ws and wss addresses', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'h:1' }, '5', 'pos')).toBe('ws://h:1/vxeSocket/5/pos');
    expect(liveSocketUrl({ protocol: 'https:', host: 'h' }, '5', 'pos')).toBe('wss://h/vxeSocket/5/pos');
  });
});
