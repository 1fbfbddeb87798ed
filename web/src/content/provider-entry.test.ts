import { describe, expect, it, vi } from 'vitest';

// Stands in for the build-time file list: only Armen Petrosyan's photo "was dropped in".
vi.mock('./photos', () => ({
  bundledPhoto: (folder: string, name: string) =>
    folder === 'providers' && name === 'armen-petrosyan-md' ? { src: '/assets/armen-petrosyan-md-x.jpg' } : undefined,
}));

const { providerEntry } = await import('./provider-entry');

const input = (name: string) => ({
  id: 1,
  name,
  title: 'Internist & Primary Care Physician' as const,
  credential: 'Board Certified in Internal Medicine',
  education: 'MD',
  languages: 'English',
  location: 'Glendale' as const,
  focus: 'Primary care',
  about: 'About.',
});

describe('provider photos', () => {
  it('takes the bundled photo named by the lowercase hyphenated full name (booking.md §2)', () => {
    expect(providerEntry(input('Armen Petrosyan, MD')).image).toBe('/assets/armen-petrosyan-md-x.jpg');
  });

  it('leaves the image out when no file was supplied, so initials show', () => {
    expect(providerEntry(input('Elena Vasquez, MD'))).not.toHaveProperty('image');
  });
});
