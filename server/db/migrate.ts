/**
 * Runs the migrations of ./migrations. They are listed here by static import rather than read from the
 * folder, so the same code works under tsx, in tests and after bundling.
 */
import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import type { Database } from './types';
import * as foundation from './migrations/2026-11-22T1600-foundation';
import * as designs from './migrations/2026-11-23T0930-designs';
import * as dictItemValue from './migrations/2026-11-23T1100-dict-item-value';
import * as designerEditRoute from './migrations/2026-11-23T1200-designer-edit-route';
import * as loginFailureIp from './migrations/2026-11-23T1300-login-failure-ip';
import * as logTarget from './migrations/2026-11-23T2000-log-target';
import * as analysisPerms from './migrations/2026-11-23T2100-analysis-perms';
import * as userListIndexes from './migrations/2026-11-23T2200-user-list-indexes';
import * as logExportPerm from './migrations/2026-11-24T0100-log-export-perm';
import * as userProfile from './migrations/2026-11-24T0130-user-profile';
import * as excelPerms from './migrations/2026-11-24T0300-excel-perms';
import * as clientFieldNames from './migrations/2026-11-24T0400-client-field-names';
import * as userRecyclePerms from './migrations/2026-11-24T0410-user-recycle-perms';
import * as departFieldsPermissions from './migrations/2026-11-24T0420-depart-fields-permissions';
import * as dictRecycleClientDicts from './migrations/2026-11-24T0430-dict-recycle-client-dicts';
import * as processEngine from './migrations/2026-11-24T0440-process-engine';
import * as logDeletePerm from './migrations/2026-11-24T0450-log-delete-perm';
import * as clientViewNames from './migrations/2026-11-24T0460-client-view-names';
import * as processDesigns from './migrations/2026-11-24T0510-process-designs';
import * as processDicts from './migrations/2026-11-24T0540-process-dicts';
import * as processAdminPages from './migrations/2026-11-24T0590-process-admin-pages';
import * as demoOrder from './migrations/2026-11-25T0100-demo-order';
import * as announcementDeparts from './migrations/2026-11-25T0200-announcement-departs';
import * as sms from './migrations/2026-11-25T0300-sms';
import * as sso from './migrations/2026-11-25T0400-sso';
import * as reptile from './migrations/2026-11-25T0600-reptile';

/** Every migration, by name; names sort in the order they must run (ISO date prefix). */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T1600-foundation': foundation,
  '2026-11-23T0930-designs': designs,
  '2026-11-23T1100-dict-item-value': dictItemValue,
  '2026-11-23T1200-designer-edit-route': designerEditRoute,
  '2026-11-23T1300-login-failure-ip': loginFailureIp,
  '2026-11-23T2000-log-target': logTarget,
  '2026-11-23T2100-analysis-perms': analysisPerms,
  '2026-11-23T2200-user-list-indexes': userListIndexes,
  '2026-11-24T0100-log-export-perm': logExportPerm,
  '2026-11-24T0130-user-profile': userProfile,
  '2026-11-24T0300-excel-perms': excelPerms,
  '2026-11-24T0400-client-field-names': clientFieldNames,
  '2026-11-24T0410-user-recycle-perms': userRecyclePerms,
  '2026-11-24T0420-depart-fields-permissions': departFieldsPermissions,
  '2026-11-24T0430-dict-recycle-client-dicts': dictRecycleClientDicts,
  '2026-11-24T0440-process-engine': processEngine,
  '2026-11-24T0450-log-delete-perm': logDeletePerm,
  '2026-11-24T0460-client-view-names': clientViewNames,
  '2026-11-24T0510-process-designs': processDesigns,
  '2026-11-24T0540-process-dicts': processDicts,
  '2026-11-24T0590-process-admin-pages': processAdminPages,
  '2026-11-25T0100-demo-order': demoOrder,
  '2026-11-25T0200-announcement-departs': announcementDeparts,
  '2026-11-25T0300-sms': sms,
  '2026-11-25T0400-sso': sso,
  '2026-11-25T0600-reptile': reptile,
};

/**
 * Brings the database to the latest schema; a no-op when it is already there. Throws on failure.
 *
 * @example
 * const ran = await migrateToLatest(db); // ['2026-11-22T1600-foundation', ...] on an empty database, [] after
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r: MigrationResult) => r.status === 'Error');
    const where = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}
