/**
 * Profile and personal URLs (spec 2.1 `linkedin_url`, `github_url`, `other_urls`) from the text
 * and from the reader's link targets: a "LinkedIn profile" label often hides the URL behind a
 * link, and a narrow column wraps "linkedin.com/in/sophie-clarke-" / "example". Every URL gets a
 * scheme (https:// when none is written); mailto: and tel: targets are not URLs.
 */

export interface ContactUrls {
  linkedin_url: string | null;
  github_url: string | null;
  other_urls: string[];
}

/** A URL written in text: with a scheme, with www., or on a host people write bare. */
const URL_RE = /(?<![\w@.-])(?:https?:\/\/[^\s<>"'·|,;()]+|www\.[^\s<>"'·|,;()]+|(?:[a-z]{2,3}\.)?(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com)\/[^\s<>"'·|,;()]+)/giu;
/** Link targets that are not web pages. */
const NOT_WEB = /^(?:mailto|tel|callto|sms|file|javascript):/i;

/** URLs in text lines and link targets, classified. Lines are joined where a URL wraps. */
export function findContactUrls(lines: readonly string[], links: readonly string[]): ContactUrls {
  const found: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    for (const m of lines[i].matchAll(URL_RE)) {
      let url = m[0].replace(/[.:]+$/, '');
      // "linkedin.com/in/sophie-clarke-" then "example" on the next line: a wrapped URL.
      const next = lines[i + 1]?.trim() ?? '';
      if (/-$/.test(url) && m.index + m[0].length === lines[i].trimEnd().length && /^[\w-]+\/?$/.test(next)) url += next;
      found.push(url);
    }
  }
  for (const link of links) if (!NOT_WEB.test(link) && /^(?:https?:\/\/|www\.)/i.test(link)) found.push(link);
  const byKey = new Map<string, string>();
  for (const raw of found) {
    const url = withScheme(raw);
    const k = urlKey(url);
    // A written URL cut short by the layout is a prefix of the link target: keep the longer one.
    const prefixOf = [...byKey.keys()].find((other) => other.startsWith(k) || k.startsWith(other));
    if (prefixOf !== undefined) {
      if (k.length > prefixOf.length) {
        byKey.delete(prefixOf);
        byKey.set(k, url);
      }
      continue;
    }
    byKey.set(k, url);
  }
  const urls = [...byKey.values()];
  const linkedin = urls.find((u) => /linkedin\.com\//i.test(u)) ?? null;
  const github = githubProfile(urls);
  return {
    linkedin_url: linkedin === null ? null : lowerCaseSlug(linkedin),
    github_url: github,
    other_urls: urls.filter((u) => u !== linkedin && u !== github && !/linkedin\.com|github\.com\/?$/i.test(u)),
  };
}

/**
 * LinkedIn writes its profile names in lower case: a capital I in an otherwise lower-case name is
 * how OCR reads an l ("linkedin.com/in/annlee-exampIe" → "…/annlee-example").
 */
function lowerCaseSlug(url: string): string {
  const m = /^(.*linkedin\.com\/in\/)([^/?#]+)(.*)$/iu.exec(url);
  if (m === null || /[A-HJ-Z]/.test(m[2]!) || !/I/.test(m[2]!)) return url;
  return `${m[1]}${m[2]!.replace(/I/g, 'l')}${m[3]}`;
}

/** Paths of github.com that are not a user or an organisation. */
const GITHUB_PAGES = /^(?:about|features|pricing|topics|orgs|settings|marketplace|explore|sponsors|login|join)$/i;

/**
 * The GitHub profile: "github.com/ann-lee", not a repository ("github.com/ann-lee/dotfiles"); when
 * only repositories are linked, their owner's profile.
 */
function githubProfile(urls: string[]): string | null {
  const owners: string[] = [];
  for (const u of urls) {
    const m = /^(https?:\/\/)(?:www\.)?github\.com\/([\w-]+)(\/[^?#]*)?/i.exec(u);
    if (m === null || GITHUB_PAGES.test(m[2])) continue;
    if (m[3] === undefined || m[3] === '/' || m[3] === '') return u;
    owners.push(`${m[1]}github.com/${m[2]}`);
  }
  return owners[0] ?? null;
}

function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** Compared without scheme, www., trailing slash or case. */
function urlKey(url: string): string {
  return url
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}
