/**
 * The files a parse leaves behind (spec 2.1 `url`, `face_url`, `face_url_expires_at`): the
 * original under a capability URL, and the cropped face. With `do_not_store_data` nothing of the
 * file is kept, and the face lives 10 minutes behind a temporary link, then is deleted.
 * A capability is 256 random bits: whoever has the link can open the file (spec), nobody can
 * guess one.
 */
import { randomBytes } from 'node:crypto';
import type { DocumentType } from '../documents/types.js';
import type { BlobStore } from '../storage/blob-store.js';
import { DOCUMENT_MIME } from './document-mime.js';

/** Spec 4.1 and 8: the temporary photo link is valid 10 minutes. */
export const TEMPORARY_PHOTO_MS = 10 * 60 * 1000;

export interface ParseFiles {
  url: string | null;
  faceUrl: string | null;
  faceUrlExpiresAt: string | null;
}

export function newCapability(): string {
  return randomBytes(32).toString('base64url');
}

export function fileUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/files/${key}`;
}

export async function storeParseFiles(
  blobs: BlobStore,
  input: {
    original: Uint8Array;
    type: DocumentType;
    photo: { bytes: Uint8Array; mime: string } | null;
    doNotStoreData: boolean;
    now: Date;
    publicUrl: string;
  },
): Promise<ParseFiles> {
  const createdAt = input.now.toISOString();
  let url: string | null = null;
  if (!input.doNotStoreData) {
    const key = newCapability();
    await blobs.put(key, input.original, { contentType: DOCUMENT_MIME[input.type], createdAt, expiresAt: null });
    url = fileUrl(input.publicUrl, key);
  }
  // Spec 2.1: no face for TXT files, whatever they hold.
  if (!input.photo || input.type === 'txt') return { url, faceUrl: null, faceUrlExpiresAt: null };
  const expiresAt = input.doNotStoreData ? new Date(input.now.getTime() + TEMPORARY_PHOTO_MS) : null;
  const key = newCapability();
  await blobs.put(key, input.photo.bytes, { contentType: input.photo.mime, createdAt, expiresAt: expiresAt?.toISOString() ?? null });
  return {
    url,
    faceUrl: fileUrl(input.publicUrl, key),
    // Spec 2.1: UTC `YYYY-MM-DDTHH:mm:ss`.
    faceUrlExpiresAt: expiresAt ? expiresAt.toISOString().slice(0, 19) : null,
  };
}
