import { Button, Divider, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Manifest, PartyRef } from '@/features/manifests/api/get-manifests';
import { ManifestLoadBlock } from '@/features/manifests/components/manifest-load';
import { ManifestStatusBadge } from '@/features/manifests/components/manifest-status-badge';
import { Fact } from '@/components/fact';
import { branchPlace } from '@/lib/branches';
import { formatDate, formatWeight } from '@/lib/format';

/** Where a manifest leaves from or goes to: `Goma (Nord-Kivu)`. */
export function placeOf(place: { name: string; city?: string | null; region?: string | null } | null): string {
  return place ? branchPlace({ name: place.name, city: place.city ?? null, region: place.region ?? null }) : '—';
}

/** An aircraft as the card and the sheets show it: its description, then its registration. */
export function aircraftOf(plane: Manifest['plane']): string {
  return plane.description ? `${plane.description} · ${plane.ref}` : plane.ref;
}

function Person({ person }: { person: PartyRef }) {
  return (
    <>
      <Text span fw={600} size="sm">
        {person.name}
      </Text>
      {person.tel && (
        <Text span display="block" size="xs" c="dimmed">
          {person.tel}
        </Text>
      )}
    </>
  );
}

/** The agency the manifest leaves from: logo, name, social reason, trade registry and tax number. */
function CardAgency({ branch }: { branch: NonNullable<Manifest['manifest_origin']> }) {
  const { t } = useTranslation();
  const legal = [
    branch.trade_registry && t('manifests.card.tradeRegistry', { value: branch.trade_registry }),
    branch.nif && t('manifests.card.nif', { value: branch.nif }),
  ].filter(Boolean);
  return (
    <Group wrap="nowrap" gap="sm" align="center">
      {branch.logo && <Image src={branch.logo} alt="" w={44} h={44} fit="contain" style={{ flex: 'none' }} />}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={700} tt="uppercase" size="sm">
          {branch.name}
        </Text>
        {branch.social_reason && branch.social_reason !== branch.name && (
          <Text size="xs" fw={600}>
            {branch.social_reason}
          </Text>
        )}
        {legal.length > 0 && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {legal.join(' · ')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * What another feature adds to a manifest's card (the app composes it; features do not import each
 * other): `facts`, terms of the card's description list (`<div><dt/><dd/></div>` each), and
 * `actions`, buttons beside the card's own.
 */
export type ManifestCardExtras = (manifest: Manifest) => { facts?: ReactNode; actions?: ReactNode };

export interface ManifestCardLinks {
  /** The detail page, or null on the detail page itself. */
  detail: string | null;
  print: string;
}

/**
 * A manifest as a card: its agency, number and status, who made it, its route, aircraft, load,
 * pilot and dates, its passengers and payload against the aircraft's, and what can be done with it. The edit, validate and delete buttons show when
 * their handler is given and the user may do it; `extras` adds what other features show of it.
 */
export function ManifestCard({
  manifest,
  links,
  onEdit,
  onValidate,
  onDelete,
  deleting = false,
  extras,
}: {
  manifest: Manifest;
  links: ManifestCardLinks;
  onEdit?: (manifest: Manifest) => void;
  onValidate?: (manifest: Manifest) => void;
  onDelete?: (manifest: Manifest) => void;
  deleting?: boolean;
  extras?: ManifestCardExtras;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // What the server says the signed-in user may do to it.
  const rights = manifest.actions;
  const ref = manifest.ref_manifest;
  const added = extras?.(manifest);
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        {manifest.manifest_origin && <CardAgency branch={manifest.manifest_origin} />}
        <Divider />
        <Group gap="xs" align="center">
          <Title order={2} size="h4" id={titleId}>
            {ref}
          </Title>
          <ManifestStatusBadge status={manifest.status} />
        </Group>
        <SimpleGrid component="dl" m={0} cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          <Fact label={t('manifests.card.sender')}>
            <Person person={manifest.manifest_user} />
          </Fact>
          <Fact label={t('manifests.card.route')}>
            {t('manifests.card.routeValue', {
              origin: placeOf(manifest.manifest_origin),
              destination: placeOf(manifest.manifest_destination),
            })}
          </Fact>
          <Fact label={t('manifests.card.plane')}>{aircraftOf(manifest.plane)}</Fact>
          <Fact label={t('manifests.card.load')}>
            <Text span fw={600} size="sm">
              {formatWeight(manifest.weight)}
            </Text>
            <Text span display="block" size="xs" c="dimmed">
              {t('manifests.card.loadValue', {
                parcels: t('manifests.card.parcels', { count: manifest.parcels }),
                pieces: t('manifests.card.pieces', { count: manifest.quantity }),
              })}
            </Text>
          </Fact>
          <Fact label={t('manifests.card.pilot')}>
            {manifest.pilot ? <Person person={manifest.pilot} /> : t('manifests.card.noPilot')}
          </Fact>
          <Fact label={t('manifests.card.departure')}>
            {manifest.departureDate ? (
              formatDate(manifest.departureDate)
            ) : (
              <Text span size="sm" c="dimmed" fs="italic">
                {t('manifests.card.undefined')}
              </Text>
            )}
          </Fact>
          <Fact label={t('manifests.card.created')}>{formatDate(manifest.createdAt)}</Fact>
          <Fact label={t('manifests.card.updated')}>{formatDate(manifest.updatedAt)}</Fact>
          {added?.facts}
        </SimpleGrid>
        <ManifestLoadBlock load={manifest} />
        <Group justify="flex-end" gap="xs">
          {links.detail && (
            <Button component={Link} to={links.detail} size="compact-sm" variant="light" aria-label={t('manifests.card.detailsLabel', { ref })}>
              {t('manifests.card.details')}
            </Button>
          )}
          <Button component={Link} to={links.print} size="compact-sm" variant="default" aria-label={t('manifests.card.printLabel', { ref })}>
            {t('manifests.card.print')}
          </Button>
          {added?.actions}
          {onEdit && rights.edit && (
            <Button size="compact-sm" variant="default" onClick={() => onEdit(manifest)} aria-label={t('manifests.card.editLabel', { ref })}>
              {t('manifests.card.edit')}
            </Button>
          )}
          {onDelete && rights.delete && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              loading={deleting}
              onClick={() => onDelete(manifest)}
              aria-label={t('manifests.card.deleteLabel', { ref })}
            >
              {t('manifests.card.delete')}
            </Button>
          )}
          {onValidate && rights.validate && (
            <Button size="compact-sm" color="teal" onClick={() => onValidate(manifest)} aria-label={t('manifests.card.validateLabel', { ref })}>
              {t('manifests.card.validate')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
