#!/usr/bin/env node
/**
 * `npm run test:rules-mutation`: does every condition of firestore.rules matter?
 *
 * Mutation testing of the rules: this file reads firestore.rules and writes LOOSENED copies of
 * it, one change each (a "mutant"), then the permission matrix's Firestore cases
 * (tests/security/matrix.ts) run against each copy in the Firestore emulator. A mutant is
 * KILLED when a case the real rules deny is allowed by the copy; a mutant no case kills
 * SURVIVED: the matrix would not notice if that condition were lost. Any survivor fails the
 * run, except the few listed in EQUIVALENT below (loosenings that change nothing, with why).
 *
 * The loosenings, for every `allow … : if <condition>` and every boolean helper function:
 *  - each conjunct of an `&&` chain replaced by `true` (at every nesting level);
 *  - a disjunction (`||`), a ternary branch or a whole condition that is a single test
 *    replaced by `true` (turning an operand of `||` into `false` would be a tightening);
 *  - comparisons: `<` → `<=`, `>` → `>=`; numeric bounds widened by one (`size() <= 366` →
 *    `<= 367`, `str(v, 1, 120)` → `str(v, 0, 120)` and `str(v, 1, 121)`, `num(v, 0, 200)` →
 *    `num(v, -1, 200)` and `num(v, 0, 201)`; `size() == 0` → `size() <= 1`); a duration bound
 *    by one hour in the loosening direction; `== false` → `!= true`, `== true` → `!= false`;
 *  - lists: each key dropped from `unchanged([...])` (immutable fields), and an enumeration
 *    `x in [...]` widened with each value the rules compare the same `x` with elsewhere
 *    (`request.resource.data.status in ['confirmed', 'rejected']` also 'cancelled').
 * A `hasOnly([...])` list is not widened key by key (a case can only kill the one key it
 * writes); dropping the whole `hasOnly` conjunct is the loosening.
 * Conditions under a negation are not mutated (a loosening there is a tightening of the test).
 *
 * Only the matrix's DENY cases can kill a loosening (an allowed case stays allowed), so only
 * they run, cheapest first: the case that killed this mutant last time
 * (tests/rules/mutation-killers.json), the case that killed the previous mutant of the same
 * rule, then the most successful ones. The fixture is written again only when a case's setup
 * differs from the previous one or a write got through.
 *
 * A mutant listed in EQUIVALENT is not loaded unless asked (--prove-equivalents): no case can
 * kill it, so proving that takes every case of its collections (13 000 of a run's 14 000 cases,
 * 15 of its 18 minutes in November 2026). Running them only tells whether the list is wider than
 * it needs to be (a listed mutant that a case kills); it cannot find a gap. Run it when
 * EQUIVALENT or the matrix changes.
 *
 * Usage:
 *   node scripts/rules-mutation.mjs           starts the Firestore emulator (emulators:exec),
 *                                             runs every mutant, prints the table, exit 1 on a
 *                                             survivor;
 *   node scripts/rules-mutation.mjs --prove-equivalents
 *                                             the same, and each mutant listed as equivalent
 *                                             runs every relevant case: exit 1 if one kills it;
 *   node scripts/rules-mutation.mjs --list    prints the mutants only (no emulator).
 * Inside an emulator session already started (e.g. by `npm run test:emulators`), set
 * MAKTABI_RULES_MUTATION=on: tests/rules/mutation.emulator.test.ts then runs the mutants too
 * (MAKTABI_PROVE_EQUIVALENTS=on for --prove-equivalents).
 * MAKTABI_MUTANTS=M093,M094 (either way): only these mutants, to try new cases quickly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Loosenings that cannot change any decision, so no case can kill them. Each entry matches
 * mutants by where they are (`allow <methods> <path>` or `function <name>`, a regular
 * expression) and by what they change (description, a regular expression). Keep it tiny:
 * every entry says why no request can tell the mutant from the real rules.
 */
