// The manage page's code that needs zod (the core's schemas and form rules), in a chunk of its own: the page paints
// and hydrates without it, and it is fetched while the patient types.
export { identityErrors } from './identity-rules';
export { manageApi } from './manage-api';
