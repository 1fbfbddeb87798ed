import { DEMO_NOTICE } from '../../catalog/demo-notice';
import { bookingEnglish } from './core.en.booking';
import { schedulerEnglish } from './core.en.scheduler';
import { timeFirstEnglish } from './core.en.time-first';
import { formsEnglish } from './core.en.forms';
import { manageEnglish } from './core.en.manage';
import { mailEnglish } from './core.en.mail';
import { waitlistEnglish } from './core.en.waitlist';
import { listsEnglish } from './core.en.lists';

// English is the source every other catalog translates (decision 93), in sections: the English constants
// (SEARCH_MESSAGES, MANAGE_MESSAGES, WAITLIST_MESSAGES, …) read their own section, so a page that shows one of them
// loads that section, not every text of the core. `{name}` is a placeholder: `{phone}` and the limits fill
// themselves (message-values.ts), the rest the caller gives.

/** The core's texts in English: the specs' words, the source every other catalog translates (decision 93). */
export const coreEnglish = {
  language: 'en',
  review: 'source',
  messages: {
    'demo.notice': DEMO_NOTICE,
    'demo.label': 'Demo notice',
    ...bookingEnglish,
    ...schedulerEnglish,
    ...timeFirstEnglish,
    ...formsEnglish,
    ...listsEnglish,
    ...manageEnglish,
    ...waitlistEnglish,
    ...mailEnglish,
  },
} as const;
