/**
 * A vendor's technology stack as a domain of experience ("5 ans sur la pile technologique
 * Microsoft", "environnement SAP", "AWS stack"): a resume shows it through the vendor's products,
 * which it seldom prefixes with the vendor's name (C#, .NET, SQL Server for Microsoft; ABAP for
 * SAP). Folded names, matched as whole words.
 */
import { containsPhrase } from '../find/terms.js';

const STACKS: Record<string, readonly string[]> = {
  microsoft: [
    'microsoft', '.net', 'c#', 'asp.net', 'vb.net', 'sql server', 'mssql', 'ms sql', 't-sql', 'azure', 'visual studio', 'tfs',
    'team foundation', 'sharepoint', 'powershell', 'wpf', 'wcf', 'winforms', 'entity framework', 'iis', 'ssis', 'ssrs', 'ssas', 'blazor',
    'xamarin', 'active directory', 'dynamics 365', 'power bi',
  ],
  sap: ['sap', 'abap', 'hana', 'fiori', 's/4hana'],
  oracle: ['oracle', 'pl/sql', 'weblogic', 'peoplesoft', 'jd edwards'],
  aws: ['aws', 'amazon web services', 'ec2', 's3', 'lambda', 'dynamodb', 'cloudformation', 'redshift'],
  google: ['gcp', 'google cloud', 'bigquery', 'firebase'],
  salesforce: ['salesforce', 'apex', 'visualforce'],
};
/** Vendors named otherwise in offers. */
const ALIASES: Record<string, string> = { amazon: 'aws', gcp: 'google' };

/** Words that say "the products of": what is left of a stack domain once its vendor is named. */
const STACK_WORDS = new Set([
  'pile', 'piles', 'technologique', 'technologiques', 'technologie', 'technologies', 'technology', 'technologies', 'stack', 'stacks',
  'environnement', 'environnements', 'environment', 'environments', 'ecosysteme', 'ecosystem', 'outils', 'tools', 'produits', 'products',
  'solutions', 'plateforme', 'platform', 'suite',
]);

/** The products of the vendor a domain's words name as a stack; null when the domain is not a vendor's stack. */
export function vendorStack(terms: string[]): readonly string[] | null {
  const words = terms.map((t) => t.split('|')[0]);
  const vendors = words.map((w) => ALIASES[w] ?? w).filter((w) => w in STACKS);
  if (vendors.length !== 1 || !words.every((w) => STACKS[ALIASES[w] ?? w] || STACK_WORDS.has(w))) return null;
  return STACKS[vendors[0]];
}

/** Whether a folded text names one of a stack's products. */
export function namesStack(stack: readonly string[], folded: string): boolean {
  return stackOffset(stack, folded) >= 0;
}

/** Where a folded text first names one of a stack's products; -1 if nowhere. */
export function stackOffset(stack: readonly string[], folded: string): number {
  const found = stack.map((name) => containsPhrase(folded, name)).filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}
