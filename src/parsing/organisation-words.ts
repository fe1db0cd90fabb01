/**
 * Words that make a part of a head line an organisation rather than a person's title or degree
 * (fold()ed, whole words). Employers and schools are kept apart: a school is an employer in a
 * teacher's experience, but in an education entry it is the school, never the degree.
 */

/** Legal forms and words of company names, French and English. */
export const COMPANY_WORDS =
  /\b(?:ltd|limited|plc|llp|llc|inc|corp|sas|sasu|sa|sarl|eurl|sci|scop|gmbh|ag|spa|srl|bv|nv|cie|co|group|groupe|holding|cabinet|clinique|clinic|hopital|hospital|chu|ehpad|centre|center|centre hospitalier|societe|company|entreprise|entreprises|services|solutions|systems|systemes|consulting|conseil|agency|agence|association|fondation|foundation|restaurant|ristorante|trattoria|osteria|brasserie|auberge|hotel|bistrot|boulangerie|mairie|ville de|commune|conseil regional|ministere|ministry|council|trust|nhs|bank|banque|industries|technologies|labs?|laboratoire|studio|atelier|ateliers|manufacture|usine|entrepots?|plateforme|partners|associates|avocats|solicitors|notaires|retail|foods|care home|insurance|college|lycee|ecole|school|academy|universite|university|institut|institute|supplies|contractors|radio|media|editions|imprimerie|ferronnerie|biscuiterie|menuiseries?|outillage|pompes|roulements)\b/;

/** Words of school names, French, English and a few others met in European resumes. */
export const SCHOOL_WORDS =
  /\b(?:universite|university|univ|universita|universidad|universitat|ecole|school|iut|ifsi|cfa|lycee|college|institut|institute|istituto|instituto|academy|academie|faculte|faculty|polytechnique|polytechnic|conservatoire|campus|business school|sciences po|insa|enset?|greta|afpa|cnam|sixth form|high school|graduate school|seminaire|hochschule)\b/;
