import { UserOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import type { UserListResult, UserRecord } from '../../schemas';
import { useApiQuery } from '../runtime';
import { joinValues, splitValues } from './departTree';
import { USER_PAGE_API, UserByDepartPicker } from './UserByDepartPicker';

/** What a user picker stores of a user: the account name (SPEC.md §6's default) or the id. */
export type UserStore = 'username' | 'id';

export interface UserSelectProps {
  /** The stored users, comma-joined. */
  value?: string | null;
  onChange?: (value: string) => void;
  multiple?: boolean;
  store?: UserStore;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * The users of stored values, asked once for all of them (exact account names: a trailing comma; or ids).
 *
 * @example
 * const users = useStoredUsers(['admin', 'zhangsan'], 'username') // Map { 'admin' => UserRecord, … }
 */
export function useStoredUsers(values: readonly string[], store: UserStore): Map<string, UserRecord> {
  const list = joinValues(values);
  const params = store === 'id' ? { id: list } : { username: `${list},` };
  const { data } = useApiQuery<UserListResult>(
    USER_PAGE_API,
    { ...params, pageNo: 1, pageSize: 100 },
    { enabled: values.length > 0, silent: true, staleTime: 60_000 },
  );
  return useMemo(
    () =>
      new Map((data?.result.records ?? []).map((user) => [store === 'id' ? user.id : user.username, user])),
    [data, store],
  );
}

/**
 * A box showing the chosen users' real names; a click opens 根据部门选择用户. The value is what SPEC.md
 * §6 says a user picker stores: account names (or ids with store 'id'), comma-joined. A stored user the
 * caller may not see shows as stored.
 *
 * @example
 * <UserSelect value="admin,zhangsan" multiple onChange={setValue} /> // shows 管理员 张三
 */
export function UserSelect({
  value,
  onChange,
  multiple = false,
  store = 'username',
  placeholder,
  disabled,
  style,
}: UserSelectProps) {
  const values = useMemo(() => splitValues(value), [value]);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<UserRecord[]>([]);
  const found = useStoredUsers(values, store);
  const keyOf = (user: UserRecord) => (store === 'id' ? user.id : user.username);
  const known = new Map([...found, ...picked.map((user) => [keyOf(user), user] as const)]);
  const options = values.map((item) => ({ value: item, label: known.get(item)?.realname || item }));
  const change = (next: readonly string[]) => onChange?.(joinValues(next));

  return (
    <>
      <Select
        className="dg-user-select"
        mode={multiple ? 'multiple' : undefined}
        open={false}
        value={multiple ? values : values[0]}
        options={options}
        placeholder={placeholder ?? '请选择用户'}
        disabled={disabled}
        allowClear
        suffixIcon={<UserOutlined />}
        style={{ width: '100%', ...style }}
        onClick={() => !disabled && setOpen(true)}
        onChange={(next: string | string[] | undefined) =>
          change(Array.isArray(next) ? next : next ? [next] : [])
        }
      />
      <UserByDepartPicker
        open={open}
        multiple={multiple}
        chosen={values.flatMap((item) => known.get(item) ?? [])}
        onCancel={() => setOpen(false)}
        onOk={(users) => {
          setOpen(false);
          setPicked(users);
          change(users.map(keyOf));
        }}
      />
    </>
  );
}
