import { DEMO_NOTICE } from '../../catalog/demo-notice';

/** The core's texts in English: the specs' words, the source every other catalog translates (decision 93). */
export const coreEnglish = {
  language: 'en',
  review: 'source',
  messages: {
    'demo.notice': DEMO_NOTICE,
    'demo.label': 'Demo notice',
  },
} as const;
