import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Payloads a schema must refuse, invalid by construction: each is built from the schema's own
 * structure (zod's definitions) to break exactly one of its rules: a wrong kind of value, a string
 * or array over its bounds, a number out of range, a key it does not know (prototype names among
 * them), a required key missing, a value outside an enum. Nothing here asks the schema whether a
 * payload is valid; the test does, to catch a generator (or a schema) that is wrong.
 *
 * Binary values never ride in the same payload as a prototype-named key: socket.io rebuilds a
 * payload that has attachments key by key, and assigning `__proto__` would set the prototype
 * instead of sending the key.
 */

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Check = { check: string; value?: number; inclusive?: boolean; minimum?: number; maximum?: number; format?: string; pattern?: RegExp };
const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;
const checksOf = (s: z.ZodType): Check[] => ((defOf(s).checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);

/** Keys an attacker reaches for: they name things on every object's prototype. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'];

/** What the other side receives of a value: the JSON it becomes (attachments aside). */
export const wire = (v: unknown): unknown => (v === undefined ? undefined : (JSON.parse(JSON.stringify([v])) as unknown[])[0]);

/** An own, enumerable property, even for `__proto__` (a plain assignment would set the prototype). */
function withKey(o: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Nested `depth` levels deep: `[[[…]]]` or `{a:{a:{…}}}`; mostly tens of levels, now and then a thousand or two. */
const depths = fc.oneof({ weight: 20, arbitrary: fc.integer({ min: 20, max: 200 }) }, { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 2_000 }) });
const nested = (arrays: boolean) =>
  depths.map((depth) => {
    let v: unknown = 0;
    for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
    return v;
  });
const deep = fc.oneof(nested(true), nested(false));
export const binary = fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b));
/**
 * A string far over any bound a field has, kept rare by the callers: it costs bandwidth. Under the
 * 512 KiB a socket message may carry once JSON-encoded (a larger one closes the socket: the abuse
 * suite tests that): 100,000 characters, or 10,000 NULs, which JSON writes six bytes each.
 */
const huge = fc.oneof(
  fc.constantFrom('x', '€', '😀').map((c) => c.repeat(100_000 / c.length)),
  fc.constant('\u0000'.repeat(10_000)),
);
/** Small harmless values for the fields a mutation leaves alone. */
const filler = fc.jsonValue({ maxDepth: 2 });

/** Values of every JSON kind but the ones `accepts` lists; deep nesting and binary among them, rarer. */
function otherKinds(accepts: ('string' | 'number' | 'boolean' | 'object' | 'array' | 'null')[]): fc.Arbitrary<unknown> {
  const kinds: fc.WeightedArbitrary<unknown>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<unknown>) => kinds.push({ weight, arbitrary });
  if (!accepts.includes('string')) add(4, fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('0', 'true', 'null', '{}')));
  if (!accepts.includes('number')) add(4, fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })));
  if (!accepts.includes('boolean')) add(4, fc.boolean());
  if (!accepts.includes('object')) {
    add(4, fc.dictionary(fc.string({ maxLength: 8 }), filler, { maxKeys: 3 }));
    add(1, nested(false));
    add(1, binary);
  }
  if (!accepts.includes('array')) {
    add(4, fc.array(filler, { maxLength: 4 }));
    add(1, nested(true));
  }
  if (!accepts.includes('null')) add(2, fc.constant(null));
  return fc.oneof(...kinds);
}

/** The JSON kinds a schema takes at its top. */
function kinds(schema: z.ZodType): ('string' | 'number' | 'boolean' | 'object' | 'array' | 'null')[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
      return ['string'];
    case 'number':
      return ['number'];
    case 'boolean':
      return ['boolean'];
    case 'object':
      return ['object'];
    case 'array':
    case 'tuple':
      return ['array'];
    case 'literal':
      return (def.values as unknown[]).map((v) => (v === null ? 'null' : (typeof v as 'string')));
    case 'nullable':
      return [...kinds(def.innerType as z.ZodType), 'null'];
    case 'optional':
    case 'default':
      return kinds(def.innerType as z.ZodType);
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap(kinds))];
    default:
      throw new Error(`no generator for zod type ${def.type}: teach invalidPayloads.ts about it`);
  }
}

