import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  branchSchema,
  useCreateBranch,
  type BranchField,
  type BranchFormValues,
  type BranchInput,
} from '@/features/settings/api/create-extension';
import { useDeleteBranch } from '@/features/settings/api/delete-extension';
import type { Branch } from '@/features/settings/api/get-extensions';
import { useUpdateBranch } from '@/features/settings/api/update-extension';
import { confirmDelete } from '@/components/confirm-delete';
import { FormError } from '@/components/form-error';
import { ImageField, SwitchField } from '@/components/form-fields';
import { DeleteButton, FormButtons } from '@/components/form-modal';
import { PhoneInput } from '@/components/phone-input';
import { PlaceFields, type Place } from '@/components/place-fields';
import { ApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';

const tabs = ['identification', 'contacts', 'address', 'confirmation'] as const;
type Tab = (typeof tabs)[number];

/** Which fields each tab holds, to mark the tab that holds an error. */
const tabFields: Record<Tab, readonly BranchField[]> = {
  identification: ['name', 'short_name', 'social_reason', 'nif', 'trade_registry'],
  contacts: ['tel', 'tel1', 'tel2', 'email', 'mailbox', 'file'],
  address: [
    'country',
    'countryCode',
    'region',
    'city',
    'municipality',
    'neighborhood',
    'avenue',
    'other_adress',
    'timezone',
  ],
  confirmation: ['tax_center', 'activity_sector', 'legal_status', 'liable_vat', 'status', 'type'],
};
const allFields = tabs.flatMap((tab) => tabFields[tab]);

function firstTabWith(hasError: (field: BranchField) => boolean): Tab | undefined {
  return tabs.find((tab) => tabFields[tab].some(hasError));
}

function initialValues(branch: Branch | null): BranchFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(branch?.name),
    short_name: text(branch?.short_name),
    social_reason: text(branch?.social_reason),
    nif: text(branch?.nif),
    trade_registry: text(branch?.trade_registry),
    tel: text(branch?.tel),
    tel1: text(branch?.tel1),
    tel2: text(branch?.tel2),
    email: text(branch?.email),
    mailbox: text(branch?.mailbox),
    file: null,
    country: text(branch?.country),
    countryCode: text(branch?.countryCode),
    region: text(branch?.region),
    city: text(branch?.city),
    municipality: text(branch?.municipality),
    neighborhood: text(branch?.neighborhood),
    avenue: text(branch?.avenue),
    other_adress: text(branch?.other_adress),
    timezone: text(branch?.timezone),
    tax_center: text(branch?.tax_center),
    activity_sector: text(branch?.activity_sector),
    legal_status: text(branch?.legal_status),
    liable_vat: branch?.liable_vat === 1,
    // A new branch is active and may be a route end (spec §4).
    status: branch ? branch.status === 1 : true,
    type: branch ? branch.type === 1 : true,
  };
}

/** The zones of the region first (the agency's countries and their neighbours), then every other. */
const nearZones = [
  'Africa/Kinshasa',
  'Africa/Lubumbashi',
  'Africa/Bujumbura',
  'Africa/Kigali',
  'Africa/Dar_es_Salaam',
  'Africa/Kampala',
  'Africa/Nairobi',
  'Africa/Brazzaville',
  'Africa/Lusaka',
  'Africa/Juba',
];
function zoneOptions(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...nearZones, ...all.filter((zone) => !nearZones.includes(zone))];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** A tab's fields, read-only for who may not save them (the tabs themselves stay usable). */
function TabPanel({ value, disabled, children }: { value: Tab; disabled: boolean; children: ReactNode }) {
  return (
    <Tabs.Panel value={value}>
      <Fieldset variant="unstyled" disabled={disabled} p={0} m={0}>
        {children}
      </Fieldset>
    </Tabs.Panel>
  );
}

/**
 * A branch in four tabs: Identification, Contacts, Adresse, Confirmation. `branch` null adds one.
 * A tab holding an error is marked, and shown when the form is sent.
 */
