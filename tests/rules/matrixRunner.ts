/**
 * Runs one case of the permission matrix (tests/security/matrix.ts) on the emulators with
 * @firebase/rules-unit-testing: empties Firestore, writes the fixture and the case's setup with
 * the rules disabled, then runs the action as the case's caller. Shared by
 * tests/rules/matrix.emulator.test.ts (the matrix on firestore.rules and storage.rules) and
 * tests/rules/mutation.emulator.test.ts (the matrix on loosened copies of firestore.rules).
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import 'firebase/compat/storage';
import {
  At,
  DOCUMENT_ID,
  FIXTURE,
  FIXTURE_FILES,
  IDENTITIES,
  ServerTime,
  type Action,
  type Data,
  type MatrixCase,
  type Value,
  type Who,
} from '../security/matrix';

export function hostPort(envVar: string, fallbackPort: number) {
  const value = process.env[envVar];
  if (!value) return { host: '127.0.0.1', port: fallbackPort };
  const url = new URL(`http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

export const FIRESTORE = hostPort('FIRESTORE_EMULATOR_HOST', 8080);
export const STORAGE = hostPort('FIREBASE_STORAGE_EMULATOR_HOST', 9199);

export function toFirestore(v: Value, base: number): unknown {
  if (v instanceof At) return firebase.firestore.Timestamp.fromMillis(base + v.offsetMs);
  if (v instanceof ServerTime) return firebase.firestore.FieldValue.serverTimestamp();
  if (Array.isArray(v)) return v.map((x) => toFirestore(x, base));
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toFirestore(x, base)]));
  }
  return v;
}

const asData = (d: Data, base: number) => toFirestore(d, base) as firebase.firestore.DocumentData;

export async function seedFirestore(env: RulesTestEnvironment, c: MatrixCase, base: number) {
  await env.clearFirestore();
  const docs: Record<string, Data | null> = { ...FIXTURE, ...(c.setup ?? {}) };
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const batch = db.batch();
    for (const [path, data] of Object.entries(docs)) {
      if (data !== null) batch.set(db.doc(path), asData(data, base));
    }
    await batch.commit();
  });
}

export async function seedStorage(env: RulesTestEnvironment) {
  const reset = await fetch(`http://${STORAGE.host}:${STORAGE.port}/internal/reset`, {
    method: 'POST',
  });
  if (!reset.ok) throw new Error(`storage emulator reset failed: ${reset.status}`);
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [path, contentType] of Object.entries(FIXTURE_FILES)) {
      await ctx
        .storage()
        .ref(path)
        .put(new Uint8Array([0xff, 0xd8, 0xff]), { contentType });
    }
  });
}

export function contextFor(env: RulesTestEnvironment, who: Who): RulesTestContext {
  const id = IDENTITIES[who];
  if (!id) return env.unauthenticatedContext();
  return env.authenticatedContext(id.uid, {
    email: id.email,
    ...(id.admin ? { admin: true } : {}),
  });
}

export function runAction(ctx: RulesTestContext, action: Action, base: number): Promise<unknown> {
  switch (action.kind) {
    case 'get':
      return ctx.firestore().doc(action.path).get();
    case 'list': {
      let q: firebase.firestore.Query = ctx.firestore().collection(action.collection);
      for (const [field, op, value] of action.where ?? [])
        q = q.where(
          field === DOCUMENT_ID ? firebase.firestore.FieldPath.documentId() : field,
          op,
          toFirestore(value, base),
        );
      return q.get();
    }
    case 'write': {
      const db = ctx.firestore();
      const batch = db.batch();
      for (const w of action.writes) {
        if (w.type === 'delete') batch.delete(db.doc(w.path));
        else if (w.type === 'set') batch.set(db.doc(w.path), asData(w.data, base));
        else batch.update(db.doc(w.path), asData(w.data, base));
      }
      return batch.commit();
    }
    case 'upload':
      return Promise.resolve(
        ctx
          .storage()
          .ref(action.path)
          .put(new Uint8Array(action.size), { contentType: action.contentType }),
      );
    case 'getFile':
      return ctx.storage().ref(action.path).getMetadata();
    case 'deleteFile':
      return ctx.storage().ref(action.path).delete();
  }
}

/** Seeds and runs a case; resolves when the outcome is the expected one, rejects otherwise. */
export async function runCase(env: RulesTestEnvironment, c: MatrixCase): Promise<void> {
  const base = Date.now();
  await seedFirestore(env, c, base);
  if (c.collection === 'storage') await seedStorage(env);
  const attempt = runAction(contextFor(env, c.who), c.action, base);
  if (c.expected === 'allow') await assertSucceeds(attempt);
  else await assertFails(attempt);
}
