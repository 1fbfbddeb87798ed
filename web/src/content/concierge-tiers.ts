// Concierge membership tiers shown under #membership-tiers on /concierge-medicine (website.md §1, §2).
import type { ConciergeTier } from './types';

export const conciergeTiers: ConciergeTier[] = [
  {
    id: 'essential',
    name: 'Essential',
    summary: 'Unhurried primary care with easier access to your physician.',
    features: [
      'Same-day or next-day appointments',
      'Extended visit times',
      'Secure messaging with your care team',
      'Annual comprehensive physical',
    ],
    ivSessions: 'Member pricing on IV therapy',
  },
  {
    id: 'premier',
    name: 'Premier',
    summary: 'More time and more direct access, with care coordinated around your schedule.',
    features: [
      'Everything in Essential',
      'Direct phone access to your physician',
      'Specialist referral coordination',
      'Lab work at your convenience',
    ],
    ivSessions: 'Two IV sessions each year, then member pricing',
  },
  {
    id: 'executive',
    name: 'Executive',
    summary: 'Our most personal level of care for busy professionals and families.',
    features: [
      'Everything in Premier',
      'At-home or workplace visits when appropriate',
      'Extended annual executive health assessment',
      'After-hours physician availability',
    ],
    ivSessions: 'One IV session each quarter, then member pricing',
  },
];
