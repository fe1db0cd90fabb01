import { describe, expect, it } from 'vitest';
import { closeSpacedDates } from '../../../src/parsing/spaced-dates.js';

describe('closeSpacedDates', () => {
  it.each([
    ['MA RCH 2 0 2 1 — PRES E NT', 'MARCH 2021 — PRESENT'],
    ['S E PTE M B E R 2 0 0 9 — MAY 2 0 1 2', 'SEPTEMBER 2009 — MAY 2012'],
    ['J A N 2 0 2 0 – F E B 2 0 2 2', 'JAN 2020 – FEB 2022'],
    ['0 4 . 2 0 2 3 – A U J O U R D ’ H U I', '04.2023 – AUJOURD’HUI'],
    ['J U N E 2 0 0 9', 'JUNE 2009'],
    ['GRADUATED 2 0 1 5', 'GRADUATED 2015'],
  ])('closes up the letter-spaced dates of "%s"', (line, closed) => {
    expect(closeSpacedDates(line)).toBe(closed);
  });

  it.each(['Room 2 0 1', 'Grade 1 2 3 level', 'March 2021 – Present', 'C E R T I F I C AT I O N S', 'A B C 1 2'])('leaves "%s" as it is', (line) => {
    expect(closeSpacedDates(line)).toBe(line);
  });
});
