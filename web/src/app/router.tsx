import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { RequirePermission } from '@/app/require-permission';
import { NotFoundRoute } from '@/app/routes/not-found';
import { RouteError } from '@/app/routes/route-error';
import { FullPageLoader } from '@/components/full-page-loader';
import { LoginRoute } from '@/features/auth/routes/login';
import { paths } from '@/lib/paths';
import type { Permission } from '@/lib/permissions';

const profileRoute = async () => ({ Component: (await import('@/features/people/routes/profile')).ProfileRoute });

/**
 * The screens behind a session, grouped by the permission each needs (null: a session is enough).
 * This is the one place where routes are guarded; every screen is loaded on demand.
 */
const guarded: { permission: Permission | readonly Permission[] | null; routes: RouteObject[] }[] = [
  {
    permission: null,
    routes: [
      { path: paths.profile, lazy: profileRoute },
      { path: paths.profileOf(':id'), lazy: profileRoute },
    ],
  },
  {
    permission: 'afficher dashboard',
    routes: [
      {
        path: paths.dashboard,
        lazy: async () => ({ Component: (await import('@/app/routes/dashboard')).DashboardPage }),
      },
    ],
  },
  {
    permission: 'afficher rapport',
    routes: [
      {
        path: paths.reports,
        lazy: async () => ({ Component: (await import('@/features/reports/routes/reports')).ReportsRoute }),
      },
    ],
  },
  {
    permission: 'afficher personnel',
    routes: [
      {
        path: paths.staffs,
        lazy: async () => ({ Component: (await import('@/features/people/routes/staffs')).StaffsRoute }),
      },
    ],
  },
  {
    permission: 'afficher client',
    routes: [
      {
        path: paths.clients,
        lazy: async () => ({ Component: (await import('@/features/people/routes/clients')).ClientsRoute }),
      },
      // The spec's other address for the same list.
      { path: paths.customers, element: <Navigate to={paths.clients} replace /> },
    ],
  },
  {
    permission: 'afficher profil',
    routes: [
      {
        path: paths.profiles,
        lazy: async () => ({ Component: (await import('@/features/people/routes/profiles')).ProfilesRoute }),
      },
    ],
  },
  {
    permission: 'afficher extension',
    routes: [
      {
        path: paths.settings,
        lazy: async () => ({ Component: (await import('@/app/routes/settings')).SettingsRoute }),
      },
    ],
  },
  {
    permission: 'afficher expedition',
    routes: [
      {
        path: paths.expeditions,
        lazy: async () => ({ Component: (await import('@/app/routes/expeditions')).ExpeditionsPage }),
      },
      {
        path: paths.expeditionSlip(':id'),
        lazy: async () => ({ Component: (await import('@/app/routes/expedition-sheets')).ExpeditionSlipPage }),
      },
      {
        path: paths.expeditionInvoice(':id'),
        lazy: async () => ({ Component: (await import('@/app/routes/expedition-sheets')).ExpeditionInvoicePage }),
      },
      {
        path: paths.expeditionLabels(':id'),
        lazy: async () => ({ Component: (await import('@/app/routes/expedition-labels')).ExpeditionLabelsPage }),
      },
    ],
  },
  {
    permission: 'afficher mes expeditions',
    routes: [
      {
        path: paths.myExpeditions,
        lazy: async () => ({ Component: (await import('@/app/routes/my-expeditions')).MyExpeditionsPage }),
      },
      {
        path: paths.myBilletPrint(':id'),
        lazy: async () => ({ Component: (await import('@/features/billets/routes/billet-print')).MyBilletPrintRoute }),
      },
      {
        path: paths.myExpeditionSlip(':id'),
        lazy: async () => ({ Component: (await import('@/features/expeditions/routes/expedition-sheet')).MyExpeditionSlipRoute }),
      },
    ],
  },
  {
    permission: 'afficher vehicule',
    routes: [
      {
        path: paths.vehicles,
        lazy: async () => ({ Component: (await import('@/features/vehicles/routes/vehicles')).VehiclesRoute }),
      },
    ],
  },
  {
    permission: 'afficher avion',
    routes: [
      {
        path: paths.planes,
        lazy: async () => ({ Component: (await import('@/features/planes/routes/planes')).PlanesRoute }),
      },
      {
        path: paths.plane(':id'),
        lazy: async () => ({ Component: (await import('@/app/routes/plane')).PlanePage }),
      },
    ],
  },
  {
    permission: 'afficher composant',
    routes: [
      {
        path: paths.composants,
        lazy: async () => ({ Component: (await import('@/features/composants/routes/composants')).ComposantsRoute }),
      },
    ],
  },
  {
    permission: 'afficher piece',
    routes: [
      {
        path: paths.pieces,
        lazy: async () => ({ Component: (await import('@/features/pieces/routes/pieces')).PiecesRoute }),
      },
    ],
  },
  {
    permission: 'afficher inspection',
    routes: [
      {
        path: paths.inspections,
        lazy: async () => ({ Component: (await import('@/features/inspections/routes/inspections')).InspectionsRoute }),
      },
      {
        path: paths.due,
        lazy: async () => ({ Component: (await import('@/features/due/routes/due')).DueRoute }),
      },
      {
        path: paths.duePrint,
        lazy: async () => ({ Component: (await import('@/features/due/routes/due-print')).DuePrintRoute }),
      },
    ],
  },
  {
    permission: 'afficher document',
    routes: [
      {
        path: paths.documents,
        lazy: async () => ({ Component: (await import('@/features/documents/routes/documents')).DocumentsRoute }),
      },
    ],
  },
  {
    permission: 'afficher logbook',
    routes: [
      {
        path: paths.logbooks,
        lazy: async () => ({ Component: (await import('@/features/logbooks/routes/logbooks')).LogbooksRoute }),
      },
      {
        path: paths.logbook(':id'),
        lazy: async () => ({ Component: (await import('@/features/logbooks/routes/logbook')).LogbookRoute }),
      },
    ],
  },
  {
    permission: 'afficher coli',
    routes: [
      {
        path: paths.packags,
        lazy: async () => ({ Component: (await import('@/features/packags/routes/packags')).PackagsRoute }),
      },
    ],
  },
  {
    // The page a label's QR code opens: staff, and the clients the parcel belongs to (the server
    // answers 404 for anyone else's).
    permission: ['afficher coli', 'afficher mes expeditions'],
    routes: [
      {
        path: paths.packag(':id'),
        lazy: async () => ({ Component: (await import('@/features/packags/routes/packag')).PackagRoute }),
      },
    ],
  },
  {
    permission: 'afficher bordereau',
    routes: [
      {
        path: paths.waybills,
        lazy: async () => ({ Component: (await import('@/features/waybills/routes/waybills')).WaybillsRoute }),
      },
      {
        path: paths.waybill(':id'),
        lazy: async () => ({ Component: (await import('@/features/waybills/routes/waybill-sheet')).WaybillSheetRoute }),
      },
    ],
  },
  {
    permission: 'afficher mes bordereaux',
    routes: [
      {
        path: paths.myWaybills,
        lazy: async () => ({ Component: (await import('@/features/waybills/routes/my-waybills')).MyWaybillsRoute }),
      },
      {
        path: paths.myWaybill(':id'),
        lazy: async () => ({ Component: (await import('@/features/waybills/routes/waybill-sheet')).MyWaybillSheetRoute }),
      },
    ],
  },
  {
    permission: 'afficher manifeste',
    routes: [
      {
        path: paths.manifests,
        lazy: async () => ({ Component: (await import('@/app/routes/manifests')).ManifestsPage }),
      },
      {
        path: paths.manifest(':id'),
        lazy: async () => ({ Component: (await import('@/app/routes/manifests')).ManifestPage }),
      },
      {
        path: paths.manifestPrint(':id'),
        lazy: async () => ({ Component: (await import('@/features/manifests/routes/manifest-print')).ManifestPrintRoute }),
      },
    ],
  },
  {
    permission: 'afficher mes manifestes',
    routes: [
      {
        path: paths.myManifests,
        lazy: async () => ({ Component: (await import('@/features/manifests/routes/my-manifests')).MyManifestsRoute }),
      },
      {
        path: paths.myManifest(':id'),
        lazy: async () => ({ Component: (await import('@/features/manifests/routes/manifest')).MyManifestRoute }),
      },
      {
        path: paths.myManifestPrint(':id'),
        lazy: async () => ({ Component: (await import('@/features/manifests/routes/manifest-print')).MyManifestPrintRoute }),
      },
    ],
  },
  {
    permission: 'afficher billet',
    routes: [
      {
        path: paths.billets,
        lazy: async () => ({ Component: (await import('@/features/billets/routes/billets')).BilletsRoute }),
      },
      {
        path: paths.billet(':id'),
        lazy: async () => ({ Component: (await import('@/app/routes/billets')).BilletPage }),
      },
      {
        path: paths.billetPrint(':id'),
        lazy: async () => ({ Component: (await import('@/features/billets/routes/billet-print')).BilletPrintRoute }),
      },
    ],
  },
  {
    permission: 'afficher facture',
    routes: [
      {
        path: paths.invoices,
        lazy: async () => ({ Component: (await import('@/features/invoices/routes/invoices')).InvoicesRoute }),
      },
    ],
  },
  {
    permission: 'afficher depense',
    routes: [
      {
        path: paths.depenses,
        lazy: async () => ({ Component: (await import('@/features/depenses/routes/depenses')).DepensesRoute }),
      },
      {
        path: paths.depense(':id'),
        lazy: async () => ({ Component: (await import('@/features/depenses/routes/depense')).DepenseRoute }),
      },
    ],
  },
  {
    permission: 'admin',
    routes: [
      {
        path: paths.audit,
        lazy: async () => ({ Component: (await import('@/features/audit/routes/audit')).AuditRoute }),
      },
    ],
  },
  {
    permission: 'afficher systeme',
    routes: [
      {
        path: paths.system,
        lazy: async () => ({ Component: (await import('@/features/system/routes/system')).SystemRoute }),
      },
    ],
  },
  {
    // Visitors' messages: read by those who look after the clients.
    permission: 'afficher client',
    routes: [
      {
        path: paths.contactMessages,
        lazy: async () => ({ Component: (await import('@/features/contacts/routes/messages')).MessagesRoute }),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/features/landing/routes/landing')).LandingRoute }),
      },
      // Part of the first load: the first page of every visitor, shown one round trip sooner
      // on a slow line than if it were fetched once the app runs.
      { path: paths.login, Component: LoginRoute },
      {
        path: paths.register,
        lazy: async () => ({ Component: (await import('@/features/auth/routes/register')).RegisterRoute }),
      },
      {
        path: paths.contacts,
        lazy: async () => ({ Component: (await import('@/features/contacts/routes/contacts')).ContactsRoute }),
      },
      {
        path: paths.tracking,
        lazy: async () => ({ Component: (await import('@/features/tracking/routes/tracking')).TrackingRoute }),
      },
      {
        path: `${paths.tracking}/:ref`,
        lazy: async () => ({ Component: (await import('@/features/tracking/routes/tracking')).TrackingRoute }),
      },
      ...guarded.map(({ permission, routes }) => ({
        element: <RequirePermission permission={permission ?? undefined} />,
        children: routes,
      })),
      // Part of the first load anyway: RequirePermission shows it to those without a permission.
      { path: '*', Component: NotFoundRoute },
    ],
  },
];
