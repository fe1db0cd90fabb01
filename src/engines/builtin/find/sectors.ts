/**
 * Sectors of activity, for criteria that ask to know one ("Bonne connaissance du secteur des
 * mobilités", "Connaissance de l'environnement de la recherche", "Experience in the banking
 * industry"): the words that name the sector in an offer, and the words that show a resume's
 * path went through it ("Land Transport Authority", "SNCF", "railway" for transport). A
 * recruiter reads such a path as partial evidence of knowing the sector. Folded forms, matched as
 * whole words; ours, written from the trades' usual vocabulary.
 */
import { containsPhrase, phraseWhere } from './terms.js';

interface Sector {
  /** How the sector is named, French then English: the first is the name shown. */
  names: string[];
  /** Employers, places and activities of the sector a resume names. */
  signs: string[];
}

const SECTORS: Sector[] = [
  {
    names: ['transport', 'transports', 'mobilite', 'mobilites', 'transport public', 'transports publics', 'ferroviaire', 'transport aerien', 'transportation', 'mobility', 'public transport', 'transit'],
    signs: ['railway', 'railways', 'rail', 'sncf', 'ratp', 'keolis', 'transdev', 'alstom', 'airline', 'airlines', 'aviation', 'aviation civile', 'aeroport', 'airport', 'autorite des transports', 'transport authority', 'reseau de bus', 'tramway', 'billettique', 'ticketing', 'voyageurs', 'passengers', 'fret', 'freight', 'logistique', 'logistics', 'voirie', 'routier', 'routiere', 'infrastructures routieres'],
  },
  {
    names: ['recherche', 'recherche academique', 'enseignement superieur', 'monde academique', 'milieu academique', 'universitaire', 'research', 'academia', 'higher education', 'academic'],
    signs: ['universite', 'university', 'laboratoire de recherche', 'research laboratory', 'research lab', 'unite de recherche', 'umr', 'cnrs', 'inserm', 'inria', 'cea', 'institut de recherche', 'research institute', 'doctorat', 'phd', 'postdoc', 'post-doctorat', 'research assistant', 'assistant de recherche', 'chercheur', 'chercheuse', 'researcher', 'faculte', 'faculty'],
  },
  {
    names: ['secteur public', 'fonction publique', 'collectivites', 'collectivites territoriales', 'administration publique', 'public sector', 'government', 'local government', 'public administration'],
    signs: ['mairie', 'conseil departemental', 'conseil regional', 'prefecture', 'ministere', 'ministry', 'city council', 'county council', 'council', 'metropole', 'agglomeration', 'public service', 'civil service', 'agence nationale', 'state government', 'federal government'],
  },
  {
    names: ['sante', 'medical', 'hospitalier', 'milieu hospitalier', 'etablissement de sante', 'health', 'healthcare', 'hospital'],
    signs: ['hopital', 'clinique', 'chu', 'centre hospitalier', 'ehpad', 'clinic', 'nhs', 'infirmier', 'infirmiere', 'nurse', 'aide-soignant', 'aide soignant', 'patients', 'soins'],
  },
  {
    names: ['banque', 'bancaire', 'finance', 'financier', 'assurance', 'assurances', 'banking', 'financial services', 'insurance'],
    signs: ['bank', 'bnp paribas', 'societe generale', 'credit agricole', 'axa', 'allianz', 'caisse d\'epargne', 'banque populaire', 'lcl', 'natixis', 'insurer', 'assureur', 'mutuelle'],
  },
  {
    names: ['btp', 'batiment', 'construction', 'travaux publics', 'genie civil', 'building', 'civil engineering'],
    signs: ['chantier', 'chantiers', 'vinci', 'bouygues', 'eiffage', 'construction site', 'conducteur de travaux', 'site manager', 'gros oeuvre', 'second oeuvre'],
  },
  {
    names: ['industrie', 'industriel', 'industrielle', 'manufacturing', 'industrial', 'usine', 'production industrielle'],
    signs: ['usine', 'factory', 'ligne de production', 'production line', 'atelier de production', 'site de production', 'manufacturing'],
  },
  {
    names: ['energie', 'energetique', 'energy', 'utilities'],
    signs: ['edf', 'engie', 'totalenergies', 'enedis', 'rte', 'nucleaire', 'nuclear', 'oil and gas', 'petrole', 'renewables', 'renouvelables', 'solaire', 'eolien'],
  },
  {
    names: ['grande distribution', 'distribution', 'commerce de detail', 'retail', 'commerce'],
    signs: ['magasin', 'boutique', 'supermarche', 'hypermarche', 'carrefour', 'auchan', 'leclerc', 'lidl', 'intermarche', 'shop', 'supermarket'],
  },
  {
    names: ['hotellerie', 'restauration', 'hotellerie-restauration', 'hospitality', 'food service'],
    signs: ['hotel', 'restaurant', 'brasserie', 'traiteur', 'cuisine', 'kitchen'],
  },
  {
    names: ['medico-social', 'social', 'medico social', 'action sociale', 'social care', 'social work'],
    signs: ['ehpad', 'foyer', 'esat', 'ime', 'centre social', 'care home', 'residents', 'usagers', 'service users'],
  },
  {
    names: ['associatif', 'milieu associatif', 'economie sociale et solidaire', 'ess', 'non-profit', 'nonprofit', 'ngo', 'charity', 'third sector'],
    signs: ['association', 'ong', 'benevole', 'volunteer', 'fondation', 'foundation', 'charity'],
  },
  {
    names: ['pharmaceutique', 'pharmacie', 'pharmaceutical', 'pharma', 'life sciences', 'biotech'],
    signs: ['sanofi', 'servier', 'pfizer', 'novartis', 'laboratoire pharmaceutique', 'essais cliniques', 'clinical trials'],
  },
  {
    names: ['logistique', 'supply chain', 'logistics', 'entreposage', 'warehousing'],
    signs: ['entrepot', 'warehouse', 'plateforme logistique', 'preparation de commandes', 'order picking', 'messagerie'],
  },
  {
    names: ['immobilier', 'real estate', 'property'],
    signs: ['agence immobiliere', 'syndic', 'promoteur', 'gestion locative', 'estate agent', 'lettings'],
  },
  {
    names: ['automobile', 'automotive'],
    signs: ['renault', 'stellantis', 'peugeot', 'valeo', 'faurecia', 'forvia', 'concession', 'garage', 'dealership'],
  },
  {
    names: ['aeronautique', 'aerospatial', 'aerospace', 'aeronautics'],
    signs: ['airbus', 'safran', 'thales', 'dassault', 'boeing', 'aviation'],
  },
];

/** Words of a criterion that ask for a sector rather than a skill. */
const ASKS_SECTOR = /(?:^|[^\p{L}])(?:secteurs?|milieux?|environnements?|domaines?|univers|monde|filieres?|industry|industries|sector|sectors|field)(?=$|[^\p{L}])/u;

/** The sectors a folded criterion asks to know ("connaissance du secteur des mobilités"); none when it asks no sector. */
export function sectorsAsked(folded: string): Sector[] {
  if (!ASKS_SECTOR.test(folded)) return [];
  return SECTORS.filter((s) => s.names.some((n) => containsPhrase(folded, n) >= 0));
}

/** The first place of a folded resume that shows a path through the sector (its name or a sign of it), or -1. */
export function sectorEvidence(sector: Sector, folded: string, accept: (at: number) => boolean): number {
  let best = -1;
  for (const w of [...sector.names, ...sector.signs]) {
    const at = phraseWhere(folded, w, accept);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best;
}

export const sectorName = (s: Sector): string => s.names[0]!;
