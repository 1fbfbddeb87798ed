// athena's refusals (athena-api.md §5, §6): error bodies, failures reported inside a 200, and the gateway's
// throttling answers, which carry no JSON. Each is `{ status, body, headers? }` as it comes over the wire.

export interface WireAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** 400 when a required parameter is missing. */
export const missingFields = {
  status: 400,
  body: { invalidfields: [], missingfields: ['departmentid'], error: 'Additional fields are required.' },
} satisfies WireAnswer;
/** 400 for a value of the wrong type. */
export const invalidInteger = {
  status: 400,
  body: { detailedmessage: 'Expecting type integer, but value is ', error: 'The data provided is invalid.' },
} satisfies WireAnswer;
/** 400 for a date athena cannot read. */
export const invalidDate = {
  status: 400,
  body: { detailedmessage: 'Expecting format date, but value is 04/12/1985', error: 'The data provided is invalid.' },
} satisfies WireAnswer;
/** 400 on POST /patients with a dob athena refuses. */
export const improperDob = { status: 400, body: { error: 'Improper DOB.' } } satisfies WireAnswer;
/** 400 on POST /patients/{id}/insurances for a secondary before any primary. */
export const secondaryWithoutPrimary = { status: 400, body: { error: 'Secondary insurance without primary.' } } satisfies WireAnswer;
/** 403 for a practice the credentials cannot see. */
export const noContext = { status: 403, body: { error: 'You do not have access to this context' } } satisfies WireAnswer;
/** 403 for a feed whose subscription was never set up. */
export const subscriptionMissing = {
  status: 403,
  body: { error: 'Changed messages require setup (subscription) that has not been done.' },
} satisfies WireAnswer;
/** 409 on PUT /appointments/{id} for a slot already booked or not bookable through the API (HTD-rb, word for word). */
export const slotTaken = {
  status: 409,
  body: {
    detailedmessage: 'The appointment ID is already booked or is not marked as being available to be scheduled via the API.',
    error: 'That appointment time was already booked or not available for booking.',
  },
} satisfies WireAnswer;

/** A failure inside a 200: `{"success":false,…}`. */
export const failedInside200 = {
  status: 200,
  body: { success: false, errormessage: 'Practice is not configured correctly.' },
} satisfies WireAnswer;
/** A failure inside a 200: `[{"errormessage":…}]`. */
export const errorMessageInside200 = { status: 200, body: [{ errormessage: 'Invalid PROVIDERID input' }] } satisfies WireAnswer;

/** The gateway's throttling of API calls today: 429, Retry-After, no JSON body. */
export const throttled = { status: 429, body: '', headers: { 'Retry-After': '2' } } satisfies WireAnswer;
/** The token endpoint over its per-minute limit (5 on preview), with athena's X-RateLimit headers. */
export const tokenThrottled = {
  status: 429,
  body: '',
  headers: { 'X-RateLimit-Limit': '5', 'X-RateLimit-Remaining': '0' },
} satisfies WireAnswer;
/** The Mashery-era throttling: a 403 with an HTML page and the gateway's error code. */
export const overQps = {
  status: 403,
  body: '<html><body><h1>Developer Over Qps</h1></body></html>',
  headers: { 'X-Mashery-Error-Code': 'ERR_403_DEVELOPER_OVER_QPS', 'Retry-After': '1' },
} satisfies WireAnswer;
/** The gateway's 401 when the bearer header is missing or stale: text, not JSON. */
export const developerInactive = { status: 401, body: 'Developer Inactive' } satisfies WireAnswer;
