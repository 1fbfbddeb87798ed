import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqItems } from '../../../content/faq';
import { countDialogOpens, renderAt } from '../../../test-support/render-home';
import { FaqSection } from './faq-section';

const question = (i: number) => screen.getByRole('button', { name: faqItems[i]?.question });

describe('FAQ section', () => {
  it('shows the spec title, subtitle and six closed questions', () => {
    renderAt(<FaqSection items={faqItems} />);
    expect(screen.getByRole('heading', { name: 'FREQUENTLY ASKED QUESTIONS' })).toBeInTheDocument();
    expect(screen.getByText('Need Help? Find Answers Here')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(6);
  });

  it('keeps at most one answer open: opening another closes the first', () => {
    renderAt(<FaqSection items={faqItems} />);
    fireEvent.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(faqItems[0]?.answer ?? '')).toBeVisible();
    fireEvent.click(question(3));
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(question(3)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('closes the open answer when its question is clicked again', () => {
    renderAt(<FaqSection items={faqItems} />);
    fireEvent.click(question(2));
    fireEvent.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('points each question at the panel it controls', () => {
    renderAt(<FaqSection items={faqItems} />);
    const panel = document.getElementById(question(1).getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent(faqItems[1]?.answer ?? 'missing');
  });

  it('opens the appointment dialog from SCHEDULE A PROVIDER CONSULTATION', () => {
    const opens = countDialogOpens();
    renderAt(<FaqSection items={faqItems} />);
    expect(screen.getByText('Ready to take the next step in your health journey?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'SCHEDULE A PROVIDER CONSULTATION' }));
    expect(opens.count).toBe(1);
  });

  it('links "See our Services page" to /services and makes phone numbers tap-to-call', () => {
    renderAt(<FaqSection items={faqItems} />);
    fireEvent.click(question(3));
    expect(screen.getByRole('link', { name: 'Services page' })).toHaveAttribute('href', '/services');
    fireEvent.click(question(1));
    expect(screen.getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
  });
});
