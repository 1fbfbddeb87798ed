export type * from './athena-transport';
export { DirectTransport, type DirectTransportConfig } from './direct-transport';
export { OAuthTokenSource, ATHENA_SCOPE, type OAuthTokenConfig } from './oauth-token';
export type { FetchLike } from './athena-http';
export { ProxyTransport, proxyBody, DEFAULT_PROXY_ENDPOINT, type ProxyTransportConfig } from './proxy-transport';
export { AthenaScheduler, type AthenaSchedulerOptions } from './athena-scheduler';
export { codeForStatus } from './athena-http';
export { athenaPath, compactParams } from './athena-request';
