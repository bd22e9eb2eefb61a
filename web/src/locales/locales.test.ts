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

  // One vocabulary (issue 13): a branch is an 'agence', an edit button says 'Modifier' (not 'Éditer',
  // nor 'Suivant'), a date field has one placeholder; in English, a shipment is never an 'expedition'.
  it('use one vocabulary', () => {
    // What a person reads: the texts without their placeholders.
    const texts = (locale: Map<string, unknown>) =>
      [...locale].map(([key, text]) => ({ key, text: String(text).replace(/{{\s*\w+\s*}}/g, '') }));
    expect(texts(french).filter(({ text }) => /extension|[ÉE]diter|\bSuivant\b/i.test(text))).toEqual([]);
    expect(texts(english).filter(({ text }) => /expedition/i.test(text))).toEqual([]);
    const datePlaceholders = (locale: Map<string, unknown>) =>
      new Set([...locale].filter(([key]) => key.endsWith('.datePlaceholder')).map(([, text]) => text));
    expect(datePlaceholders(french)).toEqual(new Set(['jj/mm/aaaa']));
    expect(datePlaceholders(english)).toEqual(new Set(['dd/mm/yyyy']));
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
