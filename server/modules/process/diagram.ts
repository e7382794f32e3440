/**
 * An instance's diagram (processInstance/diagram): the BPMN of the version it runs on, and each node's state
 * read from its history, for the instance detail to colour the diagram.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { definitionById, instanceById } from './records';

export type NodeState = 'finished' | 'current' | 'skipped' | 'rejected';

/** History actions that end a node otherwise than by finishing it. */
const ENDED_AS: Record<string, NodeState> = { reject: 'rejected', skip: 'skipped', recall: 'skipped' };

/**
 * Each node's state from an instance's history in order: entering makes a node current, leaving or approving
 * makes it finished, a reject makes it rejected and a skip (or a recall) skipped — those two stay until the
 * node is entered again. Nodes with an open task are current whatever came before. An instance that has
 * ended leaves no node current: a node it was still waiting at counts as skipped.
 *
 * @example
 * nodeStates([{ nodeId: 'start', action: 'enter' }, { nodeId: 'start', action: 'leave' }, { nodeId: 'manager', action: 'enter' }], ['manager'], true)
 * // [{ nodeId: 'start', state: 'finished' }, { nodeId: 'manager', state: 'current' }]
 */
export function nodeStates(
  history: ReadonlyArray<{ nodeId: string | null; action: string }>,
  openNodes: readonly string[],
  live: boolean,
): Array<{ nodeId: string; state: NodeState }> {
  const states = new Map<string, NodeState>();
  const sticky = new Set<string>();
  for (const { nodeId, action } of history) {
    if (!nodeId) continue;
    if (action === 'enter') {
      sticky.delete(nodeId);
      states.set(nodeId, 'current');
    } else if (ENDED_AS[action]) {
      sticky.add(nodeId);
      states.set(nodeId, ENDED_AS[action]);
    } else if ((action === 'leave' || action === 'approve') && !sticky.has(nodeId)) {
      states.set(nodeId, 'finished');
    }
  }
  for (const nodeId of openNodes) states.set(nodeId, 'current');
  return [...states].map(([nodeId, state]) => ({
    nodeId,
    state: !live && state === 'current' ? 'skipped' : state,
  }));
}

/**
 * The diagram of an instance with its nodes' states. The caller's right to see it is checked by the route.
 *
 * @example
 * await instanceDiagram(db, instanceId) // { processName: '请假审批', bpmnXml: '<?xml …', nodes: [{ nodeId: 'manager', state: 'current' }, ...] }
 */
export async function instanceDiagram(db: Kysely<Database>, instanceId: string) {
  const instance = await instanceById(db, instanceId);
  const definition = await definitionById(db, instance.definition_id);
  const history = await db
    .selectFrom('act_history')
    .select(['node_id as nodeId', 'action'])
    .where('instance_id', '=', instanceId)
    .orderBy('seq')
    .execute();
  const open = await db
    .selectFrom('act_task')
    .select('node_id')
    .where('instance_id', '=', instanceId)
    .where('status', '=', 'open')
    .execute();
  const live = instance.status === 'running' || instance.status === 'suspended';
  return {
    instanceId: instance.id,
    processKey: instance.process_key,
    processName: definition.name,
    version: definition.version,
    status: instance.status,
    bpmnXml: definition.bpmn_xml,
    nodes: nodeStates(
      history,
      open.map((task) => task.node_id),
      live,
    ),
  };
}
