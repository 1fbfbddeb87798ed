import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { App } from '../app/app';

/** Shows where the router is, so tests can assert navigation (path and whether history was replaced). */
function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="location" data-navigation={type}>
      {location.pathname}
    </output>
  );
}

/** Renders the whole site at `path` in a memory router, with a user-event session. */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...result };
}
