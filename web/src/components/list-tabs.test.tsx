import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CountedTabs, useTabbedListSearch } from '@/components/list-tabs';
import { renderWithProviders } from '@/testing/render-app';

const tabs = ['ouvert', 'ferme'] as const;
type Tab = (typeof tabs)[number];
const labels: Record<Tab, string> = { ouvert: 'Ouverts', ferme: 'Fermés' };

function Harness({ counts, search }: { counts?: { status: Tab; count: number; capped?: boolean }[]; search?: object | null }) {
  const { tab, changeTab, search: state } = useTabbedListSearch<Tab, 'name' | 'tel'>({
    param: 'etat',
    tabs,
    fallback: 'ouvert',
    defaultColumn: 'name',
  });
  return (
    <>
      <button onClick={() => state.setText('Goma')}>type</button>
      <button onClick={() => state.setColumn('tel')}>column</button>
      <button onClick={() => state.setPage(3)}>page 3</button>
      <output aria-label="state">{JSON.stringify({ text: state.text, column: state.column, page: state.page })}</output>
      <CountedTabs
        value={tab}
        tabs={tabs}
        onChange={changeTab}
        counts={counts}
        search={search}
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

  it('says when the server stopped counting', () => {
    renderAt('/list', { counts: [{ status: 'ouvert', count: 100, capped: true }, { status: 'ferme', count: 3, capped: false }] });
    expect(screen.getByRole('tab', { name: 'Ouverts (100+)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fermés (3)' })).toBeInTheDocument();
  });

  it('keeps a new tab in the URL, back on page 1 with the same search', async () => {
    const router = renderAt('/list');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('button', { name: 'column' }));
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(state()).toEqual({ text: 'Goma', column: 'tel', page: 3 });

    await user.click(screen.getByRole('tab', { name: 'Fermés' }));

    expect(router.state.location.search).toBe('?etat=ferme');
    expect(screen.getByText('panel ferme')).toBeInTheDocument();
    expect(state()).toEqual({ text: 'Goma', column: 'tel', page: 1 });
  });

  it('opens the first tab holding matches of a search when the current one holds none, once per search', async () => {
    const search = { column: 'name', q: 'Goma' };
    const counts = [
      { status: 'ouvert' as const, count: 0 },
      { status: 'ferme' as const, count: 2 },
    ];
    const router = createMemoryRouter([{ path: '/list', element: <Harness counts={counts} search={search} /> }], {
      initialEntries: ['/list'],
    });
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByText('panel ferme')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?etat=ferme');
    expect(screen.getByRole('tab', { name: 'Fermés (2)' })).toHaveAttribute('aria-selected', 'true');

    // Back on the empty tab by hand: it stays open.
    await userEvent.click(screen.getByRole('tab', { name: 'Ouverts (0)' }));
    expect(screen.getByText('panel ouvert')).toBeInTheDocument();
  });

  it('stays on the current tab when it holds matches, or when no tab does, or without a search', async () => {
    renderAt('/list', { counts: [{ status: 'ouvert', count: 1 }, { status: 'ferme', count: 2 }], search: { q: 'Goma' } });
    expect(screen.getByText('panel ouvert')).toBeInTheDocument();
    renderAt('/list?etat=ferme', { counts: [{ status: 'ouvert', count: 0 }, { status: 'ferme', count: 0 }], search: { q: 'Goma' } });
    renderAt('/list?etat=ferme', { counts: [{ status: 'ouvert', count: 4 }, { status: 'ferme', count: 0 }] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(/^panel /).map((panel) => panel.textContent)).toEqual(['panel ouvert', 'panel ferme', 'panel ferme']);
  });
});
