import { createContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/** What each route carries for the breadcrumb and the page title. */
export interface RouteHandle {
  title: string;
  name?: string;
}

/** The route table in use, for components that match against it (the breadcrumb). */
export const AppRoutesContext = createContext<RouteObject[]>([]);
