import { Checkbox, Fieldset, SimpleGrid, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PermissionItem } from '@/features/people/api/get-permissions';
import { actions, resources, standalonePermissions } from '@/lib/permissions';
import { useIsPhone } from '@/lib/responsive';

type Standalone = (typeof standalonePermissions)[number];

const standaloneKeys = {
  'afficher dashboard': 'dashboard',
  'afficher rapport': 'reports',
  'afficher mes expeditions': 'myExpeditions',
  'afficher mes bordereaux': 'myWaybills',
  'afficher mes manifestes': 'myManifests',
  'valider bordereau': 'validateWaybill',
  'valider manifeste': 'validateManifest',
  admin: 'admin',
  'afficher systeme': 'system',
} as const satisfies Record<Standalone, string>;

/**
 * One checkbox per permission of the catalogue: the four actions on each resource as a grid with
 * the resource as row label, then the others. A name the web app does not know yet still gets its
 * checkbox, labelled as the server names it.
 */
export function PermissionGrid({
  catalogue,
  value,
  onChange,
}: {
  catalogue: PermissionItem[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  // On a phone every pixel goes to the grid: no frame around it, narrow gaps between its columns.
  const phone = useIsPhone();
  const fieldset = { radius: 'md', variant: phone ? 'unstyled' : 'default' } as const;
  const ids = new Map(catalogue.map(({ name, id }) => [name, id]));
  const checked = new Set(value);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((held) => held !== id));

  const rows = resources.filter((resource) => actions.some((action) => ids.has(`${action} ${resource}`)));
  const inGrid = new Set(rows.flatMap((resource) => actions.map((action) => `${action} ${resource}`)));
  const others = catalogue
    .filter(({ name }) => !inGrid.has(name))
    .map(({ id, name }) => ({
      id,
      label: name in standaloneKeys ? t(`people.permissions.standalone.${standaloneKeys[name as Standalone]}`) : name,
    }));

  return (
    <>
      <Fieldset legend={t('people.permissions.byResource')} {...fieldset}>
        <Table.ScrollContainer minWidth={290}>
          <Table striped verticalSpacing={6} horizontalSpacing={phone ? 4 : 'xs'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th fz="xs">{t('people.permissions.resource')}</Table.Th>
                {actions.map((action) => (
                  <Table.Th key={action} ta="center" fz="xs">
                    {t(`people.permissions.actions.${action}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((resource) => (
                <Table.Tr key={resource}>
                  <Table.Th scope="row" fw={500}>
                    {t(`people.permissions.resources.${resource}`)}
                  </Table.Th>
                  {actions.map((action) => {
                    const id = ids.get(`${action} ${resource}`);
                    return (
                      <Table.Td key={action}>
                        {id !== undefined && (
                          <Checkbox
                            mx="auto"
                            w="fit-content"
                            aria-label={t('people.permissions.cell', {
                              action: t(`people.permissions.actions.${action}`),
                              resource: t(`people.permissions.resources.${resource}`),
                            })}
                            checked={checked.has(id)}
                            onChange={(event) => toggle(id, event.currentTarget.checked)}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Fieldset>
      {others.length > 0 && (
        <Fieldset legend={t('people.permissions.others')} {...fieldset}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {others.map(({ id, label }) => (
              <Checkbox
                key={id}
                label={label}
                checked={checked.has(id)}
                onChange={(event) => toggle(id, event.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      )}
    </>
  );
}
