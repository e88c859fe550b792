import { describe, expect, it } from 'vitest';
import { pageList } from './page-list.ts';

/** The list as a shopper reads it: page numbers, '…' for a gap. */
const shown = (page: number, nbPages: number) =>
  pageList(page, nbPages)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ');

describe('result pages list', () => {
  describe('lists the first, the last and up to 5 pages around the current one', () => {
    it('all pages when there are 7 or fewer around the ends', () => {
      expect(shown(1, 1)).toBe('1');
      expect(shown(1, 2)).toBe('1 2');
      expect(shown(3, 5)).toBe('1 2 3 4 5');
      expect(shown(4, 7)).toBe('1 2 3 4 5 6 7');
    });
    it('the window keeps 5 pages at either end', () => {
      expect(shown(1, 73)).toBe('1 2 3 4 5 … 73');
      expect(shown(73, 73)).toBe('1 … 69 70 71 72 73');
    });
  });

  describe('marks a gap wherever two or more pages are left out', () => {
    it('on both sides of the window in the middle', () => {
      expect(shown(6, 73)).toBe('1 … 4 5 6 7 8 … 73');
    });
    it('lists a single page left out instead of a gap standing for it', () => {
      expect(shown(5, 9)).toBe('1 2 3 4 5 6 7 8 9');
      expect(shown(6, 73)).not.toContain('1 … 3');
      expect(shown(5, 73)).toBe('1 2 3 4 5 6 7 … 73');
    });
    it('never next to an adjacent page', () => {
      expect(shown(3, 73)).toBe('1 2 3 4 5 … 73');
      expect(shown(4, 73)).toBe('1 2 3 4 5 6 … 73');
      expect(shown(70, 73)).toBe('1 … 68 69 70 71 72 73');
    });
    it('each gap names the page it follows', () => {
      expect(pageList(6, 73).filter((item) => item.kind === 'gap')).toEqual([
        { kind: 'gap', after: 1 },
        { kind: 'gap', after: 8 },
      ]);
    });
  });
});
