import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PassengerLine } from '@/features/manifests/api/get-manifest';
import { availableLine, manifest, manifestDetail } from '@/features/manifests/testing';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// The passengers of a manifest (issue 18): on its card and page, what they weigh against the
// aircraft's payload and seats; on paper, their list beside the cargo sheets.

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const staff: Permission[] = ['afficher manifeste', 'ajouter manifeste', 'modifier manifeste', 'afficher billet'];

/** 3 passengers (one an infant) and their baggage, with 900 kg of cargo, on a 12-seat aircraft carrying 1 500 kg. */
const loaded = {
  passengers: 3,
  infants: 1,
  passengerKg: 203,
  baggageKg: 60,
  baggagePieces: 4,
  cargoKg: 900,
  payloadKg: 1163,
  maxPayload: 1500,
  seats: 12,
  seatsLeft: 10,
  payloadLeft: 337,
};

function passenger(id: number, name: string, more: Partial<PassengerLine> = {}): PassengerLine {
  return {
    id,
    ref_billet: `BIL-${String(id).padStart(6, '0')}`,
    name,
    type: 'adulte',
    document: `Passeport OP${id}`,
    seat: `${id}A`,
    weight: 84,
    baggagePieces: 1,
    baggageWeight: 20,
    status: 'reserve',
    tel: '0991000031',
    ...more,
  };
}

const passengers = [
  passenger(1, 'Neema Bahati', { status: 'embarque' }),
  passenger(2, 'Jean Mukendi', { type: 'enfant', weight: 35, seat: '2B', baggagePieces: 2, baggageWeight: 27.5 }),
  passenger(3, 'Petit Mukendi', { type: 'bebe', weight: 0, seat: null, baggagePieces: 0, baggageWeight: 0 }),
  passenger(4, 'Furaha Kasongo', { status: 'absent', weight: 72.5 }),
];

