import { toTestimonialCard } from '@clinic/core';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestimonialCard } from './testimonial-card';

const review = { id: 'r1', platform: 'google', comment: 'Kind and thorough.', is_public: true };

describe('testimonial card', () => {
  it('says VERIFIED PATIENT once on an unnamed review', () => {
    render(<TestimonialCard card={toTestimonialCard({ ...review, name: null })} />);
    expect(screen.getAllByText('VERIFIED PATIENT')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'VERIFIED PATIENT' })).toBeInTheDocument();
  });

  it('shows the badge beside a named reviewer', () => {
    render(<TestimonialCard card={toTestimonialCard({ ...review, name: 'Ann P.' })} />);
    expect(screen.getByText('VERIFIED PATIENT')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ann P.' })).toBeInTheDocument();
  });

  it('shows a rating of 0 as no filled stars', () => {
    render(<TestimonialCard card={toTestimonialCard({ ...review, rating: 0 })} />);
    expect(screen.getByRole('img', { name: '0 out of 5 stars' })).toHaveTextContent('☆☆☆☆☆');
  });

  it('shows a review with bidi overrides and isolates in the order it was typed', () => {
    const { container } = render(
      <TestimonialCard
        card={toTestimonialCard({
          ...review,
          name: '\u202eAnn P.',
          comment: 'Log in at \u202emoc.elpmaxe.live\u202c \u2066now\u2069',
          location: '\u202bBurbank',
          ai_outcome_summary: '\u2067Saved my life',
        })}
      />,
    );
    expect(container.textContent).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(screen.getByRole('heading', { name: 'Ann P.' })).toBeInTheDocument();
    expect(screen.getByText('“Log in at moc.elpmaxe.live now”')).toBeInTheDocument();
    expect(screen.getByText('Saved my life')).toBeInTheDocument();
  });

  it('wraps a long unbroken word inside the card (its stylesheet breaks words anywhere)', () => {
    // jsdom lays nothing out, so the rule itself is what can be checked.
    const stylesheet = readFileSync(join(import.meta.dirname, 'testimonial-card.module.css'), 'utf8');
    expect(stylesheet).toMatch(/\.card \{[^}]*overflow-wrap: anywhere;/);
  });
});
