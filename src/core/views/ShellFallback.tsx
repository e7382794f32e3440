import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getAction } from '../http/api';
import { ForbiddenPage, NotFoundPage } from './ShellResult';

type Status = 'granted' | 'forbidden' | 'missing';

/**
 * What an address outside the user's routes shows, in place (the address stays in the bar): the 403
 * page when it is a page of the product the user is not granted, the 404 page otherwise. The server
 * knows every menu; the browser only the granted ones. A failed question reads as 404.
 *
 * @example
 * { path: '*', element: <ShellFallback /> }
 */
export function ShellFallback() {
  const { pathname } = useLocation();
  const [answer, setAnswer] = useState<{ path: string; status: Status } | null>(null);

  useEffect(() => {
    let current = true;
    // Silent: whatever the answer, this screen says what happened; a toast would say it twice.
    getAction<{ status: Status }>('/sys/permission/routeStatus', { path: pathname }, { silent: true }).then(
      (body) => current && setAnswer({ path: pathname, status: body.result?.status ?? 'missing' }),
      () => current && setAnswer({ path: pathname, status: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [pathname]);

  if (answer?.path !== pathname) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return answer.status === 'forbidden' ? <ForbiddenPage /> : <NotFoundPage />;
}
