/** Small French grammar helpers for generated text. */

/** A word before which "de" and "que" elide (h muet is too rare in tool names to matter). */
const ELIDES = /^[aeiouyhàâéèêëîïôöûüAEIOUYHÀÂÉÈÊËÎÏÔÖÛÜ]/;

/** "de Python", "d'Excel", "d'Hibernate". */
export function de(word: string): string {
  return ELIDES.test(word) ? `d'${word}` : `de ${word}`;
}

/** "que vendeur", "qu'administrateur". */
export function que(word: string): string {
  return ELIDES.test(word) ? `qu'${word}` : `que ${word}`;
}

/** "Data engineer" → "data engineer"; "SAP Consultant", "DATA ANALYST" keep their capitals. */
export function lowerFirst(s: string): string {
  return /^\p{Lu}\p{Ll}/u.test(s) ? s[0].toLowerCase() + s.slice(1) : s === s.toUpperCase() ? s.toLowerCase() : s;
}

/** Quotes a passage in French guillemets, on one line, cut to `max` characters around its middle. */
export function quote(passage: string, max = 160): string {
  let t = passage.replace(/\s+/g, ' ').replace(/^[\s•·▪◦‣●○■□✓✔➢➤►▸\-*–—>]+/, '').trim();
  if (t.length > max) t = `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
  return `« ${t} »`;
}

/** A required duration: "6 mois", "18 mois" under two years when not whole, else years(). */
export function duration(yearsAsked: number): string {
  const months = yearsAsked * 12;
  return !Number.isInteger(yearsAsked) && yearsAsked < 2 && Math.abs(months - Math.round(months)) < 1e-9 ? `${Math.round(months)} mois` : years(yearsAsked);
}

/** "1 à 4 ans", "18 mois à 3 ans": a range of years asked. */
export function yearsRange(min: number, max: number): string {
  return `${Number.isInteger(min) ? min : duration(min)} à ${duration(max)}`;
}

export function years(n: number): string {
  const v = Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ',');
  return n < 2 ? `${v} an` : `${v} ans`;
}

/** "Python, Django et SQL". */
export function list(items: string[], conj = 'et'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

/** 0.7812 → "0,78". */
export function decimal(n: number): string {
  return n.toFixed(2).replace('.', ',');
}

export const CEFR_ADJECTIVE: Record<string, string> = {
  native: 'langue maternelle',
  C2: 'bilingue',
  C1: 'courant',
  B2: 'professionnel',
  B1: 'intermédiaire',
  A2: 'élémentaire',
  A1: 'notions',
};

/** Short names of EQF levels for labels ("Diplôme Bac+5 en informatique"). */
export const EQF_SHORT: Record<number, string> = {
  1: 'de niveau 1',
  2: 'de niveau 2',
  3: 'CAP/BEP',
  4: 'Bac',
  5: 'Bac+2',
  6: 'Bac+3',
  7: 'Bac+5',
  8: 'de doctorat',
};

export const EQF_FRENCH: Record<number, string> = {
  1: 'niveau 1 (éducation de base)',
  2: 'niveau 2',
  3: 'niveau CAP/BEP',
  4: 'niveau Bac',
  5: 'Bac+2 (BTS, DUT)',
  6: 'Bac+3 (licence, bachelor)',
  7: 'Bac+5 (master, diplôme d’ingénieur)',
  8: 'Doctorat',
};
