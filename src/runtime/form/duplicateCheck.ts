import type { DuplicateCheck } from '../../../schemas';
import type { DataHost } from '../permissions/dataHost';
import type { FieldValidator, ValidatorContext } from './validators';

/** Typing pauses this long before the server is asked, so a word typed is one request, not one per key. */
export const DUPLICATE_CHECK_DELAY_MS = 300;

/**
 * A validator that asks GET /sys/duplicate/check whether the typed value is taken (SPEC.md §5, §7): the
 * server's message ('该值不可用，系统中已存在！') shows inline when it is. Editing sends the record's id as
 * dataId so the record does not clash with itself. When the server cannot answer, the value passes: the
 * save itself is checked again on the server.
 *
 * @example
 * duplicateValidator({ tableName: 'sys_user', fieldName: 'username' }, host)
 */
export function duplicateValidator(check: DuplicateCheck, host: Pick<DataHost, 'get'>): FieldValidator {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let settlePrevious: ((message: string) => void) | undefined;
  let latest = 0;
  return {
    validator: (value: unknown, _rule: unknown, ctx: ValidatorContext) => {
      if (value === undefined || value === null || value === '') return '';
      const ask = ++latest;
      // A newer keystroke supersedes the waiting question: it passes now, the newer one decides.
      clearTimeout(pending);
      settlePrevious?.('');
      return new Promise<string>((resolve) => {
        settlePrevious = resolve;
        pending = setTimeout(() => {
          const dataId = ctx?.form?.values[check.idField ?? 'id'];
          host
            .get(
              '/sys/duplicate/check',
              {
                tableName: check.tableName,
                fieldName: check.fieldName,
                fieldVal: value,
                dataId,
              },
              { silent: true },
            )
            // Only the newest question decides; an older answer arriving late says nothing.
            .then((body) =>
              resolve(ask === latest && !body.success ? body.message || '该值不可用，系统中已存在！' : ''),
            )
            .catch(() => resolve(''));
        }, DUPLICATE_CHECK_DELAY_MS);
      });
    },
  };
}
