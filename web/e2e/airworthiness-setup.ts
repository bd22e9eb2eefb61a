import type { APIRequestContext } from '@playwright/test';
import { answered, created, ensureBranch, ensureUser, profileId } from './fixtures.ts';

// What the airworthiness specs put in place through the API: two aircraft, an engine and a
// propeller on the first, pieces, an inspection programme, documents expiring at different times,
// and a logbook with a few flights. Counters are minutes and cycles (DESIGN §4).

export interface Fleet {
  /** The aircraft carrying the components, and the one a propeller can move to. */
  first: { id: number; immatriculation: string };
  second: { id: number; immatriculation: string };
  engine: { id: number; immatriculation: string };
  propeller: { id: number; immatriculation: string };
  logbook: number;
  pilot: { id: number; name: string };
}

/** `YYYY-MM-DD`, `days` from today in the browser's calendar (negative: in the past). */
export function isoDay(days = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/**
 * `isoDay(days)` at Goma (Africa/Lubumbashi), the specs' branches: the day the screens call today
 * (a document's « Expire dans N jours », a form's default date). Between 22:00 and midnight UTC
 * it is already tomorrow there.
 */
export function gomaDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lubumbashi' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A one-page PDF, as a scanned certificate would be sent. */
export function tinyPdf(title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${44 + title.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${title}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Item = { id: number; immatriculation: string };

/**
 * The fleet of `tag` (three letters, in the registrations), made once per database: a spec's setup
 * running again after a failure finds it in place. `tel` is a free 8-digit phone prefix.
 */
export async function ensureFleet(api: APIRequestContext, tag: string, tel: string): Promise<Fleet> {
  const registration = { first: `9Q-${tag}A`, second: `9Q-${tag}B`, engine: `PT6A-${tag}1`, propeller: `HC-${tag}2` };
  const pilotName = `Pilote ${tag}`;
  const pilotId = await ensureUser(api, { name: pilotName, tel: `${tel}01`, profileId: await profileId(api, 'pilote') });
  const find = async (category: number, immatriculation: string) => {
    const page = await answered<{ items: Item[] }>(api.get(`/api/planecomposants?category=${category}&per_page=100`));
    return page.items.find((item) => item.immatriculation === immatriculation) ?? null;
  };
  const baseDate = isoDay(-400);
  const plane = async (immatriculation: string, serie: string, minutes: number, cycles: number) =>
    (await find(1, immatriculation)) ??
    created<Item>(
      api.post('/api/planecomposants', {
        data: {
          category: 1,
          immatriculation,
          serie,
          constructeur: 'Let L-410 UVP-E20',
          dateFabrication: '2012-04-18',
          dateRevision: isoDay(-200),
          ttsn: minutes,
          ttso: Math.round(minutes / 10),
          tcsn: cycles,
          tcso: Math.round(cycles / 10),
          baseDate,
          countComposant: 2,
          city: 'Goma',
          description: 'Cargo, 19 places',
        },
      }),
    );
  const first = await plane(registration.first, '2912', 125_403, 9410);
  const second = await plane(registration.second, '2744', 98_130, 7120);
  const component = async (
    immatriculation: string,
    constructeur: string,
    description: string,
    planeId: number,
    disposition: number,
    minutes: number,
    cycles: number,
  ) =>
    (await find(2, immatriculation)) ??
    created<Item>(
      api.post('/api/planecomposants', {
        data: {
          category: 2,
          immatriculation,
          serie: `SN-${immatriculation}`,
          constructeur,
          dateFabrication: '2015-09-01',
          dateRevision: isoDay(-300),
          ttsn: minutes,
          ttso: Math.round(minutes / 4),
          tcsn: cycles,
          tcso: Math.round(cycles / 4),
          baseDate,
          planeId,
          disposition,
          number: 1,
          description,
        },
      }),
    );
  const engine = await component(registration.engine, 'Pratt & Whitney PT6A-65B', 'Moteur gauche', first.id, 2, 60_000, 4000);
  const propeller = await component(registration.propeller, 'Hartzell HC-B3TN', 'Hélice droite', first.id, 3, 30_000, 2500);

  const logbooks = await answered<{ items: { id: number; plaque: string }[] }>(api.get(`/api/logbooks?planeId=${first.id}`));
  let logbook = logbooks.items[0]?.id;
  if (logbook === undefined) {
    logbook = (await created<{ id: number }>(api.post('/api/logbooks', { data: { plaque: registration.first, serie: `LB-${tag}-01`, description: 'Carnet de route' } }))).id;
    // A manifest the last flight carried, for the entry's link.
    const branch = (name: string, city: string, region: string, suffix: string) =>
      ensureBranch(api, { name: `${tag} ${name}`, city, region, countryCode: 'cd', tel: `${tel}${suffix}`, type: 1, status: 1 });
    const goma = await branch('Goma', 'Goma', 'Nord-Kivu', '10');
    const beni = await branch('Beni', 'Beni', 'Nord-Kivu', '11');
    const manifest = await created<{ id: number }>(
      api.post('/api/manifests', { data: { planeId: first.id, pilotId, originId: goma, destinationId: beni, waybilldetails: [] } }),
    );
    const flights: [number, string, string, number, number][] = [
      [-12, 'Goma', 'Bukavu', 55, 1],
      [-10, 'Bukavu', 'Kisangani', 150, 1],
      [-9, 'Kisangani', 'Goma', 165, 2],
      [-4, 'Goma', 'Beni', 70, 1],
    ];
    for (const [days, from, to, flightTime, cycles] of flights) {
      const carried = to === 'Beni' ? manifest.id : null;
      const remarks = to === 'Beni' ? 'Fret humanitaire, piste mouillée' : null;
      await created(
        api.post(`/api/logbooks/${logbook}/entries`, { data: { date: isoDay(days), from, to, flightTime, cycles, pilotId, manifestId: carried, remarks } }),
      );
    }
    // Pieces: one on the aircraft, one on its engine.
    await created(
      api.post('/api/pieces', {
        data: {
          planecomposantId: first.id,
          libele: 'Batterie principale',
          serie: `BAT-${tag}-07`,
          numberPart: 'F20-4076',
          constructeur: 'Saft',
          crs: `CRS-${tag}-101`,
          dateFabrication: '2022-02-01',
          dateInstatallationLife: '2022-03-01',
          ttsn: 18_000,
          ttso: 600,
          tcsn: 1300,
          tcso: 40,
          baseDate,
          hourService: 600,
          dayService: 365,
        },
      }),
    );
    await created(
      api.post('/api/pieces', {
        data: {
          planecomposantId: engine.id,
          libele: 'Démarreur-génératrice',
          serie: `SG-${tag}-1234`,
          numberPart: '23032-001',
          constructeur: 'Safran',
          crs: `CRS-${tag}-102`,
          dateFabrication: '2019-05-01',
          dateInstatallationLife: '2020-01-15',
          ttsn: 42_000,
          ttso: 9000,
          tcsn: 2800,
          tcso: 600,
          baseDate,
          hourLife: 6000,
          hourRevision: 3000,
        },
      }),
    );
    // An inspection programme: one done lately, one never.
    const check = await created<{ id: number }>(
      api.post('/api/inspections', { data: { planecomposantId: first.id, description: 'Visite 100 h', time: 100, cycle: null, day: null } }),
    );
    await created(api.post(`/api/inspections/${check.id}/done`, { data: { date: isoDay(-11), serie: `CRS-${tag}-031` } }));
    const annual = await created<{ id: number }>(
      api.post('/api/inspections', { data: { planecomposantId: first.id, description: 'Visite annuelle', time: null, cycle: null, day: 365 } }),
    );
    await created(api.post(`/api/inspections/${annual.id}/done`, { data: { date: isoDay(-350), serie: `CRS-${tag}-007` } }));
    await created(api.post('/api/inspections', { data: { planecomposantId: first.id, description: 'Visite 600 cycles', time: null, cycle: 600, day: null } }));
    // Documents: expired, expiring within 30 days, valid, and one that never expires.
    const documents: [string, string, string, string | null][] = [
      [`CDN-${tag}-2025`, 'Certificat de navigabilité', isoDay(-380), isoDay(-15)],
      [`ASS-${tag}-2026`, 'Assurance responsabilité civile', isoDay(-340), isoDay(12)],
      [`LR-${tag}-88`, 'Licence radio', isoDay(-100), isoDay(265)],
      [`IMM-${tag}`, "Certificat d'immatriculation", '2012-05-02', null],
    ];
    for (const [serie, description, dateEmission, dateExpiration] of documents) {
      await created(
        api.post('/api/documents', {
          multipart: {
            planecomposantId: String(first.id),
            serie,
            description,
            dateEmission,
            dateExpiration: dateExpiration ?? '',
            file: { name: `${serie}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf(description) },
          },
        }),
      );
    }
  }
  return {
    first: { id: first.id, immatriculation: registration.first },
    second: { id: second.id, immatriculation: registration.second },
    engine: { id: engine.id, immatriculation: registration.engine },
    propeller: { id: propeller.id, immatriculation: registration.propeller },
    logbook,
    pilot: { id: pilotId, name: pilotName },
  };
}
