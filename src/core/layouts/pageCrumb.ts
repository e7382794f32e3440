import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A title the open screen gives its own crumb when the menu's title is too general for what it shows:
 * /online/designer/:id is titled 编辑表单设计 in the menu, and says 编辑产品页面 when it holds a page.
 * Kept with the path it was set on, so it never outlives its screen.
 */
const pageCrumbAtom = atom<{ path: string; title: string } | null>(null);

/**
 * Names the last crumb of the breadcrumb while the calling screen is shown; undefined keeps the menu's.
 *
 * @example
 * usePageCrumb(isPage ? '编辑产品页面' : undefined);
 */
export function usePageCrumb(title: string | undefined): void {
  const setCrumb = useSetAtom(pageCrumbAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    setCrumb({ path: pathname, title });
    return () => setCrumb(null);
  }, [title, pathname, setCrumb]);
}

/** The title set for `pathname` by usePageCrumb, if any. */
export function usePageCrumbFor(pathname: string): string | undefined {
  const crumb = useAtomValue(pageCrumbAtom);
  return crumb?.path === pathname ? crumb.title : undefined;
}
