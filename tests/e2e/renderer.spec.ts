import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * The renderer as a user meets it (issue 3): a saved design fills at /online/form/:id and yields its model
 * only when valid; the two flavours look different; the designs list page is a crud against the server.
 */

const everyWidget = JSON.parse(readFileSync('schemas/fixtures/every-widget.design.json', 'utf8')) as {
  list: unknown[];
  config: Record<string, unknown>;
};

async function saveDesign(
  request: Parameters<typeof apiToken>[0],
  name: string,
  ui: string,
  size = 'medium',
): Promise<string> {
  const token = await apiToken(request);
  const design = { ...everyWidget, config: { ...everyWidget.config, ui, size } };
  const saved = await api<{ id: string }>(request, token, 'post', '/cgform/cgformDesign/add', {
    name,
    jsonStr: JSON.stringify(design),
  });
  expect(saved.success, saved.message).toBe(true);
  return saved.result.id;
}

const smallForm = {
  list: [
    {
      type: 'input',
      name: '姓名',
      key: 'input_1',
      model: 'name',
      options: { required: true, placeholder: '请输入姓名' },
    },
    {
      type: 'input',
      name: '手机号',
      key: 'input_2',
      model: 'phone',
      options: { placeholder: '请输入手机号', pattern: '^1[3-9]\\d{9}$' },
    },
    {
      type: 'switch',
      name: '加急',
      key: 'switch_1',
      model: 'urgent',
      options: { defaultValue: false },
    },
  ],
  config: { ui: 'Element', labelWidth: 90 },
};

test('a saved design fills at /online/form/:id: required messages first, then the model', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const saved = await api<{ id: string }>(request, token, 'post', '/cgform/cgformDesign/add', {
    name: `联系人 ${Date.now()}`,
    jsonStr: JSON.stringify(smallForm),
  });
  await signIn(page);
  await page.goto(`/online/form/${saved.result.id}`);
  await expect(page.getByPlaceholder('请输入姓名')).toBeVisible();

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('姓名必须填写')).toBeVisible();
  await expect(page.getByTestId('form-model')).toHaveCount(0);

  await page.getByPlaceholder('请输入姓名').fill('张三');
  await page.getByPlaceholder('请输入手机号').fill('12345');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('手机号格式不匹配')).toBeVisible();

  await page.getByPlaceholder('请输入手机号').fill('13800138000');
  await page.getByRole('switch').click();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('form-model')).toBeVisible();
  const model = JSON.parse((await page.getByTestId('form-model').textContent()) ?? '{}');
  expect(model).toEqual({ name: '张三', phone: '13800138000', urgent: true });
  await page.screenshot({ path: `${SCREENS}/online-form.png`, fullPage: true });
});

test('the Element and Ant Design flavours visibly differ', async ({ page, request }) => {
  const element = await saveDesign(request, `Element 风格 ${Date.now()}`, 'Element');
  const antd = await saveDesign(request, `Ant Design 风格 ${Date.now()}`, 'Ant Design');
  await signIn(page);

  const measure = async (id: string, file: string) => {
    await page.goto(`/online/form/${id}`);
    const first = page.locator('.dg-form input').first();
    await expect(first).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/${file}`, fullPage: true });
    return first.evaluate((input) => {
      const box = (input.closest('.ant-input-affix-wrapper') ?? input) as HTMLElement;
      const style = getComputedStyle(box);
      const colon =
        input.closest('.ant-formily-item')?.querySelector('.ant-formily-item-colon')?.textContent ?? '';
      return { height: box.getBoundingClientRect().height, radius: style.borderTopLeftRadius, colon };
    });
  };
  const el = await measure(element, 'flavour-element.png');
  const ad = await measure(antd, 'flavour-antd.png');
  expect(el.height).toBe(36);
  expect(el.radius).toBe('4px');
  expect(el.colon).toBe('');
  expect(ad.colon).toBe(':');
  expect(ad.height).toBe(40);
  expect(ad.radius).not.toBe('4px');
});

test('each size draws its controls at its height: Element 36/32/28, Ant Design 40/32/24', async ({
  page,
  request,
}) => {
  await signIn(page);
  const heights = async (ui: string, size: string) => {
    const id = await saveDesign(request, `${ui} ${size} ${Date.now()}`, ui, size);
    await page.goto(`/online/form/${id}`);
    const input = page.locator('.dg-form input[type="text"]').first();
    await expect(input).toBeVisible();
    const measure = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.getBoundingClientRect().height);
    return {
      input: await input.evaluate(
        (el) =>
          ((el.closest('.ant-input-affix-wrapper') ?? el) as HTMLElement).getBoundingClientRect().height,
      ),
      select: await measure('.dg-form .ant-select-single'),
    };
  };
  const expected: Array<[string, string, number]> = [
    ['Element', 'medium', 36],
    ['Element', 'small', 32],
    ['Element', 'mini', 28],
    ['Ant Design', 'medium', 40],
    ['Ant Design', 'small', 32],
    ['Ant Design', 'mini', 24],
  ];
  for (const [ui, size, height] of expected)
    expect(await heights(ui, size), `${ui} ${size}`).toEqual({ input: height, select: height });
});
