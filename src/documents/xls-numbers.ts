/**
 * Numbers of BIFF cells as a reader would see them: RK-packed values decoded ([MS-XLS] 2.5.217),
 * integers without a decimal part (a year stored as a number reads "2020", not "2020.0"), other
 * numbers to 15 significant digits (no binary noise such as 0.30000000000000004), and cells whose
 * number format is a date shown as an ISO date (2015-09-01, or 2015-09 for a month-and-year format),
 * since a serial number such as 42248 means nothing to a resume parser.
 */

/** The value of an RK number: a 30-bit integer or the top 30 bits of a double, optionally ÷ 100. */
export function rkValue(rk: number): number {
  let value: number;
  if (rk & 0x02) {
    value = (rk | 0) >> 2;
  } else {
    const view = new DataView(new ArrayBuffer(8));
    view.setUint32(4, (rk & 0xfffffffc) >>> 0, true);
    value = view.getFloat64(0, true);
  }
  return rk & 0x01 ? value / 100 : value;
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
  return String(Number(value.toPrecision(15)));
}

type DateParts = { day: boolean; month: boolean; year: boolean };

const DMY: DateParts = { day: true, month: true, year: true };
const TIME: DateParts = { day: false, month: false, year: false };
/** Built-in number formats that show dates or times ([MS-XLS] 2.4.126 FORMAT, ifmt 14–22, 45–47). */
const BUILT_IN_DATES = new Map<number, DateParts>([
  [14, DMY], [15, DMY], [16, { day: true, month: true, year: false }], [17, { day: false, month: true, year: true }],
  [18, TIME], [19, TIME], [20, TIME], [21, TIME], [22, DMY], [45, TIME], [46, TIME], [47, TIME],
]);
/** The last serial Excel shows as a date (9999-12-31). */
const MAX_SERIAL = 2958465;

/** The date parts a format shows, or null when it is not a date or time format. */
export function dateParts(ifmt: number, code: string | undefined): DateParts | null {
  if (code === undefined) return BUILT_IN_DATES.get(ifmt) ?? null;
  // Literal text ("…", \x), colours and locales ([Red], [$-40C]) say nothing about dates.
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]|_.|\*./g, '').split(';')[0]!.toLowerCase();
  const year = bare.includes('y');
  const day = bare.includes('d');
  const time = /[hs]/.test(bare);
  // "m" is a month next to days or years, minutes next to hours or seconds.
  const month = bare.includes('m') && (year || day || !time);
  if (!year && !day && !month && !time) return null;
  return { day, month, year };
}

/** A date serial (1900 or 1904 system) as YYYY-MM-DD, YYYY-MM, YYYY or HH:MM, per the parts shown. */
export function formatDate(serial: number, date1904: boolean, parts: DateParts): string {
  if (!(serial >= 0 && serial <= MAX_SERIAL)) return formatNumber(serial);
  // Serial 60 is the 29 February 1900 Lotus invented; serials past it are one day late.
  const days = date1904 ? serial + 1462 : serial < 60 ? serial + 1 : serial;
  const date = new Date(Date.UTC(1899, 11, 30) + Math.round(days * 86400) * 1000);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const ymd = [String(date.getUTCFullYear()), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())];
  if (!parts.day && !parts.month && !parts.year) return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  if (parts.day) return ymd.join('-');
  if (parts.month) return ymd.slice(0, 2).join('-');
  return ymd[0]!;
}
