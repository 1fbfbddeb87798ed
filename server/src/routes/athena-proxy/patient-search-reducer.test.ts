import {
  bestMatchAnswer,
  bestMatchHit,
  errorMessageInside200,
  failedInside200,
  messyInsurances,
  overQps,
  samplePatient,
} from '@clinic/adapters/test-support';
import { describe, expect, it } from 'vitest';
import { reducePatientSearch } from './patient-search-reducer';

// The reducer runs on athena's own answers (the wire samples the client and the fake athena are held to), so a
// change in how athena shapes a search hit shows here, not first in front of a patient.
const sent = { firstname: samplePatient.firstname, lastname: samplePatient.lastname, dob: samplePatient.dob, mobilephone: '8185550199' };

describe("reducePatientSearch on athena's enhanced best match answers", () => {
  it("keeps only the patient whose birth date and phone digits are the browser's, with the browser's own values", () => {
    expect(reducePatientSearch(bestMatchAnswer, sent)).toEqual([
      {
        patientid: '5309',
        dob: '04/12/1985',
        mobilephone: '8185550199',
        insurances: [{ insuranceid: '7990', insurancepackageid: '15310' }],
      },
    ]);
  });

  it('passes on id, package and sequence of every policy of a messy list, and nothing else athena knows', () => {
    const [hit] = reducePatientSearch([{ ...bestMatchHit, insurances: messyInsurances }], sent) ?? [];

    expect(hit).toEqual({
      patientid: '5309',
      dob: '04/12/1985',
      mobilephone: '8185550199',
      insurances: [
        { insuranceid: '9001', insurancepackageid: '0' },
        { insuranceid: '9002', insurancepackageid: '-500' },
        { insuranceid: '9003', insurancepackageid: '4953', sequencenumber: 2 },
        { insuranceid: '9004', insurancepackageid: '15310', sequencenumber: 1 },
      ],
    });
    expect(JSON.stringify(hit)).not.toMatch(/Maria|Lopez|m@example|3333|SELF PAY|U77|score/);
  });

  it('finds no one for another birth date, for a search without a phone, or in an empty answer', () => {
    expect(reducePatientSearch(bestMatchAnswer, { ...sent, dob: '04/13/1985' })).toEqual([]);
    const { mobilephone: _none, ...noPhone } = sent;
    expect(reducePatientSearch(bestMatchAnswer, noPhone)).toEqual([]);
    expect(reducePatientSearch([], sent)).toEqual([]);
  });

  it('reads hits wrapped in { patients } too', () => {
    expect(reducePatientSearch({ patients: bestMatchAnswer }, sent)?.map((hit) => hit.patientid)).toEqual(['5309']);
  });

  it.each([
    ['a failure inside a 200', failedInside200.body],
    ['an errormessage list', errorMessageInside200.body],
    ["the gateway's HTML page", overQps.body],
  ])('says "not athena\'s answer" (undefined) for %s, never "no such patient"', (_what, body) => {
    expect(reducePatientSearch(body, sent)).toBeUndefined();
  });
});
