import { Button, Result } from 'antd';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { usePageCrumb } from '../layouts/pageCrumb';
import { homePathOf } from '../router/navTree';
import { navTreeAtom } from '../router/routeAtoms';

/** What each refusal page says, inside the shell (menus and breadcrumb stay, so no one is stranded). */
const RESULTS = {
  // An address that is a page of the product the user's roles do not grant: say whom to ask.
  403: { crumb: '无权访问', text: '抱歉，您无权访问此页面。如需使用，请联系管理员为您的角色授权。' },
  // An address that is no page of the product, and /404 itself.
  404: { crumb: '页面不存在', text: '抱歉，您访问的页面不存在。请检查地址，或从菜单进入。' },
} as const;

/**
 * A 403 or 404 page inside the shell, with 返回首页 leading to the user's home.
 *
 * @example
 * status === 'forbidden' ? <ShellResult status={403} /> : <ShellResult status={404} />
 */
export function ShellResult({ status }: { status: keyof typeof RESULTS }) {
  const navigate = useNavigate();
  const home = homePathOf(useAtomValue(navTreeAtom));
  usePageCrumb(RESULTS[status].crumb);
  return (
    <Result
      status={String(status) as '403' | '404'}
      title={String(status)}
      subTitle={RESULTS[status].text}
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          返回首页
        </Button>
      }
    />
  );
}

/** The 403 page. @example <ForbiddenPage /> */
export const ForbiddenPage = () => <ShellResult status={403} />;

/** The 404 page. @example { path: '/404', element: <NotFoundPage /> } */
export const NotFoundPage = () => <ShellResult status={404} />;
