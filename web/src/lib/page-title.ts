import { SITE_NAME } from '../content/site';

/** "About Us" → "About Us | Foothill Primary Care": every page title ends with the practice name. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}
