// The page shown for an unknown provider, service, location or article slug. It points at a local
// fallback until the shell's pages/not-found/not-found.page lands; then only this line changes.
export { NotFoundFallback as UnknownSlugPage } from './not-found-fallback';
