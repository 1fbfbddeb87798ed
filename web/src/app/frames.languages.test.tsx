import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AwardBadges } from '../components/content/award-badges';
import { awards } from '../content/awards';
import { activateLanguage, loadNamespaces } from '../i18n/catalog';
import { BookingDialogFrame } from './booking-dialog-frame';
import { ChunkLoadError } from './chunk-loading';
import { AppErrorBoundary } from './error-boundary';
import { Loading } from './loading';

function DownloadFailed(): never {
  throw new ChunkLoadError(new TypeError('offline'));
}

// Issue #37: what shows while a part of the site downloads, or when it cannot, speaks the page's language. Only the
// base catalog is loaded here (activateLanguage), as on a page before the dialog's or a page's namespace arrives.
describe.each([
  [
    'es',
    'Programar una cita',
    'Cargando...',
    'Cerrar Programar una cita',
    'No se pudo cargar el formulario',
    'Intentar de nuevo',
    'No se pudo cargar esta página',
    'Volver a cargar la página',
  ],
  [
    'hy',
    'Գրանցվել այցի',
    'Բեռնվում է...',
    'Փակել՝ Գրանցվել այցի',
    'Չհաջողվեց բեռնել գրանցման ձևը',
    'Կրկին փորձել',
    'Չհաջողվեց բեռնել այս էջը',
    'Վերաբեռնել էջը',
  ],
] as const)('the %s frames', (language, title, loading, close, failed, tryAgain, pageFailed, reload) => {
  it('the booking dialog’s frame says "Loading..." and names itself and its close button in the language', async () => {
    await activateLanguage(language);
    render(<BookingDialogFrame onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByRole('status')).toHaveTextContent(loading);
    expect(within(dialog).getByRole('button', { name: close })).toBeInTheDocument();
  });

  it('the booking dialog’s frame says it could not load, with the phone, in the language', async () => {
    await activateLanguage(language);
    render(<BookingDialogFrame onClose={vi.fn()} onRetry={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(failed);
    expect(within(alert).getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
    expect(within(alert).getByRole('button', { name: tryAgain })).toBeInTheDocument();
  });

  it('a page loading, or a page that could not download, speaks the language', async () => {
    await activateLanguage(language);
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent(loading);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary resetKey="/">
        <DownloadFailed />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: pageFailed })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reload })).toBeInTheDocument();
  });
});

describe('the award badges on /es/about and /hy/press', () => {
  it('say in the language that each opens in a new tab, the award keeping its name', async () => {
    await activateLanguage('es');
    await loadNamespaces(['page']);
    render(<AwardBadges />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(
      awards.map((award) => `${award.name} (se abre en una pestaña nueva)`),
    );
  });
});
