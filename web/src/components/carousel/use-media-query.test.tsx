import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useIsNarrow } from './use-media-query';
import { installMatchMedia } from '../../test-support/fake-match-media';

function Layout() {
  return <p>{useIsNarrow() ? 'narrow' : 'wide'}</p>;
}

describe('useIsNarrow', () => {
  afterEach(cleanup);
  it('renders the desktop layout on the server whatever the device', () => {
    installMatchMedia({ width: 375 });
    expect(renderToString(<Layout />)).toContain('wide');
  });

  it('follows the viewport across the 768 px breakpoint once mounted', () => {
    const setViewport = installMatchMedia({ width: 768 });
    render(<Layout />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    act(() => setViewport({ width: 769 }));
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
