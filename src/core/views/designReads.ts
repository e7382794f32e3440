import type { QueryClient } from '@tanstack/react-query';
import type { DesignDetail, DesignVersionItem, StoredPage } from '../../../schemas';
import { apiQuery, type DataHost } from '../../runtime';

/**
 * The stored designs as the app reads them, through the app's query cache: a design by id (the designer,
 * /online/form/:id), its versions (the designer's 版本), a page of the product by its menu component
 * (PageHost), and what a save or a rollback makes stale. Keys are apiQuery's `[api, params]`, so the
 * designs list — a crud of design-list.page.json — is one of them.
 */

/** The design routes (server/modules/design). */
export const DESIGN_API = '/cgform/cgformDesign';
const PAGE_API = '/sys/page/get';

/**
 * How long a design read stays fresh (react-query's staleTime): a page, a form or a version list opened
 * again within it is drawn from the cache without asking. A save or rollback in this app marks what it
 * changed stale at once ({@link designChanged}), so the next visit after it draws the new version; the
 * time only bounds how long another admin's save goes unseen. Designs change rarely; pages are read on
 * every menu visit.
 */
export const DESIGN_STALE_TIME = 60_000;

/** GET queryById: a saved design. Older servers answered without `kind` (a form). */
export type StoredDesign = Pick<DesignDetail, 'id' | 'name' | 'jsonStr' | 'version'> & {
  kind?: DesignDetail['kind'];
};

/**
 * The read of one saved design; its failures are the caller's to show (silent).
 *
 * @example
 * const { data: body } = useQuery(designQuery(host, 'd1')); // body.result.jsonStr
 */
export function designQuery(host: Pick<DataHost, 'get'>, id: string) {
  return {
    ...apiQuery<StoredDesign>(host, `${DESIGN_API}/queryById`, { id }, { silent: true }),
    staleTime: DESIGN_STALE_TIME,
  };
}

/**
 * The read of a design's versions, newest first.
 *
 * @example
 * const { data: body } = useQuery(versionsQuery(host, 'd1')); // body.result[0].version
 */
export function versionsQuery(host: Pick<DataHost, 'get'>, id: string) {
  return {
    ...apiQuery<DesignVersionItem[]>(host, `${DESIGN_API}/versions`, { id }, { silent: true }),
    staleTime: DESIGN_STALE_TIME,
  };
}

/**
 * The read of a page of the product, by the menu component it serves; a 404 means it is not designed yet.
 *
 * @example
 * const { data: body } = useQuery(pageQuery(host, 'system/user-list')); // body.result.jsonStr
 */
export function pageQuery(host: Pick<DataHost, 'get'>, name: string) {
  return {
    ...apiQuery<StoredPage>(host, PAGE_API, { name }, { silent: true }),
    staleTime: DESIGN_STALE_TIME,
  };
}

/**
 * Marks stale what a save or a rollback of design `id` changed on the server: the designs list and the
 * design's versions (read again at once when on screen), the page it is when it is one (`page`, its
 * menu component: the next visit draws the new version) and the design itself, which is not read again
 * here — the designer holding it has what it saved, and after a rollback reads it again itself.
 *
 * @example
 * await designChanged(client, { id: 'p1', page: 'system/user-list' });
 */
export function designChanged(
  client: QueryClient,
  { id, page }: { id: string; page?: string },
): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [`${DESIGN_API}/list`] }),
    client.invalidateQueries({ queryKey: [`${DESIGN_API}/versions`, { id }] }),
    client.invalidateQueries({ queryKey: [`${DESIGN_API}/queryById`, { id }], refetchType: 'none' }),
    ...(page ? [client.invalidateQueries({ queryKey: [PAGE_API, { name: page }] })] : []),
  ]).then(() => undefined);
}
