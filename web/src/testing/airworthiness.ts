import type {
  DocumentView,
  DueItem,
  DueList,
  EntryPage,
  EntryView,
  InspectionView,
  InstallationView,
  LogbookView,
  OverhaulView,
  PieceView,
  PlaneDetail,
  PlaneView,
} from '@/lib/api/airworthiness';

// Airworthiness records as the API answers them (issue 16), for the screens' tests: an aircraft
// 9Q-CSA (id 1), its left engine PT6A-SN123 (id 3), a propeller in store (id 4).

const stamps = { createdAt: '2026-11-01T08:00:00Z', updatedAt: '2026-11-20T10:00:00.000000Z' };

export function planeView(more: Partial<PlaneView> = {}): PlaneView {
  return {
    id: 1,
    category: 1,
    immatriculation: '9Q-CSA',
    serie: '2912',
    constructeur: 'Let L-410',
    dateFabrication: '2012-04-18',
    dateRevision: '2026-05-08',
    baseDate: '2025-11-01',
    baseTtsn: 120_000,
    baseTtso: 3000,
    baseTcsn: 9000,
    baseTcso: 200,
    ttsn: 125_403,
    ttso: 8403,
    tcsn: 9410,
    tcso: 610,
    overhauledOn: null,
    countComposant: 2,
    disposition: null,
    number: null,
    planeId: null,
    planeImmatriculation: null,
    city: 'Goma',
    description: null,
    image: null,
    crs: null,
    // Issue 18: what it carries of passengers (null for a component, or when not said).
    seats: null,
    maxPayload: null,
    ...stamps,
    // Issue 17: an aircraft says whether it is grounded; its next due items come with 'afficher inspection'.
    status: 'EnService',
    nextDue: null,
    ...more,
  };
}

export function engine(more: Partial<PlaneView> = {}): PlaneView {
  return planeView({
    id: 3,
    category: 2,
    immatriculation: 'PT6A-SN123',
    serie: 'PCE-123',
    constructeur: 'Pratt & Whitney',
    dateRevision: '2025-06-01',
    baseTtsn: 60_000,
    baseTtso: 1000,
    baseTcsn: 4000,
    baseTcso: 100,
    ttsn: 65_403,
    ttso: 6403,
    tcsn: 4410,
    tcso: 510,
    countComposant: null,
    planeId: 1,
    planeImmatriculation: '9Q-CSA',
    disposition: 2,
    number: 1,
    city: null,
    description: 'Moteur gauche',
    status: null,
    ...more,
  });
}

/** A propeller in store: installed nowhere. */
export function storedPropeller(more: Partial<PlaneView> = {}): PlaneView {
  return engine({
    id: 4,
    immatriculation: 'HC-B3TN-7',
    serie: 'HC-7',
    constructeur: 'Hartzell',
    planeId: null,
    planeImmatriculation: null,
    disposition: null,
    number: null,
    description: 'Hélice',
    ...more,
  });
}

export function pieceView(more: Partial<PieceView> = {}): PieceView {
  return {
    id: 7,
    libele: 'Démarreur-génératrice',
    serie: 'SG-1234',
    numberPart: '23032-001',
    constructeur: 'Safran',
    dateFabrication: '2019-05-01',
    dateInstatallationLife: '2020-01-15',
    crs: 'CRS-2020-014',
    hourLife: 6000,
    cycleLife: null,
    hourRevision: 3000,
    dayRevision: null,
    cycleRevision: null,
    hourService: 100,
    dayService: 365,
    cycleService: null,
    description: null,
    planecomposantId: 3,
    hostImmatriculation: 'PT6A-SN123',
    hostCategory: 2,
    planeId: 1,
    planeImmatriculation: '9Q-CSA',
    baseDate: '2025-11-01',
    baseTtsn: 42_000,
    baseTtso: 9000,
    baseTcsn: 2800,
    baseTcso: 600,
    ttsn: 47_403,
    ttso: 14_403,
    tcsn: 3210,
    tcso: 1010,
    overhauledOn: null,
    ...stamps,
    ...more,
  };
}

