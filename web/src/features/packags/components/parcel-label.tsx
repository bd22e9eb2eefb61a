import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { ParcelDetail } from '@/features/packags/api/get-packag';
import { AgencyHeader } from '@/components/print/agency-header';
import { formatDate, formatWeight } from '@/lib/format';
import { paths } from '@/lib/paths';
import '@/features/packags/components/parcel-label.css';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * The address the label's QR code opens, on the server the label was printed from: the public
 * tracking page of this parcel, which takes signed-in staff on to the parcel's page.
 */
export function parcelUrl(reference: string): string {
  return `${window.location.origin}${paths.track(reference)}`;
}

type Named = { name: string };
type Reachable = { name: string; tel: string | null };

/**
 * What a label prints of a parcel: a parcel's page has it all (`ParcelDetail`); an expedition's
 * labels are made from the expedition's detail.
 */
export type LabelFacts = Pick<
  ParcelDetail,
  'ref_packag' | 'quantityEntry' | 'weightEntry' | 'unitWeight' | 'description' | 'createdAt' | 'packagdetails' | 'expedition_origin'
> & {
  recipient: Reachable;
  expedition: { ref_expedition: string; sender: Reachable; expedition_user: Named };
  price: Named;
};

/**
 * The parcel's label, to print on an A5 sheet and to read on a phone after scanning its QR code:
 * agency, references, route, parties, pieces and kg, contents, who registered it and when.
 */
export function ParcelLabel({ parcel }: { parcel: LabelFacts }) {
  const { t } = useTranslation();
  const registered = new Date(parcel.createdAt);
  return (
    <article className="parcel-label" aria-label={t('packags.label.title', { ref: parcel.ref_packag })}>
      {parcel.expedition_origin && <AgencyHeader branch={parcel.expedition_origin} />}
      <div className="parcel-label__top">
        <div>
          <div className="parcel-label__kind">{t('packags.label.heading')}</div>
          <h2 className="parcel-label__ref">{parcel.ref_packag}</h2>
          <dl className="parcel-label__facts">
            <dt>{t('packags.label.expedition')}</dt>
            <dd>{parcel.expedition.ref_expedition}</dd>
            <dt>{t('packags.label.route')}</dt>
            <dd>{parcel.price.name}</dd>
          </dl>
        </div>
        <QRCodeSVG
          className="parcel-label__qr"
          value={parcelUrl(parcel.ref_packag)}
          size={256}
          level="M"
          marginSize={2}
          role="img"
          aria-label={t('packags.label.qr')}
        />
      </div>
      <div className="parcel-label__parties">
        <section className="parcel-label__party">
          <h3 className="parcel-label__caption">{t('packags.label.sender')}</h3>
          <div>{parcel.expedition.sender.name}</div>
          {parcel.expedition.sender.tel && <div>{parcel.expedition.sender.tel}</div>}
        </section>
        <section className="parcel-label__party">
          <h3 className="parcel-label__caption">{t('packags.label.recipient')}</h3>
          <div className="parcel-label__recipient">{parcel.recipient.name}</div>
          {parcel.recipient.tel && <div className="parcel-label__recipient">{parcel.recipient.tel}</div>}
        </section>
      </div>
      <div className="parcel-label__figures">
        <div className="parcel-label__figure">
          {t('packags.label.quantity')}
          <strong>{parcel.quantityEntry}</strong>
        </div>
        <div className="parcel-label__figure">
          {t('packags.label.weight')}
          <strong>{formatWeight(parcel.weightEntry)}</strong>
        </div>
        <div className="parcel-label__figure">
          {t('packags.label.unitWeight')}
          <strong>{formatWeight(parcel.unitWeight)}</strong>
        </div>
      </div>
      <section>
        <h3 className="parcel-label__caption">{t('packags.label.contents')}</h3>
        {parcel.packagdetails.length === 0 ? (
          <div>{t('packags.label.noContents')}</div>
        ) : (
          <table className="parcel-label__contents">
            <thead>
              <tr>
                <th>{t('packags.label.article')}</th>
                <th>{t('packags.label.pieces')}</th>
              </tr>
            </thead>
            <tbody>
              {parcel.packagdetails.map((content) => (
                <tr key={content.id}>
                  <td>
                    {content.article.name}
                    {content.typearticle && ` (${content.typearticle.name})`}
                  </td>
                  <td>{content.unite}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {parcel.description && (
        <section>
          <h3 className="parcel-label__caption">{t('packags.label.description')}</h3>
          <div>{parcel.description}</div>
        </section>
      )}
      <footer className="parcel-label__footer">
        {t('packags.label.registered', {
          date: formatDate(registered),
          time: timeFormat.format(registered),
          name: parcel.expedition.expedition_user.name,
        })}
      </footer>
    </article>
  );
}
