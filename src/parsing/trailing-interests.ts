/**
 * Interests of a resume that gives them no heading: a short comma list on its last line
 * ("Boxing, fishing.", "Football en club, mécanique automobile."), recognised by its hobby words
 * (a table: sports, arts, pastimes, French and English). Only when the resume has no interests
 * section, and only its last line: elsewhere such a list is as likely to be skills.
 */
import { fold } from '../text/fold.js';
import type { ResumeDocument } from './resume-document.js';

const HOBBY_WORDS = new Set(
  (
    'sport sports football foot rugby basket basketball handball volley volleyball tennis badminton golf boxe boxing judo karate ' +
    'natation swimming course running jogging marathon trail randonnee randonnees hiking trekking escalade climbing alpinisme ski ' +
    'surf voile sailing plongee diving velo cyclisme cycling vtt equitation riding yoga pilates danse dancing fitness musculation ' +
    'peche fishing chasse photographie photography photo musique music chant chorale choir guitare guitar piano violon batterie ' +
    'peinture painting dessin drawing sculpture theatre theater cinema films lecture reading livres books ecriture writing poesie ' +
    'cuisine cooking patisserie baking jardinage gardening bricolage diy mecanique automobile modelisme jeux games gaming echecs chess ' +
    'voyages voyage travel travelling traveling benevolat volunteering scoutisme astronomie couture knitting tricot'
  ).split(' '),
);

export function trailingInterests(doc: ResumeDocument): string[] {
  if (doc.sections.some((s) => s.kind === 'interests')) return [];
  const last = doc.lines[doc.lines.length - 1];
  if (!last || /^[•·▪\-*]/.test(last.text) || /[:\d@\t]/.test(last.text)) return [];
  const items = last.text
    .replace(/[.;]\s*$/, '')
    .split(/\s*[,;]\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length < 2 || items.length > 8 || items.some((i) => i.split(/\s+/).length > 4)) return [];
  const hobbies = items.filter((i) => fold(i).split(/[^a-z]+/).some((w) => HOBBY_WORDS.has(w)));
  return hobbies.length * 2 >= items.length ? items : [];
}