export function inspectionView(more: Partial<InspectionView> = {}): InspectionView {
  return {
    id: 5,
    planecomposantId: 1,
    planeImmatriculation: '9Q-CSA',
    description: 'Visite 100 h',
    time: 100,
    cycle: null,
    day: null,
    dateInspection: '2026-10-02',
    serie: 'CRS-2026-031',
    crs: '/api/files/crs-031.pdf',
    timeBef: 120_000,
    cycleBef: 9300,
    timeAvantRevision: 3400,
    cycleAvant: null,
    dayAvant: null,
    ...stamps,
    ...more,
  };
}

export function documentView(more: Partial<DocumentView> = {}): DocumentView {
  return {
    id: 11,
    planecomposantId: 1,
    planeImmatriculation: '9Q-CSA',
    serie: 'CDN-2026',
    description: 'Certificat de navigabilité',
    dateEmission: '2026-01-10',
    dateExpiration: '2026-12-31',
    file: '/api/files/ab12.pdf',
    contentType: 'application/pdf',
    ...stamps,
    ...more,
  };
}

export function logbookView(more: Partial<LogbookView> = {}): LogbookView {
  return {
    id: 2,
    planecomposantId: 1,
    plaque: '9Q-CSA',
    serie: 'LB-01',
    description: 'Carnet de route',
    entries: 12,
    ttsn: 125_403,
    ttso: 8403,
    tcsn: 9410,
    tcso: 610,
    ...stamps,
    ...more,
  };
}

export function entryView(more: Partial<EntryView> = {}): EntryView {
  return {
    id: 31,
    logbookId: 2,
    planeId: 1,
    date: '2026-11-20',
    from: 'Goma',
    to: 'Bukavu',
    flightTime: 105,
    cycles: 2,
    pilotId: 12,
    pilot: 'Jean Mukendi',
    manifestId: 4,
    manifestRef: 'MAN-000004',
    remarks: null,
    ferryReason: null,
    ...stamps,
    ...more,
  };
}

export function entryPage(items: EntryView[], more: Partial<EntryPage> = {}): EntryPage {
  return {
    items,
    total: items.length,
    page: 1,
    per_page: 10,
    broughtForward: { minutes: 125_000, cycles: 9400 },
    carriedForward: { minutes: 125_403, cycles: 9410 },
    ...more,
  };
}

export function installation(more: Partial<InstallationView> = {}): InstallationView {
  return {
    id: 1,
    itemKind: 'component',
    itemId: 3,
    hostId: 1,
    hostImmatriculation: '9Q-CSA',
    hostCategory: 1,
    disposition: 2,
    number: 1,
    installedOn: '2025-11-01',
    removedOn: null,
    hostMinutesOn: 120_000,
    hostCyclesOn: 9000,
    hostMinutesOff: null,
    hostCyclesOff: null,
    createdAt: stamps.createdAt,
    ...more,
  };
}

export function overhaul(more: Partial<OverhaulView> = {}): OverhaulView {
  return { id: 1, date: '2025-06-01', crs: 'CRS-REV-9', file: '/api/files/rev.pdf', minutes: 58_000, cycles: 3900, createdAt: stamps.createdAt, ...more };
}

/** An aircraft's page, every block readable unless overridden (null: not allowed). */
export function planeDetail(more: Partial<PlaneDetail> = {}): PlaneDetail {
  return {
    ...planeView(),
    components: [engine()],
    pieces: [pieceView()],
    inspections: [inspectionView()],
    documents: [documentView()],
    logbook: logbookView(),
    entries: [entryView()],
    ...more,
  };
}

// The due list (issue 17): the demo's fleet as contract 17 describes it, on 25/11/2026. 9Q-CSF is
// grounded (its insurance expired 12 days ago), 9Q-CJD's certificate of airworthiness expires in
// 21 days, 9Q-CSA is in service.

