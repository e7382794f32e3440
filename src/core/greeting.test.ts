import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

const at = (hour: number, minute = 0) => new Date(2026, 4, 1, hour, minute);

describe('greeting', () => {
  it.each([
    [0, 0, '早上好'],
    [8, 59, '早上好'],
    [9, 0, '上午好'],
    [11, 59, '上午好'],
    [12, 0, '中午好'],
    [13, 59, '中午好'],
    [14, 0, '下午好'],
    [19, 59, '下午好'],
    [20, 0, '晚上好'],
    [23, 59, '晚上好'],
  ])('%i:%i → %s', (hour, minute, expected) => {
    expect(greeting(at(hour, minute))).toBe(expected);
  });
});
