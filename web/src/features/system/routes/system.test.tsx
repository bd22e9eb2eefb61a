import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SystemView } from '@/features/system/api/get-system';
import { sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

// As the server answers (server/src/http/system.rs).
function view(backups: Partial<SystemView['backups']> = {}): SystemView {
  return {
    version: '0.1.0',
    engine: 'sqlite',
    databaseBytes: 12_400_000,
    files: 3,
    filesBytes: 2_500_000,
    backups: {
      dir: '/var/lib/soute/backups',
      everySeconds: 3600,
      keep: '24h,30d',
      lastGoodAt: null,
      lastFailure: null,
      failures: 0,
      archives: [],
      databaseIncluded: true,
      ...backups,
    },
  };
}

const taken = {
  name: 'soute-20261127-210000.tar.gz',
  takenAt: '2026-11-27T21:00:00.000000Z',
  bytes: 9_100_000,
};

describe('Système', () => {
  it('says when no backup is known, and Sauvegarder maintenant shows the one taken', async () => {
    const fetchMock = mockApi({
      'GET /api/system': () => jsonResponse(200, view()),
      'POST /api/system/backups': () => jsonResponse(201, view({ lastGoodAt: taken.takenAt, archives: [taken] })),
    });
    renderApp('/systeme', sessionWith(['afficher systeme']));
    expect(await screen.findByText('Aucune sauvegarde connue')).toBeInTheDocument();
    expect(screen.getByText('Le dossier des sauvegardes est vide.')).toBeInTheDocument();
    expect(plain(screen.getByText(/^12,4/).textContent)).toBe('12,4 Mo');
    expect(plain(screen.getByText(/^3 fichiers/).textContent)).toBe('3 fichiers, 2,5 Mo');
    expect(screen.getByText('1 heure')).toBeInTheDocument();
    expect(screen.getByText('les 24 dernières heures et les 30 derniers jours')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder maintenant' }));
    expect(await screen.findByText('Sauvegarde écrite et relue : soute-20261127-210000.tar.gz')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/system/backups')).toHaveLength(1);
    const row = await screen.findByRole('row', { name: /soute-20261127-210000/ });
    expect(plain(row.textContent)).toContain('9,1 Mo');
    expect(row).toHaveTextContent('27/11/2026');
    await waitFor(() => expect(screen.queryByText('Aucune sauvegarde connue')).not.toBeInTheDocument());
  });

  it('shows the last failure with its reason, and a backup refused while another runs', async () => {
    mockApi({
      'GET /api/system': () =>
        jsonResponse(
          200,
          view({
            lastGoodAt: taken.takenAt,
            archives: [taken],
            failures: 2,
            lastFailure: { at: '2026-11-27T22:00:00.000000Z', reason: 'entrée/sortie : No space left on device' },
          }),
        ),
      'POST /api/system/backups': () =>
        jsonResponse(409, { msg: "Une sauvegarde est déjà en cours : attendez qu'elle se termine", code: 'backup_running' }),
    });
    renderApp('/systeme', sessionWith(['afficher systeme']));
    expect(await screen.findByText(/La dernière sauvegarde a échoué/)).toBeInTheDocument();
    expect(screen.getByText('entrée/sortie : No space left on device')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder maintenant' }));
    expect(await screen.findByText("Une sauvegarde est déjà en cours : attendez qu'elle se termine")).toBeInTheDocument();
  });

  it('says on PostgreSQL that the database is copied by its own tools, and when backups are off', async () => {
    mockApi({
      'GET /api/system': () => jsonResponse(200, { ...view({ everySeconds: null, databaseIncluded: false }), engine: 'postgres' }),
    });
    renderApp('/systeme', sessionWith(['afficher systeme']));
    expect(await screen.findByText(/la base elle-même se sauvegarde avec pg_dump/)).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('désactivée (SOUTE_BACKUP_EVERY=0)')).toBeInTheDocument();
  });
});