export function dueItem(more: Partial<DueItem> = {}): DueItem {
  return {
    key: 'piece:12:overhaul:hours',
    itemKind: 'piece',
    itemId: 12,
    item: 'Hélice — SN 568F-FR0999',
    planeId: 1,
    planeImmatriculation: '9Q-CSA',
    host: 'PT6A-114A (moteur)',
    limit: 'overhaul',
    dimension: 'hours',
    interval: 3000,
    dueMinutes: 123_000,
    dueCycles: null,
    dueDate: null,
    remaining: 120_600,
    status: 'ok',
    projectedDate: '2029-03-01',
    ...more,
  };
}

/** 9Q-CSF's insurance, expired 12 days ago: the aircraft is grounded. */
export const expiredInsurance = dueItem({
  key: 'document:31:expiry:days',
  itemKind: 'document',
  itemId: 31,
  item: 'Assurance — ASS-2026-CSF',
  planeId: 2,
  planeImmatriculation: '9Q-CSF',
  host: null,
  limit: 'expiry',
  dimension: 'days',
  interval: null,
  dueMinutes: null,
  dueDate: '2026-11-13',
  remaining: -12,
  status: 'depasse',
  projectedDate: '2026-11-13',
});

/** 9Q-CJD's certificate of airworthiness, expiring in 21 days. */
export const expiringCertificate = dueItem({
  key: 'document:32:expiry:days',
  itemKind: 'document',
  itemId: 32,
  item: 'Certificat de navigabilité — CDN-2025-CJD',
  planeId: 3,
  planeImmatriculation: '9Q-CJD',
  host: null,
  limit: 'expiry',
  dimension: 'days',
  interval: null,
  dueMinutes: null,
  dueDate: '2026-12-16',
  remaining: 21,
  status: 'bientot',
  projectedDate: '2026-12-16',
});

/** 9Q-CSA's 100-hour check, 34 hours away, flown too little lately to forecast. */
export const hundredHourCheck = dueItem({
  key: 'inspection:5:inspection:hours',
  itemKind: 'inspection',
  itemId: 5,
  item: 'Visite 100 h',
  host: null,
  limit: 'inspection',
  dimension: 'hours',
  interval: 100,
  dueMinutes: 125_440,
  remaining: 34 * 60,
  status: 'bientot',
  projectedDate: null,
});

/** A battery in store, 120 cycles from its service. */
export const storedBattery = dueItem({
  key: 'piece:40:service:cycles',
  itemId: 40,
  item: 'Batterie principale — SN BAT-07',
  planeId: null,
  planeImmatriculation: null,
  host: null,
  limit: 'service',
  dimension: 'cycles',
  interval: 600,
  dueMinutes: null,
  dueCycles: 9600,
  remaining: 1_200,
  status: 'ok',
  projectedDate: '2027-08-30',
});

/** GET /api/due over the demo's fleet. */
export function dueList(more: Partial<DueList> = {}): DueList {
  return {
    today: '2026-11-25',
    thresholds: { days: 30, hours: 50, cycles: 50 },
    counts: [
      { status: 'depasse', count: 1, capped: false },
      { status: 'bientot', count: 2, capped: false },
      { status: 'ok', count: 1, capped: false },
    ],
    planes: [
      { id: 2, immatriculation: '9Q-CSF', status: 'Immobilise', overdue: 1, dueSoon: 0, minutesPerDay: 95, cyclesPerDay: 1.5 },
      { id: 3, immatriculation: '9Q-CJD', status: 'EnService', overdue: 0, dueSoon: 1, minutesPerDay: 130, cyclesPerDay: 2 },
      { id: 1, immatriculation: '9Q-CSA', status: 'EnService', overdue: 0, dueSoon: 1, minutesPerDay: null, cyclesPerDay: null },
    ],
    items: [expiredInsurance, expiringCertificate, storedBattery, hundredHourCheck],
    total: 4,
    ...more,
  };
}
