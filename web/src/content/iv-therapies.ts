// The IV therapy menu (website.md §1, §2 /iv-therapy): plain descriptions of what each drip contains, no health claims.
import type { IvTherapy } from './types';

export const CONCIERGE_IV_NOTE = 'Concierge Members: Enjoy special pricing and IV sessions based on your membership tier.';

export const ivTherapies: IvTherapy[] = [
  {
    id: 'hydration',
    name: 'Hydration Drip',
    description: 'A bag of intravenous fluids with electrolytes. Some patients choose it after travel, heat or a busy week.',
    ingredients: ['Normal saline or lactated Ringer’s', 'Electrolytes'],
    duration: 'About 30–45 minutes',
  },
  {
    id: 'myers',
    name: 'Myers’ Cocktail',
    description: 'A long-standing blend of vitamins and minerals given intravenously. Ask your provider whether it is appropriate for you.',
    ingredients: ['Magnesium', 'Calcium', 'B-complex vitamins', 'Vitamin B12', 'Vitamin C'],
    duration: 'About 30–45 minutes',
  },
  {
    id: 'immune',
    name: 'Immune Support Drip',
    description: 'Fluids with vitamin C and zinc. It does not replace vaccines or treatment for an illness.',
    ingredients: ['Vitamin C', 'Zinc', 'Fluids and electrolytes'],
    duration: 'About 45 minutes',
  },
  {
    id: 'energy',
    name: 'B-Complex Energy Drip',
    description: 'Fluids with B vitamins, chosen by some patients who are low in these vitamins or simply prefer an IV option.',
    ingredients: ['B-complex vitamins', 'Vitamin B12', 'Fluids'],
    duration: 'About 30 minutes',
  },
  {
    id: 'recovery',
    name: 'Recovery Drip',
    description: 'Fluids, electrolytes and magnesium, often chosen after endurance exercise. Your provider will review your health first.',
    ingredients: ['Fluids and electrolytes', 'Magnesium', 'B-complex vitamins'],
    duration: 'About 45 minutes',
  },
  {
    id: 'glow',
    name: 'Glow Drip',
    description: 'Fluids with vitamin C and biotin, with optional glutathione. A wellness choice; results vary from person to person.',
    ingredients: ['Vitamin C', 'Biotin', 'Glutathione (optional)'],
    duration: 'About 30–45 minutes',
  },
];
