/** The Content-Type a stored original is served with, from its detected type. */
import type { DocumentType } from '../documents/types.js';

export const DOCUMENT_MIME: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
  xls: 'application/vnd.ms-excel',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
};
