import { describe, expect, it } from 'vitest';
import { createMessageExtractor } from './message-stream';

const feed = (pieces: string[]) => {
  const extractor = createMessageExtractor();
  return pieces.map((piece) => extractor.push(piece));
};

describe('createMessageExtractor', () => {
  it('gives only the top-level message, decoded, as its pieces arrive', () => {
    const json = JSON.stringify({
      practicalAdvice: ['{"message": "pas celui-ci"}'],
      nested: { message: 'ni celui-là' },
      message: 'Bonjour « Sophia »\nligne 2 \\ "cité" é \u00e9',
      resource_ids: [1],
    });
    const pieces = json.match(/[\s\S]{1,3}/g) ?? [];
    expect(feed(pieces).join('')).toBe('Bonjour « Sophia »\nligne 2 \\ "cité" é é');
  });

  it('decodes \\u escapes split across pieces', () => {
    expect(feed(['{"message": "caf\\u0', '0e9 !"}']).join('')).toBe('café !');
  });

  it('reads 4,000 adversarial characters in linear time', () => {
    const extractor = createMessageExtractor();
    const started = performance.now();
    extractor.push(`{"message": "${'\\"['.repeat(2000)}`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
