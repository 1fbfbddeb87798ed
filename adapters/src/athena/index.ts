export type * from './athena-transport';
export { DirectTransport, type DirectTransportConfig } from './direct-transport';
export { OAuthTokenSource, ATHENA_SCOPE, type OAuthTokenConfig } from './oauth-token';
export type { FetchLike } from './athena-http';
