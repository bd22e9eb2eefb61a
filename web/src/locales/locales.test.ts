import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';

function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, leaf] of flatten(value, path)) keys.set(nested, leaf);
    } else {
      keys.set(path, value);
    }
  }
  return keys;
}

describe('locales', () => {
  const french = flatten(fr);
  const english = flatten(en);

  it('have the same keys in French and English', () => {
    expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = [...french, ...english].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: unknown) => String(text).match(/{{\s*\w+\s*}}/g)?.sort() ?? [];
    const differing = [...french.keys()].filter(
      (key) => placeholders(french.get(key)).join() !== placeholders(english.get(key)).join(),
    );
    expect(differing).toEqual([]);
  });

  // A parcel (colis) is a line of an expedition; its quantity is counted in pieces (pièces).
  it('count pieces in pieces and parcels in parcels', () => {
    const counts = (locale: Map<string, unknown>, word: string) =>
      [...locale].filter(([key]) => new RegExp(`(^|\\.)${word}_(one|other)$`).test(key)).map(([key, text]) => [key, String(text)]);
    for (const [key, text] of counts(french, 'pieces')) expect([key, text]).toEqual([key, expect.stringMatching(/pièces?$/)]);
    for (const [key, text] of counts(french, 'parcels')) expect([key, text]).toEqual([key, expect.stringMatching(/colis$/)]);
    for (const [key, text] of counts(english, 'pieces')) expect([key, text]).toEqual([key, expect.stringMatching(/pieces?$/)]);
    for (const [key, text] of counts(english, 'parcels')) expect([key, text]).toEqual([key, expect.stringMatching(/parcels?$/)]);
    expect(counts(french, 'pieces').length).toBeGreaterThan(3);
  });
});
