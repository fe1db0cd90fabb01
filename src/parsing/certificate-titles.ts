/**
 * Certificates, registrations and licences written among the degrees ("Education & Training":
 * "Food Hygiene Level 2 – 2021", "CACES R489 cat. 3", "Habilitation électrique B1V", "COREN
 * registered", "PMP – 2019"): they are `certifications`, not `educations`. A title is one when it
 * names a known certificate or a registration and no degree (a diploma of the catalog, "Diploma",
 * "Certificate in …", "Titre professionnel": those stay educations).
 */
import { findCertifications } from '../engines/builtin/find/find-certifications.js';
import { fold } from '../text/fold.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';

/** Registrations and licences to practise, and certificates of a trade, without a known name. */
const REGISTRATION =
  /\b(?:registered|registration|registre|charterholder|chartered|licensed|licence to practi[cs]e|food (?:hygiene|safety)|hygiene alimentaire|allergen awareness|manual handling|fire (?:safety|marshal)|first aid|secourisme|habilitations? electriques?|caces|cscs|forklift|permis (?:caces|nacelle|cariste))\b/;
/** Words of a degree or a qualification that stays an education. */
// ("Senior School Certificate Examination (SSCE – WAEC)", "Leaving Certificate – 555 points", "Matric":
// school-leaving examinations.)
const DEGREE_LIKE = /\b(?:diploma|diplome|degree|certificate (?:[ivx]{1,4} )?(?:in|of)|certificat (?:de|d'|d’|en)|titre professionnel|bachelor|master|licence (?:pro|en|de|d')|graduate|school certificate|ssce|wassce|waec|neco|leaving cert(?:ificate)?|junior cert(?:ificate)?|senior certificate|matric(?:ulation)?|gcses?|igcses?|a[- ]levels?|higher school certificate|baccalaur\w*)\b/;

export function isCertificateTitle(title: string, catalogs: ParsingCatalogs): boolean {
  const folded = fold(title);
  if (DEGREE_LIKE.test(folded) || catalogs.diplomas.findDiplomas(title).length > 0) return false;
  return REGISTRATION.test(folded) || findCertifications(title, folded).length > 0;
}
