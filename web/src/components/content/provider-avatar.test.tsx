import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProviderAvatar } from './provider-avatar';

describe('provider avatar', () => {
  it('shows the bundled photo, lazily and responsive when sized copies exist', () => {
    render(
      <ProviderAvatar
        name="Armen Petrosyan, MD"
        size={80}
        image="/assets/armen.jpg"
        imageSrcSet="/assets/a-160.jpg 160w, /assets/a-320.jpg 320w"
      />,
    );
    const photo = screen.getByRole('img', { name: 'Photo of Armen Petrosyan, MD' });
    expect(photo).toHaveAttribute('src', '/assets/armen.jpg');
    expect(photo).toHaveAttribute('srcset', '/assets/a-160.jpg 160w, /assets/a-320.jpg 320w');
    expect(photo).toHaveAttribute('sizes', '80px');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once above the fold', () => {
    render(<ProviderAvatar name="Armen Petrosyan, MD" image="/assets/armen.jpg" eager />);
    expect(screen.getByRole('img')).not.toHaveAttribute('loading');
  });

  it('shows initials, labelled as a placeholder, when there is no photo', () => {
    render(<ProviderAvatar name="Elena Vasquez, MD" />);
    expect(screen.getByRole('img', { name: 'Portrait placeholder for Elena Vasquez, MD' })).toHaveTextContent('EV');
    expect(screen.queryByRole('img', { name: /Photo of/ })).toBeNull();
  });
});
