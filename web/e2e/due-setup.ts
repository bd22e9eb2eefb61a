import type { APIRequestContext } from '@playwright/test';
import { isoDay, tinyPdf } from './airworthiness-setup.ts';
import { answered, created, ensureBranch, ensureUser, profileId } from './fixtures.ts';

// What the due list's specs put in place through the API, like the demo (contract 17): three
// aircraft of `tag` (three letters, in the registrations): `grounded`, whose insurance expired 12
// days ago (nothing else is due on it, so renewing the insurance lifts it); `dueSoon`, whose
// certificate of airworthiness expires in 21 days; `inService`, whose papers run for months. Two
// branches for a manifest between them, and a few flights on the grounded aircraft for a forecast.

export interface DueFleet {
  grounded: { id: number; immatriculation: string };
  dueSoon: { id: number; immatriculation: string };
  inService: { id: number; immatriculation: string };
  /** The grounded aircraft's insurance, which the specs renew. */
  insurance: { id: number; serie: string };
  origin: { id: number; name: string };
  destination: { id: number; name: string };
}

type Plane = { id: number; immatriculation: string };

export async function ensureDueFleet(api: APIRequestContext, tag: string, tel: string): Promise<DueFleet> {
  const planes = await answered<{ items: Plane[] }>(api.get('/api/planecomposants?category=1&per_page=100'));
  const baseDate = isoDay(-400);
  const plane = async (immatriculation: string, serie: string, constructeur: string, minutes: number, cycles: number) =>
    planes.items.find((item) => item.immatriculation === immatriculation) ??
    created<Plane>(
      api.post('/api/planecomposants', {
        data: {
          category: 1,
          immatriculation,
          serie,
          constructeur,
          dateFabrication: '2011-06-20',
          dateRevision: isoDay(-120),
          ttsn: minutes,
          ttso: Math.round(minutes / 10),
          tcsn: cycles,
          tcso: Math.round(cycles / 10),
          baseDate,
          countComposant: 2,
          city: 'Goma',
          description: 'Cargo',
        },
      }),
    );
  const grounded = await plane(`9Q-${tag}F`, '2871', 'Let L-410 UVP-E20', 310_400, 18_230);
  const dueSoon = await plane(`9Q-${tag}J`, '208B-2210', 'Cessna 208B', 184_020, 12_115);
  const inService = await plane(`9Q-${tag}A`, '2912', 'Let L-410 UVP-E20', 125_403, 9410);

  const documents = await answered<{ items: { id: number; serie: string }[] }>(api.get('/api/documents?per_page=100'));
  const document = async (planeId: number, serie: string, description: string, dateEmission: string, dateExpiration: string) =>
    documents.items.find((item) => item.serie === serie) ??
    created<{ id: number; serie: string }>(
      api.post('/api/documents', {
        multipart: {
          planecomposantId: String(planeId),
          serie,
          description,
          dateEmission,
          dateExpiration,
          file: { name: `${serie}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf(description) },
        },
      }),
    );
  const insurance = await document(grounded.id, `ASS-${tag}-2025`, 'Assurance', isoDay(-377), isoDay(-12));
  await document(grounded.id, `LR-${tag}-17`, 'Licence radio', isoDay(-100), isoDay(265));
  await document(dueSoon.id, `CDN-${tag}-2025`, 'Certificat de navigabilité', isoDay(-344), isoDay(21));
  await document(inService.id, `CDN-${tag}-2026`, 'Certificat de navigabilité', isoDay(-30), isoDay(335));

  // A few flights of the grounded aircraft, before its insurance ran out: its forecast.
  const logbooks = await answered<{ items: { id: number }[] }>(api.get(`/api/logbooks?planeId=${grounded.id}`));
  if (logbooks.items.length === 0) {
    const pilotId = await ensureUser(api, { name: `Pilote ${tag}`, tel: `${tel}01`, profileId: await profileId(api, 'pilote') });
    const logbook = await created<{ id: number }>(
      api.post('/api/logbooks', { data: { plaque: grounded.immatriculation, serie: `LB-${tag}-01`, description: 'Carnet de route' } }),
    );
    for (const [days, from, to, flightTime, cycles] of [
      [-40, 'Goma', 'Bukavu', 50, 1],
      [-33, 'Bukavu', 'Goma', 55, 1],
      [-20, 'Goma', 'Kisangani', 160, 1],
      [-19, 'Kisangani', 'Goma', 170, 1],
    ] as const) {
      await created(api.post(`/api/logbooks/${logbook.id}/entries`, { data: { date: isoDay(days), from, to, flightTime, cycles, pilotId } }));
    }
  }

  const branch = (name: string, city: string, region: string, suffix: string) =>
    ensureBranch(api, { name, city, region, countryCode: 'cd', tel: `${tel}${suffix}`, type: 1, status: 1 });
  const origin = { id: await branch(`${tag} Goma`, 'Goma', 'Nord-Kivu', '10'), name: `${tag} Goma` };
  const destination = { id: await branch(`${tag} Bunia`, 'Bunia', 'Ituri', '11'), name: `${tag} Bunia` };

  return {
    grounded: { id: grounded.id, immatriculation: `9Q-${tag}F` },
    dueSoon: { id: dueSoon.id, immatriculation: `9Q-${tag}J` },
    inService: { id: inService.id, immatriculation: `9Q-${tag}A` },
    insurance: { id: insurance.id, serie: insurance.serie },
    origin,
    destination,
  };
}
