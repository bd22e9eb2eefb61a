import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlaceFields, type Place } from '@/components/place-fields';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';

function Harness({ initial }: { initial: Place }) {
  const [place, setPlace] = useState(initial);
  return (
    <>
      <PlaceFields value={place} onChange={setPlace} />
      <output>{JSON.stringify(place)}</output>
    </>
  );
}

function renderFields(initial: Place) {
  renderWithProviders(<Harness initial={initial} />);
}

const goma: Place = { country: 'République démocratique du Congo', countryCode: 'cd', region: 'Nord-Kivu', city: 'Goma' };

describe('place fields', () => {
  it('clears the region and the city when the country changes, the city when the region does', async () => {
    mockApi({
      'GET /api/countries': () =>
        jsonResponse(200, [
          { code: 'bi', name: 'Burundi', enabled: true },
          { code: 'cd', name: 'République démocratique du Congo', enabled: true },
          { code: 'fr', name: 'France', enabled: false },
        ]),
      'GET /api/countries/cd': () => jsonResponse(200, [{ region: 'Nord-Kivu' }, { region: 'Sud-Kivu' }]),
      'GET /api/countries/cd/Nord-Kivu': () => jsonResponse(200, [{ city: 'Goma' }, { city: 'Beni' }]),
    });
    renderFields(goma);
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Région' }));
    await user.click(await screen.findByRole('option', { name: 'Sud-Kivu' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      JSON.stringify({ ...goma, region: 'Sud-Kivu', city: '' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Pays' }));
    expect(await screen.findByRole('group', { name: "Pays de l'agence" })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Burundi' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      JSON.stringify({ country: 'Burundi', countryCode: 'bi', region: '', city: '' }),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ville' })).toBeDisabled());
  });

  it('keeps the stored place when the server knows no places', async () => {
    mockApi({});
    renderFields(goma);

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveValue(goma.country));
    expect(screen.getByRole('combobox', { name: 'Région' })).toHaveValue('Nord-Kivu');
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('Goma');
  });
});
