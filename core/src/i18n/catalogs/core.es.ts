import type { CoreCatalog } from '../site-languages';

/** The core's texts in Spanish. Not yet approved by a fluent reviewer: production does not enable Spanish before. */
export const coreSpanish: CoreCatalog = {
  language: 'es',
  review: 'not reviewed',
  messages: {
    'demo.notice': 'Sitio de demostración: las citas que se reservan aquí no son reales',
    'demo.label': 'Aviso de demostración',
  },
};
