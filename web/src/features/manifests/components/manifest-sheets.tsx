import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DestinationGroup, ManifestDetail } from '@/features/manifests/api/get-manifest';
import { aircraftOf, placeOf } from '@/features/manifests/components/manifest-card';
import { gramsToKg, sumLines } from '@/features/manifests/utils/lines';
import { AgencyHeader } from '@/components/print/agency-header';
import { usePrintDate } from '@/components/print/print-date';
import { PrintSheet } from '@/components/print/print-sheet';
import { formatCount, formatDate, formatKg } from '@/lib/format';
import i18n from '@/lib/i18n';
import '@/features/manifests/components/manifest-sheet.css';

/** Every sheet's table has at least this many rows, blank ones to write in by hand. */
export const SHEET_ROWS = 10;

/** The manifest's destinations, each a sheet; a manifest with no parcel yet prints one for its own destination. */
export function sheetGroups(manifest: ManifestDetail): DestinationGroup[] {
  if (manifest.groups.length > 0) return manifest.groups;
  return [{ destination: manifest.manifest_destination, quantity: 0, weight: 0, manifestdetails: [] }];
}

/** What every sheet of a manifest starts with: the agency, the title and number, its page, the flight. */
function SheetHead({
  manifest,
  title,
  index,
  count,
  destination,
  destinationName,
}: {
  manifest: ManifestDetail;
  title: string;
  index: number;
  count: number;
  destination: string;
  destinationName: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {manifest.manifest_origin && <AgencyHeader branch={manifest.manifest_origin} />}
      <div className="print-doc__heading">
        <h1 className="print-doc__title manifest-sheet__title">
          {title}
          <span>{t('manifests.sheet.number', { ref: manifest.ref_manifest })}</span>
        </h1>
        <div className="manifest-sheet__page">{t('manifests.sheet.page', { index: index + 1, count })}</div>
      </div>
      <dl className="manifest-sheet__facts">
        <div>
          <dt>{t('manifests.sheet.plane')}</dt>
          <dd>{aircraftOf(manifest.plane)}</dd>
        </div>
        <div>
          <dt>{t('manifests.sheet.pilot')}</dt>
          <dd>
            {manifest.pilot ? manifest.pilot.name : t('manifests.card.noPilot')}
            {manifest.pilot?.tel && <small>{manifest.pilot.tel}</small>}
          </dd>
        </div>
        <div>
          <dt>{t('manifests.sheet.route')}</dt>
          <dd>
            {t('manifests.card.routeValue', { origin: placeOf(manifest.manifest_origin), destination })}
            <small>{destinationName}</small>
          </dd>
        </div>
        <div>
          <dt>{t('manifests.sheet.departure')}</dt>
          <dd>{manifest.departureDate ? formatDate(manifest.departureDate) : t('manifests.card.undefined')}</dd>
        </div>
      </dl>
    </>
  );
}

/** The signatures under a sheet, and the day it is printed. */
function SheetFoot({ manifest, printedOn }: { manifest: ManifestDetail; printedOn: Date }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="manifest-sheet__footer">
        <div>{t('manifests.sheet.agent', { name: manifest.manifest_user.name })}</div>
        <div>{t('manifests.sheet.pilotSignature')}</div>
        <div>{t('manifests.sheet.reception')}</div>
      </div>
      <div className="manifest-sheet__printed">{t('manifests.sheet.printedOn', { date: formatDate(printedOn) })}</div>
    </>
  );
}

/** Empty rows to write in by hand, up to SHEET_ROWS, of `columns` cells each. */
function BlankRows({ filled, columns }: { filled: number; columns: number }) {
  const blanks = Math.max(0, SHEET_ROWS - filled);
  return Array.from({ length: blanks }, (_, blank) => (
    <tr key={`blank-${blank}`} aria-hidden="true">
      {Array.from({ length: columns }, (_, cell) => (
        <td key={cell} />
      ))}
    </tr>
  ));
}

function Sheet({
  manifest,
  group,
  index,
  count,
  printedOn,
}: {
  manifest: ManifestDetail;
  group: DestinationGroup;
  index: number;
  count: number;
  printedOn: Date;
}) {
  const { t } = useTranslation();
  const lines = group.manifestdetails;
  const total = sumLines(lines);
  const destination = placeOf(group.destination);
  return (
    <PrintSheet size="A4" orientation="landscape">
      <article className="print-doc manifest-sheet" aria-label={t('manifests.sheet.label', { ref: manifest.ref_manifest, destination })}>
        <SheetHead
          manifest={manifest}
          title={t('manifests.sheet.title')}
          index={index}
          count={count}
          destination={destination}
          destinationName={group.destination.name}
        />
        <table className="manifest-sheet__table">
          <colgroup>
            <col className="ref" />
            <col className="num" />
            <col className="weight" />
            <col />
            <col />
            <col className="tel" />
            <col className="sign" />
          </colgroup>
          <thead>
            <tr>
              <th>{t('manifests.sheet.cargo')}</th>
              <th className="num">{t('manifests.sheet.quantity')}</th>
              <th className="num">{t('manifests.sheet.weight')}</th>
              <th>{t('manifests.sheet.sender')}</th>
              <th>{t('manifests.sheet.recipient')}</th>
              <th>{t('manifests.sheet.tel')}</th>
              <th>{t('manifests.sheet.signature')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td className="ref">{line.packag.ref_packag}</td>
                <td className="num">{line.quantity}</td>
                <td className="num">{formatKg(line.weight)}</td>
                <td>{line.expedition.sender.name}</td>
                <td>{line.packag.recipient.name}</td>
                <td>{line.packag.recipient.tel ?? ''}</td>
                <td />
              </tr>
            ))}
            <BlankRows filled={lines.length} columns={7} />
          </tbody>
          <tfoot>
            <tr>
              <td>{t('manifests.sheet.subtotal')}</td>
              <td className="num">{total.pieces}</td>
              <td className="num">{formatKg(gramsToKg(total.grams))}</td>
              <td colSpan={4} />
            </tr>
          </tfoot>
        </table>
        <SheetFoot manifest={manifest} printedOn={printedOn} />
      </article>
    </PrintSheet>
  );
}

