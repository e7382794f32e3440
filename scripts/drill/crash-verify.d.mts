/** Types of crash-verify.mjs, for its test (the drill itself runs as plain JavaScript under node). */

/** Where a write stands: sent and unanswered, acknowledged (2xx + success), or answered otherwise. */
export type WriteState = 'sent' | 'acked' | 'refused';

export interface PositionEntry {
  code: string;
  name: string;
  id?: string;
  state: WriteState;
  edit?: { name: string; state: WriteState };
}

export interface ItemEntry {
  value: string;
  text: string;
  state: WriteState;
}

export interface DictEntry {
  code: string;
  name: string;
  description: string;
  id?: string;
  state: WriteState;
  items: Map<string, ItemEntry>;
  del?: { state: WriteState };
  busy?: number;
}

export interface Ledger {
  positions: Map<string, PositionEntry>;
  dicts: Map<string, DictEntry>;
  counts: { sent: number; refused: string[] };
}

export interface Seen {
  positions: Map<string, { id: string; code: string; name: string }>;
  dicts: Map<string, { id: string; dictCode: string; dictName: string; description: string | null }>;
  items: Map<string, { itemValue: string; itemText: string; dictId: string }[]>;
  itemCounts: Map<string, number>;
  log: { request_url: string; request_param: string | null }[];
}

export interface Verdict {
  acked: number;
  found: number;
  lost: string[];
  torn: string[];
  ghosts: string[];
  unaudited: string[];
}

export function newLedger(): Ledger;
export function verify(ledger: Ledger, seen: Seen): Verdict;
