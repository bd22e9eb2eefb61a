import type { UseQueryResult } from '@tanstack/react-query';
import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import type { Page } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render-app';

const loaded = (data: Page<string>) => ({ isPending: false, isError: false, data }) as UseQueryResult<Page<string>>;

describe('PagedQueryContent', () => {
  it('shows the rows above the pager', () => {
    renderWithProviders(
      <PagedQueryContent query={loaded({ items: ['Goma'], total: 6, page: 2, per_page: 5 })} page={2} onPageChange={() => {}} emptyText="Rien">
        {(found) => <p>{found.items.join(', ')}</p>}
      </PagedQueryContent>,
    );
    expect(screen.getByText('Goma')).toBeInTheDocument();
    expect(screen.getByText('6–6 sur 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
  });

  it('says so when the list is empty', () => {
    renderWithProviders(
      <PagedQueryContent query={loaded({ items: [], total: 0, page: 1, per_page: 5 })} page={1} onPageChange={() => {}} emptyText="Rien">
        {() => <p>rows</p>}
      </PagedQueryContent>,
    );
    expect(screen.getByText('Rien')).toBeInTheDocument();
    expect(screen.queryByText('rows')).not.toBeInTheDocument();
  });
});

describe('useLastPageKept', () => {
  it('goes back to the last page when the current one is past it', () => {
    const setPage = vi.fn();
    renderHook(() => useLastPageKept(3, setPage, 10, 5));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('stays put within the pages, while the total is unknown, and on page 1 of an empty list', () => {
    const setPage = vi.fn();
    renderHook(() => useLastPageKept(2, setPage, 10, 5));
    renderHook(() => useLastPageKept(4, setPage, undefined, 5));
    renderHook(() => useLastPageKept(1, setPage, 0, 5));
    expect(setPage).not.toHaveBeenCalled();
  });
});
