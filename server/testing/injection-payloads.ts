/**
 * SQL-injection payloads in the shape of JeecgBoot's published CVEs (duplicate check, dictionary lookups,
 * list sort and filter parameters: CVE-2023-1454, CVE-2023-34659, CVE-2024-44893 and their relatives).
 * API suites send each one where a table, column, sort field or dictionary code is expected and require a
 * 400 that changes nothing.
 */
export const INJECTION_PAYLOADS: readonly string[] = [
  "sys_user' and 1=1 --",
  'sys_user where 1=1 union select password from sys_user',
  "username'||(select version())||'",
  'id desc; drop table sys_user; --',
  'updatexml(1,concat(0x7e,(select database())),1)',
  "1' or '1'='1",
  'sys_user,sys_role',
  "(select case when (1=1) then 'a' else 'b' end)",
  'extractvalue(1,concat(char(126),md5(1)))',
  'sys_user /*comment*/',
  'sex`,(select 1),`',
  "sex' -- ",
  'pg_sleep(5)',
  'sqlite_master',
];
