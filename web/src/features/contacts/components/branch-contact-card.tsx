import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchContact } from '@/features/contacts/api/get-contacts';

/** A branch's address, e-mail and phones, for visitors. */
export function BranchContactCard({ branch }: { branch: BranchContact }) {
  const { t } = useTranslation();
  const titleId = useId();
  // A region named as its city (Kinshasa) is said once.
  const region = branch.region !== branch.city ? branch.region : null;
  const place = [branch.city, region, branch.country].filter(Boolean).join(', ');
  const street = [branch.avenue, branch.other_adress].filter(Boolean).join(', ');
  const district = [branch.neighborhood, branch.municipality].filter(Boolean).join(', ');
  const phones = [branch.tel, branch.tel1, branch.tel2].filter((tel): tel is string => !!tel);
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text fw={700} id={titleId}>
          {branch.name}
        </Text>
        <Stack component="address" gap={0} style={{ fontStyle: 'normal' }}>
          {street && <Text size="sm">{street}</Text>}
          {district && <Text size="sm">{district}</Text>}
          {place && <Text size="sm">{place}</Text>}
        </Stack>
        {branch.email && (
          <Text size="sm">
            {t('contacts.branches.email')}{' '}
            <Anchor href={`mailto:${branch.email}`} style={{ overflowWrap: 'anywhere' }}>
              {branch.email}
            </Anchor>
          </Text>
        )}
        {phones.length > 0 && (
          <Text size="sm">
            {t('contacts.branches.phone', { count: phones.length })}{' '}
            {phones.map((tel, index) => (
              <span key={tel}>
                {index > 0 && ', '}
                <Anchor href={`tel:${tel}`}>{tel}</Anchor>
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
