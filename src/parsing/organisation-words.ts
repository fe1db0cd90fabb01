/**
 * Words that make a part of a head line an organisation rather than a person's title or degree
 * (fold()ed, whole words). Employers and schools are kept apart: a school is an employer in a
 * teacher's experience, but in an education entry it is the school, never the degree.
 */

/** Legal forms and words of company names, French and English. */
export const COMPANY_WORDS =
  /\b(?:ltd|limited|plc|llp|llc|inc|corp|sas|sasu|sa|sarl|eurl|sci|scop|gmbh|ag|spa|srl|bv|nv|cie|co(?!-)|group|groupe|holding|cabinet|clinique|clinic|hopital|hospital|chu|ehpad|centre|center|centre hospitalier|societe|company|entreprise|entreprises|services|solutions|systems|systemes|consulting|conseil|agency|agence|association|fondation|foundation|restaurant|ristorante|trattoria|osteria|brasserie|auberge|hotel|bistrot|boulangerie|mairie|ville de|commune|conseil regional|ministere|ministry|council|trust|nhs|bank|banque|industries|technologies|labs?|laboratoire|studio|atelier|ateliers|manufacture|usine|entrepots?|plateforme|partners|associates|avocats|solicitors|notaires|retail|foods|care home|insurance|college|lycee|ecole|school|academy|universite|university|institut|institute|supplies|contractors|radio|media|editions|imprimerie|ferronnerie|biscuiterie|menuiseries?|outillage|pompes|roulements)\b/;

/** Words of school names, French, English and a few others met in European resumes. */
export const SCHOOL_WORDS =
  /\b(?:universite|university|univ|universita|universidad|universitat|ecole|school|iut|ifsi|cfa|lycee|college|institut|institute|istituto|instituto|academy|academie|faculte|faculty|polytechnique|polytechnic|conservatoire|campus|business school|sciences po|insa|enset?|greta|afpa|cnam|sixth form|high school|graduate school|seminaire|hochschule|centre d'enseignement|centre de formation|centre professionnel|gymnase|cegep|tafe|athenee|epfl|ethz|eth zurich|hes-so)\b/;

/**
 * The head noun of a job title, English and French (folded, whole words): the ROME catalog knows
 * few English titles ("Assistant Store Manager", "Barista"), and a title is named by its role noun
 * whatever the words around it.
 */
export const ROLE_WORDS =
  /\b(?:manager|officer|member|sister|engineer|assistant|associate|advis[eo]r|analyst|intern|trainee|apprentice|consultant|developer|designer|director|supervisor|coordinator|specialist|technician|regisseur|regisseuse|corporal|sergeant|sapper|lieutenant|captain|caporal|sergent|adjudant|capitaine|gunner|signaller|rifleman|airman|tester|teacher|educator|lecturer|nurse|clerk|cashier|barista|chef|cook|driver|operator|electrician|accountant|administrator|representative|executive|ambassador|receptionist|secretary|architect|scientist|pharmacist|physiotherapist|carer|auditor|controller|buyer|planner|programmer|stagiaire|apprentie?|technicien(?:ne)?|ingenieure?|assistante?|responsable|chargee?|directeur|directrice|conseill(?:er|ere)|gestionnaire|comptable|developpeu(?:r|se)|infirmi(?:er|ere)|aide-soignante?|preposee?|commis|cuisini(?:er|ere)|magasini(?:er|ere)|cariste|preparat(?:eur|rice)|chauffeur|livreur|secretaire|employee?|vendeu(?:r|se)|caissi(?:er|ere)|serveu(?:r|se)|educat(?:eur|rice)|enseignante?|professeure?|agent|conduct(?:eur|rice)|operat(?:eur|rice)|animat(?:eur|rice)|ouvri(?:er|ere)|auxiliaire|juriste|reporter|journalist|journaliste|correspondent|correspondante?|producer|presenter|editor|redact(?:eur|rice)|product(?:eur|rice)|presentat(?:eur|rice)|researcher|lawyer|solicitor|paralegal|avocate?|mechanic|mecanicien(?:ne)?|electricien(?:ne)?|horlog(?:er|ere)|fitter|welder|soudeu(?:r|se)|plumber|plombier|carpenter|menuisier|foreman|surveyor|inspector|inspect(?:eur|rice)|instructor|trainer|format(?:eur|rice)|tutor|coordinat(?:eur|rice)|coordonnat(?:eur|rice)|representante?|gerante?|institut(?:eur|rice)|therapist|counsell?or|midwife|sage-femme|waiter|waitress|bartender|maitre(?:sse)?|sommeli(?:er|ere)|housekeeper|steward|stewardess|pilot)\b/;

/** Words of a grade or an honour, never of a school's or a degree's name (folded): "Second Class Upper Honours", "Dean's List", "72 %". */
export const GRADE_WORDS = /\b(?:honou?rs|class|distinction|merit|gpa|cgpa|mention|dean'?s list|grade|percentage|marks|first|upper|lower|cum laude)\b|\d+(?:[.,]\d+)?\s*%/;
