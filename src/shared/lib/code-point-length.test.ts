import ucs2length from 'ajv/dist/runtime/ucs2length.js';
import { expect, it } from 'vitest';
import { codePointLength, takeCodePoints } from './code-point-length';

const texts = [
  '',
  'Anna',
  'Müller',
  'Zoë',
  'e\u0301', // e + combining acute: two code points, as the service counts
  '𝔊𝔬𝔱𝔱𝔣𝔯𝔦𝔢𝔡',
  '𠀋𠀋',
  '👩‍💻',
  'a😀b',
  '\ud835', // unpaired high surrogate at the end
  '\udc00x', // unpaired low surrogate
  '\ud835\ud835\udd0a', // a high surrogate, then a pair
];

it("counts a text's length in code points, exactly as the service's ajv does", () => {
  expect(texts.map(codePointLength)).toEqual(texts.map((text) => ucs2length(text)));
  expect(codePointLength('𝔊𝔬𝔱𝔱𝔣𝔯𝔦𝔢𝔡')).toBe(9);
  expect('𝔊𝔬𝔱𝔱𝔣𝔯𝔦𝔢𝔡'.length).toBe(18);
  expect(codePointLength('𠀋'.repeat(40))).toBe(40);
});

it('clips a text to a number of code points as the service counts them, never inside a pair', () => {
  expect(takeCodePoints('𝔊'.repeat(200), 200)).toBe('𝔊'.repeat(200));
  expect(takeCodePoints('𝔊'.repeat(201), 200)).toBe('𝔊'.repeat(200));
  expect(takeCodePoints('ab😀cd', 3)).toBe('ab😀');
  expect(takeCodePoints('ab😀cd', 2)).toBe('ab');
  expect(takeCodePoints('Müller', 64)).toBe('Müller');
  for (const text of texts) {
    for (let max = 0; max <= 4; max++) {
      const clipped = takeCodePoints(text, max);
      expect(text.startsWith(clipped)).toBe(true);
      expect(codePointLength(clipped)).toBe(Math.min(max, codePointLength(text)));
    }
  }
});
