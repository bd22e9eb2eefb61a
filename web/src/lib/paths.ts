/** Every route of the web app, including those whose screens come in later issues (see app/navigation.ts). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  contacts: '/contacts',
  /** The messages visitors left on the contact page. */
  contactMessages: '/contacts/messages',
  profile: '/profile',
  /** Someone's profile page (one's own is `profile`). */
  profileOf: (id: number | string) => `/profile/${id}`,
  dashboard: '/dashboard',
  expeditions: '/expeditions',
  /** An expedition's slip (BON D'EXPÉDITION), which 'Reçu' opens. */
  expeditionSlip: (id: number | string) => `/expeditions/${id}/bon`,
  /** An expedition's invoice (FACTURE D'EXPÉDITION). */
  expeditionInvoice: (id: number | string) => `/expeditions/${id}/facture`,
  /** Every label of an expedition, one A5 page each. */
  expeditionLabels: (id: number | string) => `/expeditions/${id}/etiquettes`,
  packags: '/packags',
  /** A parcel's page and label. */
  packag: (id: number | string) => `/packags/${id}`,
  /** Public tracking: a form for a reference and the last 4 digits of a phone. */
  tracking: '/suivi',
  /** Public tracking of one reference, which a parcel label's QR code opens. */
  track: (reference: string) => `/suivi/${encodeURIComponent(reference)}`,
  waybills: '/waybills',
  /** A waybill's printable sheet (BORDEREAU DE ROUTE), which 'Visualiser' opens. */
  waybill: (id: number | string) => `/waybills/${id}`,
  manifests: '/manifests',
  /** A manifest's page: its card and its parcels by destination. */
  manifest: (id: number | string) => `/manifests/${id}`,
  /** A manifest's printable sheets, one A4 page per destination. */
  manifestPrint: (id: number | string) => `/manifests/${id}/print`,
  /** Passenger tickets: their list, by status. */
  billets: '/billets',
  /** A ticket's page: the passenger, the flight, the payments. */
  billet: (id: number | string) => `/billets/${id}`,
  /** A ticket's printable sheet (A5), whose QR code opens the ticket's page. */
  billetPrint: (id: number | string) => `/billets/${id}/print`,
  invoices: '/invoices',
  depenses: '/depenses',
  /** An expense, a commission share or a commission. */
  depense: (id: number | string) => `/depenses/${id}`,
  reports: '/reports',
  clients: '/clients',
  customers: '/customers',
  vehicles: '/vehicles',
  logbooks: '/logbooks',
  /** An aircraft's logbook: its flights, page by page. */
  logbook: (id: number | string) => `/logbooks/${id}`,
  inspections: '/inspections',
  /** The fleet's due list ('Échéancier'): what comes due on pieces, inspections and documents. */
  due: '/due',
  /** The due list as an A4 sheet, with the same filters (`?planeId=&status=&horizonDays=`). */
  duePrint: '/due/print',
  documents: '/documents',
  pieces: '/pieces',
  composants: '/composants',
  planes: '/planes',
  plane: (id: number | string) => `/planes/${id}`,
  settings: '/settings',
  staffs: '/staffs',
  profiles: '/profiles',
  /** The audit trail ('Journal'), for `admin`. */
  audit: '/audit',
  /** *Système*: version, database, backups ('afficher systeme'). */
  system: '/systeme',
  myExpeditions: '/my/expeditions',
  /** The slip of one of the signed-in client's own expeditions. */
  myExpeditionSlip: (id: number | string) => `/my/expeditions/${id}/bon`,
  /** The signed-in client's tickets: a tab of 'Mes expéditions'. */
  myBillets: '/my/expeditions?onglet=billets',
  /** The printable sheet of one of the signed-in client's tickets. */
  myBilletPrint: (id: number | string) => `/my/billets/${id}/print`,
  myWaybills: '/my/waybills',
  /** The sheet of one of the signed-in driver's own waybills. */
  myWaybill: (id: number | string) => `/my/waybills/${id}`,
  myManifests: '/my/manifests',
  /** One of the signed-in pilot's own manifests, and its printable sheets. */
  myManifest: (id: number | string) => `/my/manifests/${id}`,
  myManifestPrint: (id: number | string) => `/my/manifests/${id}/print`,
} as const;
