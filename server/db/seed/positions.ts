/** Demo positions; `rank` is a value of the position_rank dictionary. */

export interface SeedPosition {
  code: string;
  name: string;
  rank: string;
}

export const SEED_POSITIONS: readonly SeedPosition[] = [
  { code: 'CEO', name: '总经理', rank: '5' },
  { code: 'CTO', name: '技术总监', rank: '5' },
  { code: 'PM', name: '产品经理', rank: '4' },
  { code: 'DEV', name: '开发工程师', rank: '3' },
  { code: 'QA', name: '测试工程师', rank: '3' },
  { code: 'ACCOUNTANT', name: '会计', rank: '2' },
];
