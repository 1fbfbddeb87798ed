// The page shown for an unknown provider, service, location or article slug: the shell's not-found page.
export { default as UnknownSlugPage } from './not-found.page';
