import { describe, expect, it } from 'vitest';
import { SCENES } from '../../../content/home/facility-scenes';
import { facilityPhotos as slidesOf, facilitySlide } from './facility-photos';

const facilityPhotos = slidesOf(SCENES);

describe('About slider pictures', () => {
  it('uses the practice photo when one is bundled, described as the scene', () => {
    expect(facilitySlide(3, 'Exam room', { src: '/assets/facility-03.jpg', srcSet: '/assets/f-800.jpg 800w' })).toEqual({
      src: '/assets/facility-03.jpg',
      srcSet: '/assets/f-800.jpg 800w',
      alt: 'Exam room',
      width: 1600,
      height: 1000,
    });
  });

  it('falls back to the drawing, whose alt text says it is a drawing, not a photo', () => {
    expect(facilitySlide(3, 'Exam room', undefined)).toMatchObject({ src: '/images/home/facility-03.svg', alt: 'Drawing: Exam room' });
  });

  it('has ten slides, none claiming a photograph while only drawings ship', () => {
    expect(facilityPhotos).toHaveLength(10);
    expect(facilityPhotos.every((p) => p.src.endsWith('.svg') && p.alt.startsWith('Drawing: '))).toBe(true);
  });
});
