import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useHref, useLocation, useNavigationType } from 'react-router-dom';
import { App } from '../app/app';
import { languageBase, languageOfPath } from '../i18n/languages';
import { activateCatalog } from './catalogs';

/** Shows where the router is, so tests can assert navigation (path and whether history was replaced). */
function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  // The address as the browser shows it: with the language's prefix (the router's basename).
  const href = useHref(location.pathname);
  return (
    <output data-testid="location" data-navigation={type} data-href={href}>
      {location.pathname}
    </output>
  );
}

/**
 * Renders the whole site at `path` in a memory router, with a user-event session: in the address's language, as
 * the browser does (its catalog, the language's prefix as the router's basename).
 */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const language = languageOfPath(path);
  activateCatalog(language);
  const result = render(
    <MemoryRouter basename={languageBase(language) || undefined} initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...result };
}
