// The body of the photo thread: the face detector, loaded once, on the first document.
import { findFacePhoto } from '../find-face-photo.js';
import type { FacePhoto, FindFacePhotoInput } from '../types.js';

export default function find(input: FindFacePhotoInput): Promise<FacePhoto | null> {
  return findFacePhoto(input);
}
