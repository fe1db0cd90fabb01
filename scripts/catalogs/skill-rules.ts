/**
 * Hand-written precision rules for skill aliases in free text (findMentions). Every alias stays
 * usable by lookup(); these tables only decide how an alias may fire inside prose:
 *
 *   f  free: case-insensitive, anywhere
 *   a  cased-or-context: written with the catalog's case ("Excel", "EXCEL"), or inside a list of
 *      other skills / after a tech cue ("excel, word, powerpoint")
 *   b  strict: catalog case AND (list of skills or tech cue): "C", "R", "Go"
 *   n  lookup only: never fires in free text
 *
 * Keys are folded single tokens (lower case, no accents), as produced by phraseKey().
 */

/** Single words that are ordinary English/French words, too generic, or sensitive (religion,
 * health, pregnancy): never a skill mention in prose. */
export const BLOCK_WORDS = new Set<string>([
  // ordinary words / too generic in job offers and resumes
  'plan', 'source', 'sources', 'hair', 'cheveux', 'dies', 'protein', 'proteines', 'cameras', 'database', 'machines',
  'montage', 'saisie', 'frappe', 'bourse', 'devises', 'politique', 'politics', 'histoire', 'history', 'economie',
  'energie', 'energy', 'morale', 'moral', 'morality', 'logique', 'logic', 'migration', 'consultation', 'reflexion',
  'similitude', 'matrices', 'paris', 'boissons', 'moulins', 'industrie', 'technologie', 'presse', 'medias',
  'assurances', 'recrutement', 'design', 'architecture', 'cycle', 'taxi', 'moto', 'ambulance', 'quad', 'robot',
  'batteries', 'coder', 'defiler', 'prevention', 'informatique', 'pneumatique', 'synoptique', 'esthetique',
  'physique', 'optique', 'administration', 'management', 'finances', 'calculation',
  'measurement', 'language', 'lecture', 'guide', 'lead', 'interview', 'choose', 'decide', 'invent', 'innovate',
  'detect', 'delegate', 'climb', 'draw', 'bake', 'iron', 'gold', 'board', 'form', 'light', 'colour', 'balance',
  'current', 'computer', 'google', 'craft', 'casting', 'breaking', 'frames', 'filters', 'mixers', 'motors',
  'generators', 'mechanisms', 'controllers', 'connectors', 'collections', 'brands', 'argument', 'debate',
  'fiction', 'diet', 'fuel', 'coal', 'clay', 'chip', 'chips', 'drone', 'animations', 'copying', 'hearing',
  'measuring', 'medicine', 'lenses', 'helmet', 'helmets', 'locks', 'latches', 'ledges', 'dams', 'canals',
  'ceilings', 'alarms', 'banking', 'leasing', 'drainage', 'drilling', 'cooling', 'logging', 'securities', 'betting',
  'gambling', 'disques', 'meubles', 'sacs', 'oiseaux', 'reptiles', 'mollusques', 'reveils', 'horloges', 'contes',
  'figurines', 'pendules', 'accessoires', 'documents', 'divertissements', 'publicite', 'chronometres',
  'retroviseurs', 'carenages', 'son', 'type', 'cadencier', 'produits', 'materiaux', 'plans', 'consultations',
  'journalist', 'journalists', 'sing', 'swim', 'dance', 'improvise', 'troubleshoot', 'declaim', 'chanter',
  'danser', 'nager', 'planifier', 'improviser', 'declamer', 'surtitrer', 'amuse', 'delight', 'accompany',
  'bargain', 'cooperate', 'negotiate', 'counselling', 'abstracts', 'massage', 'chant', 'croon', 'chasse',
  'confinement', 'maternite', 'gestation', 'gravidity', 'ecosysteme', 'ecosystem', 'finance', 'restauration',
  'capteur', 'sensor', 'brevet', 'patent', 'trademark', 'dsi', 'api', 'cms', 'cap', 'bep', 'bt', 'sms', 'ssi',
  // religion, health conditions, pregnancy: sensitive, never a criterion drawn from prose
  'buddhism', 'bouddhisme', 'christianity', 'christianisme', 'hinduism', 'hindouisme', 'islam', 'islamism',
  'judaism', 'judaisme', 'quran', 'coran', 'torah', 'prayer', 'priere', 'invocation', 'monasticism', 'monachisme',
  'occultism', 'occultisme', 'spiritualism', 'spiritisme', 'animism', 'astrology', 'astrologie', 'numerology',
  'numerologie', 'horoscopy', 'pregnancy', 'grossesse', 'childbirth', 'accouchement', 'obesity', 'obesite',
  'autism', 'autisme', 'allergies', 'allergy', 'addiction', 'lactation', 'allaitement',
]);

