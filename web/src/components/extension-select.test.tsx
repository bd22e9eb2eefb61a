import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ExtensionSelect } from '@/components/extension-select';
import { pageOf } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';

function Harness({ initial }: { initial: number | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ExtensionSelect value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

const branches = [
  { id: 1, name: 'Agence Goma', city: 'Goma', region: 'Nord-Kivu', status: 1, type: 1 },
  { id: 2, name: 'Agence Kinshasa', city: 'Kinshasa', region: 'Kinshasa', status: 1, type: 1 },
];

describe('extension select', () => {
  it('offers the active branches and gives the id of the one picked', async () => {
    const fetchMock = mockApi({ 'GET /api/extensions': () => jsonResponse(200, pageOf(branches)) });
    renderWithProviders(<Harness initial={1} />);
    const user = userEvent.setup();

    const select = screen.getByRole('combobox', { name: 'Agence' });
    await waitFor(() => expect(select).toHaveValue('Agence Goma'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Agence Kinshasa' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(callsTo(fetchMock, 'GET /api/extensions').map(({ url }) => url.search)).toEqual(['?status=1&per_page=100']);
  });

  it('keeps a branch that is no longer active while it is the value', async () => {
    mockApi({ 'GET /api/extensions': () => jsonResponse(200, pageOf(branches)) });
    renderWithProviders(<Harness initial={9} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Agence' })).toHaveValue('Agence n° 9'));
  });
});
