/**
 * The request of an upload action and how a message of several parts is shown (issue 16).
 */
import { describe, expect, it } from 'vitest';
import { messageLines, uploadBody } from './upload';

const sheet = () => new File(['xlsx bytes'], '角色.xlsx');

describe('the upload request and its message', () => {
  it('puts the params before the file, lists comma-joined, empty values left out', () => {
    const body = uploadBody(sheet(), { dictId: 'd1', tags: ['a', 'b'], none: null });
    expect([...body.keys()]).toEqual(['dictId', 'tags', 'file']);
    expect(body.get('tags')).toBe('a,b');
  });

  it('splits a message at its full-width semicolons', () => {
    expect(messageLines('共 2 行有误；第 3 行：用户账号已存在； 第 5 行：邮箱格式不正确；')).toEqual([
      '共 2 行有误',
      '第 3 行：用户账号已存在',
      '第 5 行：邮箱格式不正确',
    ]);
  });
});
