import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@/features/settings/api/get-extensions';
import { useCountries } from '@/lib/geography';

/** Stands for a branch without a logo. */
function BuildingIcon() {
  return (
    <svg viewBox="0 0 24 24" width={28} height={28} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M3 21h18" />
      <path d="M5 21V8l7-5 7 5v13" />
      <path d="M10 21v-5h4v5" />
      <path d="M9 10h.01M15 10h.01M9 13h.01M15 13h.01" />
    </svg>
  );
}

/** A branch at a glance: logo, name, where it is and how to reach it; 'Suivant' opens its form. */
export function BranchCard({ branch, selected, onOpen }: { branch: Branch; selected: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  // The country's name in the user's language, when the server knows the code.
  const countries = useCountries();
  const country = countries.data?.find(({ code }) => code === branch.countryCode)?.name ?? branch.country;
  const place = [country, branch.city, branch.region].filter(Boolean).join(' · ');
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar src={branch.logo} alt="" radius="md" size={56} color="blue">
          <BuildingIcon />
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {branch.name}
            </Text>
            {branch.status === 0 && (
              <Badge color="gray" variant="light" size="sm">
                {t('settings.branches.inactive')}
              </Badge>
            )}
          </Group>
          {place && (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          )}
          {branch.municipality && <Text size="sm">{t('settings.branches.municipality', { name: branch.municipality })}</Text>}
          {branch.tel && (
            <Anchor href={`tel:${branch.tel}`} size="sm">
              {branch.tel}
            </Anchor>
          )}
          {branch.email && (
            <Anchor href={`mailto:${branch.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {branch.email}
            </Anchor>
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" mt="xs">
        <Button
          size="compact-sm"
          variant={selected ? 'filled' : 'light'}
          onClick={onOpen}
          aria-label={t('settings.branches.openLabel', { name: branch.name })}
        >
          {t('settings.branches.open')}
        </Button>
      </Group>
    </Paper>
  );
}
