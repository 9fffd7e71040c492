/**
 * What every firebase service shares: the Firebase handles, the clock, the signed-in caller,
 * Storage (loaded on first use) and the error mapping (./errors.ts).
 */
import { firebaseStorage, type FirebaseHandles } from '@/lib/firebase';
import { shareUntilRejected } from '@/lib/shareUntilRejected';
import { ServiceError } from '../types';

export { mapErrors, toServiceError } from './errors';

export interface FirebaseContext extends FirebaseHandles {
  /** The client's clock (Firestore stamps writes with its own, serverTimestamp()). */
  now(): Date;
  /** The signed-in user's uid, or null. */
  currentUid(): string | null;
  /** The signed-in user's uid; ServiceError('permission-denied') for a visitor. */
  requireUid(): string;
  /**
   * Firebase Storage, loaded on the first upload (its SDK is a chunk of its own); loaded again on
   * the next one if it could not be (offline).
   */
  storage(): ReturnType<typeof firebaseStorage>;
}

export function createFirebaseContext(handles: FirebaseHandles): FirebaseContext {
  // Before Auth has loaded, nobody is signed in (a visitor: FirebaseHandles.visitor).
  const currentUid = () => handles.authNow()?.currentUser?.uid ?? null;
  return {
    ...handles,
    now: () => new Date(),
    currentUid,
    requireUid() {
      const uid = currentUid();
      if (!uid) throw new ServiceError('permission-denied', 'Non connecté');
      return uid;
    },
    storage: shareUntilRejected(() => firebaseStorage(handles.app, handles.env.useEmulators)),
  };
}
