import { describe, expect, it } from 'vitest';
import { landingPath, sidebarEntries, visibleEntries } from '@/lib/navigation';
import type { Permission } from '@/lib/permissions';

const holding = (...held: Permission[]) => (permission: Permission) => held.includes(permission);

describe('where people land after signing in', () => {
  it('sends staff who may see the dashboard there', () => {
    expect(landingPath(holding('afficher dashboard', 'afficher expedition', 'afficher rapport'))).toBe('/dashboard');
  });

  it('sends other staff to their first work screen of the sidebar', () => {
    expect(landingPath(holding('afficher expedition', 'afficher coli', 'afficher facture'))).toBe('/expeditions');
    expect(landingPath(holding('afficher facture', 'afficher bordereau'))).toBe('/waybills');
    expect(landingPath(holding('afficher personnel'))).toBe('/staffs');
  });

  it('sends clients, drivers and pilots to their own list', () => {
    expect(landingPath(holding('afficher mes expeditions'))).toBe('/my/expeditions');
    expect(landingPath(holding('afficher mes bordereaux'))).toBe('/my/waybills');
    expect(landingPath(holding('afficher mes manifestes'))).toBe('/my/manifests');
  });

  it('keeps staff on their work even when they may also see their own records', () => {
    expect(landingPath(holding('afficher mes bordereaux', 'afficher manifeste'))).toBe('/manifests');
  });

  it('leaves someone with no screen on the home page', () => {
    expect(landingPath(holding())).toBe('/');
  });
});

describe('the airworthiness entries of the sidebar', () => {
  const labels = (...held: Permission[]) => visibleEntries(sidebarEntries, holding(...held)).map((entry) => entry.label);

  it('each show under their own afficher permission', () => {
    expect(labels('afficher logbook')).toEqual(['layout.sidebar.home', 'layout.sidebar.logbooks', 'layout.sidebar.profile']);
    // The due list ('Échéancier') reads the inspection programme with the rest: it comes under it.
    expect(labels('afficher inspection')).toEqual(['layout.sidebar.home', 'layout.sidebar.inspections', 'layout.sidebar.due', 'layout.sidebar.profile']);
    expect(labels('afficher document', 'afficher piece', 'afficher composant')).toEqual([
      'layout.sidebar.home',
      'layout.sidebar.documents',
      'layout.sidebar.pieces',
      'layout.sidebar.composants',
      'layout.sidebar.profile',
    ]);
  });

  it('lead a maintenance controller to their first screen', () => {
    expect(landingPath(holding('afficher logbook', 'afficher avion'))).toBe('/logbooks');
    expect(landingPath(holding('afficher composant'))).toBe('/composants');
  });
});
