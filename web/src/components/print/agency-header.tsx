import { useTranslation } from 'react-i18next';
import '@/components/print/print.css';

/** What a printed document shows of the agency branch it comes from: the server's `Extension` view. */
export interface AgencyBranch {
  id?: number;
  name: string;
  short_name?: string | null;
  social_reason?: string | null;
  nif?: string | null;
  trade_registry?: string | null;
  tel?: string | null;
  tel1?: string | null;
  tel2?: string | null;
  email?: string | null;
  mailbox?: string | null;
  country?: string | null;
  countryCode?: string | null;
  region?: string | null;
  city?: string | null;
  municipality?: string | null;
  neighborhood?: string | null;
  avenue?: string | null;
  other_adress?: string | null;
  /** Address of the logo, served to signed-in users. */
  logo?: string | null;
}

const filled = (values: (string | null | undefined)[]): string[] =>
  values.map((value) => value?.trim() ?? '').filter((value) => value.length > 0);

/** The branch's address on one line: avenue, quarter, commune, city, region, country. */
export function branchAddress(branch: AgencyBranch): string {
  const country = branch.country?.trim();
  const places = filled([branch.avenue, branch.neighborhood, branch.municipality, branch.city, branch.region]);
  // A city that is also its region's name (Kinshasa) is said once.
  const unique = places.filter((place, index) => places.indexOf(place) === index);
  return filled([...unique, country, branch.other_adress]).join(', ');
}

/** The heading of a printed document: logo, name, address, legal ids and how to reach the branch. */
export function AgencyHeader({ branch }: { branch: AgencyBranch }) {
  const { t } = useTranslation();
  const address = branchAddress(branch);
  const legal = filled([
    branch.trade_registry && t('print.agency.tradeRegistry', { value: branch.trade_registry }),
    branch.nif && t('print.agency.nif', { value: branch.nif }),
    branch.mailbox && t('print.agency.mailbox', { value: branch.mailbox }),
  ]);
  const phones = filled([branch.tel, branch.tel1, branch.tel2]);
  const contact = filled([phones.length > 0 ? t('print.agency.phones', { value: phones.join(' / ') }) : null, branch.email]);
  return (
    <header className="agency-header">
      {branch.logo && <img className="agency-header__logo" src={branch.logo} alt="" />}
      <div className="agency-header__text">
        <div className="agency-header__name">{branch.name}</div>
        {branch.social_reason && branch.social_reason !== branch.name && (
          <div className="agency-header__reason">{branch.social_reason}</div>
        )}
        {address && <div>{address}</div>}
        {legal.length > 0 && <div>{legal.join(' · ')}</div>}
        {contact.length > 0 && <div>{contact.join(' · ')}</div>}
      </div>
    </header>
  );
}
