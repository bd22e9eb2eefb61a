import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/api-client';
import { getListPage, tabbedListQueryOptions, type PagedListParams } from '@/lib/list-query';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';

const page = <T,>(items: T[], number = 1): Page<T> => ({ items, total: items.length, page: number, per_page: 5 });

describe('getListPage', () => {
  it('sends the filters, the search, the page and the page size', async () => {
    const fetchMock = mockApi({ 'GET /api/things': () => jsonResponse(200, page(['a'])) });

    await getListPage('/things', { status: 'EnStock' }, { page: 2, search: { column: 'name', q: 'abcd' } }, 5, new AbortController().signal);

    expect(callsTo(fetchMock, 'GET /api/things')[0].url.search).toBe('?status=EnStock&column=name&q=abcd&page=2&per_page=5');
  });

  it('leaves out the column and text without a search', async () => {
    const fetchMock = mockApi({ 'GET /api/things': () => jsonResponse(200, page([])) });

    await getListPage('/things', { stage: 'restant' }, { page: 1, search: null }, 5, new AbortController().signal);

    expect(callsTo(fetchMock, 'GET /api/things')[0].url.search).toBe('?stage=restant&page=1&per_page=5');
  });
});

describe('tabbedListQueryOptions', () => {
  type Params = PagedListParams & { status: string };
  const options = (params: Params, fetch: (params: Params) => Promise<Page<string>>) =>
    tabbedListQueryOptions('things', 'status', params, fetch);

  it('keys the page under the resource', () => {
    const params: Params = { status: 'A', page: 1, search: null };
    expect(options(params, async () => page([])).queryKey).toEqual(['things', 'list', params]);
  });

  it('keeps the rows of the same tab while another page loads, but not those of another tab', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const never = () => new Promise<Page<string>>(() => {});
    const first: Params = { status: 'A', page: 1, search: null };
    await client.fetchQuery(options(first, async () => page(['first row'])));

    const observer = new QueryObserver(client, options(first, async () => page(['first row'])));
    const unsubscribe = observer.subscribe(() => {});
    observer.setOptions(options({ ...first, page: 2 }, never));
    expect(observer.getCurrentResult().data?.items).toEqual(['first row']);
    expect(observer.getCurrentResult().isPlaceholderData).toBe(true);

    observer.setOptions(options({ ...first, status: 'B' }, never));
    expect(observer.getCurrentResult().data).toBeUndefined();
    unsubscribe();
    client.clear();
  });
});
