import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgencyHeader, branchAddress, type AgencyBranch } from '@/components/print/agency-header';
import { renderWithProviders } from '@/testing/render-app';

const goma: AgencyBranch = {
  id: 1,
  name: 'Agence Goma',
  short_name: 'GOM',
  social_reason: 'Soute Cargo SARL',
  nif: 'A1234567K',
  trade_registry: 'CD/GOM/RCCM/24-B-00123',
  tel: '+243990001001',
  tel1: '+243810001001',
  tel2: null,
  email: 'goma@soute.example',
  mailbox: null,
  country: 'République démocratique du Congo',
  countryCode: 'cd',
  region: 'Nord-Kivu',
  city: 'Goma',
  municipality: 'Karisimbi',
  neighborhood: null,
  avenue: 'Av. du Lac 12',
  other_adress: null,
  logo: '/api/files/7',
};

describe('AgencyHeader', () => {
  it('shows the logo, name, address, legal ids and contacts of the branch', () => {
    renderWithProviders(<AgencyHeader branch={goma} />);
    const header = screen.getByRole('banner');
    expect(header.querySelector('img')).toHaveAttribute('src', '/api/files/7');
    expect(header).toHaveTextContent('Agence Goma');
    expect(header).toHaveTextContent('Soute Cargo SARL');
    expect(header).toHaveTextContent('Av. du Lac 12, Karisimbi, Goma, Nord-Kivu, République démocratique du Congo');
    expect(header).toHaveTextContent('RCCM : CD/GOM/RCCM/24-B-00123 · NIF : A1234567K');
    expect(header).toHaveTextContent('Tél. : +243990001001 / +243810001001 · goma@soute.example');
  });

  it('leaves out what the branch does not have', () => {
    renderWithProviders(<AgencyHeader branch={{ name: 'Agence Kinshasa', city: 'Kinshasa', region: 'Kinshasa', tel: '0990001002' }} />);
    const header = screen.getByRole('banner');
    expect(header.querySelector('img')).toBeNull();
    expect(header).not.toHaveTextContent('RCCM');
    expect(header).not.toHaveTextContent('NIF');
    expect(header).toHaveTextContent('Tél. : 0990001002');
  });
});

describe('branchAddress', () => {
  it('says a city named like its region once', () => {
    expect(branchAddress({ name: 'Kin', avenue: ' ', city: 'Kinshasa', region: 'Kinshasa', country: 'RD Congo' })).toBe(
      'Kinshasa, RD Congo',
    );
  });
});
