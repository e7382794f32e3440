/** Types shared by the seed's writers. */
import type { Transaction } from 'kysely';
import type { Database } from '../index';

export type Tx = Transaction<Database>;
/** Row ids by natural key (org code, menu key, role code, username). */
export type Ids = Map<string, string>;

/** Who created the seeded rows, and when. */
export interface Audit {
  created_by: string;
  created_at: string;
}
