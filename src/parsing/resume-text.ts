/**
 * `info_resume.text` (spec 2.1): the document's text in reading order, then, when the reader
 * found any, the link targets under `[EXTRACTED_HYPERLINKS]` and the annotation texts under
 * `[PDF_ANNOTATION_TEXTS]`, one per line.
 */
export function resumeText(body: string, links: readonly string[], annotations: readonly string[]): string {
  let text = body;
  if (links.length > 0) text += `\n\n[EXTRACTED_HYPERLINKS]\n${links.join('\n')}`;
  if (annotations.length > 0) text += `\n\n[PDF_ANNOTATION_TEXTS]\n${annotations.join('\n')}`;
  return text;
}
