import { describe, expect, it } from 'vitest';
import { currentSearch, type ListSearchState } from '@/components/list-search';

const state = (text: string, search: ListSearchState<'name'>['search']) => ({ text, search }) as ListSearchState<'name'>;

describe('currentSearch', () => {
  it('is the search once typing has paused', () => {
    expect(currentSearch(state('Goma', { column: 'name', q: 'Goma' }))).toEqual({ column: 'name', q: 'Goma' });
  });

  it('stops at once when the box is cleared, before the pause', () => {
    expect(currentSearch(state('  ', { column: 'name', q: 'Goma' }))).toBeNull();
  });
});
