/**
 * The process engine's tables (issue 17, docs/process.md), as Kysely sees them; server/db/types.ts re-exports
 * them with the rest of the database and follows its conventions.
 */

/** A deployed process (流程定义): one process_key, a new version per deploy; instances keep theirs. */
export interface ActDefinitionTable {
  id: string;
  process_key: string;
  name: string;
  version: number;
  bpmn_xml: string;
  /** The node settings read at deploy (server/modules/process/bpmn.ts NodeSetting by id), JSON. */
  nodes_json: string;
  deployed_by: string;
  deployed_at: string;
}

/** A process instance: the engine's saved state under `revision` (optimistic locking). */
export interface ActInstanceTable {
  id: string;
  definition_id: string;
  process_key: string;
  business_key: string | null;
  /** Username of whoever started it. */
  initiator: string;
  status: 'running' | 'suspended' | 'completed' | 'closed' | 'invalid';
  /** bpmn-engine's state without its source; null once the instance has ended. */
  state_json: string | null;
  variables_json: string;
  revision: number;
  /** Why it was invalidated or closed. */
  reason: string | null;
  started_at: string;
  updated_at: string;
  ended_at: string | null;
}

/** A user task waiting (open) or done: to-do lists read this table, not the engine. */
export interface ActTaskTable {
  id: string;
  instance_id: string;
  node_id: string;
  node_name: string;
  /** Username; null while only candidates may claim it. */
  assignee: string | null;
  status: 'open' | 'completed' | 'cancelled';
  /** approve, reject, skip, recall, … */
  outcome: string | null;
  revision: number;
  created_at: string;
  claimed_by: string | null;
  claimed_at: string | null;
  completed_by: string | null;
  completed_at: string | null;
}

/** Who may claim a task: a username, a role code or a department id. */
export interface ActTaskCandidateTable {
  id: string;
  task_id: string;
  kind: 'user' | 'role' | 'depart';
  value: string;
}

/** One step of an instance: a node entered, left, skipped, rejected, reassigned…, by whom and when. */
export interface ActHistoryTable {
  id: string;
  instance_id: string;
  /** Order within the instance. */
  seq: number;
  node_id: string | null;
  node_name: string | null;
  action: string;
  task_id: string | null;
  username: string | null;
  comment: string | null;
  created_at: string;
}

export interface ActCommentTable {
  id: string;
  instance_id: string;
  /** Order within the instance. */
  seq: number;
  task_id: string | null;
  node_id: string | null;
  node_name: string | null;
  username: string;
  message: string;
  created_at: string;
}

/** A saved process diagram (流程定义, JeecgBoot's tPProcess): one per process key, deployable as a new version. */
export interface ActProcessTable {
  id: string;
  process_key: string;
  name: string;
  bpmn_xml: string;
  created_by: string | null;
  created_at: string;
  updated_by: string | null;
  updated_at: string | null;
}

/** A button configured on a node of a process key (节点按钮, JeecgBoot's tPProcessnodeButtonconfig). */
export interface ActNodeButtonTable {
  id: string;
  process_key: string;
  node_id: string;
  node_name: string | null;
  /** approve, reject, recall, claim, comment, reassign, skip. */
  button_code: string;
  button_name: string;
  sort_no: number;
  created_by: string | null;
  created_at: string;
  updated_by: string | null;
  updated_at: string | null;
}
