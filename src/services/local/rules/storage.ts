/** storage.rules. */
import { type RuleEnv, deny, isAdmin, signedIn } from './helpers';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface FileMeta {
  contentType: string;
  size: number;
}

const IMAGE_TYPE = /^image\/(jpeg|png|webp)$/;

function isImageUnder(file: FileMeta, maxBytes: number): boolean {
  return file.size < maxBytes && IMAGE_TYPE.test(file.contentType);
}

/** Whether storage.rules allow writing (file) or deleting (null) the object at `path`. */
export function allowFileWrite(
  env: RuleEnv,
  path: string,
  file: FileMeta | null,
  maxBytes: number = MAX_UPLOAD_BYTES,
): boolean {
  const listing = /^listings\/([^/]+)\/([^/]+)$/.exec(path);
  if (listing) {
    const isHost = signedIn(env) && env.get(`listings/${listing[1]}`)?.hostId === env.auth.uid;
    if (file === null) return isHost;
    return (
      /^[0-9]{1,3}_[A-Za-z0-9._-]{1,80}$/.test(listing[2]) && isImageUnder(file, maxBytes) && isHost
    );
  }
  const user = /^users\/([^/]+)\/([^/]+)$/.exec(path);
  if (user) {
    const own = signedIn(env) && env.auth.uid === user[1];
    if (file === null) return own;
    return own && /^profile_[A-Za-z0-9._-]{1,80}$/.test(user[2]) && isImageUnder(file, maxBytes);
  }
  return false;
}

export function assertFileWrite(
  env: RuleEnv,
  path: string,
  file: FileMeta | null,
  maxBytes?: number,
): void {
  if (!allowFileWrite(env, path, file, maxBytes)) deny(`${file ? 'upload' : 'delete'} ${path}`);
}

/**
 * Profile photos are public; a listing's photos are read by anyone once it is approved, before
 * that by its host and the admin only (storage.rules, listing read from Firestore).
 */
export function allowFileGet(env: RuleEnv, path: string): boolean {
  const listing = /^listings\/([^/]+)\/[^/]+$/.exec(path);
  if (listing) {
    const l = env.get(`listings/${listing[1]}`);
    return (
      l !== null &&
      (l.isApproved === true || (signedIn(env) && l.hostId === env.auth.uid) || isAdmin(env))
    );
  }
  return /^users\/[^/]+\/[^/]+$/.test(path);
}
