import { useTranslation } from 'react-i18next';
import type { WaybillDetail } from '@/features/waybills/api/get-waybill';
import { useDeparture } from '@/features/waybills/components/waybill-columns';
import { AgencyHeader } from '@/components/print/agency-header';
import { PrintSheet } from '@/components/print/print-sheet';
import { formatDate, formatKg } from '@/lib/format';
import '@/features/waybills/components/waybill-sheet.css';

/** The table has at least this many rows, blank ones to fill in by hand. */
export const SHEET_ROWS = 10;


/**
 * BORDEREAU DE ROUTE on one A4 landscape page (up to 10 parcels): the origin branch's header,
 * the route, vehicle, driver and departure, the parcels with a column for the recipient's
 * signature, the totals and the driver's and agent's signatures.
 */
export function WaybillSheet({ waybill }: { waybill: WaybillDetail }) {
  const { t } = useTranslation();
  const departure = useDeparture()(waybill);
  const blanks = Math.max(0, SHEET_ROWS - waybill.waybilldetails.length);
  const { waybill_driver: driver, vehicle } = waybill;
  return (
    <PrintSheet size="A4" orientation="landscape">
      <article className="print-doc waybill-sheet" aria-label={t('waybills.sheet.label', { ref: waybill.ref_waybill })}>
        {waybill.agency && <AgencyHeader branch={waybill.agency} />}
        <div className="print-doc__heading">
          <h1 className="print-doc__title">{t('waybills.sheet.title')}</h1>
          <div className="waybill-sheet__ref">
            <strong>{t('waybills.sheet.number', { ref: waybill.ref_waybill })}</strong>
            <span>{t('waybills.sheet.status', { status: t(`waybills.status.${waybill.status}`) })}</span>
          </div>
        </div>
        <dl className="waybill-sheet__facts">
          <div>
            <dt>{t('waybills.sheet.route')}</dt>
            <dd>
              {waybill.waybill_origin.name} → {waybill.waybill_destination.name}
            </dd>
          </div>
          <div>
            <dt>{t('waybills.sheet.vehicle')}</dt>
            <dd>
              {vehicle.plaque}
              {vehicle.mark && <span className="waybill-sheet__muted"> · {vehicle.mark}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('waybills.sheet.driver')}</dt>
            <dd>
              {driver.name}
              {driver.tel && <span className="waybill-sheet__muted"> · {driver.tel}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('waybills.sheet.departure')}</dt>
            <dd>{departure ?? t('waybills.sheet.noDeparture')}</dd>
          </div>
        </dl>
        <table className="waybill-sheet__table">
          <thead>
            <tr>
              <th className="num">{t('waybills.sheet.columns.num')}</th>
              <th>{t('waybills.sheet.columns.parcel')}</th>
              <th>{t('waybills.sheet.columns.expedition')}</th>
              <th>{t('waybills.sheet.columns.sender')}</th>
              <th>{t('waybills.sheet.columns.recipient')}</th>
              <th>{t('waybills.sheet.columns.phone')}</th>
              <th className="num">{t('waybills.sheet.columns.quantity')}</th>
              <th className="num">{t('waybills.sheet.columns.weight')}</th>
              <th className="signature">{t('waybills.sheet.columns.signature')}</th>
            </tr>
          </thead>
          <tbody>
            {waybill.waybilldetails.map((line, index) => (
              <tr key={line.id}>
                <td className="num">{index + 1}</td>
                <td className="ref">{line.packag.ref_packag}</td>
                <td className="ref">{line.expedition.ref_expedition}</td>
                <td>{line.expedition.sender.name}</td>
                <td>{line.packag.recipient.name}</td>
                <td className="ref">{line.packag.recipient.tel}</td>
                <td className="num">{line.quantity}</td>
                <td className="num">{formatKg(line.weight)}</td>
                <td />
              </tr>
            ))}
            {Array.from({ length: blanks }, (_, index) => (
              <tr key={`blank-${index}`} className="blank" aria-hidden="true">
                <td className="num">{waybill.waybilldetails.length + index + 1}</td>
                <td />
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
              <td colSpan={6}>{t('waybills.sheet.total', { count: waybill.waybilldetails.length })}</td>
              <td className="num">{waybill.quantity}</td>
              <td className="num">{formatKg(waybill.weight)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
        <div className="waybill-sheet__bottom">
          <div className="waybill-sheet__muted">
            {t('waybills.sheet.made', { name: waybill.waybill_user.name, date: formatDate(waybill.createdAt) })}
          </div>
          <div className="waybill-sheet__signatures">
            <div>{t('waybills.sheet.driverSignature')}</div>
            <div>{t('waybills.sheet.agentSignature')}</div>
          </div>
        </div>
      </article>
    </PrintSheet>
  );
}
