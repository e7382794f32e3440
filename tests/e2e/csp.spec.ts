import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, apiToken, signIn } from './helpers';

/**
 * The app under its Content-Security-Policy (server/plugins/static.ts, docs/security.md): scripts only from
 * the app's own files, never a string run as code. The pages that validate designs (precompiled ajv
 * validators) and draw them (the renderer, Formily with the safe expression compiler) run without a single
 * violation. The last step checks the watch itself: a `new Function` is refused and reported.
 */

const everyWidget = readFileSync('schemas/fixtures/every-widget.design.json', 'utf8');

/**
 * Collects every violation the browser reports, on every page the test opens: the page's
 * securitypolicyviolation events, console messages about the policy, and uncaught errors it causes.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const aboutPolicy = (text: string) => /Content Security Policy|unsafe-eval/i.test(text);
  page.on('console', (message) => {
    if (aboutPolicy(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (aboutPolicy(error.message)) violations.push(`error: ${error.message}`);
  });
  return violations;
}

test('the app validates and draws designs without breaking its Content-Security-Policy', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const saved = await api<{ id: string }>(request, token, 'post', '/cgform/cgformDesign/add', {
    name: `CSP 检查${Date.now()}`,
    jsonStr: everyWidget,
  });
  expect(saved.success, saved.message).toBe(true);

  const violations = await watchViolations(page);
  /** Waits until `what` shows or the policy is broken, and fails at once, naming the violation, if it was. */
  const shows = async (what: Locator) => {
    await expect.poll(async () => violations.length > 0 || (await what.isVisible())).toBe(true);
    expect(violations).toEqual([]);
  };

  const response = await page.goto('/user/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await shows(page.locator('#username'));
  await signIn(page);
  await shows(page.getByText('快捷入口'));

  // A management page drawn from its page JSON, which PageHost validates first.
  await page.goto('/system/user');
  await shows(page.getByRole('cell', { name: 'admin', exact: true }));

  // The designer's import checks the pasted JSON: a bad design is refused with its path, a good one loads.
  await page.goto('/online/designer');
  await shows(page.getByTestId('canvas'));
  await page.getByRole('button', { name: '导入JSON' }).click();
  // A wrong value of a known option is refused (a fork's unknown widget would only warn, issue 16).
  const bad = {
    list: [{ type: 'input', name: '姓名', key: 'input_9', model: 'name', options: { required: '是' } }],
  };
  await page.getByRole('textbox', { name: '表单 JSON' }).fill(JSON.stringify({ ...bad, config: {} }));
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
  await expect(page.getByTestId('import-error').first()).toContainText('$.list[0].options.required');
  await page.getByRole('textbox', { name: '表单 JSON' }).fill(everyWidget);
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
  await shows(page.getByTestId('canvas-item-input_1'));

  // A saved form with every widget, validated and filled at /online/form/:id.
  await page.goto(`/online/form/${saved.result.id}`);
  await shows(page.getByText('申请事由'));
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  await shows(page.getByText('姓名必须填写'));

  // The watch sees what the policy forbids: one of the app's own scripts that builds code from a string is
  // refused, and reported. (Code that page.evaluate() runs is exempt from the policy, so a served file.)
  await page.route('**/csp-probe.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'try { new Function("return 1")(); document.body.dataset.probe = "ran"; } catch { document.body.dataset.probe = "refused"; }',
    }),
  );
  await page.addScriptTag({ url: '/csp-probe.js' });
  await expect(page.locator('body')).toHaveAttribute('data-probe', 'refused');
  await expect.poll(() => violations.filter((v) => v.startsWith('script-src blocked eval'))).toHaveLength(1);
});
