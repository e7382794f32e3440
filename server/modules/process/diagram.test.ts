import { describe, expect, it } from 'vitest';
import { nodeStates } from './diagram';

const h = (...rows: Array<[string | null, string]>) => rows.map(([nodeId, action]) => ({ nodeId, action }));

describe('the diagram’s node states from the history', () => {
  it('marks entered-and-left nodes finished and open tasks current', () => {
    expect(
      nodeStates(h(['start', 'enter'], ['start', 'leave'], ['manager', 'enter']), ['manager'], true),
    ).toEqual([
      { nodeId: 'start', state: 'finished' },
      { nodeId: 'manager', state: 'current' },
    ]);
  });

  it('keeps rejected and skipped over the engine’s leave, until the node is entered again', () => {
    const history = h(
      ['manager', 'enter'],
      ['manager', 'approve'],
      ['manager', 'leave'],
      ['hr', 'enter'],
      ['hr', 'reject'],
      ['hr', 'leave'],
      ['manager', 'enter'],
      [null, 'suspend'],
    );
    expect(nodeStates(history, ['manager'], true)).toEqual([
      { nodeId: 'manager', state: 'current' },
      { nodeId: 'hr', state: 'rejected' },
    ]);
    expect(
      nodeStates(h(['hr', 'skip'], ['hr', 'leave'], ['hr', 'enter'], ['hr', 'approve']), [], true),
    ).toEqual([{ nodeId: 'hr', state: 'finished' }]);
  });

  it('leaves nothing current once the instance has ended', () => {
    expect(nodeStates(h(['manager', 'enter']), [], false)).toEqual([{ nodeId: 'manager', state: 'skipped' }]);
  });
});
