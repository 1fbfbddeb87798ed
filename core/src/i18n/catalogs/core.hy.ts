import type { CoreCatalog } from '../site-languages';

/** The core's texts in Eastern Armenian. Not yet approved by a fluent reviewer: production does not enable Armenian before. */
export const coreArmenian: CoreCatalog = {
  language: 'hy',
  review: 'not reviewed',
  messages: {
    'demo.notice': 'Ցուցադրական կայք. այստեղ կատարված գրանցումները իրական չեն',
    'demo.label': 'Ցուցադրական ծանուցում',
  },
};
