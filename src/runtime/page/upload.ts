/**
 * The request of an upload action (an Excel import): the action's params as form fields, then the
 * chosen file as `file` — the multipart form JeecgBoot's import buttons send (JeecgListMixin.js
 * handleImportExcel). The host's client sends it with the session like any other call.
 *
 * @example
 * await host.post('/sys/user/importExcel', uploadBody(file, {}), { silent: true })
 */
export function uploadBody(file: File, params: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    body.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  body.append('file', file);
  return body;
}

/**
 * A server message as the lines to show: messages of several parts join them with '；' (an import's
 * '共 2 行有误…；第 3 行：用户账号已存在；第 5 行：邮箱格式不正确'), one part a line.
 *
 * @example
 * messageLines('共 2 行有误；第 3 行：用户账号已存在') // ['共 2 行有误', '第 3 行：用户账号已存在']
 */
export function messageLines(message: string): string[] {
  return message
    .split('；')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
