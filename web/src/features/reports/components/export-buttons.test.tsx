import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportFilters } from '@/features/reports/api/get-report';
import { ExportButtons } from '@/features/reports/components/export-buttons';
import { captureDownloads } from '@/testing/browser';
import { sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';

const filters: ReportFilters = { name: 'receivables', from: null, to: null, brancheId: 2, routeId: null, groupBy: null };
const manager = sessionWith(['afficher rapport']);

/** The names of the files handed to the browser. */
let saved: string[] = [];

beforeEach(() => {
  saved = captureDownloads();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the export buttons', () => {
  it('show a spinner on the one asked while the file is made, then save it under the name the server gives', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      'GET /api/reports/receivables': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<ExportButtons filters={filters} />, manager);
    const excel = screen.getByRole('button', { name: 'Exporter Excel' });
    const csv = screen.getByRole('button', { name: 'Exporter CSV' });

    await userEvent.click(excel);

    await waitFor(() => expect(excel).toHaveAttribute('data-loading'));
    expect(excel).toBeDisabled();
    // The other waits too: one file at a time.
    expect(csv).toBeDisabled();
    expect(csv).not.toHaveAttribute('data-loading');
    const [call] = callsTo(fetchMock, 'GET /api/reports/receivables');
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ brancheId: '2', format: 'xlsx' });
    expect(call.init.credentials).toBe('same-origin');

    answer(
      new Response('PK\u0003\u0004', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="rapport-creances-2026-01-15-2026-01-15.xlsx"' },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['rapport-creances-2026-01-15-2026-01-15.xlsx']));
    await waitFor(() => expect(excel).not.toHaveAttribute('data-loading'));
    expect(excel).toBeEnabled();
    expect(csv).toBeEnabled();
  });

  it("say the server's message in a red toast when the export is refused, and save nothing", async () => {
    mockApi({
      'GET /api/reports/receivables': () => jsonResponse(403, { msg: 'Vous ne pouvez voir que votre agence', code: 'other_branch' }),
    });
    const shown = vi.spyOn(notifications, 'show');
    renderWithProviders(<ExportButtons filters={filters} />, manager);

    await userEvent.click(screen.getByRole('button', { name: 'Exporter CSV' }));

    expect(await screen.findByText('Vous ne pouvez voir que votre agence')).toBeInTheDocument();
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Vous ne pouvez voir que votre agence', color: 'red' }));
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Exporter CSV' })).toBeEnabled();
  });
});
