/** Demo departments: one company with three departments, R&D split into two groups. */

export interface SeedDepart {
  orgCode: string;
  name: string;
  /** org_category dictionary: '1' company, '2' department. */
  category: '1' | '2';
  description?: string;
  children?: SeedDepart[];
}

export const SEED_DEPARTS: readonly SeedDepart[] = [
  {
    orgCode: 'A01',
    name: '斗拱科技',
    category: '1',
    description: '演示公司',
    children: [
      {
        orgCode: 'A01A01',
        name: '研发部',
        category: '2',
        children: [
          { orgCode: 'A01A01A01', name: '前端组', category: '2' },
          { orgCode: 'A01A01A02', name: '后端组', category: '2' },
        ],
      },
      { orgCode: 'A01A02', name: '市场部', category: '2' },
      { orgCode: 'A01A03', name: '财务部', category: '2' },
    ],
  },
];
