import { describe, expect, it } from 'vitest';
import { insuranceOnFile, insuranceToBookWith } from './insurance-on-file';

const selfPay = { insuranceid: '11', insurancepackageid: '0', sequencenumber: 1 };
const paymentPlan = { insuranceid: '12', insurancepackageid: '-500' };
const secondary = { insuranceid: '13', insurancepackageid: '4953', sequencenumber: 2 };
const primary = { insuranceid: '14', insurancepackageid: '15310', sequencenumber: 1 };

describe('insuranceOnFile: which policy a found patient is booked with', () => {
  it('picks the primary from a messy list: self-pay, a payment plan and a secondary listed first', () => {
    const messy = [{ ...selfPay, sequencenumber: undefined }, paymentPlan, secondary, primary];
    expect(insuranceOnFile(messy)?.insuranceid).toBe('14');
  });

  it('takes the lowest sequence number present when no policy is sequence 1', () => {
    const third = { insuranceid: '15', insurancepackageid: '74', sequencenumber: 3 };
    const fifth = { insuranceid: '16', insurancepackageid: '2150', sequencenumber: 5 };
    expect(insuranceOnFile([fifth, paymentPlan, third])?.insuranceid).toBe('15');
  });

  it('finds no insurance when the only entries are self-pay or a payment plan', () => {
    expect(insuranceOnFile([selfPay, paymentPlan])).toBeUndefined();
    expect(insuranceOnFile([paymentPlan])).toBeUndefined();
    expect(insuranceOnFile([])).toBeUndefined();
  });

  it('never books a secondary as if it were primary when the primary is self-pay', () => {
    expect(insuranceOnFile([secondary, selfPay])).toBeUndefined();
  });

  it('takes the first policy that insures something when athena sends no sequence numbers', () => {
    const unsequenced = [
      { insuranceid: '21', insurancepackageid: '0' },
      { insuranceid: '22', insurancepackageid: '74' },
    ];
    expect(insuranceOnFile(unsequenced)?.insuranceid).toBe('22');
    expect(insuranceOnFile([{ insuranceid: '23' }])?.insuranceid).toBe('23');
  });
});

describe('insuranceToBookWith: a retry of step 2 for a patient this dialog registered', () => {
  it('books with the self-pay answer given in step 3 instead of asking for insurance again', () => {
    expect(insuranceToBookWith([selfPay], true)?.insuranceid).toBe('11');
  });

  it('asks anyone else with only self-pay on file for insurance (step 3)', () => {
    expect(insuranceToBookWith([selfPay], false)).toBeUndefined();
    expect(insuranceToBookWith([primary], false)?.insuranceid).toBe('14');
  });
});
