import { describe, expect, it } from 'vitest';
import { describeErrors, validate } from '../../schemas';

const pages = import.meta.glob<unknown>('./**/*.json', { eager: true, import: 'default' });

describe('the product pages in src/pages-json (ARCHITECTURE.md "The schema language")', () => {
  const names = Object.keys(pages);

  it('exist, named <area>/<name>.page.json', () => {
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^\.\/[a-z]+\/[a-z-]+\.page\.json$/);
  });

  it.each(names)('%s is a valid page design', (name) => {
    const check = validate('PageDesign', pages[name]);
    expect(check.ok ? '' : describeErrors(check.errors)).toBe('');
  });
});
