import { describe, expect, it } from 'vitest';
import { licenceLines } from './licence.ts';

const location = { dealer_license_number: 'MD 12345', motor_vehicle_repairer: ' MRB 6789 ' };

describe('licence numbers', () => {
  describe('spec: show only in a specific display mode or by site flag', () => {
    it('hidden on a standard card without the flag', () => {
      expect(licenceLines(location, { showLicenceNumbers: false })).toEqual([]);
    });

    it('shown by the site flag, DL then MRB', () => {
      expect(licenceLines(location, { showLicenceNumbers: true }).map((l) => l.text)).toEqual([
        'DL: MD 12345',
        'MRB: 6789',
      ]);
    });

    it('never doubles a label the number already carries ("MRB 70112" reads "MRB: 70112")', () => {
      expect(
        licenceLines(
          { dealer_license_number: 'DL: 4411', motor_vehicle_repairer: 'mrb70112' },
          { showLicenceNumbers: true },
        ).map((l) => l.text),
      ).toEqual(['DL: 4411', 'MRB: 70112']);
    });

    it('shown in the licences display mode', () => {
      expect(licenceLines(location, { showLicenceNumbers: false, mode: 'licences' })).toHaveLength(2);
    });

    it('leaves out missing or blank numbers', () => {
      expect(licenceLines({ dealer_license_number: ' ' }, { showLicenceNumbers: true })).toEqual([]);
      expect(licenceLines({ motor_vehicle_repairer: '4411' }, { showLicenceNumbers: true })).toEqual([
        { label: 'MRB', number: '4411', text: 'MRB: 4411' },
      ]);
    });
  });
});
