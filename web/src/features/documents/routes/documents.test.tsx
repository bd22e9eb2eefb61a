import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '@/lib/permissions';
import { documentView, planeView } from '@/testing/airworthiness';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const all: Permission[] = ['afficher document', 'ajouter document', 'modifier document', 'supprimer document'];
const expired = documentView({ id: 12, serie: 'ASS-2025', description: 'Assurance', dateExpiration: '2026-11-20' });
const soon = documentView({ id: 13, serie: 'LR-88', description: 'Licence radio', dateExpiration: '2026-12-03' });
const valid = documentView();
const forever = documentView({ id: 14, serie: 'IMM-1', description: "Certificat d'immatriculation", dateExpiration: null });

function api(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/documents': () => jsonResponse(200, pageOf([expired, soon, valid, forever])),
    'GET /api/planecomposants': () => jsonResponse(200, pageOf([planeView()])),
    ...more,
  });
}

// The expiry is read against today: 21 November 2026 here (only the clock is faked).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('documents', () => {
  it('says in words which documents expired and which expire within 30 days', async () => {
    api();
    renderApp('/documents', sessionWith(['afficher document']));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Série', 'Avion', 'Description', 'Émission', 'Expiration', 'Actions',
    ]);
    expect(within(table).getByRole('row', { name: /ASS-2025/ })).toHaveTextContent('20/11/2026Expiré');
    expect(within(table).getByRole('row', { name: /LR-88/ })).toHaveTextContent('03/12/2026Expire dans 12 jours');
    const fine = within(table).getByRole('row', { name: /CDN-2026/ });
    expect(fine).toHaveTextContent('31/12/2026');
    expect(fine).not.toHaveTextContent('Expire');
    expect(within(table).getByRole('row', { name: /IMM-1/ })).toHaveTextContent('Sans expiration');
    const file = within(fine).getByRole('link', { name: 'Télécharger le fichier du document CDN-2026' });
    expect(file).toHaveAttribute('href', '/api/files/ab12.pdf');
    // The server sends a PDF as an attachment: the link saves it, never opens a tab.
    expect(file).toHaveAttribute('download');
    expect(file).not.toHaveAttribute('target');
    expect(file).toHaveTextContent('Télécharger');
    // Without 'modifier document' the number opens nothing, and there is no Supprimer.
    expect(within(fine).queryByRole('button', { name: /CDN-2026/ })).not.toBeInTheDocument();
    expect(within(fine).queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
  });

  it('requires a PDF or an image of at most 10 MB, said in French, and sends the document as multipart', async () => {
    const fetchMock = api({ 'POST /api/documents': () => jsonResponse(201, { msg: 'Document enregistré', data: valid }) });
    renderApp('/documents', sessionWith(all));
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Nouveau document' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau document' });
    await user.click(within(modal).getByRole('combobox', { name: /^Avion/ }));
    await user.click(await screen.findByRole('option', { name: '9Q-CSA' }));
    await user.type(within(modal).getByRole('textbox', { name: /^Numéro/ }), 'CDN-2026');
    await user.type(within(modal).getByRole('textbox', { name: /^Description/ }), 'Certificat de navigabilité');
    await user.type(within(modal).getByRole('textbox', { name: /^Date d'émission/ }), '10/01/2026');
    await user.type(within(modal).getByRole('textbox', { name: /^Date d'expiration/ }), '31/12/2026');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Choisissez le fichier du document (PDF ou image).')).toBeInTheDocument();

    const input = modal.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['PK'], 'scan.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText("Ce fichier n'est ni une image (JPEG, PNG, WebP) ni un PDF.")).toBeInTheDocument();
    const heavy = new File(['%PDF'], 'lourd.pdf', { type: 'application/pdf' });
    Object.defineProperty(heavy, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, heavy);
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Ce fichier dépasse 10 Mo : choisissez-en un plus léger.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/documents')).toEqual([]);

    await user.upload(input, new File(['%PDF-1.4'], 'cdn.pdf', { type: 'application/pdf' }));
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/documents')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST /api/documents')[0].init.body as FormData;
    expect(Object.fromEntries([...body].filter(([name]) => name !== 'file'))).toEqual({
      planecomposantId: '1',
      serie: 'CDN-2026',
      description: 'Certificat de navigabilité',
      dateEmission: '2026-01-10',
      dateExpiration: '2026-12-31',
    });
    expect((body.get('file') as File).name).toBe('cdn.pdf');
    expect(await screen.findByText('Document enregistré')).toBeInTheDocument();
  });

  it('opens a document for edit from its number, its file kept unless another is chosen', async () => {
    const fetchMock = api({ 'PUT /api/documents/11': () => jsonResponse(200, { msg: 'Document enregistré', data: valid }) });
    renderApp('/documents', sessionWith(all));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier le document CDN-2026' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier le document CDN-2026' });
    expect(within(modal).getByRole('link', { name: 'Télécharger le fichier actuel' })).toHaveAttribute('href', '/api/files/ab12.pdf');
    expect(within(modal).getByRole('link', { name: 'Télécharger le fichier actuel' })).toHaveAttribute('download');
    await user.clear(within(modal).getByRole('textbox', { name: /^Date d'expiration/ }));
    await user.type(within(modal).getByRole('textbox', { name: /^Date d'expiration/ }), '31/12/2027');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/documents/11')).toHaveLength(1));
    const body = callsTo(fetchMock, 'PUT /api/documents/11')[0].init.body as FormData;
    expect(body.get('dateExpiration')).toBe('2027-12-31');
    expect(body.get('updatedAt')).toBe(valid.updatedAt);
    expect(body.has('file')).toBe(false);
  });

  it('asks before deleting a document', async () => {
    const fetchMock = api({ 'DELETE /api/documents/12': () => jsonResponse(200, { msg: 'Suppression effectuée', data: expired }) });
    renderApp('/documents', sessionWith(all));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Supprimer le document ASS-2025' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le document' });
    expect(confirm).toHaveTextContent('Supprimer le document ASS-2025 de 9Q-CSA et son fichier ?');
    await userEvent.setup().click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Suppression effectuée')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/documents/12')).toHaveLength(1);
  });
});
