import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactElement, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { AircraftStatus, DueItem, DueStatus } from '@/lib/api/airworthiness';
import { formatFlightTime } from '@/lib/flight-time';
import { formatCount, formatDate } from '@/lib/format';

// How the due list, the aircraft's cards and page, and the dashboard say where an item or an
// aircraft stands: a word and an icon, the colour only repeating them (DESIGN §4 "Due list").

function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={14}
      height={14}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A tick in a circle: fine, in service. */
export function OkIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16 9.8" />
    </Icon>
  );
}

/** A clock: comes due soon. */
export function SoonIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

/** An octagon with a bar: past due, grounded. */
export function StopIcon() {
  return (
    <Icon>
      <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z" />
      <path d="M8 12h8" />
    </Icon>
  );
}

const statusLook: Record<DueStatus, { color: string; variant: BadgeProps['variant']; icon: () => ReactElement }> = {
  ok: { color: 'green', variant: 'light', icon: OkIcon },
  bientot: { color: 'orange', variant: 'light', icon: SoonIcon },
  depasse: { color: 'red', variant: 'filled', icon: StopIcon },
};

/** The word is what says the status: a narrow table column never cuts it short ('DÉPAS…'). */
const wholeWord = { label: { overflow: 'visible' } } as const;

/** 'OK', 'Bientôt dû' or 'Dépassé', with its icon, green, orange or red. */
export function DueStatusBadge({ status, size }: { status: DueStatus; size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  const look = statusLook[status];
  const StatusIcon = look.icon;
  return (
    <Badge color={look.color} variant={look.variant} size={size} leftSection={<StatusIcon />} style={{ flexShrink: 0 }} styles={wholeWord}>
      {t(`airworthiness.due.status.${status}`)}
    </Badge>
  );
}

/** 'En service' in green or 'Immobilisé' in red, with its icon. */
export function AircraftStatusBadge({ status, size = 'lg' }: { status: AircraftStatus; size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  const grounded = status === 'Immobilise';
  return (
    <Badge
      color={grounded ? 'red' : 'green'}
      variant={grounded ? 'filled' : 'light'}
      size={size}
      leftSection={grounded ? <StopIcon /> : <OkIcon />}
      style={{ flexShrink: 0 }}
      styles={wholeWord}
    >
      {t(`airworthiness.due.aircraft.${status}`)}
    </Badge>
  );
}

/** The words of a due item, in the interface's language: its limit, its due point, what is left, its projected date. */
export function useDueWords() {
  const { t } = useTranslation();

  /** `Révision · 3 000 h`; a document's expiry has no interval. */
  const limit = (item: Pick<DueItem, 'limit' | 'dimension' | 'interval'>) => {
    const name = t(`airworthiness.due.limit.${item.limit}`);
    if (item.interval === null) return name;
    const interval = t(`airworthiness.due.interval.${item.dimension}`, { value: formatCount(item.interval) });
    return t('airworthiness.due.limitOf', { limit: name, interval });
  };

  /** Where it comes due: `à 2 150:00 h`, `à 9 600 cycles`, `le 10/01/2027`; null when not known. */
  const dueAt = (item: Pick<DueItem, 'dueMinutes' | 'dueCycles' | 'dueDate'>) => {
    if (item.dueMinutes !== null) return t('airworthiness.due.at.hours', { time: formatFlightTime(item.dueMinutes) });
    if (item.dueCycles !== null) return t('airworthiness.due.at.cycles', { formatted: formatCount(item.dueCycles) });
    if (item.dueDate !== null) return t('airworthiness.due.at.date', { date: formatDate(item.dueDate) });
    return null;
  };

  /**
   * What is left: `34:00 h` or `dépassé de 2:30 h`, `120 cycles` or `dépassé de 3 cycles`,
   * `12 jours` or `expiré depuis 12 jours`; an inspection never performed says so.
   */
  const left = (item: Pick<DueItem, 'remaining' | 'dimension'>) => {
    const { remaining } = item;
    if (remaining === null) return t('airworthiness.due.left.never');
    const past = remaining < 0;
    const size = Math.abs(remaining);
    switch (item.dimension) {
      case 'hours':
        return t(past ? 'airworthiness.due.left.hoursPast' : 'airworthiness.due.left.hours', { time: formatFlightTime(size) });
      case 'cycles':
        return t(past ? 'airworthiness.due.left.cyclesPast' : 'airworthiness.due.left.cycles', { count: size, formatted: formatCount(size) });
      case 'days':
        return t(past ? 'airworthiness.due.left.daysPast' : 'airworthiness.due.left.days', { count: size, formatted: formatCount(size) });
    }
  };

  /** `prévu le 02/01/2027`, or that no recent flight gives a forecast. */
  const projected = (item: Pick<DueItem, 'projectedDate'>) =>
    item.projectedDate === null ? t('airworthiness.due.noForecast') : t('airworthiness.due.projected', { date: formatDate(item.projectedDate) });

  /** The component a piece is on: `sur PT6A-114A (moteur)`; null when it is on the aircraft itself, or in store. */
  const where = (item: Pick<DueItem, 'host'>) => (item.host === null ? null : t('airworthiness.due.onHost', { host: item.host }));

  return { limit, dueAt, left, projected, where };
}
