import { describe, expect, it } from 'vitest';
import { indexPhotos } from './photo-index';

describe('bundled photo index', () => {
  it('finds a provider photo by the lowercase hyphenated full name', () => {
    const index = indexPhotos({ './photos/providers/armen-petrosyan-md.jpg': '/assets/armen-petrosyan-md-x1.jpg' });
    expect(index.get('providers/armen-petrosyan-md')).toEqual({ src: '/assets/armen-petrosyan-md-x1.jpg' });
    expect(index.get('providers/elena-vasquez-md')).toBeUndefined();
  });

  it('builds a srcset from sized copies, the largest standing in when there is no unsized file', () => {
    const index = indexPhotos({
      './photos/providers/david-kim-md-640w.webp': '/a/640.webp',
      './photos/providers/david-kim-md-320w.webp': '/a/320.webp',
      './photos/facility/facility-01.jpg': '/a/f1.jpg',
      './photos/facility/facility-01-800w.jpg': '/a/f1-800.jpg',
    });
    expect(index.get('providers/david-kim-md')).toEqual({ src: '/a/640.webp', srcSet: '/a/320.webp 320w, /a/640.webp 640w' });
    expect(index.get('facility/facility-01')).toEqual({ src: '/a/f1.jpg', srcSet: '/a/f1-800.jpg 800w' });
  });

  it('ignores files that are not photos or not in a photo folder', () => {
    expect(indexPhotos({ './photos/README.md': '/r', './photos/providers/notes.txt': '/n', './other/x.jpg': '/x' }).size).toBe(0);
  });
});
