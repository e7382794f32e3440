import { lazy } from 'react';

/** The page's design JSON drawn with the renderer, loaded on first visit like every page (viewElements.tsx). */
const Page = lazy(async () => {
  const [{ RuntimeHost }, { PageHost }] = await Promise.all([import('./RuntimeHost'), import('./PageHost')]);
  const WithRuntime = () => (
    <RuntimeHost>
      <PageHost component="system/user-announcement" title="我的消息" />
    </RuntimeHost>
  );
  return { default: WithRuntime };
});

/**
 * 我的消息 (/isps/userAnnouncement, SPEC.md §2): the user's own announcements, read or unread, with
 * 全部标为已读 — the page JSON src/pages-json/system/user-announcement.page.json (docs/announcements.md).
 *
 * @example
 * { path: '/isps/userAnnouncement', element: <AnnouncementPage /> }
 */
export function AnnouncementPage() {
  return <Page />;
}
