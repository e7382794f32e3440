import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `node scripts/dougong.mjs …` as a user runs it: exit code, stdout and stderr. */
function dougong(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/dougong.mjs', ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** No user mistake may print a stack trace. */
const NO_STACK = /\n\s+at .+:\d+:\d+/;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dougong-cli-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('dougong validate', () => {
  it('rejects each malformed design with its JSON path and exits 1', { timeout: 30_000 }, async () => {
    const { code, stdout } = await dougong([
      'validate',
      '--strict',
      'schemas/fixtures/invalid/misspelt-option.json',
      'schemas/fixtures/invalid/missing-model.json',
      'schemas/fixtures/every-widget.design.json',
    ]);
    expect(code).toBe(1);
    expect(stdout).toContain(
      'schemas/fixtures/invalid/misspelt-option.json: $.list[0].columns[0].list[0].options.plceholder: 提醒：未知的属性 plceholder：已原样保留，Dougong 不使用它（是否想写 placeholder？）',
    );
    expect(stdout).toContain(
      'schemas/fixtures/invalid/missing-model.json: $.list[0].model: 应当有必需属性 model',
    );
    expect(stdout).toContain('schemas/fixtures/every-widget.design.json: 有效的表单设计');
  });

  it(
    'accepts valid designs and the product pages, checking pages as pages',
    { timeout: 30_000 },
    async () => {
      const { code, stdout } = await dougong([
        'validate',
        'examples/small-form.design.json',
        'src/pages-json/system/user-list.page.json',
      ]);
      expect(code).toBe(0);
      expect(stdout).toContain('src/pages-json/system/user-list.page.json: 有效的页面设计');
    },
  );

  it(
    "warns about a fork's additions and exits 0; with --strict (our own designs, npm test) exits 1",
    { timeout: 30_000 },
    async () => {
      const fork = 'schemas/fixtures/fork-design.json';
      const lenient = await dougong(['validate', fork]);
      expect(lenient.code).toBe(0);
      expect(lenient.stdout).toContain(
        `${fork}: $.list[1]: 提醒：不支持的控件：scanCode，已原样保留，表单里显示为占位块`,
      );
      expect(lenient.stdout).toContain(
        `${fork}: $.title: 提醒：未知的属性 title：已原样保留，Dougong 不使用它`,
      );
      expect(lenient.stdout).toContain(`${fork}: 可以导入的表单设计（有 7 条提醒）`);
      const strict = await dougong(['validate', '--strict', fork]);
      expect(strict.code).toBe(1);
      expect(strict.stdout).toContain(`${fork}: $.list[1]: 提醒：不支持的控件：scanCode`);
      expect(strict.stderr).toContain('1 个文件有问题（共 1 个）');
    },
  );

  it('still exits 1 on an error beside warnings, with or without --strict', { timeout: 30_000 }, async () => {
    const file = join(dir, 'fork-wrong.json');
    const fork = JSON.parse(await readFile('schemas/fixtures/fork-design.json', 'utf8')) as {
      list: Array<{ options: Record<string, unknown> }>;
    };
    fork.list[0]!.options.width = true;
    await writeFile(file, JSON.stringify(fork));
    const { code, stdout } = await dougong(['validate', file]);
    expect(code).toBe(1);
    expect(stdout).toContain(`${file}: $.list[0].options.width: 应当是字符串或数字`);
  });

  it('finds a widget key used twice', { timeout: 30_000 }, async () => {
    const file = join(dir, 'twice.json');
    const widget = { type: 'switch', name: '开关', key: 'switch_1', model: 'a', options: {} };
    await writeFile(file, JSON.stringify({ list: [widget, { ...widget, model: 'b' }], config: {} }));
    const { code, stdout } = await dougong(['validate', file]);
    expect(code).toBe(1);
    expect(stdout).toContain(`${file}: $.list[1].key: key 'switch_1' 与 $.list[0].key 重复`);
  });

  it(
    'refuses a file nested 100,000 arrays deep with the depth message, not a stack overflow',
    { timeout: 30_000 },
    async () => {
      const file = join(dir, 'deep.json');
      await writeFile(file, `{"list":${'['.repeat(100_000)}1${']'.repeat(100_000)},"config":{}}`);
      const { code, stdout, stderr } = await dougong(['validate', file]);
      expect(code).toBe(1);
      expect(stdout).toContain('JSON 嵌套超过 400 层，请简化');
      expect(stderr).not.toMatch(NO_STACK);
      expect(stderr).not.toContain('Maximum call stack');
    },
  );
});

describe('dougong codegen', () => {
  it('writes the SFC to -o, the library taken from the design', { timeout: 30_000 }, async () => {
    const out = join(dir, 'nested', 'Form.vue');
    const { code, stderr } = await dougong(['codegen', 'examples/nested-grids.design.json', '-o', out]);
    expect(code).toBe(0);
    expect(stderr).toContain(`已写入 ${out}`);
    expect(await readFile(out, 'utf8')).toBe(await readFile('examples/out/nested-grids.antd.vue', 'utf8'));
  });

  it('prints an HTML page with other addresses', { timeout: 30_000 }, async () => {
    const { code, stdout } = await dougong([
      'codegen',
      'examples/small-form.design.json',
      '--ui',
      'element',
      '--format',
      'html',
      '--cdn',
      'https://unpkg.com/{name}@{major}',
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain('<script src="https://unpkg.com/vue@3/dist/vue.global.prod.js"></script>');
  });

  it('explains bad input in one line, without a stack trace', { timeout: 60_000 }, async () => {
    const broken = join(dir, 'broken.json');
    await writeFile(broken, '{ "list": [ }');
    const cases: Array<[string[], number, RegExp]> = [
      [['codegen', join(dir, 'missing.json')], 1, /missing\.json: 找不到文件/],
      [['codegen', broken], 1, /broken\.json: JSON 解析失败：.*(position|JSON)/],
      [['codegen', 'examples/small-form.design.json', '--colour', 'red'], 2, /未知选项 --colour/],
      [['codegen', 'examples/small-form.design.json', '--ui', 'vuetify'], 2, /--ui 应当是 element 或 antd/],
      [['codegen', 'schemas/fixtures/invalid/unknown-type.json'], 1, /\$\.list\[1\]\.type: 应当是 input、/],
      [['codegen', 'src/pages-json/system/user-list.page.json'], 1, /这是页面设计/],
      [['codegen'], 2, /需要一个设计文件/],
      [['types', broken], 1, /JSON 解析失败/],
      [['transmogrify'], 2, /未知命令 'transmogrify'/],
    ];
    for (const [args, exit, message] of cases) {
      const { code, stderr } = await dougong(args);
      expect(code, args.join(' ')).toBe(exit);
      expect(stderr, args.join(' ')).toMatch(message);
      expect(stderr, args.join(' ')).not.toMatch(NO_STACK);
    }
  });

  it('answers --help for every command', { timeout: 60_000 }, async () => {
    for (const command of [[], ['codegen'], ['types'], ['validate']]) {
      const { code, stdout } = await dougong([...command, '--help']);
      expect(code).toBe(0);
      expect(stdout).toContain(`dougong ${command[0] ?? 'codegen'}`);
      expect(stdout).toContain('用法');
    }
  });
});

describe('dougong types', () => {
  it('prints the FormModel interface', { timeout: 30_000 }, async () => {
    const { code, stdout } = await dougong(['types', 'examples/small-form.design.json']);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /export interface FormModel \{[\s\S]*confirmPassword: string;[\s\S]*sex: number;[\s\S]*subscribe: boolean;/,
    );
  });
});

describe('dougong codegen --server', () => {
  let server: Server;
  let base: string;
  const seen: IncomingHttpHeaders[] = [];
  const saved: Record<string, unknown> = {
    '1': {
      success: true,
      code: 200,
      message: '查询成功',
      result: { id: '1', kind: 'form', jsonStr: readDesign() },
    },
    '2': {
      success: true,
      code: 200,
      message: '查询成功',
      result: { id: '2', kind: 'form', jsonStr: '{"list":[{"type":"input"}],"config":{}}' },
    },
    '3': {
      success: true,
      code: 200,
      message: '查询成功',
      result: { id: '3', kind: 'form', jsonStr: '{"list":' },
    },
  };

  function readDesign(): string {
    return JSON.stringify({
      list: [{ type: 'rate', name: '评分', key: 'rate_1', model: 'score', options: {} }],
      config: {},
    });
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers);
      const url = new URL(request.url ?? '/', 'http://x');
      response.setHeader('content-type', 'application/json');
      if (url.pathname !== '/platform/cgform/cgformDesign/queryById') {
        response.statusCode = 404;
        return response.end(JSON.stringify({ success: false, code: 404, message: '很抱歉，资源未找到!' }));
      }
      if (request.headers['x-access-token'] !== 'secret-token') {
        response.statusCode = 401;
        return response.end(JSON.stringify({ success: false, code: 401, message: 'Token失效，请重新登录' }));
      }
      const answer = saved[url.searchParams.get('id') ?? ''] ?? {
        success: false,
        code: 404,
        message: '设计不存在',
      };
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => new Promise<void>((done) => server.close(() => done())));

  it(
    'fetches a saved design with the token from DOUGONG_TOKEN and generates it',
    { timeout: 30_000 },
    async () => {
      const { code, stdout, stderr } = await dougong(
        ['codegen', '--server', `${base}/`, '--id', '1', '--ui', 'antd'],
        { DOUGONG_TOKEN: 'secret-token' },
      );
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toContain('<a-rate v-model:value="model.score" />');
      expect(seen.at(-1)?.['x-access-token']).toBe('secret-token');
    },
  );

  it(
    'says what went wrong: no token, an unknown id, an invalid or unparsable design',
    { timeout: 60_000 },
    async () => {
      const token = { DOUGONG_TOKEN: 'secret-token' };
      const cases: Array<[string, Record<string, string>, RegExp]> = [
        ['1', { DOUGONG_TOKEN: '' }, /401 未登录：Token失效，请重新登录.*DOUGONG_TOKEN/],
        ['9', token, /没有取到设计：设计不存在/],
        ['2', token, /\$\.list\[0\]\.name: 应当有必需属性 name/],
        ['3', token, /设计 3 的 jsonStr: JSON 解析失败/],
      ];
      for (const [id, env, message] of cases) {
        const { code, stderr } = await dougong(['codegen', '--server', base, '--id', id], env);
        expect(code, id).toBe(1);
        expect(stderr, id).toMatch(message);
        expect(stderr, id).not.toMatch(NO_STACK);
      }
    },
  );
});
