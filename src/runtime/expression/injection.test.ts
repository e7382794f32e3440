import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { evaluate, ExpressionError, renderTemplate } from '.';

/** Marks that host code ran: every attempt below would have to call one of these to escape. */
const calls: string[] = [];
const originalAlert = window.alert;

beforeEach(() => {
  calls.length = 0;
  window.alert = () => void calls.push('alert');
});
afterEach(() => {
  window.alert = originalAlert;
});

const scope = { $config: { apiBase: 'http://h/platform' }, list: [1, 2], text: 'abc' };

describe('injection attempts fail safely', () => {
  it.each([
    "constructor.constructor('alert(1)')()",
    "''.constructor.constructor('alert(1)')()",
    "'x'.constructor",
    'text.constructor',
    '__proto__',
    '$config.__proto__',
    "$config['__proto__']",
    "$config['constructor']",
    'list.constructor',
    '[].map.constructor',
    "[].map.constructor('alert(1)')()",
    'list.map',
    'this',
    'this.alert(1)',
    'window',
    'window.alert(1)',
    'globalThis',
    'globalThis.alert(1)',
    'self',
    'document.cookie',
    'Function',
    "eval('alert(1)')",
    'alert(1)',
    'prototype',
    'Object.prototype',
    '(1).constructor',
    'text.length',
    "$config.apiBase.replace('a','b')",
  ])('%s', (source) => {
    let result: unknown;
    try {
      result = evaluate(source, scope);
    } catch (error) {
      expect(error).toBeInstanceOf(ExpressionError);
    }
    expect(result).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('does not run the classic template injection', () => {
    expect(() => renderTemplate("{{constructor.constructor('alert(1)')()}}", scope)).toThrow(ExpressionError);
    expect(calls).toEqual([]);
  });

  it('ignores getters on scope objects instead of running them', () => {
    const trap = {};
    Object.defineProperty(trap, 'secret', { get: () => calls.push('getter'), enumerable: true });
    expect(() => evaluate('trap.secret', { trap })).toThrow(ExpressionError);
    expect(calls).toEqual([]);
  });

  it('refuses members of class instances, even when they are in the scope', () => {
    expect(() => evaluate('d.getTime', { d: new Date() })).toThrow(ExpressionError);
  });

  it('does not coerce scope objects through their own toString', () => {
    const sneaky = { toString: () => String(calls.push('toString')) };
    expect(() => evaluate('sneaky + ""', { sneaky })).toThrow(ExpressionError);
    expect(evaluate('sneaky == "1"', { sneaky })).toBe(false);
    expect(calls).toEqual([]);
  });

  it('refuses a JSON-parsed own __proto__ key', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(() => evaluate('p.__proto__.polluted', { p: parsed })).toThrow(ExpressionError);
  });
});
