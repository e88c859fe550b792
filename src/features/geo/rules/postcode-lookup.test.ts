import { describe, expect, it } from 'vitest';
import pointsJson from '../data/postcode-points.json' with { type: 'json' };
import { lookupPostcode, POSTCODE_FORMAT_MESSAGE, POSTCODE_NOT_FOUND_MESSAGE } from './postcode-lookup.ts';
import { parsePostcodePointTable } from './postcode-table.ts';

const table = parsePostcodePointTable(pointsJson);

describe('lookupPostcode', () => {
  describe('spec: postcode field, exactly 4 digits', () => {
    it.each(['', '   ', '400', '40000', '4OOO', 'abcd', '40 00', '-400'])(
      'rejects %j with the field message',
      (input) => {
        expect(lookupPostcode(table, input)).toEqual({
          ok: false,
          message: 'Invalid postcode. Please enter a 4-digit number.',
        });
      },
    );

    it('exports the exact field message', () => {
      expect(POSTCODE_FORMAT_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.');
    });
  });

  describe("spec: geocode empty gives 'Invalid postcode'", () => {
    it.each(['0000', '5999', '3989'])('rejects unknown postcode %s', (input) => {
      expect(lookupPostcode(table, input)).toEqual({ ok: false, message: 'Invalid postcode' });
    });

    it('exports the exact not-found message', () => {
      expect(POSTCODE_NOT_FOUND_MESSAGE).toBe('Invalid postcode');
    });
  });

  describe('valid postcodes geocode to their suburbs’ centroid', () => {
    it('4000 is Brisbane QLD', () => {
      const result = lookupPostcode(table, '4000');
      expect(result.ok && result.point.state).toBe('QLD');
      expect(result.ok && result.point.lat).toBeCloseTo(-27.47, 1);
      expect(result.ok && result.point.lng).toBeCloseTo(153.02, 1);
    });

    it('trims spaces and keeps the leading zero of 0800 Darwin NT', () => {
      const result = lookupPostcode(table, ' 0800 ');
      expect(result).toMatchObject({ ok: true, postcode: '0800', point: { state: 'NT' } });
    });

    it('3000 is Melbourne VIC', () => {
      expect(lookupPostcode(table, '3000')).toMatchObject({ ok: true, point: { state: 'VIC' } });
    });
  });
});
