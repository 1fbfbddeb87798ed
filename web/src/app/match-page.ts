import { matchPath } from 'react-router-dom';
import { withoutLanguage } from '../i18n/languages';
import { redirects } from './redirects';
import { notFoundPage, routeTable, type PageRoute } from './route-table';

/** The page chunk a path renders in any language, so the client can load it before hydrating (redirects render none). */
export function matchPage(pathname: string): PageRoute['page'] | undefined {
  const path = withoutLanguage(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (redirects[path]) return undefined;
  const route = routeTable.find((r) => matchPath({ path: r.path, end: true }, path));
  return route ? route.page : notFoundPage;
}