/** Values `schema` refuses wherever it stands (at the top or as a field). Never undefined. */
export function invalidFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const wrongKind = otherKinds(kinds(schema));
  switch (def.type) {
    case 'string': {
      const out: fc.WeightedArbitrary<unknown>[] = [{ weight: 10, arbitrary: wrongKind }];
      for (const c of checksOf(schema)) {
        if (c.check === 'max_length') {
          const max = c.maximum!;
          // Rare when long (a photo's bound is 400,000): each costs the socket that much.
          out.push({ weight: max > 10_000 ? 1 : 10, arbitrary: fc.integer({ min: max + 1, max: max + 40 }).map((n) => 'q'.repeat(n)) });
          if (max < 100_000) out.push({ weight: 1, arbitrary: huge });
        }
        if (c.check === 'min_length' && c.minimum! >= 1) out.push({ weight: 10, arbitrary: fc.constant('') });
        if (c.check === 'string_format' && c.pattern) {
          const re = c.pattern;
          out.push({
            weight: 10,
            arbitrary: fc
              .string({ maxLength: 10 })
              .map((s) => '\u0000' + s)
              .filter((s) => !re.test(s)),
          });
        }
      }
      return fc.oneof(...out);
    }
    case 'number': {
      const out: fc.Arbitrary<unknown>[] = [wrongKind];
      for (const c of checksOf(schema)) {
        const v = c.value!;
        const span = Math.abs(v) + 1e6;
        // A bound the schema takes is left out, and -0 with 0 (it travels as 0).
        if (c.check === 'greater_than')
          out.push(fc.double({ min: v - span, max: v, maxExcluded: c.inclusive, noNaN: true }).filter((x) => x !== v || !c.inclusive));
        if (c.check === 'less_than')
          out.push(fc.double({ min: v, max: v + span, minExcluded: c.inclusive, noNaN: true }).filter((x) => x !== v || !c.inclusive));
        if (c.check === 'number_format' && c.format === 'safeint') out.push(fc.integer({ min: -50, max: 50 }).map((n) => n + 0.5));
      }
      return fc.oneof(...out);
    }
    case 'boolean':
      return wrongKind;
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>);
      return fc.oneof(
        wrongKind,
        fc.string({ maxLength: 12 }).map((s) => '~' + s),
        fc.constantFrom(...values).map((v) => v.toUpperCase() + '!'),
      );
    }
    case 'literal': {
      const values = def.values as unknown[];
      const other = fc.oneof(
        wrongKind,
        fc.string({ maxLength: 12 }).map((s) => '~' + s),
        fc.integer({ min: 2, max: 99 }),
        fc.boolean(),
      );
      return other.filter((v) => !values.includes(v));
    }
    case 'optional':
    case 'default':
      return invalidFor(def.innerType as z.ZodType);
    case 'nullable':
      // NaN and Infinity travel as null, which a nullable field takes.
      return invalidFor(def.innerType as z.ZodType).filter((v) => wire(v) !== null);
    case 'array':
    case 'tuple':
      return invalidArray(schema, def, wrongKind);
    case 'object':
      return invalidObject(schema, wrongKind);
    case 'union':
      return invalidUnion(def, wrongKind);
    default:
      throw new Error(`no generator for zod type ${def.type}: teach invalidPayloads.ts about it`);
  }
}

function invalidArray(schema: z.ZodType, def: Def, wrongKind: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const out: fc.Arbitrary<unknown>[] = [wrongKind];
  if (def.type === 'tuple') {
    const items = def.items as z.ZodType[];
    out.push(fc.array(filler, { minLength: items.length + 1, maxLength: items.length + 3 }));
    items.forEach((item, i) =>
      out.push(
        fc
          .tuple(fc.array(filler, { minLength: items.length, maxLength: items.length }), invalidFor(item))
          .map(([a, bad]) => a.map((x, j) => (j === i ? bad : x))),
      ),
    );
    return fc.oneof(...out);
  }
  for (const c of checksOf(schema)) {
    if (c.check === 'max_length') out.push(fc.array(filler, { minLength: c.maximum! + 1, maxLength: c.maximum! + 5 }));
    if (c.check === 'min_length' && c.minimum! >= 1) out.push(fc.constant([]));
  }
  out.push(
    fc.tuple(fc.array(filler, { maxLength: 3 }), invalidFor(def.element as z.ZodType), fc.nat()).map(([a, bad, at]) => {
      const i = at % (a.length + 1);
      return [...a.slice(0, i), bad, ...a.slice(i)];
    }),
  );
  return fc.oneof(...out);
}

const acceptsUndefined = (s: z.ZodType) => ['optional', 'default'].includes(defOf(s).type);

