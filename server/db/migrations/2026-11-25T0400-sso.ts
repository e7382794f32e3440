/**
 * Third-party sign-in (OpenID Connect) and CAS single sign-on: which outside identity belongs to which
 * user, the sign-ins under way (state, nonce and PKCE verifier, kept here and never trusted from the
 * browser) and the one-time codes that turn a finished sign-in into a session.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_third_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('third_type', 'text', (col) => col.notNull())
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('uq_sys_third_account_identity', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('idx_sys_third_account_user')
    .on('sys_third_account')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sys_sso_attempt')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('third_type', 'text', (col) => col.notNull())
    .addColumn('browser_hash', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sys_sso_exchange')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('third_type', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_sso_exchange').execute();
  await db.schema.dropTable('sys_sso_attempt').execute();
  await db.schema.dropTable('sys_third_account').execute();
}
