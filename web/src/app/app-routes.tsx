import { Navigate, Route, Routes } from 'react-router-dom';
import { PageView } from './page-view';
import { redirects } from './redirects';
import { notFoundPage, routeTable } from './route-table';

/** The route table, the redirect table (history replaced) and the not-found page for the rest. */
export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(({ path, page }) => (
        // Keyed by route: another page starts from "Loading...", while /services/a → /services/b keeps its page.
        <Route key={path} path={path} element={<PageView key={path} page={page} />} />
      ))}
      {Object.entries(redirects).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route path="*" element={<PageView key="*" page={notFoundPage} />} />
    </Routes>
  );
}