/** `fixed` names a key the caller sets afterwards (a union's tag): no mutation touches it. */
function invalidObject(schema: z.ZodType, wrongKind: fc.Arbitrary<unknown>, fixed?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const shape = def.shape as Record<string, z.ZodType>;
  const all = Object.keys(shape);
  const keys = all.filter((k) => k !== fixed);
  const strict = (def.catchall as z.ZodType | undefined)?._zod.def.type === 'never';
  /** The shape's fields filled with small harmless values, some left out. */
  const base = fc.record(Object.fromEntries(keys.map((k) => [k, filler])), { requiredKeys: [] });
  const out: fc.Arbitrary<unknown>[] = [wrongKind];
  if (strict) {
    const plainKey = fc
      .oneof({ weight: 30, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) }, { weight: 1, arbitrary: fc.constant('k'.repeat(10_000)) })
      .filter((k) => !all.includes(k) && !PROTOTYPE_KEYS.includes(k));
    out.push(
      fc.tuple(base, fc.constantFrom(...PROTOTYPE_KEYS.filter((k) => !all.includes(k))), fc.oneof(filler, deep)).map(([o, k, v]) => withKey({ ...o }, k, v)),
      fc.tuple(base, plainKey, fc.oneof(filler, deep, binary)).map(([o, k, v]) => withKey({ ...o }, k, v)),
    );
  }
  const required = keys.filter((k) => !acceptsUndefined(shape[k]!));
  if (required.length) out.push(fc.tuple(base, fc.constantFrom(...required)).map(([o, k]) => Object.fromEntries(Object.entries(o).filter(([x]) => x !== k))));
  for (const k of keys) out.push(fc.tuple(base, invalidFor(shape[k]!)).map(([o, bad]) => withKey({ ...o }, k, bad)));
  return fc.oneof(...out);
}

function invalidUnion(def: Def, wrongKind: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const options = def.options as z.ZodType[];
  const out: fc.Arbitrary<unknown>[] = [wrongKind];
  const discriminator = def.discriminator as string | undefined;
  if (discriminator) {
    // The tag names one option; the rest breaks that option (and every other option has another tag).
    out.push(fc.string({ maxLength: 12 }).map((s) => ({ [discriminator]: '~' + s })));
    for (const option of options) {
      const tag = (defOf((defOf(option).shape as Record<string, z.ZodType>)[discriminator]!).values as unknown[])[0];
      out.push(
        invalidObject(option, fc.constant(undefined), discriminator)
          .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v))
          .map((v) => withKey({ ...v }, discriminator, tag)),
      );
    }
    return fc.oneof(...out);
  }
  if (options.every((o) => defOf(o).type === 'literal')) {
    const values = options.flatMap((o) => defOf(o).values as unknown[]);
    out.push(fc.oneof(fc.integer({ min: -5, max: 99 }), fc.string({ maxLength: 6 })).filter((v) => !values.includes(v)));
  }
  if (options.every((o) => defOf(o).type === 'object' && (defOf(o).catchall as z.ZodType | undefined)?._zod.def.type === 'never')) {
    // A key no option knows: every strict option refuses it.
    const known = new Set(options.flatMap((o) => Object.keys(defOf(o).shape as object)));
    out.push(
      fc
        .tuple(
          fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !known.has(k)),
          filler,
        )
        .map(([k, v]) => withKey({}, k, v)),
    );
  }
  return fc.oneof(...out);
}

/**
 * A payload an event with this schema must refuse: `invalidFor`, plus huge strings and deep nesting
 * at the top. Never null: a null payload means none, which the server reads as `{}`.
 */
export function invalidPayload(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 400, arbitrary: invalidFor(schema).filter((v) => v !== null) },
    { weight: 10, arbitrary: deep },
    { weight: 10, arbitrary: binary },
    { weight: 1, arbitrary: huge },
  );
}

/**
 * Event names no server handles: random, prototype names, near misses of real ones, server → client
 * names, now and then a very long one. Not socket.io's reserved names, which its client refuses to send.
 */
const RESERVED = ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'];
export const unknownEventName = fc
  .oneof(
    {
      weight: 10,
      arbitrary: fc.constantFrom(
        ...PROTOTYPE_KEYS,
        'view',
        'error',
        'gm999:entry',
        'gm116:',
        'gm116:__proto__',
        'gm116:constructor',
        'host:kick',
        ' ',
        'UPDATEPROFILE',
        'updateProfile ',
      ),
    },
    { weight: 10, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constant('e'.repeat(10_000)) },
  )
  .filter((name) => !RESERVED.includes(name));
