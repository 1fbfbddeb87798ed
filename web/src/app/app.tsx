import { useLocation } from 'react-router-dom';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes } from './app-routes';
import { Layout } from './layout';
import '../styles/global.css';

/** The whole site under a router (BrowserRouter in the browser, StaticRouter when prerendering). */
export function App() {
  const { pathname } = useLocation();
  return (
    <Layout>
      <AppErrorBoundary resetKey={pathname}>
        <AppRoutes />
      </AppErrorBoundary>
    </Layout>
  );
}
