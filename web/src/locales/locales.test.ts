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
});
