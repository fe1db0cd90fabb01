/**
 * One skills catalog per thread, loaded on first use: the normalize endpoint, the parser (when it
 * runs on the same thread) and every app a test builds share it instead of holding copies.
 */
import { loadSkillCatalog, type SkillCatalog } from './skill-catalog.js';

let shared: SkillCatalog | undefined;

export function sharedSkillCatalog(): SkillCatalog {
  shared ??= loadSkillCatalog();
  return shared;
}
