import { describe, expect, it } from 'vitest';
import { findDateRanges, rangeMonths, unionMonths } from '../../../src/text/dates.js';
import { fold } from '../../../src/text/fold.js';

const NOW = new Date('2026-11-20T00:00:00Z');
const ranges = (s: string) => findDateRanges(fold(s)).map((r) => [r.start, r.end]);

describe('findDateRanges', () => {
  it.each([
    ['Sept. 2015 – déc. 2018 : Développeur', [[{ year: 2015, month: 9 }, { year: 2018, month: 12 }]]],
    ['depuis 2020 chez Exemple SA', [[{ year: 2020, month: null }, null]]],
    ['2019 - present', [[{ year: 2019, month: null }, null]]],
    ['09/2015 - 06/2017', [[{ year: 2015, month: 9 }, { year: 2017, month: 6 }]]],
    ['De janvier 2012 à mars 2014', [[{ year: 2012, month: 1 }, { year: 2014, month: 3 }]]],
    ['2015-09 to 2016-03', [[{ year: 2015, month: 9 }, { year: 2016, month: 3 }]]],
    ["Mars 2021 - aujourd'hui", [[{ year: 2021, month: 3 }, null]]],
    ['Jan 2020 – Now', [[{ year: 2020, month: 1 }, null]]],
    ['01-Apr-2021 to Till Date', [[{ year: 2021, month: 4 }, null]]],
    ['11-Jul-2016 to 31-Jul-2019', [[{ year: 2016, month: 7 }, { year: 2019, month: 7 }]]],
  ])('%s', (text, expected) => {
    expect(ranges(text)).toEqual(expected);
  });

  it('ignores phone numbers and reversed ranges', () => {
    expect(ranges('Tél. 06 12 34 56 78')).toEqual([]);
    expect(ranges('2018 - 2015')).toEqual([]);
  });
});

describe('durations', () => {
  it('counts year-only ranges from mid-year to mid-year', () => {
    const [r] = findDateRanges(fold('2014 - 2022'));
    expect(rangeMonths(r, NOW)).toBe(96);
  });
  it('counts month ranges inclusively', () => {
    const [r] = findDateRanges(fold('09/2015 - 06/2017'));
    expect(rangeMonths(r, NOW)).toBe(22);
  });
  it('counts overlaps once', () => {
    const rs = findDateRanges(fold('01/2010 - 12/2012\n06/2012 - 12/2013'));
    expect(unionMonths(rs, NOW)).toBe(48);
  });
  it('ends ongoing ranges at now', () => {
    const rs = findDateRanges(fold('depuis janvier 2026'));
    expect(unionMonths(rs, NOW)).toBe(11);
  });
});

describe('months with two-digit years', () => {
  it('reads "01/16 - 12/18" and "09/18 – present" as ranges, not a rating alone nor a range ending before it starts', () => {
    expect(findDateRanges(fold('Cashier – Exemple, St Paul\t01/16 - 12/18')).map((r) => [r.start, r.end])).toEqual([[{ year: 2016, month: 1 }, { year: 2018, month: 12 }]]);
    expect(findDateRanges(fold('09/18 – présent')).map((r) => [r.start, r.end])).toEqual([[{ year: 2018, month: 9 }, null]]);
    expect(findDateRanges(fold('CGPA 8/10'))).toEqual([]);
    expect(findDateRanges(fold('12/18 - 01/16'))).toEqual([]);
  });
});
