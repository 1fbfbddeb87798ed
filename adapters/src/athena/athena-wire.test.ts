import { describe, expect, it } from 'vitest';
import { ATHENA_ERROR_ANSWERS, ATHENA_WIRE, athenaErrorSchema, wireDrift } from '../test-support/athena-wire';

// The client must read every answer real athena gives (athena-api.md): a schema that rejects one of these samples
// would turn a good athena answer into "The scheduling service sent an unexpected answer."
describe("the client's schemas read athena's wire samples", () => {
  const calls = Object.entries(ATHENA_WIRE).flatMap(([call, wire]) =>
    'schema' in wire ? [...wire.answers, ...('legacy' in wire ? wire.legacy : [])].map((body) => [call, wire.schema, body] as const) : [],
  );

  it.each(calls)('%s: a sample parses', (_call, schema, body) => {
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
  });

  it.each(Object.entries(ATHENA_ERROR_ANSWERS))('the %s error body parses with its text kept', (_name, answer) => {
    expect(athenaErrorSchema.parse(answer.body)).toMatchObject({ error: answer.body.error });
  });
});

describe('wireDrift, the comparison the fake athena is held to', () => {
  const sample = { appointments: [{ appointmentid: 2204083, reasonid: ['-1'] }], totalcount: 1 };

  it('accepts an answer with other values, fewer keys and more items', () => {
    expect(wireDrift({ appointments: [{ appointmentid: 7 }, { appointmentid: 8, reasonid: [] }], totalcount: 2 }, [sample])).toEqual([]);
  });

  it('names a key athena never sends and a value of another JSON type', () => {
    expect(wireDrift({ appointments: [{ appointmentid: '7', reasonid: [-1], room: 'B' }], totalcount: 1 }, [sample])).toEqual([
      '$.appointments[].appointmentid: string, where athena sends number',
      '$.appointments[].reasonid[]: number, where athena sends string',
      '$.appointments[].room: athena never sends it',
    ]);
  });
});
