import { describe, expect, it } from 'vitest';
import { financeVehicle, parseFinanceQuery } from './finance-query.ts';

const query = (q: string) => parseFinanceQuery(new URLSearchParams(q));

describe('the vehicle a finance quote, lead and customer carry (spec/site §2 query, spec/site §3 quote request)', () => {
  it('uses the vin, nvic and year of the link when there is no car', () => {
    expect(financeVehicle(undefined, query('vin=jtmabcde123456789&nvic=ABC12D&year=2021'))).toEqual({
      vin: 'JTMABCDE123456789',
      nvic: 'ABC12D',
      year: 2021,
    });
  });

  it("prefers the selected car's own identification", () => {
    expect(financeVehicle({ year: 2019, vin: 'CARVIN', nvic: 'CARNV' }, query('vin=LINK&nvic=LINK&year=2021'))).toEqual(
      { year: 2019, vin: 'CARVIN', nvic: 'CARNV' },
    );
    expect(financeVehicle({ year: 2019 }, query('vin=LINKVIN'))).toEqual({ year: 2019, vin: 'LINKVIN' });
  });

  it('leaves out values the quote would refuse', () => {
    expect(financeVehicle(undefined, query(`vin=${'X'.repeat(18)}&nvic=${'N'.repeat(13)}`))).toEqual({});
  });
});
