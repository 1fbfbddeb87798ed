export type * from './athena-transport.port';
export { DirectTransport, DEFAULT_RETRY, type DirectTransportConfig, type RetryPolicy } from './direct-transport';
export { OAuthTokenSource, ATHENA_SCOPE, type OAuthTokenConfig, type CachedToken, type TokenCache } from './oauth-token';
export type { FetchLike, FetchedText, HttpClient, HttpExchange } from './http-exchange';
export { fetchClient, timeoutError, networkError, neverSent, parseJsonBody, keptHeaders, KEPT_HEADERS } from './http-exchange';
export { isThrottled, retryAfterMs } from './athena-throttle';
export { defaultMaxRps, PREVIEW_MAX_RPS, PRODUCTION_MAX_RPS } from './athena-limiter';
export { ProxyTransport, proxyBody, BOOKING_SESSION_HEADER, DEFAULT_PROXY_ENDPOINT, type ProxyTransportConfig } from './proxy-transport';
export { AthenaScheduler, type AthenaSchedulerOptions } from './athena-scheduler';
export { AthenaWaitlist } from './athena-waitlist';
export { athenaLanguageCode } from './athena-language';
export { codeForStatus } from './http-exchange';
export { isSuccessStatus } from './athena-answers';
export { operationRequest, withQuery, type OperationInput } from './operation-request';
export {
  ATHENA_OPERATIONS,
  ATHENA_PATH_IDS,
  REFERENCE_LIST_PATHS,
  pathIds,
  type AthenaOperationName,
  type AthenaPathIdName,
  type AthenaPathIds,
  type ProxiedOperationName,
  type ProxyRequirements,
} from './athena-operations';
