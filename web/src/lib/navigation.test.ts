import { describe, expect, it } from 'vitest';
import { landingPath, sidebarEntries, sidebarItems, visibleEntries } from '@/lib/navigation';
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

describe('the groups of the sidebar', () => {
  const layout = (...held: Permission[]) =>
    sidebarItems(visibleEntries(sidebarEntries, holding(...held))).map((item) =>
      item.kind === 'entry' ? item.entry.label : `${item.group}: ${item.entries.map((entry) => entry.label.replace('layout.sidebar.', '')).join(', ')}`,
    );

  it('puts every entry but Accueil, Dashboard and Mon profil in a group', () => {
    expect(sidebarEntries.filter((entry) => entry.group === null).map((entry) => entry.label)).toEqual([
      'layout.sidebar.home',
      'layout.sidebar.dashboard',
      'layout.sidebar.profile',
    ]);
  });

  it('lays out Fret, Argent, Flotte, Personnes and Paramètres between them, each with what the person may see', () => {
    expect(
      layout(
        'afficher dashboard', 'afficher expedition', 'afficher coli', 'afficher bordereau', 'afficher manifeste', 'afficher billet',
        'afficher facture', 'afficher depense', 'afficher rapport', 'afficher client', 'afficher vehicule', 'afficher logbook',
        'afficher inspection', 'afficher document', 'afficher piece', 'afficher composant', 'afficher avion', 'afficher extension',
        'afficher personnel', 'afficher profil', 'admin',
      ),
    ).toEqual([
      'layout.sidebar.home',
      'layout.sidebar.dashboard',
      'freight: expeditions, packags, waybills, manifests, billets',
      'money: invoices, depenses, reports',
      'fleet: vehicles, logbooks, inspections, due, documents, pieces, composants, planes',
      'people: clients, messages, staffs, profiles',
      'settings: settings, audit',
      'layout.sidebar.profile',
    ]);
    expect(layout('afficher dashboard', 'afficher personnel')).toEqual([
      'layout.sidebar.home',
      'layout.sidebar.dashboard',
      'people: staffs',
      'layout.sidebar.profile',
    ]);
  });
});
