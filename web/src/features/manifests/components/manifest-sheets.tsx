import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DestinationGroup, ManifestDetail } from '@/features/manifests/api/get-manifest';
import { aircraftOf, placeOf } from '@/features/manifests/components/manifest-card';
import { gramsToKg, sumLines } from '@/features/manifests/utils/lines';
import { AgencyHeader } from '@/components/print/agency-header';
import { usePrintDate } from '@/components/print/print-date';
import { PrintSheet } from '@/components/print/print-sheet';
import { formatDate, formatKg } from '@/lib/format';
import '@/features/manifests/components/manifest-sheet.css';

/** Every sheet's table has at least this many rows, blank ones to write in by hand. */
export const SHEET_ROWS = 10;


/** The manifest's destinations, each a sheet; a manifest with no parcel yet prints one for its own destination. */
export function sheetGroups(manifest: ManifestDetail): DestinationGroup[] {
  if (manifest.groups.length > 0) return manifest.groups;
  return [{ destination: manifest.manifest_destination, quantity: 0, weight: 0, manifestdetails: [] }];
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
  const blanks = Math.max(0, SHEET_ROWS - lines.length);
  const total = sumLines(lines);
  const destination = placeOf(group.destination);
  return (
    <PrintSheet size="A4" orientation="landscape">
      <article className="manifest-sheet" aria-label={t('manifests.sheet.label', { ref: manifest.ref_manifest, destination })}>
        {manifest.manifest_origin && <AgencyHeader branch={manifest.manifest_origin} />}
        <div className="manifest-sheet__heading">
          <h1 className="manifest-sheet__title">
            {t('manifests.sheet.title')}
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
              <small>{group.destination.name}</small>
            </dd>
          </div>
          <div>
            <dt>{t('manifests.sheet.departure')}</dt>
            <dd>{manifest.departureDate ? formatDate(manifest.departureDate) : t('manifests.card.undefined')}</dd>
          </div>
        </dl>
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
            {Array.from({ length: blanks }, (_, blank) => (
              <tr key={`blank-${blank}`} aria-hidden="true">
                <td />
                <td />
                <td />
                <td />
                <td />
                <td />
                <td />
              </tr>
            ))}
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
        <div className="manifest-sheet__footer">
          <div>{t('manifests.sheet.agent', { name: manifest.manifest_user.name })}</div>
          <div>{t('manifests.sheet.pilotSignature')}</div>
          <div>{t('manifests.sheet.reception')}</div>
        </div>
        <div className="manifest-sheet__printed">{t('manifests.sheet.printedOn', { date: formatDate(printedOn) })}</div>
      </article>
    </PrintSheet>
  );
}

/** The printable manifest: one A4 landscape sheet per destination, printed one per page. */
export function ManifestSheets({ manifest }: { manifest: ManifestDetail }) {
  const groups = sheetGroups(manifest);
  const printedOn = usePrintDate();
  return (
    <Stack gap="lg">
      {groups.map((group, index) => (
        <Sheet
          key={group.destination.id}
          manifest={manifest}
          group={group}
          index={index}
          count={groups.length}
          printedOn={printedOn}
        />
      ))}
    </Stack>
  );
}