export const EQUIVALENT = [
  // -- checks that an error would refuse anyway (reading a missing field, a method of another
  //    type, a null request.auth: an error in a rule denies) --
  {
    where: /./,
    change: /^drop «signedIn\(\)»$/,
    only: (m) => m.rest.some((c) => AUTH_DEREF.test(c)),
    reason:
      'signedIn() before a conjunct that reads request.auth (uid(), me(), hasRole, a helper ' +
      'calling them, request.auth.token): for a visitor that read is an error, which denies',
  },
  {
    where: /^function signedIn$/,
    change: /always true$/,
    reason: 'every signedIn() is followed by a read of request.auth (see the entry above)',
  },
  {
    where:
      /^function (validProfile|validListing|validPublic|validDay|validPublicProfile|validBookingCreate|validQuota|validNotice|validMail|validContacts)$/,
    change: /^drop «d(\.location)?\.keys\(\)\.hasAll\(/,
    reason:
      'the required keys: every one of them is read by a later conjunct, and reading a missing ' +
      'field is an error, which denies',
  },
  {
    where: /./,
    change: /^drop «.+ is (map|list|string)»$/,
    only: (m) => typeReadLater(m),
    reason:
      'a type check followed by a method or field only that type has (keys(), hasOnly(), ' +
      'matches(), .available): on another type that is an error, which denies',
  },
  {
    where: /^function num$/,
    change: /^drop «\(v is int \|\| v is float\)»$/,
    reason: 'comparing anything but a number with a number (v >= min) is an error, which denies',
  },
  {
    where: /^function validListing$/,
    change: /^drop «d\.parking\.available is bool»$/,
    reason: 'it is the condition of the ternary that follows: a non-boolean condition is an error',
  },
  {
    where: /^function validPublic$/,
    change: /^«str\(d\.cityKey, 1, 100\)»: min 1 → 0$/,
    reason: "the pattern that follows, '^[a-z0-9 ]+$', requires at least one character",
  },
  // -- what a request cannot choose --
  {
    where: /^function validBookingCreate$/,
    change: /^«dayMs\(d\.startDate\) \+ 86400000 > request\.time\.toMillis\(\)» → >=$/,
    reason:
      'equal only if the request arrives at midnight UTC to the millisecond; a test cannot ' +
      'choose the request time',
  },
  {
    where: /^allow update \/bookings\/\{bookingId\}$/,
    change: /^«dayMs\(request\.resource\.data\.endDate\) \+ 86400000 > request\.time\.toMi…» → >=$/,
    reason:
      'ending a rental: equal only if the request arrives at midnight UTC to the millisecond; ' +
      'a test cannot choose the request time',
  },
  {
    where: /^allow update \/bookings\/\{bookingId\}$/,
    change: /^«request\.time < resource\.data\.createdAt \+ duration\.value\(24, 'h'\)» → <=$/,
    reason:
      'equal only if the decision arrives exactly 24 h after the request to the millisecond; ' +
      'a test cannot choose the request time',
  },
  {
    where: /^function newReview$/,
    change: /^«opens \+ 30 \* 86400000 > request\.time\.toMillis\(\)» → >=$/,
    reason:
      'equal only if the review is written at midnight UTC to the millisecond, 30 days after ' +
      'it opened; a test cannot choose the request time',
  },
  {
    where: /^allow update \/reviews\/\{reviewId\}$/,
    change: /^«request\.time < resource\.data\.createdAt \+ duration\.value\(48, 'h'\)» → <=$/,
    reason:
      'equal only if the edit arrives exactly 48 h after the review to the millisecond; a test ' +
      'cannot choose the request time',
  },
  {
    where: /^function validAnswerEdit$/,
    change: /^«request\.time < a0\.createdAt \+ duration\.value\(48, 'h'\)» → <=$/,
    reason:
      'equal only if the correction arrives exactly 48 h after the answer to the millisecond; a ' +
      'test cannot choose the request time',
  },
  {
    where: /^function isAdmin$/,
    change: /→ != false$/,
    reason:
      'the admin claim is a custom claim, set only by scripts/create-admin.mjs and always the ' +
      'boolean true; no client can obtain a token whose admin claim is another value',
  },
  // -- conditions implied by others --
  {
    where: /^function validMonth$/,
    change: /^drop «docId == d\.bookingId \+ '_m' \+ string\(n\)»$/,
    reason:
      "implied by the booking's total: validMonth wants it moved to n months in the same write, " +
      'and the bookings rule lets it move only when documents/{bookingId}_m{n} is created in ' +
      'that write; its host counter names one document per write (validDocument: lastDocId), ' +
      'so no other id can be created with it',
  },
  {
    where: /^function (newHold|validQuota)$/,
    change: /^drop «b\.(tenantId == uid\(\)|status == 'pending_admin')»$/,
    reason:
      'implied by b.createdAt == request.time: the booking is then created in the same write, ' +
      'and the booking create rule requires tenantId == uid() and status pending_admin (no ' +
      'update can set createdAt)',
  },
  {
    where: /^allow create \/listings\/\{listingId\}$/,
    change: /^«request\.resource\.data\.(isApproved|approvedOnce|isPaused) == false» → != true$/,
    reason:
      'validListing requires isApproved, approvedOnce and isPaused (when present; a missing one ' +
      'is an error here) to be bools: != true is then == false',
  },
  {
    where: /^allow update \/listings\/\{listingId\}$/,
    change: /^«resource\.data\.isApproved == false» → != true$/,
    // (the admin's refusal calls no validListing: its mutant is killed, listings-refuse-approval-null)
    only: (m) => allowOf(m).includes('validListing'),
    reason:
      'the same rule keeps isApproved unchanged and validListing requires it (after the write, ' +
      'so before too) to be a bool: != true is then == false',
  },
  {
    where: /^function dailyOk$/,
    change: /^drop «isDay\(d\.endDate\)»$/,
    reason:
      'the last day must be held for this booking: an occupancy document named d.endDate, which ' +
      'a client writes only for a YYYY-MM-DD id (newHold → covers → isDay(day))',
  },
  {
    where: /^function dailyOk$/,
    change: /^drop «d\.endDate >= d\.startDate»$/,
    reason:
      'implied by the minimum duration: end - start + 1 day >= minimumDuration days >= 1 day ' +
      '(validListing: minimumDuration >= 1)',
  },
  {
    where: /^function validBookingCreate$/,
    change: /^«num\(d\.totalPrice, 1, 1000000000\)»: min 1 → 0$/,
    reason:
      "implied by the price checks: the total is the listing's price per day or per month " +
      'times at least one, and validListing keeps those prices >= 1',
  },
  {
    where: /^function validBookingCreate$/,
    change: /^drop «d\.rentalType == 'daily'»$/,
    reason:
      'dailyOk requires the first day held for this booking in the same write, and a hold ' +
      "(newHold → covers) requires rentalType == 'daily'",
  },
  // -- a deliberate difference of the local mirror --
  {
    where: /^function validProfile$/,
    change: /^«optStr\(d, 'profilePhoto', 2048\)»: max 2048 → 2049$/,
    reason:
      'the local backend keeps photos as data: URLs and accepts longer addresses (SECURITY.md), ' +
      'so the matrix shared by both backends cannot hold a 2049-character address',
  },
];

/** For a dropped `X is T`: whether another conjunct of its chain reads X in a way only T allows. */
function typeReadLater(m) {
  const t = /^(.+) is (map|list|string)$/.exec(m.original ?? '');
  if (!t) return false;
  const x = t[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const only = new RegExp(
    `${x}\\.(keys\\(\\)|hasOnly\\(|hasAll\\(|matches\\(|[A-Za-z_]\\w*(?![\\w(]))`,
  );
  return m.rest.some((c) => only.test(c));
}

/** Conjuncts that read request.auth: a visitor's request errors there (denied). */
const AUTH_DEREF =
  /\b(uid|me|newHold|cancelledByMe)\(\)|\bhasRole\(|\brequest\.auth\.(uid|token)|\bnewHold\(|\bvalidBookingCreate\(/;

// ---- scanning --------------------------------------------------------------------------------

/**
 * Where a string literal or a `//` comment starting at text[i] ends (its last character), or -1
 * when none starts there. A comment's apostrophes (as in "the admin's") open no string.
 */
function skipLiteral(text, i, e) {
  const ch = text[i];
  if (ch === "'" || ch === '"') {
    let j = i + 1;
    while (j < e && text[j] !== ch) j += text[j] === '\\' ? 2 : 1;
    return j;
  }
  if (ch === '/' && text[i + 1] === '/') {
    let j = i;
    while (j < e && text[j] !== '\n') j += 1;
    return j;
  }
  return -1;
}

/** Calls fn(i, depth) on every character of text[s, e) outside string literals and comments. */
function scan(text, s, e, fn) {
  let depth = 0;
  for (let i = s; i < e; i += 1) {
    const skip = skipLiteral(text, i, e);
    if (skip >= 0) {
      i = skip;
      continue;
    }
    const ch = text[i];
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') depth -= 1;
    else if (fn(i, depth) === false) return;
  }
}

/** [s, e) without the white space and the `//` comment lines around it. */
function trim(text, s, e) {
  for (;;) {
    while (s < e && /\s/.test(text[s])) s += 1;
    while (e > s && /\s/.test(text[e - 1])) e -= 1;
    if (text.startsWith('//', s)) {
      while (s < e && text[s] !== '\n') s += 1;
      continue;
    }
    const lastLine = text.lastIndexOf('\n', e - 1);
    if (lastLine >= s && /^\s*\/\//.test(text.slice(lastLine + 1, e))) {
      e = lastLine;
      continue;
    }
    return [s, e];
  }
}

/** The index of the bracket closing the one at `open`, or -1. */
function closing(text, open, e = text.length) {
  let depth = 0;
  let found = -1;
  for (let i = open; i < e; i += 1) {
    const skip = skipLiteral(text, i, e);
    if (skip >= 0) {
      i = skip;
      continue;
    }
    const ch = text[i];
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth -= 1;
      if (depth === 0) {
        found = i;
        break;
      }
    }
  }
  return found;
}

/** [s, e) without the parentheses wrapping all of it. */
function unwrap(text, s, e) {
  [s, e] = trim(text, s, e);
  while (text[s] === '(' && closing(text, s, e) === e - 1) [s, e] = trim(text, s + 1, e - 1);
  return [s, e];
}

/** Top-level (depth 0) positions of a binary operator in text[s, e). */
function splitTop(text, s, e, op) {
  const cuts = [];
  scan(text, s, e, (i, depth) => {
    if (depth === 0 && text.startsWith(op, i)) cuts.push(i);
  });
  const parts = [];
  let from = s;
  for (const c of cuts) {
    parts.push(trim(text, from, c));
    from = c + op.length;
  }
  parts.push(trim(text, from, e));
  return parts;
}

/** The top-level `cond ? a : b` of text[s, e), as [[cs,ce],[as,ae],[bs,be]], or null. */
function ternary(text, s, e) {
  let q = -1;
  let colon = -1;
  let nested = 0;
  scan(text, s, e, (i, depth) => {
    if (depth !== 0) return;
    if (text[i] === '?') {
      if (q === -1) q = i;
      else nested += 1;
    } else if (text[i] === ':' && q !== -1) {
      if (nested === 0) {
        colon = i;
        return false;
      }
      nested -= 1;
    }
  });
  if (q === -1 || colon === -1) return null;
  return [trim(text, s, q), trim(text, q + 1, colon), trim(text, colon + 1, e)];
}

const COMPARISONS = ['<=', '>=', '==', '!=', '<', '>'];

/** The top-level comparison of an atom: { op, at } or null. */
function comparison(text, s, e) {
  let found = null;
  scan(text, s, e, (i, depth) => {
    if (depth !== 0) return;
    for (const op of COMPARISONS) {
      if (text.startsWith(op, i) && !(op === '!=' && text[i + 2] === '=')) {
        found = { op, at: i };
        return false;
      }
    }
  });
  return found;
}

/** Arguments of the call whose opening parenthesis is at `open`: [[s, e], ...]. */
function callArgs(text, open) {
  const close = closing(text, open);
  return close === -1 ? [] : splitTop(text, open + 1, close, ',');
}

const NUMBER = /^-?\d+(\.\d+)?$/;

// ---- the rules' expressions -----------------------------------------------------------------

/** Every `allow` condition and every function's return expression, with where it is. */
export function findConditions(text) {
  const out = [];
  const matchAt = [];
  for (const m of text.matchAll(/match\s+(\/\S*)\s*\{/g)) {
    matchAt.push({ start: m.index, end: closing(text, m.index + m[0].length - 1), path: m[1] });
  }
  const pathAt = (i) => {
    const inner = matchAt.filter((m) => m.start < i && i < m.end).sort((a, b) => b.start - a.start);
    return inner[0]?.path ?? '';
  };
  for (const m of text.matchAll(/\ballow\s+([a-z][a-z, ]*?)\s*:\s*if\s+/g)) {
    const s = m.index + m[0].length;
    let e = -1;
    scan(text, s, text.length, (i, depth) => {
      if (depth === 0 && text[i] === ';') {
        e = i;
        return false;
      }
    });
    out.push({ kind: 'allow', where: `allow ${m[1].trim()} ${pathAt(m.index)}`, start: s, end: e });
  }
  for (const m of text.matchAll(/\bfunction\s+(\w+)\s*\(([^)]*)\)\s*\{/g)) {
    const open = m.index + m[0].length - 1;
    const close = closing(text, open);
    let r = -1;
    scan(text, open + 1, close, (i, depth) => {
      if (depth === 0 && /\breturn\s/y.test(text.slice(i, i + 7)) && /\W/.test(text[i - 1])) {
        r = i + 'return'.length;
        return false;
      }
    });
    if (r === -1) continue;
    let e = -1;
    scan(text, r, close, (i, depth) => {
      if (depth === 0 && text[i] === ';') {
        e = i;
        return false;
      }
    });
    out.push({ kind: 'function', name: m[1], where: `function ${m[1]}`, start: r, end: e });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Whether an expression is a boolean test (helpers returning numbers, paths… are skipped). */
function looksBoolean(text, s, e, boolFns) {
  [s, e] = unwrap(text, s, e);
  const t = ternary(text, s, e);
  if (t) return looksBoolean(text, ...t[1], boolFns) && looksBoolean(text, ...t[2], boolFns);
  if (splitTop(text, s, e, '||').length > 1 || splitTop(text, s, e, '&&').length > 1) return true;
  const src = text.slice(s, e);
  if (src.startsWith('!') || /^(true|false)$/.test(src)) return true;
  if (comparison(text, s, e)) return true;
  let kw = false;
  scan(text, s, e, (i, depth) => {
    if (depth === 0 && /\s(is|in)\s/y.test(text.slice(i - 1, i + 3))) kw = true;
  });
  if (kw) return true;
  if (/\.(hasOnly|hasAll|hasAny|matches|exists)\([^]*\)$/.test(src)) return true;
  const call = /^(\w+)\(/.exec(src);
  return Boolean(call && boolFns.has(call[1]) && closing(text, s + call[1].length) === e - 1);
}

/** Literals compared with each field (`request.resource.data.status == 'cancelled'`). */
function comparedLiterals(text) {
  const byField = new Map();
  const add = (field, lit) => {
    if (!byField.has(field)) byField.set(field, new Set());
    byField.get(field).add(lit);
  };
  for (const m of text.matchAll(/([\w.]+)\s*==\s*('[^']*')/g)) add(m[1], m[2]);
  for (const m of text.matchAll(/([\w.]+)\s+in\s+\[([^\]]*)\]/g)) {
    for (const lit of m[2].match(/'[^']*'/g) ?? []) add(m[1], lit);
  }
  return byField;
}

const clip = (s) => s.replace(/\s+/g, ' ').trim();
const short = (s) => {
  const c = clip(s);
  return c.length > 70 ? `${c.slice(0, 67)}…` : c;
};

/**
 * The mutants of a rules text: `{ id, line, where, description, start, end, replacement,
 * rules, rest }`, `rules` being the whole mutated text and `rest` the other conjuncts of the
 * chain a dropped conjunct belonged to.
 */
export function generateMutants(text) {
  const conditions = findConditions(text);
  const functions = conditions.filter((c) => c.kind === 'function');
  const boolFns = new Set();
  for (let changed = true; changed;) {
    changed = false;
    for (const f of functions) {
      if (!boolFns.has(f.name) && looksBoolean(text, f.start, f.end, boolFns)) {
        boolFns.add(f.name);
        changed = true;
      }
    }
  }
  const literals = comparedLiterals(text);
  const raw = [];
  for (const c of conditions) {
    if (c.kind === 'function' && !boolFns.has(c.name)) continue;
    const add = (start, end, replacement, description, rest = []) =>
      raw.push({
        where: c.where,
        start,
        end,
        replacement,
        description,
        rest,
        original: text.slice(start, end),
      });
    const visit = (s, e, standalone) => {
      [s, e] = unwrap(text, s, e);
      const src = text.slice(s, e);
      const t = ternary(text, s, e);
      if (t) {
        visit(...t[1], true);
        visit(...t[2], true);
        return;
      }
      const ors = splitTop(text, s, e, '||');
      if (ors.length > 1) {
        if (standalone) add(s, e, 'true', `«${short(src)}» always true`);
        for (const p of ors) visit(...p, false);
        return;
      }
      const ands = splitTop(text, s, e, '&&');
      if (ands.length > 1) {
        for (const [ps, pe] of ands) {
          const part = text.slice(ps, pe);
          if (part === 'true') continue;
          const rest = ands.filter(([x]) => x !== ps).map(([x, y]) => text.slice(x, y));
          add(ps, pe, 'true', `drop «${short(part)}»`, rest);
        }
        for (const p of ands) visit(...p, false);
        return;
      }
      // An atom. Under a negation, a loosening would be a tightening of the test: skipped.
      if (src.startsWith('!')) return;
      if (standalone && src !== 'true') add(s, e, 'true', `«${short(src)}» always true`);
      atom(s, e);
    };
    const atom = (s, e) => {
      const src = text.slice(s, e);
      const cmp = comparison(text, s, e);
      if (cmp) {
        const lhs = clip(text.slice(s, cmp.at));
        const [rs, re] = trim(text, cmp.at + cmp.op.length, e);
        const rhs = text.slice(rs, re);
        if (cmp.op === '<' || cmp.op === '>') {
          add(cmp.at, cmp.at + 1, `${cmp.op}=`, `«${short(src)}» → ${cmp.op}=`);
        }
        const bound = /^(-?\d+)(\s*\*\s*\d+)?$/.exec(rhs);
        if (bound && (cmp.op === '<=' || cmp.op === '>=')) {
          const n = Number(bound[1]);
          const widened = cmp.op === '<=' ? n + 1 : n - 1;
          if (!(cmp.op === '>=' && n === 0 && /\.size\(\)$/.test(lhs))) {
            add(rs, rs + bound[1].length, String(widened), `«${short(src)}»: ${n} → ${widened}`);
          }
        }
        if (cmp.op === '==' && /^\d+$/.test(rhs) && /\.size\(\)$/.test(lhs)) {
          add(cmp.at, re, `<= ${Number(rhs) + 1}`, `«${short(src)}» → <= ${Number(rhs) + 1}`);
        }
        if (cmp.op === '==' && (rhs === 'false' || rhs === 'true')) {
          const other = rhs === 'false' ? 'true' : 'false';
          add(cmp.at, re, `!= ${other}`, `«${short(src)}» → != ${other}`);
        }
        const dur = /duration\.value\((\d+),\s*'h'\)/.exec(rhs);
        if (dur) {
          const n = Number(dur[1]);
          const widened = cmp.op.startsWith('<') ? n + 1 : n - 1;
          const at = rs + dur.index + 'duration.value('.length;
          add(at, at + dur[1].length, String(widened), `«${short(src)}»: ${n} h → ${widened} h`);
        }
      }
      const inList = /^([\w.]+)\s+in\s+\[/.exec(src);
      if (inList && src.endsWith(']')) {
        const open = s + src.indexOf('[');
        const items = callArgs(text, open).map(([a, b]) => text.slice(a, b));
        for (const lit of literals.get(inList[1]) ?? []) {
          if (items.includes(lit)) continue;
          add(e - 1, e - 1, `, ${lit}`, `«${short(src)}» also ${lit}`);
        }
      }
      for (const m of src.matchAll(/\b(str|num|optStr|mad|strings|unchanged)\(/g)) {
        if (m.index > 0 && /[\w.]/.test(src[m.index - 1])) continue;
        const open = s + m.index + m[1].length;
        const args = callArgs(text, open);
        const call = short(text.slice(s + m.index, closing(text, open) + 1));
        if (m[1] === 'unchanged') {
          const [ls, le] = args[0] ?? [];
          if (text[ls] !== '[') continue;
          const items = callArgs(text, ls);
          items.forEach(([is, ie], k) => {
            const from = k === 0 ? is : items[k - 1][1];
            const to = k === 0 ? (items[1]?.[0] ?? ie) : ie;
            add(from, to, '', `«${call}» without ${text.slice(is, ie)}`);
          });
          void le;
          continue;
        }
        // the numeric bounds of each helper: optStr(d, key, max), mad(v, max) (min 1 inside),
        // strings(list, pattern, max), str/num(v, min, max)
        const bounds =
          m[1] === 'optStr' || m[1] === 'strings'
            ? [[null, args[2]]]
            : m[1] === 'mad'
              ? [[null, args[1]]]
              : [[args[1], args[2]]];
        for (const [min, max] of bounds) {
          if (min && NUMBER.test(text.slice(...min))) {
            const n = Number(text.slice(...min));
            if (!(m[1] === 'str' && n === 0)) {
              add(min[0], min[1], String(n - 1), `«${call}»: min ${n} → ${n - 1}`);
            }
          }
          if (max && NUMBER.test(text.slice(...max))) {
            const n = Number(text.slice(...max));
            add(max[0], max[1], String(n + 1), `«${call}»: max ${n} → ${n + 1}`);
          }
        }
      }
    };
    visit(c.start, c.end, true);
  }
  const lineOf = (i) => text.slice(0, i).split('\n').length;
  const seen = new Set([text]);
  const mutants = [];
  for (const r of raw.sort((a, b) => a.start - b.start || b.end - a.end)) {
    const rules = text.slice(0, r.start) + r.replacement + text.slice(r.end);
    if (seen.has(rules)) continue;
    seen.add(rules);
    mutants.push({ ...r, line: lineOf(r.start), rules });
  }
  return mutants.map((m, i) => ({ id: `M${String(i + 1).padStart(3, '0')}`, ...m }));
}

/**
 * The collections whose rules a mutant loosens: its allow's, or those of every allow that calls
 * its function (directly or through other helpers). The cases of these collections run first.
 */
export function mutantCollections(text, mutants) {
  const conditions = findConditions(text);
  const bodies = new Map();
  for (const m of text.matchAll(/\bfunction\s+(\w+)\s*\([^)]*\)\s*\{/g)) {
    const open = m.index + m[0].length - 1;
    bodies.set(m[1], text.slice(open, closing(text, open) + 1));
  }
  const calls = (src) =>
    [...src.matchAll(/\b(\w+)\(/g)].map((c) => c[1]).filter((n) => bodies.has(n));
  const collectionOf = (where) => /\/(\w+)\/\{\w+\}$/.exec(where)?.[1] ?? '';
  const byFunction = new Map();
  for (const c of conditions.filter((x) => x.kind === 'allow')) {
    const collection = collectionOf(c.where);
    const seen = new Set();
    const todo = calls(text.slice(c.start, c.end));
    while (todo.length > 0) {
      const f = todo.pop();
      if (seen.has(f)) continue;
      seen.add(f);
      if (!byFunction.has(f)) byFunction.set(f, new Set());
      byFunction.get(f).add(collection);
      todo.push(...calls(bodies.get(f)));
    }
  }
  return mutants.map((m) =>
    m.where.startsWith('function ')
      ? [...(byFunction.get(m.where.slice('function '.length)) ?? [])]
      : [collectionOf(m.where)],
  );
}

/** The EQUIVALENT entry a mutant falls under, or null. */
/** The whole `allow … ;` statement a mutant changes (its text before the change). */
function allowOf(m) {
  const from = m.rules.lastIndexOf('allow ', m.start);
  const to = m.rules.indexOf(';', m.start);
  return m.rules.slice(from, to);
}

export function equivalentReason(mutant) {
  const e = EQUIVALENT.find(
    (x) =>
      x.where.test(mutant.where) &&
      x.change.test(mutant.description) &&
      (!x.only || x.only(mutant)),
  );
  return e ? e.reason : null;
}

/** Every allow of the rules with its number of mutants (each must have at least one, or be `if true`). */
export function mutantsPerAllow(text, mutants) {
  return findConditions(text)
    .filter((c) => c.kind === 'allow')
    .map((c) => ({
      where: c.where,
      line: text.slice(0, c.start).split('\n').length,
      condition: clip(text.slice(c.start, c.end)),
      mutants: mutants.filter((m) => m.start >= c.start && m.end <= c.end).length,
    }));
}

// ---- the report ------------------------------------------------------------------------------

/**
 * The table: one line per mutant, "tué par <case>" / "killed by <case>", or SURVIVED, or
 * EQUIVALENT (with its reason).
 * @param {{ id: string, line: number, where: string, description: string,
 *   killedBy: string | null, equivalent: string | null, run?: boolean }[]} results
 *   (`run: false`: an equivalent mutant not loaded, without --prove-equivalents)
 */
export function formatTable(results) {
  const rows = results.map((r) => [
    r.id,
    String(r.line),
    `${r.where} : ${r.description}`,
    r.killedBy
      ? `tué par / killed by ${r.killedBy}`
      : r.equivalent
        ? `ÉQUIVALENT / EQUIVALENT${r.run === false ? ', non exécuté / not run' : ''} (${r.equivalent})`
        : 'SURVIT / SURVIVED',
  ]);
  const head = ['mutant', 'ligne/line', 'mutation', 'résultat/result'];
  const width = [0, 1, 2].map((k) => Math.max(head[k].length, ...rows.map((r) => r[k].length)));
  const fmt = (r) => r.map((x, k) => (k < 3 ? x.padEnd(width[k]) : x)).join('  ');
  return [fmt(head), ...rows.map(fmt)].join('\n');
}

/**
 * The case that killed each mutant last time, by a key that survives edits elsewhere in the rules
 * (`where : description`, numbered when the same mutation occurs twice in one rule). Tried first,
 * so that a run costs about one case per killed mutant instead of a search through the matrix
 * (50 000 cases and 45 minutes without it, November 2026). Only an order: every mutant is still
 * loaded and must be killed by a case run now (tests/rules/mutation.emulator.test.ts). Each run
 * writes the file back; commit it with the rules or cases that changed it (a stale entry only
 * costs time).
 */
export const KILLERS = join('tests', 'rules', 'mutation-killers.json');

/** KILLERS as a map from killerKeys() to case id ({} when the file is not there). */
export function readKillers() {
  return existsSync(KILLERS) ? JSON.parse(readFileSync(KILLERS, 'utf8')) : {};
}

/** Writes KILLERS, keys sorted, so that an unchanged result leaves the file as it was. */
export function writeKillers(killers) {
  const sorted = Object.fromEntries(Object.entries(killers).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(KILLERS, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Each mutant's key in KILLERS: `where : description`, with ` #2`, ` #3`… when the same change
 * occurs again in the same rule (mutant ids shift whenever the rules change; these do not).
 * @param {{ where: string, description: string }[]} mutants
 */
export function killerKeys(mutants) {
  const seen = new Map();
  return mutants.map((m) => {
    const base = `${m.where} : ${m.description}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} #${n}`;
  });
}

/**
 * The run's last line: totals, the equivalents not run, and (when given) how many mutants the
 * recorded case killed.
 * @param {ReturnType<typeof summarize>} s
 * @param {{ byRecorded?: number }} [more]
 */
export function formatSummary(s, { byRecorded } = {}) {
  const recorded =
    byRecorded === undefined ? '' : ` (${byRecorded} par le cas noté / by the recorded case)`;
  const notRun = s.notRun ? ` (${s.notRun} non exécutés / not run, --prove-equivalents)` : '';
  return (
    `${s.total} mutants : ${s.killed} tués / killed${recorded}, ` +
    `${s.equivalent} équivalents / equivalent${notRun}, ` +
    `${s.survived.length} survivants / survived`
  );
}

export function summarize(results) {
  const killed = results.filter((r) => r.killedBy).length;
  const equivalent = results.filter((r) => !r.killedBy && r.equivalent).length;
  const survived = results.filter((r) => !r.killedBy && !r.equivalent);
  const notRun = results.filter((r) => r.run === false).length;
  return { total: results.length, killed, equivalent, notRun, survived };
}

// ---- command line ----------------------------------------------------------------------------

const WHAT = 'npm run test:rules-mutation';
const CACHE_DIR = join('node_modules', '.cache', 'maktabi-emulators');
export const RESULTS = join(CACHE_DIR, 'rules-mutation.json');
/** How far a run got (`done/total (seconds)`), written as it goes. */
export const PROGRESS = join(CACHE_DIR, 'rules-mutation.progress');

function portFree(port) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(null));
    server.listen(port, '127.0.0.1', () => {
      const got = server.address().port;
      server.close(() => done(got));
    });
  });
}

/**
 * The Firestore emulator's port: MAKTABI_FIRESTORE_PORT, else firebase.json's 8080 when free,
 * else any free port (another emulator session may be running on this machine).
 */
async function firestorePort() {
  if (process.env.MAKTABI_FIRESTORE_PORT) return Number(process.env.MAKTABI_FIRESTORE_PORT);
  return (await portFree(8080)) ?? (await portFree(0));
}

/** A firebase.json for this run: the Firestore emulator alone, on `port`. */
async function emulatorConfig(port) {
  const path = resolve(CACHE_DIR, 'firebase.rules-mutation.json');
  const config = {
    firestore: { rules: resolve('firestore.rules'), indexes: resolve('firestore.indexes.json') },
    emulators: {
      // The other ports are never seen: any free one (another session may hold the defaults).
      firestore: { host: '127.0.0.1', port, websocketPort: await portFree(0) },
      hub: { host: '127.0.0.1', port: await portFree(0) },
      logging: { host: '127.0.0.1', port: await portFree(0) },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

async function main(argv) {
  if (argv.includes('--list')) {
    const text = readFileSync('firestore.rules', 'utf8');
    const mutants = generateMutants(text);
    for (const m of mutants) {
      const eq = equivalentReason(m);
      console.log(`${m.id}  ${m.line}  ${m.where} : ${m.description}${eq ? '  [équivalent]' : ''}`);
    }
    console.log(`\n${mutants.length} mutants.`);
    for (const a of mutantsPerAllow(text, mutants)) {
      if (a.mutants === 0)
        console.log(`(aucun mutant / no mutant) ligne ${a.line} ${a.where}: if ${a.condition}`);
    }
    return 0;
  }
  const { failEmulatorStart, prepareEmulators } = await import('./emulators.mjs');
  const started = Date.now();
  const setup = prepareEmulators(WHAT, { wantStorage: false });
  mkdirSync(CACHE_DIR, { recursive: true });
  rmSync(RESULTS, { force: true });
  rmSync(PROGRESS, { force: true });
  const port = await firestorePort();
  const config = await emulatorConfig(port);
  const inner =
    'npx vitest run --config vitest.emulator.config.ts tests/rules/mutation.emulator.test.ts';
  console.log(`→ firebase emulators:exec --only firestore (port ${port})`);
  const r = spawnSync(
    'npx',
    [
      'firebase',
      'emulators:exec',
      '--config',
      config,
      '--only',
      'firestore',
      '--project',
      'demo-maktabi',
      inner,
    ],
    {
      stdio: 'inherit',
      env: {
        ...setup.env,
        MAKTABI_RULES_MUTATION: 'on',
        ...(argv.includes('--prove-equivalents') ? { MAKTABI_PROVE_EQUIVALENTS: 'on' } : {}),
      },
    },
  );
  rmSync(config, { force: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!existsSync(RESULTS)) {
    if (existsSync(PROGRESS)) {
      const progress = readFileSync(PROGRESS, 'utf8');
      console.error(
        `✗ ${WHAT} : interrompu après ${progress} — délai dépassé ou erreur (voir ci-dessus) ; ` +
          `l'émulateur, lui, a démarré.`,
      );
      return 1;
    }
    if (r.status !== 0) failEmulatorStart(WHAT);
    console.error(`✗ ${WHAT} : aucun résultat (${RESULTS}).`);
    return 1;
  }
  const { results } = JSON.parse(readFileSync(RESULTS, 'utf8'));
  const s = summarize(results);
  const ok = r.status === 0 && s.survived.length === 0;
  console.log(`\n${ok ? '✔' : '✗'} ${WHAT} : ${formatSummary(s)} (${seconds} s)`);
  return ok ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await main(process.argv.slice(2)));
}
