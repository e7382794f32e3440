/**
 * The page a third-party sign-in ends on (JeecgBoot's thirdLogin.ftl). It hands the one-time exchange code
 * on: to the window that opened it (JeecgBoot's client signs in in a popup), posted only to our own origin
 * and CORS_ORIGINS; or, opened as a whole page (our sign-in page), back to /user/login in the address's
 * fragment, which no server, log or Referer sees. The script is a file of its own: the security policy
 * allows no inline script.
 */

export type FinishPage = { code: string; thirdType: string; origins: string[] } | { error: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The HTML of the finishing page.
 *
 * @example
 * finishPage({ error: '第三方登录请求无效或已过期…' }) // '<!DOCTYPE html>…'
 */
export function finishPage(page: FinishPage): string {
  const data =
    'error' in page
      ? `data-error="${escapeHtml(page.error)}"`
      : `data-code="${escapeHtml(page.code)}" data-type="${escapeHtml(page.thirdType)}" data-origins="${escapeHtml(JSON.stringify(page.origins))}"`;
  const text = 'error' in page ? `登录失败：${escapeHtml(page.error)}` : '登录中...';
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>第三方登录</title></head>
<body>
<p id="dougong-sso" ${data}>${text}</p>
<p><a href="/user/login">返回登录页</a></p>
<script src="/platform/sys/thirdLogin/finish.js"></script>
</body>
</html>
`;
}

/** What the finishing page runs. */
export const FINISH_SCRIPT = `(function () {
  var el = document.getElementById('dougong-sso');
  if (!el) return;
  var code = el.getAttribute('data-code') || '';
  var type = el.getAttribute('data-type') || '';
  var error = el.getAttribute('data-error') || '';
  var opener = null;
  try { opener = window.opener && !window.opener.closed ? window.opener : null; } catch (e) { opener = null; }
  if (opener) {
    // The code goes only to our own origins; the failure, which tells nothing, to whoever opened us.
    var origins = [];
    try { origins = JSON.parse(el.getAttribute('data-origins') || '[]'); } catch (e) { origins = []; }
    if (!code) opener.postMessage('登录失败', '*');
    else for (var i = 0; i < origins.length; i++) opener.postMessage(code, origins[i]);
    window.close();
    return;
  }
  var hash = code
    ? 'thirdLoginCode=' + encodeURIComponent(code) + '&thirdType=' + encodeURIComponent(type)
    : 'thirdLoginError=' + encodeURIComponent(error);
  window.location.replace('/user/login#' + hash);
})();
`;
