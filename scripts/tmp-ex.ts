import { sourceText } from './lib/matching-sources.js';
import { createBuiltinEngine } from '../src/engines/builtin/create-builtin-engine.js';
import { extractCriteria } from '../src/matching/extract-criteria.js';
const id = process.argv[2];
const text = sourceText(id, '/work/shared/corpus');
if (process.argv[3]) console.log(text);
const eng = createBuiltinEngine({ now: () => new Date('2026-11-27T00:00:00Z') });
const r = await extractCriteria(eng as any, text);
for (const c of (r as any).criteria ?? r) console.log(c.weight, c.mandatory ? 'M' : ' ', c.type ?? '', JSON.stringify(c.label ?? c.criterion));
