/**
 * The files the standalone HTML page loads, and where from. By default a public CDN at the pinned major
 * versions (STACK.md: Vue 3, Element Plus 2, Ant Design Vue 4, dayjs 1); a string template or a map of
 * package roots points them elsewhere — an intranet mirror, or node_modules in tests.
 */
import type { CdnOption, CdnPackage, Ui } from './types';

/** The default address template: jsDelivr's npm mirror, at each package's pinned major. */
export const DEFAULT_CDN = 'https://cdn.jsdelivr.net/npm/{name}@{major}';

/** The major version each package is pinned to, as package.json pins it. */
export const PINNED_MAJOR: Record<CdnPackage, number> = {
  vue: 3,
  'element-plus': 2,
  'ant-design-vue': 4,
  dayjs: 1,
};

/** One file of a package. */
interface Asset {
  pkg: CdnPackage;
  path: string;
}

/** Ant Design Vue's UMD build takes dayjs and these plugins as globals (STACK.md: load them first). */
const DAYJS_PLUGINS = [
  'customParseFormat',
  'weekday',
  'localeData',
  'weekOfYear',
  'weekYear',
  'advancedFormat',
  'quarterOfYear',
];

const STYLES: Record<Ui, Asset[]> = {
  element: [{ pkg: 'element-plus', path: 'dist/index.css' }],
  antd: [{ pkg: 'ant-design-vue', path: 'dist/reset.css' }],
};

const SCRIPTS: Record<Ui, Asset[]> = {
  element: [
    { pkg: 'vue', path: 'dist/vue.global.prod.js' },
    { pkg: 'element-plus', path: 'dist/index.full.min.js' },
    { pkg: 'element-plus', path: 'dist/locale/zh-cn.min.js' },
  ],
  antd: [
    { pkg: 'vue', path: 'dist/vue.global.prod.js' },
    { pkg: 'dayjs', path: 'dayjs.min.js' },
    ...DAYJS_PLUGINS.map((plugin): Asset => ({ pkg: 'dayjs', path: `plugin/${plugin}.js` })),
    { pkg: 'dayjs', path: 'locale/zh-cn.js' },
    // The build with locales, for its Chinese texts (antd.locales.zh_CN).
    { pkg: 'ant-design-vue', path: 'dist/antd-with-locales.min.js' },
  ],
};

/**
 * The root address of `pkg` under `cdn`, without a trailing slash.
 *
 * @example
 * packageRoot('vue', undefined) // 'https://cdn.jsdelivr.net/npm/vue@3'
 * packageRoot('vue', 'https://unpkg.com/{name}@{major}') // 'https://unpkg.com/vue@3'
 * packageRoot('vue', { vue: '/node_modules/vue' }) // '/node_modules/vue'
 */
export function packageRoot(pkg: CdnPackage, cdn: CdnOption | undefined): string {
  const given = typeof cdn === 'object' ? cdn[pkg] : undefined;
  const template = typeof cdn === 'string' ? cdn : DEFAULT_CDN;
  const root = given ?? template.replace(/\{name\}/g, pkg).replace(/\{major\}/g, String(PINNED_MAJOR[pkg]));
  return root.replace(/\/+$/, '');
}

/**
 * The stylesheets and scripts, in load order, that the page of `ui` needs.
 *
 * @example
 * assets('element', undefined).scripts[0] // 'https://cdn.jsdelivr.net/npm/vue@3/dist/vue.global.prod.js'
 */
export function assets(ui: Ui, cdn: CdnOption | undefined): { styles: string[]; scripts: string[] } {
  const url = ({ pkg, path }: Asset) => `${packageRoot(pkg, cdn)}/${path}`;
  return { styles: STYLES[ui].map(url), scripts: SCRIPTS[ui].map(url) };
}
