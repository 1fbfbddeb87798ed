// Awards and Recognition badges (website.md §2 item 9): five link to a regional magazine, one to a business-review listing.
import type { Award } from './types';

const MAGAZINE = 'https://www.foothillslivingmagazine.com/top-doctors';

export const awards: Award[] = [
  { name: 'Top Doctors 2021, Foothills Living Magazine', image: '/images/awards/top-doctors-2021.svg', href: `${MAGAZINE}/2021` },
  { name: 'Top Doctors 2022, Foothills Living Magazine', image: '/images/awards/top-doctors-2022.svg', href: `${MAGAZINE}/2022` },
  { name: 'Top Doctors 2023, Foothills Living Magazine', image: '/images/awards/top-doctors-2023.svg', href: `${MAGAZINE}/2023` },
  { name: 'Top Doctors 2024, Foothills Living Magazine', image: '/images/awards/top-doctors-2024.svg', href: `${MAGAZINE}/2024` },
  {
    name: 'Readers’ Choice Primary Care 2024, Foothills Living Magazine',
    image: '/images/awards/readers-choice-2024.svg',
    href: `${MAGAZINE}/readers-choice-2024`,
  },
  { name: 'Highly Rated on Yelp', image: '/images/awards/yelp-rated.svg', href: 'https://www.yelp.com/biz/foothill-primary-care-glendale' },
];
