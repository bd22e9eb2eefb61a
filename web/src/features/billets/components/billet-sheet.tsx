import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { cents } from '@/features/billets/api/create-billet';
import type { Billet } from '@/features/billets/types';
import { flightRoute, seatOf } from '@/features/billets/utils';
import { AgencyHeader, type AgencyBranch } from '@/components/print/agency-header';
import { PrintSheet } from '@/components/print/print-sheet';
import { amountInWords } from '@/lib/amount-in-words';
import { formatCount, formatDate, formatMoney, formatWeight } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import '@/features/billets/components/billet-sheet.css';

/** The address the ticket's QR code opens, on the server it was printed from: the ticket's page. */
export function billetUrl(id: number): string {
  return `${window.location.origin}${paths.billet(id)}`;
}

function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={strong ? 'billet-sheet__strong' : undefined}>{value}</dd>
    </div>
  );
}

/**
 * The passenger's ticket on one A5 page: the agency it flies from, the ticket's number and a QR
 * code to its page, the passenger, the flight (manifest, route, day, seat), the baggage allowed,
 * and the fare with what was paid, in figures and in words.
 */
export function BilletSheet({ billet, branch }: { billet: Billet; branch: AgencyBranch }) {
  const { t } = useTranslation();
  const { manifest } = billet;
  const cancelled = billet.status === 'annule';
  return (
    <PrintSheet size="A5">
      <article className="print-doc billet-sheet" aria-label={t('billets.sheet.label', { ref: billet.ref_billet })}>
        <AgencyHeader branch={branch} />
        <div className="billet-sheet__top">
          <div>
            <h1 className="billet-sheet__title">{t('billets.sheet.title')}</h1>
            <div className="billet-sheet__ref">{t('billets.sheet.number', { ref: billet.ref_billet })}</div>
            <div>{t('billets.sheet.issued', { date: formatDate(billet.createdAt), name: billet.creator.name })}</div>
            {cancelled && <div className="billet-sheet__cancelled">{t('billets.sheet.cancelled')}</div>}
          </div>
          <QRCodeSVG
            className="billet-sheet__qr"
            value={billetUrl(billet.id)}
            size={256}
            level="M"
            marginSize={2}
            role="img"
            aria-label={t('billets.sheet.qr')}
          />
        </div>

        <section className="billet-sheet__box" aria-label={t('billets.sheet.passenger')}>
          <h2>{t('billets.sheet.passenger')}</h2>
          <div className="billet-sheet__name">{billet.name}</div>
          <dl className="billet-sheet__facts">
            <Fact label={t('billets.sheet.tel')} value={billet.tel} />
            <Fact label={t('billets.sheet.document')} value={billet.document} />
            <Fact label={t('billets.sheet.type')} value={t(`billets.type.${billet.type}`)} />
          </dl>
        </section>

        <section className="billet-sheet__box" aria-label={t('billets.sheet.flight')}>
          <h2>{t('billets.sheet.flight')}</h2>
          <div className="billet-sheet__route">{flightRoute(manifest)}</div>
          <dl className="billet-sheet__facts billet-sheet__facts--four">
            <Fact label={t('billets.sheet.manifest')} value={manifest.ref_manifest} />
            <Fact label={t('billets.sheet.plane')} value={manifest.planeRef} />
            <Fact
              label={t('billets.sheet.date')}
              value={manifest.departureDate ? formatDate(manifest.departureDate) : t('billets.sheet.dateToCome')}
            />
            <Fact label={t('billets.sheet.seat')} value={seatOf(billet)} strong />
          </dl>
          <div className="billet-sheet__small">
            {t('billets.sheet.between', { origin: manifest.origin.name, destination: manifest.destination.name })}
          </div>
        </section>

        <section className="billet-sheet__box" aria-label={t('billets.sheet.baggage')}>
          <h2>{t('billets.sheet.baggage')}</h2>
          <dl className="billet-sheet__facts">
            <Fact label={t('billets.sheet.baggagePieces')} value={formatCount(billet.baggagePieces)} strong />
            <Fact label={t('billets.sheet.baggageWeight')} value={formatWeight(billet.baggageWeight)} strong />
            <Fact label={t('billets.sheet.weight')} value={formatWeight(billet.weight)} />
          </dl>
        </section>

        <div className="billet-sheet__bottom">
          <p className="billet-sheet__words">
            {t('billets.sheet.paidInWords', { words: amountInWords(cents(billet.paid), currentLanguage()) })}
          </p>
          <dl className="billet-sheet__summary">
            <dt>{t('billets.sheet.fare')}</dt>
            <dd>{formatMoney(billet.fare)}</dd>
            <dt>{t('billets.sheet.paid')}</dt>
            <dd>{formatMoney(billet.paid)}</dd>
            <dt className="due">{t('billets.sheet.due')}</dt>
            <dd className="due">{formatMoney(billet.due)}</dd>
          </dl>
        </div>

        <div className="billet-sheet__signatures">
          <div>{t('billets.sheet.passengerSignature')}</div>
          <div>{t('billets.sheet.agencySignature')}</div>
        </div>
      </article>
    </PrintSheet>
  );
}