/**
 * The passenger list: every ticket not cancelled (an absent passenger struck through), by seat then
 * name, with a column to sign at boarding; the totals of what the passengers and their baggage weigh.
 */
function PassengerSheet({ manifest, index, count, printedOn }: { manifest: ManifestDetail; index: number; count: number; printedOn: Date }) {
  const { t } = useTranslation();
  const passengers = manifest.billets;
  const counted = passengers.filter((passenger) => passenger.status !== 'absent');
  const kg = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 1000), 0) / 1000;
  const destination = placeOf(manifest.manifest_destination);
  return (
    <PrintSheet size="A4" orientation="landscape">
      <article className="print-doc manifest-sheet" aria-label={t('manifests.sheet.passengersLabel', { ref: manifest.ref_manifest })}>
        <SheetHead
          manifest={manifest}
          title={t('manifests.sheet.passengersTitle')}
          index={index}
          count={count}
          destination={destination}
          destinationName={manifest.manifest_destination.name}
        />
        <table className="manifest-sheet__table manifest-sheet__table--passengers">
          <colgroup>
            <col className="no" />
            <col />
            <col className="type" />
            <col className="document" />
            <col className="seat" />
            <col className="weight" />
            <col className="bags" />
            <col className="sign" />
          </colgroup>
          <thead>
            <tr>
              <th className="num">{t('manifests.sheet.no')}</th>
              <th>{t('manifests.sheet.name')}</th>
              <th>{t('manifests.sheet.type')}</th>
              <th>{t('manifests.sheet.document')}</th>
              <th>{t('manifests.sheet.seat')}</th>
              <th className="num">{t('manifests.sheet.passengerWeight')}</th>
              <th className="num">{t('manifests.sheet.baggage')}</th>
              <th>{t('manifests.sheet.signature')}</th>
            </tr>
          </thead>
          <tbody>
            {passengers.map((passenger, row) => (
              <tr key={passenger.id} className={passenger.status === 'absent' ? 'manifest-sheet__absent' : undefined}>
                <td className="num">{row + 1}</td>
                <td>
                  {passenger.name}
                  {passenger.status === 'absent' && <small> — {t('billets.status.absent')}</small>}
                </td>
                <td>{t(`billets.type.${passenger.type}`)}</td>
                <td>{passenger.document}</td>
                <td className="ref">{passenger.seat ?? ''}</td>
                <td className="num">{formatKg(passenger.weight)}</td>
                <td className="num">
                  {t('manifests.sheet.baggageValue', { pieces: formatCount(passenger.baggagePieces), kg: formatKg(passenger.baggageWeight) })}
                </td>
                <td />
              </tr>
            ))}
            <BlankRows filled={passengers.length} columns={8} />
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={5}>{passengersByStatus(passengers)}</td>
              <td className="num">{formatKg(kg(counted.map((passenger) => passenger.weight)))}</td>
              <td className="num">
                {t('manifests.sheet.baggageValue', {
                  pieces: formatCount(counted.reduce((sum, passenger) => sum + passenger.baggagePieces, 0)),
                  kg: formatKg(kg(counted.map((passenger) => passenger.baggageWeight))),
                })}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
        <SheetFoot manifest={manifest} printedOn={printedOn} />
      </article>
    </PrintSheet>
  );
}

/** Whether the manifest prints a passenger list: it has passengers, or its aircraft carries some. */
export function printsPassengers(manifest: Pick<ManifestDetail, 'billets' | 'seats'>): boolean {
  return manifest.billets.length > 0 || manifest.seats !== null;
}

/** How many sheets the manifest prints: one per destination, and its passenger list. */
export function sheetCount(manifest: ManifestDetail): number {
  return sheetGroups(manifest).length + (printsPassengers(manifest) ? 1 : 0);
}

/**
 * The printable manifest: one A4 landscape sheet per destination, then the passenger list (when
 * there are passengers, or the aircraft carries some), printed one per page.
 */
export function ManifestSheets({ manifest }: { manifest: ManifestDetail }) {
  const groups = sheetGroups(manifest);
  const count = sheetCount(manifest);
  const printedOn = usePrintDate();
  return (
    <Stack gap="lg">
      {groups.map((group, index) => (
        <Sheet key={group.destination.id} manifest={manifest} group={group} index={index} count={count} printedOn={printedOn} />
      ))}
      {printsPassengers(manifest) && <PassengerSheet manifest={manifest} index={groups.length} count={count} printedOn={printedOn} />}
    </Stack>
  );
}

/** `3 embarqués · 1 absent` (and the réservés, before the flight is validated): the sheet's count by status. */
function passengersByStatus(passengers: { status: string }[]): string {
  const counts = [
    ['boarded', passengers.filter((passenger) => passenger.status === 'embarque').length],
    ['reserved', passengers.filter((passenger) => passenger.status === 'reserve').length],
    ['absent', passengers.filter((passenger) => passenger.status === 'absent').length],
  ] as const;
  return counts
    .filter(([key, count]) => count > 0 || key === 'boarded')
    .map(([key, count]) => i18n.t(`manifests.sheet.${key}`, { count, shown: formatCount(count) }))
    .join(' · ');
}
