import fc from 'fast-check';

// Request bodies an attacker sends instead of the form's: each must answer 4xx on every route.
const nested = (depth: number, leaf: string) =>
  Array.from({ length: depth }).reduce<string>((inner, _, i) => `{"k${i % 3}":${inner}}`, leaf);

const manyKeys = (n: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));

/** Fixed hostile JSON texts: prototype keys, deep nesting, wide objects, wrong types. */
export const hostileJsonTexts: readonly string[] = [
  '{"__proto__":{"admin":true},"id":"x"}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"product":"fiesta","__proto__":null}',
  nested(33, '1'),
  nested(2000, '{}'),
  // Near the 100 KB body limit: ~15 000 levels.
  nested(15_000, '{}'),
  '{"product":"fiesta","event":' + nested(12_000, '1') + '}',
  '['.repeat(49_000) + ']'.repeat(49_000),
  manyKeys(10_000),
  '[]',
  '[{"id":"00000000-0000-0000-0000-000000000000"}]',
  'null',
  '"NaN"',
  '{"amount":"NaN","period":"Infinity","id":"-0"}',
  '{"amount":1e309,"period":-1e309}',
  '{"amount":{"$gt":0},"product":["fiesta"],"id":{"toString":"x"}}',
  '{"dataPoints":{"__proto__":{"x":1}}}',
  '{"consents":"yes","answers":[1,2,3],"code":123456,"phoneNumber":{}}',
  '{"id":',
  '\u0000{}',
];

/** Generated ones: a depth on either side of the limit with a random leaf, and wide records. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileJsonTexts),
  fc
    .tuple(fc.integer({ min: 20, max: 400 }), fc.jsonValue({ maxDepth: 1 }))
    .map(([depth, leaf]) => nested(depth, JSON.stringify(leaf))),
  fc
    .dictionary(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'product', 'amount'),
      fc.oneof(
        fc.constantFrom('NaN', '-Infinity', '1e400', ''),
        fc.jsonValue({ maxDepth: 3 }),
        fc.array(fc.jsonValue({ maxDepth: 1 })),
      ),
    )
    .map((record) => JSON.stringify(record)),
);
