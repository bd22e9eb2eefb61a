import { useTranslation } from 'react-i18next';
import type { DueFilters, DueList, DueStatus } from '@/features/due/api/get-due';
import { usePerDay } from '@/features/due/components/due-planes';
import { OkIcon, SoonIcon, StopIcon, useDueWords } from '@/components/airworthiness/due-status';
import { AgencyHeader, type AgencyBranch } from '@/components/print/agency-header';
import { usePrintDate } from '@/components/print/print-date';
import { PrintSheet } from '@/components/print/print-sheet';
import { formatCount, formatDate } from '@/lib/format';
import '@/features/due/components/due-sheet.css';

const statusIcon = { ok: OkIcon, bientot: SoonIcon, depasse: StopIcon } as const;

/** A status as printed: its icon and its word, in its colour (a black-and-white printer keeps both). */
function PrintedStatus({ status, label }: { status: DueStatus | 'EnService' | 'Immobilise'; label: string }) {
  const look = status === 'EnService' ? 'ok' : status === 'Immobilise' ? 'depasse' : status;
  const StatusIcon = statusIcon[look];
  return (
    <span className="due-sheet__status" data-status={look}>
      <StatusIcon />
      {label}
    </span>
  );
}

/**
 * The due list on A4 (portrait, as many pages as it takes, the table's heading on each): the
 * agency's header, the date it stands at and the filters, each aircraft's state, then every item.
 */
export function DueSheet({ due, filters, branch }: { due: DueList; filters: DueFilters; branch: AgencyBranch }) {
  const { t } = useTranslation();
  const words = useDueWords();
  const perDay = usePerDay();
  const printedOn = usePrintDate();
  const plane = filters.planeId === null ? null : (due.planes.find((candidate) => candidate.id === filters.planeId) ?? null);
  const facts: [string, string][] = [
    [t('due.sheet.asOf'), formatDate(due.today)],
    [t('due.sheet.plane'), plane?.immatriculation ?? t('due.sheet.allPlanes')],
    [t('due.sheet.status'), t(`due.tabs.${filters.status ?? 'all'}`)],
    [t('due.sheet.horizon'), filters.horizonDays === null ? t('due.horizon.all') : t('due.horizon.days', { count: filters.horizonDays })],
    [
      t('due.sheet.thresholds'),
      t('due.sheet.thresholdsValue', {
        days: formatCount(due.thresholds.days),
        hours: formatCount(due.thresholds.hours),
        cycles: formatCount(due.thresholds.cycles),
      }),
    ],
  ];
  return (
    <PrintSheet size="A4">
      <article className="print-doc due-sheet" aria-label={t('due.sheet.label')}>
        <AgencyHeader branch={branch} />
        <div className="print-doc__heading">
          <h1 className="print-doc__title">
            {plane ? t('due.sheet.titleOf', { immatriculation: plane.immatriculation }) : t('due.sheet.title')}
          </h1>
          <div className="due-sheet__count">{t('due.sheet.count', { count: due.items.length })}</div>
        </div>
        <dl className="due-sheet__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>

        {due.planes.length > 0 && (
          <>
            <h2 className="due-sheet__section">{t('due.sheet.fleet')}</h2>
            <table className="due-sheet__table">
              <thead>
                <tr>
                  <th>{t('due.sheet.plane')}</th>
                  <th>{t('due.table.status')}</th>
                  <th className="num">{t('due.tabs.depasse')}</th>
                  <th className="num">{t('due.tabs.bientot')}</th>
                  <th>{t('due.sheet.perDay')}</th>
                </tr>
              </thead>
              <tbody>
                {due.planes.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <strong>{row.immatriculation}</strong>
                    </td>
                    <td>
                      <PrintedStatus status={row.status} label={t(`airworthiness.due.aircraft.${row.status}`)} />
                    </td>
                    <td className="num">{formatCount(row.overdue)}</td>
                    <td className="num">{formatCount(row.dueSoon)}</td>
                    <td>{perDay(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}

        <h2 className="due-sheet__section">{t('due.sheet.items')}</h2>
        <table className="due-sheet__table">
          <thead>
            <tr>
              <th>{t('due.table.status')}</th>
              <th>{t('due.table.plane')}</th>
              <th>{t('due.table.item')}</th>
              <th>{t('due.table.limit')}</th>
              <th>{t('due.table.dueAt')}</th>
              <th>{t('due.table.left')}</th>
              <th>{t('due.table.projected')}</th>
            </tr>
          </thead>
          <tbody>
            {due.items.length === 0 && (
              <tr>
                <td colSpan={7} className="due-sheet__empty">
                  {t('due.empty')}
                </td>
              </tr>
            )}
            {due.items.map((item) => {
              const where = words.where(item);
              return (
                <tr key={item.key}>
                  <td>
                    <PrintedStatus status={item.status} label={t(`airworthiness.due.status.${item.status}`)} />
                  </td>
                  <td className="nowrap">{item.planeImmatriculation ?? t('airworthiness.due.inStore')}</td>
                  <td>
                    {item.item}
                    <small>{where ? `${t(`airworthiness.due.kind.${item.itemKind}`)} · ${where}` : t(`airworthiness.due.kind.${item.itemKind}`)}</small>
                  </td>
                  <td>{words.limit(item)}</td>
                  <td className="nowrap">{words.dueAt(item) ?? '—'}</td>
                  <td>
                    <strong>{words.left(item)}</strong>
                  </td>
                  <td className="nowrap">{item.projectedDate === null ? t('due.table.noForecast') : formatDate(item.projectedDate)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="due-sheet__printed">{t('due.sheet.printedOn', { date: formatDate(printedOn) })}</div>
      </article>
    </PrintSheet>
  );
}
