/**
 * The 短信发件箱 list (GET /sys/smsOutbox/list): what the default provider "sent", newest first,
 * searchable by phone. Read-only: messages are never edited or deleted through the API.
 */
import type { Kysely } from 'kysely';
import type { SmsOutboxListQuery, SmsOutboxListResult, SmsOutboxRecord } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { containsText, pageOf, pageWindow } from '../paging';

const PURPOSE_TEXT: Readonly<Record<SmsOutboxRecord['purpose'], string>> = {
  login: '登录',
  register: '注册',
  reset: '找回密码',
};

function purposeOf(value: string): SmsOutboxRecord['purpose'] {
  return value === 'register' || value === 'reset' ? value : 'login';
}

/**
 * One page of the outbox.
 *
 * @example
 * await listOutbox(db, { pageNo: 1, pageSize: 10, phone: '1380' }) // { records: [...], total, ... }
 */
export async function listOutbox(
  db: Kysely<Database>,
  query: SmsOutboxListQuery,
): Promise<SmsOutboxListResult> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = db.selectFrom('sys_sms_outbox');
  const phone = query.phone?.trim();
  if (phone) base = base.where(containsText('phone', phone));
  const [{ total }] = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).execute();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = rows.map((row): SmsOutboxRecord => {
    const purpose = purposeOf(row.purpose);
    return {
      id: row.id,
      phone: row.phone,
      content: row.content,
      purpose,
      purpose_dictText: PURPOSE_TEXT[purpose],
      createTime: row.created_at,
    };
  });
  return pageOf(records, Number(total), pageNo, pageSize);
}
