// The service catalogue in English (website.md §2, §3): 34 entries in the spec's order, for the sitemap, the site search
// and tests. Pages read it in their language through page-content.ts (decision 98).
import { serviceData } from './services.data';
import type { ServiceEntry } from './types';

export const services: ServiceEntry[] = [...serviceData];
