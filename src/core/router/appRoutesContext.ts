import { createContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/** What each route carries for the breadcrumb and the page title. */
export interface RouteHandle {
  title: string;
  name?: string;
  /** Keep the page mounted while another tab is shown (the menu's keepAlive). */
  keepAlive?: boolean;
  /** The route only sends the browser on (a folder's or the root's redirect): no tab of its own. */
  redirects?: boolean;
}

/** The route table in use, for components that match against it (the breadcrumb). */
export const AppRoutesContext = createContext<RouteObject[]>([]);