export function BranchForm({
  branch,
  onSaved,
  onDeleted,
  onClose,
}: {
  branch: Branch | null;
  onSaved: (branch: Branch) => void;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const remove = useDeleteBranch();
  const save = branch ? update : create;
  const canSave = can(branch ? 'modifier extension' : 'ajouter extension');
  const [tab, setTab] = useState<Tab>('identification');

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<BranchFormValues, unknown, BranchInput>({
    resolver: zodResolver(branchSchema),
    defaultValues: initialValues(branch),
  });
  const [country, countryCode, region, city] = useWatch({ control, name: ['country', 'countryCode', 'region', 'city'] });

  const setPlace = (place: Place) => {
    for (const [name, value] of Object.entries(place) as [keyof Place, string][]) {
      setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };

  /** Shows the first tab holding one of `fields` (the form's errors, or the server's). */
  const showTabOf = (fields: object) => {
    const first = firstTabWith((field) => field in fields);
    if (first) setTab(first);
  };

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: ({ data }: { data: Branch }) => onSaved(data),
      onError: (error: Error) => {
        setServerFieldErrors(error, setError, allFields);
        if (error instanceof ApiError) showTabOf(error.fields);
      },
    };
    if (branch) update.mutate({ branch, values }, handlers);
    else create.mutate(values, handlers);
  }, showTabOf);

  const askDelete = (doomed: Branch) =>
    confirmDelete({
      title: t('settings.form.delete.title'),
      message: t('settings.form.delete.message', { name: doomed.name }),
      onConfirm: () => remove.mutate(doomed.id, { onSuccess: onDeleted }),
    });

  const tabLabel = (name: Tab) => {
    const hasError = tabFields[name].some((field) => field in errors);
    const label = t(`settings.form.tabs.${name}`);
    return (
      <Tabs.Tab
        key={name}
        value={name}
        color={hasError ? 'red' : undefined}
        c={hasError ? 'red' : undefined}
        rightSection={hasError ? <Box w={8} h={8} bg="red" style={{ borderRadius: '50%' }} aria-hidden /> : null}
        aria-label={hasError ? t('settings.form.tabHasError', { tab: label }) : undefined}
      >
        {label}
      </Tabs.Tab>
    );
  };

  const text = (
    name: Exclude<
      BranchField,
      'file' | 'liable_vat' | 'status' | 'type' | 'country' | 'countryCode' | 'region' | 'city' | 'timezone'
    >,
    required = false,
  ) => (
    <TextInput
      label={t(`settings.form.fields.${name}`)}
      withAsterisk={required}
      autoComplete="off"
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const phone = (name: 'tel' | 'tel1' | 'tel2', required = false) => (
    <PhoneInput
      label={t(`settings.form.fields.${name}`)}
      withAsterisk={required}
      autoComplete="off"
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={branch ? branch.name : t('settings.form.newTitle')}>
      <Stack>
        <FormError error={save.error} />
        <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted>
          <Tabs.List mb="md">{tabs.map(tabLabel)}</Tabs.List>

          <TabPanel value="identification" disabled={!canSave}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('name', true)}
              {text('short_name')}
              {text('social_reason')}
              {text('nif')}
              {text('trade_registry')}
            </SimpleGrid>
          </TabPanel>

          <TabPanel value="contacts" disabled={!canSave}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {phone('tel', true)}
                {phone('tel1')}
                {phone('tel2')}
                <TextInput
                  label={t('settings.form.fields.email')}
                  type="email"
                  autoComplete="off"
                  error={errors.email?.message}
                  {...register('email')}
                />
                {text('mailbox')}
              </SimpleGrid>
              <ImageField control={control} name="file" label={t('settings.form.fields.logo')} currentUrl={branch?.logo ?? null} />
            </Stack>
          </TabPanel>

          <TabPanel value="address" disabled={!canSave}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PlaceFields
                value={{ country, countryCode, region, city }}
                onChange={setPlace}
                agencyOnly
                required
                errors={{
                  country: errors.country?.message,
                  countryCode: errors.countryCode?.message,
                  region: errors.region?.message,
                  city: errors.city?.message,
                }}
              />
              {text('municipality')}
              {text('neighborhood')}
              {text('avenue')}
              {text('other_adress')}
              <Controller
                control={control}
                name="timezone"
                render={({ field }) => (
                  <Select
                    label={t('settings.form.fields.timezone')}
                    description={t('settings.form.timezoneHint')}
                    placeholder={t('settings.form.timezoneFromCity')}
                    data={zoneOptions(field.value)}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    searchable
                    clearable
                    nothingFoundMessage={t('settings.form.timezoneUnknown')}
                    error={errors.timezone?.message}
                  />
                )}
              />
            </SimpleGrid>
          </TabPanel>

          <TabPanel value="confirmation" disabled={!canSave}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('tax_center')}
                {text('activity_sector')}
                {text('legal_status')}
              </SimpleGrid>
              <Controller
                control={control}
                name="liable_vat"
                render={({ field }) => (
                  <Radio.Group
                    label={t('settings.form.fields.liable_vat')}
                    value={field.value ? '1' : '0'}
                    onChange={(value) => field.onChange(value === '1')}
                    error={errors.liable_vat?.message}
                  >
                    <Group gap="lg" mt={6}>
                      <Radio value="1" label={t('settings.form.yes')} />
                      <Radio value="0" label={t('settings.form.no')} />
                    </Group>
                  </Radio.Group>
                )}
              />
              <SwitchField control={control} name="status" label={t('settings.form.fields.status')} />
              <SwitchField control={control} name="type" label={t('settings.form.fields.type')} description={t('settings.form.typeHint')} />
            </Stack>
          </TabPanel>
        </Tabs>

        <FormButtons
          onClose={onClose}
          pending={save.isPending}
          readOnly={!canSave}
          start={branch && can('supprimer extension') && <DeleteButton onClick={() => askDelete(branch)} pending={remove.isPending} />}
        />
      </Stack>
    </form>
  );
}
