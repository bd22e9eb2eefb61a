import { useTranslation } from 'react-i18next';
import type { ExpeditionDetail, Packag, Party } from '@/features/expeditions/api/get-expedition';
import { toCents } from '@/features/expeditions/utils/pricing';
import { AgencyHeader } from '@/components/print/agency-header';
import { PrintSheet } from '@/components/print/print-sheet';
import { amountInWords } from '@/lib/amount-in-words';
import { formatCount, formatDate, formatMoney, formatWeight } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import '@/features/expeditions/components/expedition-sheet.css';

export type SheetKind = 'slip' | 'invoice';

/** A person's address on one line: street, city, region, country. */
function partyAddress(party: Party): string {
  const places = [party.adress, party.city, party.region, party.country].map((part) => part?.trim()).filter(Boolean);
  return places.filter((place, index) => places.indexOf(place) === index).join(', ');
}

function PartyBox({ title, party }: { title: string; party: Party }) {
  const { t } = useTranslation();
  const address = partyAddress(party);
  return (
    <section className="expedition-sheet__party">
      <h2>{title}</h2>
      <div className="expedition-sheet__party-name">{party.name}</div>
      {party.tel && <div>{t('expeditions.sheet.phone', { tel: party.tel })}</div>}
      {address && <div>{address}</div>}
    </section>
  );
}

/** What a parcel holds: its articles with their pieces, then its description. */
function contentsOf(packag: Packag): string {
  const articles = packag.packagdetails.map((content) => `${content.article.name} ×${content.unite}`).join(', ');
  return [articles, packag.description?.trim()].filter(Boolean).join(' — ');
}

/**
 * BON D'EXPÉDITION or FACTURE D'EXPÉDITION on one A5 page: the origin branch's header, the
 * parties, the parcels with their amounts, the totals, what is paid and what is owed. The invoice
 * also writes the price in words and lists the payments.
 */
export function ExpeditionSheet({ expedition, kind }: { expedition: ExpeditionDetail; kind: SheetKind }) {
  const { t } = useTranslation();
  const destination = expedition.route.price_destination;
  return (
    <PrintSheet size="A5">
      <article className="print-doc expedition-sheet" aria-label={t(`expeditions.sheet.${kind}`)}>
        {expedition.expedition_origin && <AgencyHeader branch={expedition.expedition_origin} />}
        <div className="print-doc__heading">
          <h1 className="print-doc__title">{t(`expeditions.sheet.${kind}`)}</h1>
          <div className="expedition-sheet__ref">
            <strong>{t('expeditions.sheet.number', { ref: expedition.ref_expedition })}</strong>
            {t('expeditions.sheet.date', { date: formatDate(expedition.createdAt) })}
          </div>
        </div>
        <div className="expedition-sheet__route">
          {t('expeditions.sheet.route', { route: expedition.route.name })}
          {destination && <> · {t('expeditions.sheet.destination', { destination: destination.name })}</>}
        </div>
        <div className="expedition-sheet__parties">
          <PartyBox title={t('expeditions.sheet.sender')} party={expedition.sender} />
          <PartyBox title={t('expeditions.sheet.recipient')} party={expedition.recipient} />
        </div>
        <table className="expedition-sheet__table">
          <thead>
            <tr>
              <th>{t('expeditions.sheet.reference')}</th>
              <th className="num">{t('expeditions.sheet.quantity')}</th>
              <th className="num">{t('expeditions.sheet.weight')}</th>
              <th>{t('expeditions.sheet.contents')}</th>
              <th className="num">{t('expeditions.sheet.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {expedition.packags.map((packag) => (
              <tr key={packag.id}>
                <td className="ref">{packag.ref_packag}</td>
                <td className="num">{formatCount(packag.quantityEntry)}</td>
                <td className="num">{formatWeight(packag.weightEntry)}</td>
                <td>
                  {contentsOf(packag)}
                  {packag.recipient.id !== expedition.recipientId && (
                    <div className="expedition-sheet__small">
                      {t('expeditions.sheet.parcelRecipient', { name: packag.recipient.name })}
                    </div>
                  )}
                </td>
                <td className="num">{formatMoney(packag.price_)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>{t('expeditions.sheet.total', { count: expedition.packags.length })}</td>
              <td className="num">{formatCount(expedition.quantityEntry)}</td>
              <td className="num">{formatWeight(expedition.weightEntry)}</td>
              <td />
              <td className="num">{formatMoney(expedition.price)}</td>
            </tr>
          </tfoot>
        </table>
        <div className="expedition-sheet__bottom">
          <div className="expedition-sheet__notes">
            {kind === 'invoice' && (
              <>
                <p className="expedition-sheet__words">
                  {t('expeditions.sheet.inWords', { words: amountInWords(toCents(expedition.price) ?? 0, currentLanguage()) })}
                </p>
                <div>
                  <strong>{t('expeditions.sheet.payments')}</strong>
                  {expedition.invoices.length === 0 ? (
                    <div>{t('expeditions.sheet.noPayment')}</div>
                  ) : (
                    <ul className="expedition-sheet__payments">
                      {expedition.invoices.map((payment) => (
                        <li key={payment.id}>
                          {payment.cancelledAt === null ? (
                            t('expeditions.sheet.payment', {
                              ref: payment.ref_invoice,
                              date: formatDate(payment.createdAt),
                              amount: formatMoney(payment.price),
                            })
                          ) : (
                            <>
                              <s>
                                {t('expeditions.sheet.payment', {
                                  ref: payment.ref_invoice,
                                  date: formatDate(payment.createdAt),
                                  amount: formatMoney(payment.price),
                                })}
                              </s>{' '}
                              {t('expeditions.sheet.cancelledPayment', { date: formatDate(payment.cancelledAt) })}
                            </>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </>
            )}
            <div className="expedition-sheet__small">
              {t('expeditions.sheet.registeredBy', { name: expedition.expedition_user.name })}
            </div>
          </div>
          <dl className="expedition-sheet__summary">
            <dt>{t('expeditions.sheet.price')}</dt>
            <dd>{formatMoney(expedition.price)}</dd>
            <dt>{t('expeditions.sheet.paid')}</dt>
            <dd>{formatMoney(expedition.paid)}</dd>
            <dt className="debt">{t('expeditions.sheet.debt')}</dt>
            <dd className="debt">{formatMoney(expedition.debt)}</dd>
          </dl>
        </div>
        <div className="expedition-sheet__signatures">
          <div>{t('expeditions.sheet.senderSignature')}</div>
          <div>{t('expeditions.sheet.agencySignature')}</div>
        </div>
      </article>
    </PrintSheet>
  );
}
