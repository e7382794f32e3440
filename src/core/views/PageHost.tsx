import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Result, Skeleton, Typography } from 'antd';
import { validate, describeErrors, type PageDesign, type StoredPage } from '../../../schemas';
import { GenerateForm, useDataHost, type HostEnvelope } from '../../runtime';
import { messageOf } from '../http/api';
import { pageQuery } from './designReads';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; page: PageDesign; title: string }
  | { state: 'missing' }
  | { state: 'failed'; reason: string };

/**
 * Parses and checks a stored page; a page that does not parse or breaks the schema explains itself with
 * JSON paths instead of drawing half a screen.
 *
 * @example
 * readPage('{"list":[]}') // { ok: true, page: { list: [] } }
 */
export function readPage(jsonStr: string): { ok: true; page: PageDesign } | { ok: false; reason: string } {
  let data: unknown;
  try {
    data = JSON.parse(jsonStr);
  } catch (error) {
    return { ok: false, reason: `页面 JSON 无法解析：${(error as Error).message}` };
  }
  const check = validate('PageDesign', data);
  return check.ok
    ? { ok: true, page: data as PageDesign }
    : { ok: false, reason: describeErrors(check.errors) };
}

/** What an answer of GET /sys/page/get draws: the page, or why it cannot be drawn. */
function loadedOf(body: HostEnvelope<StoredPage>): Loaded {
  if (!body.success) return { state: 'failed', reason: body.message };
  const read = readPage(body.result.jsonStr);
  return read.ok
    ? { state: 'ready', page: read.page, title: body.result.title }
    : { state: 'failed', reason: read.reason };
}

/**
 * Where a menu page's design JSON is drawn: the page named by the menu's component is read from the
 * server (GET /sys/page/get?name=) through the app's query cache and drawn by the renderer. A page
 * visited again while its read is fresh is drawn without asking; admins change it in the designer, whose
 * save marks it stale, so the next visit draws the new version (designReads.ts).
 *
 * @example
 * <PageHost component="system/user-list" title="用户管理" />
 */
export function PageHost({ component, title }: { component: string; title: string }) {
  const host = useDataHost();
  const read = useQuery({ ...pageQuery(host, component), select: loadedOf });
  const status = read.error ? host.failureOf(read.error).status : undefined;
  const loaded: Loaded = read.error
    ? status === 404
      ? { state: 'missing' }
      : { state: 'failed', reason: messageOf(read.error) }
    : (read.data ?? { state: 'loading' });

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {loaded.state === 'loading' && <Skeleton active />}
      {loaded.state === 'missing' && (
        <Result
          status="info"
          title="此页面尚未定义"
          subTitle={`页面「${component}」还没有设计，管理员可在表单设计器中为它设计页面。`}
        />
      )}
      {loaded.state === 'failed' && (
        <Result
          status="warning"
          title="页面无法显示"
          subTitle={<Alert type="warning" message={loaded.reason} />}
        />
      )}
      {loaded.state === 'ready' && <GenerateForm data={loaded.page} />}
    </Flex>
  );
}
