import { Alert, Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { validate, describeErrors, type PageDesign } from '../../../schemas';
import { GenerateForm } from '../../runtime';
import { getAction, messageOf } from '../http/api';

/** GET /sys/page/get: one page of the product as stored in the database. */
export interface StoredPage {
  id: string;
  name: string;
  title: string;
  jsonStr: string;
  version: number;
}

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

/**
 * Where a menu page's design JSON is drawn: the page named by the menu's component is fetched from the
 * server (GET /sys/page/get?name=) and drawn by the renderer. Admins change it in the designer; the next
 * visit draws the new version.
 *
 * @example
 * <PageHost component="system/user-list" title="用户管理" />
 */
export function PageHost({ component, title }: { component: string; title: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    getAction<StoredPage>('/sys/page/get', { name: component }, { silent: true })
      .then((body) => {
        if (!live) return;
        if (!body.success) return setLoaded({ state: 'failed', reason: body.message });
        const read = readPage(body.result.jsonStr);
        setLoaded(
          read.ok
            ? { state: 'ready', page: read.page, title: body.result.title }
            : { state: 'failed', reason: read.reason },
        );
      })
      .catch((error: unknown) => {
        if (!live) return;
        const status = (error as { response?: { status?: number } }).response?.status;
        setLoaded(status === 404 ? { state: 'missing' } : { state: 'failed', reason: messageOf(error) });
      });
    return () => {
      live = false;
    };
  }, [component]);

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
