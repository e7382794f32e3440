/** A select's value in the shape its mode needs: a list when multiple, one value otherwise. */
export type SelectValue = string | number | Array<string | number> | undefined;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Guards a select's value against the wrong shape (SPEC.md §4): the designer wraps the default in a
 * list when multiple is turned on and takes the first item when it is turned off, but a design or
 * edit data written by hand may not have been through the designer. A multiple select shows a scalar
 * wrapped (an empty one as no choice); a single select shows the first item of a list.
 *
 * @example
 * selectValue('a', true) // ['a']
 * selectValue('a,b', true) // ['a', 'b']
 * selectValue(['a', 'b'], false) // 'a'
 */
export function selectValue(value: unknown, multiple: boolean): SelectValue {
  if (multiple) {
    if (Array.isArray(value)) return value.filter((item) => !isEmpty(item)) as Array<string | number>;
    // Multi-select values stored comma-joined (SPEC.md §5), as JeecgBoot keeps a user's positions.
    if (typeof value === 'string') return value.split(',').filter((item) => item !== '');
    return isEmpty(value) ? [] : [value as string | number];
  }
  const single = Array.isArray(value) ? value[0] : value;
  return isEmpty(single) ? undefined : (single as string | number);
}
