import { describe, expect, it } from 'vitest';
import { boundMessages, bounds, withinAmount } from '@/lib/bounds';
import i18n from '@/lib/i18n';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('bounds', () => {
  it('are the server’s (DESIGN §2)', () => {
    expect(bounds).toEqual({ minPieces: 1, maxPieces: 10_000, maxUnitKg: 30_000, maxLineKg: 100_000, maxLines: 100, maxDollars: 10_000_000 });
    expect(withinAmount(10_000_000)).toBe(true);
    expect(withinAmount(10_000_000.01)).toBe(false);
    expect(withinAmount('abc')).toBe(true);
  });

  it('say what is allowed in French, with French numbers', () => {
    expect(plain(boundMessages.pieces())).toBe('Entre 1 et 10 000 pièces par ligne.');
    expect(plain(boundMessages.unitWeight())).toBe('Au plus 30 000 kg par pièce.');
    expect(plain(boundMessages.lineWeight())).toBe('Une ligne (pièces × poids unitaire) pèse au plus 100 000 kg.');
    expect(plain(boundMessages.lines())).toBe('Au plus 100 lignes par expédition.');
    expect(plain(boundMessages.amount())).toBe('Au plus 10 000 000,00 $.');
  });

  it('say what is allowed in English, with English numbers', async () => {
    await i18n.changeLanguage('en');
    expect(boundMessages.pieces()).toBe('Between 1 and 10,000 pieces per line.');
    expect(plain(boundMessages.unitWeight())).toBe('At most 30,000 kg per piece.');
    expect(plain(boundMessages.lineWeight())).toBe('A line (pieces × unit weight) weighs at most 100,000 kg.');
    expect(boundMessages.lines()).toBe('At most 100 lines per shipment.');
    expect(boundMessages.amount()).toBe('At most $10,000,000.00.');
    expect(boundMessages.notNumber()).toBe('Type a number, such as 12.5.');
  });
});
