import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from './loading';
import { redirects } from './redirects';
import { notFoundPage, routeTable } from './route-table';

/** The route table, the redirect table (history replaced) and the not-found page for the rest. */
export function AppRoutes() {
  const NotFound = notFoundPage.Component;
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {routeTable.map(({ path, page: { Component } }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        {Object.entries(redirects).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
