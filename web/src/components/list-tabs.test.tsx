import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CountedTabs, useTabbedListSearch } from '@/components/list-tabs';
import { renderWithProviders } from '@/testing/render-app';

const tabs = ['ouvert', 'ferme'] as const;
type Tab = (typeof tabs)[number];
const labels: Record<Tab, string> = { ouvert: 'Ouverts', ferme: 'Fermés' };

function Harness({ resetColumn, counts }: { resetColumn?: boolean; counts?: { status: Tab; count: number }[] }) {
  const { tab, changeTab, search } = useTabbedListSearch<Tab, 'name' | 'tel'>({
    param: 'etat',
    tabs,
    fallback: 'ouvert',
    defaultColumn: 'name',
    resetColumn,
  });
  return (
    <>
      <button onClick={() => search.setText('Goma')}>type</button>
      <button onClick={() => search.setColumn('tel')}>column</button>
      <button onClick={() => search.setPage(3)}>page 3</button>
      <output aria-label="state">{JSON.stringify({ text: search.text, column: search.column, page: search.page })}</output>
      <CountedTabs
        value={tab}
        tabs={tabs}
        onChange={changeTab}
        counts={counts}
        label={(value) => labels[value]}
        countedLabel={(label, count) => `${label} (${count})`}
      >
        <p>panel {tab}</p>
      </CountedTabs>
    </>
  );
}

function renderAt(path: string, props: Parameters<typeof Harness>[0] = {}) {
  const router = createMemoryRouter([{ path: '/list', element: <Harness {...props} /> }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const state = () => JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '{}');

describe('useTabbedListSearch and CountedTabs', () => {
  it('opens the tab the URL names', () => {
    renderAt('/list?etat=ferme');
    expect(screen.getByText('panel ferme')).toBeInTheDocument();
  });

  it('falls back on the default tab for an unknown value', () => {
    renderAt('/list?etat=perdu');
    expect(screen.getByText('panel ouvert')).toBeInTheDocument();
  });

  it('labels the tabs with their counts once known, by name alone before', () => {
    renderAt('/list', { counts: [{ status: 'ouvert', count: 4 }] });
    expect(screen.getByRole('tab', { name: 'Ouverts (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fermés' })).toBeInTheDocument();
  });

  it('keeps a new tab in the URL, back on page 1 with no search text but the same column', async () => {
    const router = renderAt('/list');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('button', { name: 'column' }));
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(state()).toEqual({ text: 'Goma', column: 'tel', page: 3 });

    await user.click(screen.getByRole('tab', { name: 'Fermés' }));

    expect(router.state.location.search).toBe('?etat=ferme');
    expect(screen.getByText('panel ferme')).toBeInTheDocument();
    expect(state()).toEqual({ text: '', column: 'tel', page: 1 });
  });

  it('puts the default column back too with resetColumn', async () => {
    renderAt('/list', { resetColumn: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'column' }));

    await user.click(screen.getByRole('tab', { name: 'Fermés' }));

    expect(state()).toMatchObject({ column: 'name' });
  });
});