/** Tech names that are also ordinary words or first names: case as in the catalog, or a list context. */
export const CASED_WORDS = new Set<string>([
  'excel', 'word', 'outlook', 'java', 'ruby', 'pascal', 'scala', 'swift', 'rust', 'julia', 'dart', 'elixir',
  'spark', 'puppet', 'chef', 'salt', 'unity', 'scratch', 'eclipse', 'canvas', 'absorb', 'sakai', 'shiva',
  'jenkins', 'maven', 'ada', 'delphi', 'oracle', 'apache', 'flash', 'blender', 'maya', 'nuke', 'houdini', 'painter',
  'arnold', 'gerber', 'cypress', 'postman', 'selenium', 'chorus', 'sage', 'react', 'angular', 'flask', 'spring',
  'slack', 'asana', 'groovy', 'harvest', 'fireworks', 'illustrator', 'vagrant', 'sass', 'windows', 'lisp', 'gimp',
  'confluence', 'looker', 'airflow', 'kafka', 'pandas', 'cassandra', 'prometheus', 'framer', 'invision',
  'quadratus', 'sap', 'snowflake', 'redshift', 'visio', 'acrobat', 'catia', 'rhinoceros', 'morse', 'braille',
  'gem', 'ionic', 'flutter', 'mongo', 'jest', 'mocha', 'chai', 'gulp', 'grunt', 'webpack', 'babel', 'nest',
  'next', 'nuxt', 'svelte', 'gatsby', 'hugo', 'jekyll', 'ghost', 'magento', 'prestashop', 'shopify', 'wix',
  'canva', 'miro', 'monday', 'clickup', 'hubspot', 'marketo', 'pardot', 'semrush', 'ahrefs', 'figma', 'sketchup',
]);

/** Two-letter and very ambiguous names: catalog case AND (list of skills or tech cue). */
export const STRICT_WORDS = new Set<string>([
  'r', 'c', 'go', 'd', 'j', 'f#', 'less', 'rage', 'basic', 'vue', 'node', 'express', 'teams', 'notion', 'access',
  'office', 'assembly', 'make', 'ant', 'shell', 'box', 'drive', 'project', 'planner', 'pages', 'numbers',
  'premiere', 'audition', 'bridge', 'animate', 'muse', 'zoom', 'compass', 'pulse', 'sketch', 'marvel', 'buffer',
  'storm', 'pig', 'hive', 'vault', 'consul', 'nomad', 'helm', 'ember', 'backbone', 'meteor', 'rails', 'elastic',
  'fusion', 'inventor', 'rhino', 'keynote', 'sprout', 'io', 'hack', 'curl', 'dylan', 'tableau', 'sas', 'source',
  'salt', 'swing', 'struts', 'play', 'spring', 'chef', 'kit', 'pro', 'lean', 'agile', 'sales', 'one', 'net', 'core',
]);

/** Multi-word aliases that read as ordinary prose more often than as a skill. */
export const BLOCK_PHRASES = new Set<string>([
  'be responsible', 'pension scheme', 'construction company', 'personal skill', 'new product', 'company policy',
  // A department ("le service informatique", an ESCO alternative label of directory services) and a
  // mission's everyday words ("fournir une information fiable"), not skills.
  'service informatique', 'provide information', 'fournir information',
]);

/**
 * ROME savoir labels of the form "<generic head> <Proper name>" also yield the proper name as an
 * alias ("Système d'exploitation Linux" → "Linux", "Framework Spring" → "Spring").
 */
export const ROME_NAME_PREFIXES: RegExp[] = [
  /^Système d'exploitation (?:informatique )?(.+)$/,
  /^Progiciels? de gestion (.+)$/,
  /^Progiciel (?:professionnel )?(.+)$/,
  /^Framework (.+)$/,
  /^IDE \(Integrated Development Environment\) (.+)$/,
  /^CMS \(Système de gestion de contenu\) (.+)$/,
  /^Logiciels? professionnels? (.+)$/,
  /^Langage (.+)$/,
  /^Programmation en (.+)$/,
  /^Gestion de version (.+)$/,
  /^Outil (.+)$/,
  /^Messagerie électronique (.+)$/,
  /^Editeur de vidéo - (.+)$/,
  /^Suite bureautique - (.+)$/,
  /^Microsoft (.+)$/,
];
