import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../core/http/api';
import { POLL_MS, useNotices } from './useNotices';

vi.mock('../core/http/api', () => ({ getAction: vi.fn() }));
const news: Array<() => void> = [];
vi.mock('./bellSocket', () => ({
  bellSocketUrl: () => 'ws://test/websocket/u1',
  BellSocket: class {
    constructor(options: { onNews: () => void }) {
      news.push(options.onNews);
    }
    start() {}
    stop() {}
  },
}));

const answer = (anntMsgTotal: number) => ({
  success: true,
  message: '',
  code: 200,
  timestamp: 0,
  result: { anntMsgList: [], anntMsgTotal, sysMsgList: [], sysMsgTotal: 1 },
});

describe('useNotices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    news.length = 0;
    vi.mocked(getAction).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  const mount = async () => {
    const hook = renderHook(() => useNotices({ userId: 'u1', token: 't' }));
    await act(async () => {});
    return hook;
  };

  it('loads on mount, on every push and every minute', async () => {
    vi.mocked(getAction).mockResolvedValue(answer(2));
    const { result } = await mount();
    expect(result.current.notices.anntMsgTotal).toBe(2);
    vi.mocked(getAction).mockResolvedValue(answer(3));
    await act(async () => news[0]());
    expect(result.current.notices.anntMsgTotal).toBe(3);
    const calls = vi.mocked(getAction).mock.calls.length;
    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(vi.mocked(getAction).mock.calls.length).toBe(calls + 1);
  });

  it('stops polling after a failed load (SPEC.md §4), and a push starts it again', async () => {
    vi.mocked(getAction).mockResolvedValueOnce(answer(1)).mockRejectedValueOnce(new Error('网络超时'));
    const { result } = await mount();
    await act(async () => vi.advanceTimersByTime(POLL_MS));
    const calls = vi.mocked(getAction).mock.calls.length;
    expect(calls).toBe(2);
    await act(async () => vi.advanceTimersByTime(POLL_MS * 3));
    expect(vi.mocked(getAction).mock.calls.length).toBe(calls);
    expect(result.current.notices.anntMsgTotal).toBe(1);
    vi.mocked(getAction).mockResolvedValue(answer(4));
    await act(async () => news[0]());
    expect(result.current.notices.anntMsgTotal).toBe(4);
    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(vi.mocked(getAction).mock.calls.length).toBe(calls + 2);
  });
});
