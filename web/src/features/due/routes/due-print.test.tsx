import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dueList, expiredInsurance } from '@/testing/airworthiness';
import { branch, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Spaces as Intl writes them (no-break, narrow no-break), as ordinary ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const goma = branch(1, 'Soute Goma', { city: 'Goma', region: 'Nord-Kivu', tel: '+243990001001', nif: 'A1234567K' });
const controller = { ...sessionWith(['afficher inspection']), extension: goma };

describe('the printed due list', () => {
  it("prints the list as filtered on A4, under the header of the user's branch, with the day it stands at", async () => {
    const fetchMock = mockApi({
      'GET /api/due': () =>
        jsonResponse(200, dueList({ planes: dueList().planes.slice(0, 1), items: [expiredInsurance], total: 1 })),
    });
    renderApp('/due/print?planeId=2&status=depasse', controller);

    const sheet = await screen.findByRole('article', { name: 'Échéancier imprimable' });
    expect(sheet.closest('.print-sheet')).toHaveAttribute('data-size', 'A4');
    expect(Object.fromEntries(callsTo(fetchMock, 'GET /api/due')[0].url.searchParams)).toEqual({ planeId: '2', status: 'depasse' });
    const header = within(sheet).getByRole('banner');
    expect(header).toHaveTextContent('Soute Goma');
    expect(header).toHaveTextContent('NIF : A1234567K');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('ÉCHÉANCIER DE 9Q-CSF');
    expect(sheet).toHaveTextContent('1 échéance');
    const facts = within(sheet)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${plain(term.nextElementSibling?.textContent ?? '')}`);
    expect(facts).toEqual([
      'Situation au: 25/11/2026',
      'Avion: 9Q-CSF',
      'Statut: Dépassé',
      'Horizon: Tout',
      'Bientôt dû: 30 j · 50 h · 50 cycles',
    ]);
    const [fleet, items] = within(sheet).getAllByRole('table');
    expect(within(fleet).getAllByRole('row').map((row) => plain(row.textContent))).toEqual([
      'AvionStatutDépasséBientôt dûMoyenne par jour',
      '9Q-CSFImmobilisé101:35 h et 1,5 cycles par jour',
    ]);
    expect(within(items).getAllByRole('row').map((row) => plain(row.textContent))).toEqual([
      'StatutAvionÉlémentLimiteÉchéanceResteDate prévue',
      'Dépassé9Q-CSFAssurance — ASS-2026-CSFDocumentExpirationle 13/11/2026expiré depuis 12 jours13/11/2026',
    ]);
    expect(sheet).toHaveTextContent(/Imprimé le \d{2}\/\d{2}\/\d{4}/);
    expect(screen.getByRole('link', { name: /Retour à l'échéancier/ })).toHaveAttribute('href', '/due?planeId=2&status=depasse');
  });

  it("opens the browser's print dialog, and says when there is nothing to print", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({ 'GET /api/due': () => jsonResponse(200, dueList({ items: [], total: 0 })) });
    // The super user works at no branch: the sheet carries the application's name.
    renderApp('/due/print', sessionWith(['afficher inspection']));

    const sheet = await screen.findByRole('article', { name: 'Échéancier imprimable' });
    expect(within(sheet).getByRole('banner')).toHaveTextContent('Soute');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('ÉCHÉANCIER DE LA FLOTTE');
    expect(sheet).toHaveTextContent('Aucune échéance');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