describe("a manifest's passengers and payload", { timeout: 15_000 }, () => {
  it('shows on the card the passengers, the seats taken and a payload gauge of cargo, passengers and baggage', async () => {
    mockApi({
      'GET /api/manifests': () => jsonResponse(200, pageOf([manifest(4, loaded)])),
      'GET /api/manifests/counts': () => jsonResponse(200, [{ status: 'EnCours', count: 1 }, { status: 'Arriver', count: 0 }]),
    });
    renderApp('/manifests', sessionWith(staff));
    const card = await screen.findByRole('article', { name: 'MAN-000004' });
    const block = within(card).getByRole('region', { name: 'Passagers et charge utile' });
    expect(plain(block.textContent)).toContain('3 passagers · 203 kg (dont 1 bébé) · 4 bagages · 60 kg');

    const seats = within(block).getByRole('progressbar', { name: 'Sièges' });
    expect(seats).toHaveAttribute('aria-valuenow', String((2 / 12) * 100));
    expect(plain(block.textContent)).toContain('2 pris sur 12 · 10 libres');

    const gauge = within(block).getByRole('group', { name: 'Charge utile' });
    const parts = within(gauge).getAllByRole('progressbar');
    expect(parts.map((part) => plain(part.getAttribute('aria-label')))).toEqual(['Fret : 900 kg', 'Passagers : 203 kg', 'Bagages : 60 kg']);
    expect(parts.map((part) => Number(part.getAttribute('aria-valuenow')))).toEqual([60, (203 / 1500) * 100, 4]);
    expect(plain(block.textContent)).toContain('1 163 kg sur 1 500 kg');
    expect(plain(block.textContent)).toContain('Reste 337 kg');
  });

  it('shows no gauge when the aircraft has no maximum payload, nor seats when it does not say how many', async () => {
    mockApi({
      'GET /api/manifests': () =>
        jsonResponse(200, pageOf([manifest(4, { ...loaded, maxPayload: null, payloadLeft: null, seats: null, seatsLeft: null })])),
      'GET /api/manifests/counts': () => jsonResponse(200, [{ status: 'EnCours', count: 1 }, { status: 'Arriver', count: 0 }]),
    });
    renderApp('/manifests', sessionWith(staff));
    const card = await screen.findByRole('article', { name: 'MAN-000004' });
    const block = within(card).getByRole('region', { name: 'Passagers et charge utile' });
    expect(within(block).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(plain(block.textContent)).toContain('Charge : 1 163 kg (pas de charge utile maximale pour cet avion)');
  });

  it("lists the manifest's passengers on its page, each linked to its ticket", async () => {
    mockApi({ 'GET /api/manifests/4': () => jsonResponse(200, manifestDetail({ ...loaded, billets: passengers })) });
    renderApp('/manifests/4', sessionWith(staff));
    const section = await screen.findByRole('region', { name: 'Passagers (4)' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(plain(rows[1].textContent)).toBe('2Jean MukendiBIL-000002 · 0991000031EnfantPasseport OP22B35 kg2 · 27,5 kgRéservé');
    expect(within(rows[3]).getByText('Absent')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Neema Bahati' })).toHaveAttribute('href', '/billets/1');
  });

  it('prints the passenger list after the cargo sheets, padded with blank rows to 10', async () => {
    mockApi({ 'GET /api/manifests/4': () => jsonResponse(200, manifestDetail({ ...loaded, billets: passengers })) });
    renderApp('/manifests/4/print', sessionWith(staff));

    const sheet = await screen.findByRole('article', { name: 'Liste des passagers du manifeste MAN-000004' });
    expect(document.querySelectorAll('.print-sheet')).toHaveLength(3);
    expect(screen.getByText('Une feuille A4 par destination, puis la liste des passagers : 3 feuilles')).toBeInTheDocument();
    expect(sheet).toHaveTextContent('LISTE DES PASSAGERSN° MAN-000004');
    expect(sheet).toHaveTextContent('Feuille 3 / 3');
    expect(sheet).toHaveTextContent('Soute Goma');
    expect(within(sheet).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'N°', 'NOM', 'TYPE', "PIÈCE D'IDENTITÉ", 'SIÈGE', 'POIDS (kg)', 'BAGAGES', 'SIGNATURE',
    ]);
    const body = sheet.querySelectorAll('tbody tr');
    expect(body).toHaveLength(10);
    expect(plain(body[1].textContent)).toBe('2Jean MukendiEnfantPasseport OP22B352 · 27,5 kg');
    expect(plain(body[3].textContent)).toBe('4Furaha Kasongo — AbsentAdultePasseport OP44A72,51 · 20 kg');
    // Counted by status; the absent passenger counts in neither weight.
    expect(plain(within(sheet).getByRole('row', { name: /embarqué/ }).textContent)).toBe(
      '1 embarqué · 2 réservés · 1 absent1193 · 47,5 kg',
    );
  });

  it('keeps every passenger of a full flight, past ten rows', async () => {
    const many = Array.from({ length: 12 }, (_, index) => passenger(index + 1, `Passager ${index + 1}`));
    mockApi({ 'GET /api/manifests/4': () => jsonResponse(200, manifestDetail({ ...loaded, billets: many })) });
    renderApp('/manifests/4/print', sessionWith(staff));
    const sheet = await screen.findByRole('article', { name: 'Liste des passagers du manifeste MAN-000004' });
    expect(sheet.querySelectorAll('tbody tr')).toHaveLength(12);
  });

  it('prints no passenger list for a cargo flight without passengers', async () => {
    mockApi({ 'GET /api/manifests/4': () => jsonResponse(200, manifestDetail()) });
    renderApp('/manifests/4/print', sessionWith(staff));
    await screen.findByRole('article', { name: 'Manifeste MAN-000004 · Kinshasa (Kinshasa)' });
    expect(screen.queryByRole('article', { name: /Liste des passagers/ })).not.toBeInTheDocument();
  });
});

describe('a manifest whose cargo would exceed the payload', { timeout: 20_000 }, () => {
  it("says the server's refusal in red in the form, with what to do", async () => {
    const refusal = 'Charge utile dépassée de 112 kg : 9S-GTB emporte au plus 1 500 kg (fret 1 250 kg, passagers 252 kg, bagages 110 kg).';
    const fetchMock = mockApi({
      'GET /api/manifests/counts': () => jsonResponse(200, [{ status: 'EnCours', count: 0 }, { status: 'Arriver', count: 0 }]),
      'GET /api/manifests': () => jsonResponse(200, pageOf([])),
      'GET /api/waybilldetails/available': () => jsonResponse(200, pageOf([availableLine(51, 'EXP-000010-1', 3, 1250)])),
      'GET /api/planecomposants': () =>
        jsonResponse(200, pageOf([{ id: 7, immatriculation: '9S-GTB', constructeur: 'Antonov An-26', serie: '27125', description: null, status: 'EnService' }])),
      'GET /api/pilots': () => jsonResponse(200, pageOf([])),
      'GET /api/extensions': () => jsonResponse(200, pageOf([{ id: 1, name: 'Soute Goma', city: 'Goma', region: 'Nord-Kivu', status: 1, type: 1 }, { id: 3, name: 'Soute Kinshasa', city: 'Kinshasa', region: 'Kinshasa', status: 1, type: 1 }])),
      'POST /api/manifests': () => jsonResponse(409, { msg: refusal, code: 'payload_exceeded' }),
    });
    renderApp('/manifests', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau manifeste' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau manifeste' });
    await user.click(await within(modal).findByRole('checkbox', { name: 'Charger le colis EXP-000010-1' }));
    await user.click(within(modal).getByRole('combobox', { name: 'Avion' }));
    await user.click(await screen.findByRole('option', { name: '9S-GTB · Antonov An-26' }));
    await user.click(within(modal).getByRole('combobox', { name: 'Destination' }));
    await user.click(await screen.findByRole('option', { name: 'Soute Kinshasa' }));
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/manifests')).toHaveLength(1));
    const alert = await within(modal).findByRole('alert', { name: refusal });
    expect(alert).toHaveTextContent('les passagers et leurs bagages comptent aussi');
    expect(within(modal).getByRole('button', { name: 'Sauvegarder' })).toBeEnabled();
  });
});
