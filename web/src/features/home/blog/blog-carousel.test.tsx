import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../content/blog';
import { renderAt } from '../../../test-support/render-home';
import { BlogCarousel } from './blog-carousel';

const titlesShown = () =>
  within(screen.getByTestId('blog-track'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const titles = blogPosts.map((p) => p.title);
const dots = () => within(screen.getByRole('group', { name: 'Choose articles position' })).getAllByRole('button');
const swipe = (dx: number) => {
  const track = screen.getByTestId('blog-track');
  fireEvent.touchStart(track, { touches: [{ clientX: 200, clientY: 0 }] });
  fireEvent.touchEnd(track, { changedTouches: [{ clientX: 200 + dx, clientY: 0 }] });
};

describe('Blog carousel', () => {
  it('shows two of the three articles on wide screens, with one dot per position (two)', () => {
    renderAt(<BlogCarousel posts={blogPosts} />, { width: 1280 });
    expect(screen.getByRole('heading', { name: 'Latest health tips and news' })).toBeInTheDocument();
    expect(titlesShown()).toEqual(titles.slice(0, 2));
    expect(dots()).toHaveLength(2);
  });

  it('announces the articles it shows out of all three, not its position out of two', () => {
    renderAt(<BlogCarousel posts={blogPosts} />, { width: 1280 });
    expect(screen.getByText('Articles 1 and 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next articles' }));
    expect(screen.getByText('Articles 2 and 3 of 3')).toBeInTheDocument();
  });

  it('wraps after the last wide position (count - 2) back to 0, and from 0 back to it', () => {
    renderAt(<BlogCarousel posts={blogPosts} />, { width: 1280 });
    fireEvent.click(screen.getByRole('button', { name: 'Next articles' }));
    expect(titlesShown()).toEqual(titles.slice(1, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Next articles' }));
    expect(titlesShown()).toEqual(titles.slice(0, 2));
    fireEvent.click(screen.getByRole('button', { name: 'Previous articles' }));
    expect(titlesShown()).toEqual(titles.slice(1, 3));
  });

  it('shows one article at 768 px with three positions, the active dot marked', () => {
    renderAt(<BlogCarousel posts={blogPosts} />, { width: 768 });
    expect(titlesShown()).toEqual(titles.slice(0, 1));
    expect(dots()).toHaveLength(3);
    fireEvent.click(dots()[2] as HTMLElement);
    expect(titlesShown()).toEqual(titles.slice(2, 3));
    expect(dots()[2]).toHaveAttribute('aria-current', 'true');
  });

  it('clamps the index to the last wide position when a resize to wide leaves it beyond', () => {
    const { setViewport } = renderAt(<BlogCarousel posts={blogPosts} />, { width: 375 });
    fireEvent.click(dots()[2] as HTMLElement);
    act(() => setViewport({ width: 1024 }));
    expect(titlesShown()).toEqual(titles.slice(1, 3));
    expect(dots()[1]).toHaveAttribute('aria-current', 'true');
    act(() => setViewport({ width: 375 }));
    expect(titlesShown()).toEqual(titles.slice(1, 2));
  });

  it('swipes over 50 px on narrow screens only', () => {
    const { setViewport } = renderAt(<BlogCarousel posts={blogPosts} />, { width: 375 });
    swipe(-50);
    expect(titlesShown()).toEqual(titles.slice(0, 1));
    swipe(-51);
    expect(titlesShown()).toEqual(titles.slice(1, 2));
    swipe(51);
    expect(titlesShown()).toEqual(titles.slice(0, 1));
    act(() => setViewport({ width: 1280 }));
    swipe(-120);
    expect(titlesShown()).toEqual(titles.slice(0, 2));
  });

  it('links each article to its page', () => {
    renderAt(<BlogCarousel posts={blogPosts} />);
    const first = blogPosts[0];
    expect(screen.getByRole('link', { name: `Read more about ${first?.title}` })).toHaveAttribute('href', first?.link);
  });
});
