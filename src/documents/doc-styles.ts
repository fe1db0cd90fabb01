/**
 * The style sheet of a Word 97–2003 document ([MS-DOC] 2.9.271 STSH, 2.9.260 STD): for each style,
 * the bold and font size its character properties give, inherited along `istdBase`. Headings are
 * usually bold by style, not by direct formatting, so without this they would read as body text.
 */
import type { ByteView } from './byte-view.js';
import { charProps, type CharProps } from './doc-properties.js';

export interface StyleRun {
  bold?: boolean;
  fontSize?: number;
}

const STK_PARAGRAPH = 1;
const STK_CHARACTER = 2;
const STK_TABLE = 3;
/** Inheritance chains are short in practice; a longer one is a loop or a crafted file. */
const MAX_INHERITANCE = 16;

interface RawStyle {
  base: number;
  chars: CharProps;
}

export function readStyles(table: ByteView, stsh: { fc: number; lcb: number }): Map<number, StyleRun> {
  const out = new Map<number, StyleRun>();
  if (stsh.lcb < 4 || !table.has(stsh.fc, stsh.lcb)) return out;
  const end = stsh.fc + stsh.lcb;
  const cbStshi = table.u16(stsh.fc);
  if (cbStshi < 4) return out;
  const cstd = table.u16(stsh.fc + 2);
  const cbStdBase = table.u16(stsh.fc + 4);
  const raw = new Map<number, RawStyle>();
  let p = stsh.fc + 2 + cbStshi;
  for (let istd = 0; istd < cstd && p + 2 <= end; istd++) {
    const cbStd = table.u16(p);
    const std = p + 2;
    p = std + cbStd;
    if (cbStd === 0 || p > end) continue;
    const style = readStd(table, std, cbStd, cbStdBase);
    if (style) raw.set(istd, style);
  }
  for (const istd of raw.keys()) out.set(istd, resolve(raw, istd));
  return out;
}

function readStd(t: ByteView, std: number, cbStd: number, cbStdBase: number): RawStyle | null {
  if (cbStdBase < 10 || cbStdBase > cbStd) return null;
  const stk = t.u16(std + 2) & 0xf;
  const base = t.u16(std + 2) >> 4;
  const end = std + cbStd;
  let p = std + cbStdBase;
  if (p + 2 > end) return null;
  p += 2 + 2 * t.u16(p) + 2; // xstzName: count, UTF-16 characters, terminating zero
  // The UPXs in order: table styles have TAPX, PAPX, CHPX; paragraph styles PAPX, CHPX; character styles CHPX.
  const upxBefore = stk === STK_TABLE ? 2 : stk === STK_PARAGRAPH ? 1 : stk === STK_CHARACTER ? 0 : -1;
  if (upxBefore < 0) return { base, chars: {} };
  for (let i = 0; i <= upxBefore; i++) {
    if (p + 2 > end) return { base, chars: {} };
    const cbUpx = t.u16(p);
    if (p + 2 + cbUpx > end) return { base, chars: {} };
    if (i === upxBefore) return { base, chars: charProps(t.sub(p + 2, cbUpx)) };
    p += 2 + cbUpx + (cbUpx % 2);
  }
  return { base, chars: {} };
}

function resolve(raw: Map<number, RawStyle>, istd: number): StyleRun {
  const chain: CharProps[] = [];
  const seen = new Set<number>();
  let at: number | undefined = istd;
  while (at !== undefined && !seen.has(at) && chain.length < MAX_INHERITANCE) {
    seen.add(at);
    const style = raw.get(at);
    if (!style) break;
    chain.unshift(style.chars);
    at = style.base === 0xfff ? undefined : style.base;
  }
  const out: StyleRun = {};
  for (const c of chain) {
    if (c.bold !== undefined) out.bold = applyBold(out.bold ?? false, c.bold);
    if (c.fontSize !== undefined) out.fontSize = c.fontSize;
  }
  return out;
}

/** A bold operand applied over `inherited`. */
export function applyBold(inherited: boolean, bold: CharProps['bold']): boolean {
  if (bold === undefined || bold === 'style') return inherited;
  if (bold === 'toggle') return !inherited;
  return bold;
}
