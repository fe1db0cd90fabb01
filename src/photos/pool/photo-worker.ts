// The body of the photo thread: the face detector, loaded once, on the first document.
import { setPriority } from 'node:os';
import { findFacePhoto } from '../find-face-photo.js';
import type { FacePhoto, FindFacePhotoInput } from '../types.js';

const PHOTO_NICE = 10;

// A photo is an optional step: on a busy machine the parses go first. On Linux a thread has a nice
// value of its own, and `setPriority` (pid 0) sets this thread's only; elsewhere it may set the
// whole process's, so it is done on Linux alone.
if (process.platform === 'linux') {
  try {
    setPriority(PHOTO_NICE);
  } catch {
    // Not allowed here: the thread runs at the usual priority.
  }
}

export default function find(input: FindFacePhotoInput): Promise<FacePhoto | null> {
  return findFacePhoto(input);
}
