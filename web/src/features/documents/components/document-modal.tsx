import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  documentSchema,
  newDocumentSchema,
  useCreateDocument,
  type DocumentFormValues,
  type DocumentInput,
} from '@/features/documents/api/create-document';
import type { AircraftDocument } from '@/features/documents/api/get-documents';
import { useUpdateDocument } from '@/features/documents/api/update-document';
import { AircraftField } from '@/components/aircraft-select';
import { FormError } from '@/components/form-error';
import { DayField, PaperField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import type { RecordCreate } from '@/components/record-list-screen';
import { setServerFieldErrors } from '@/lib/forms';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

const serverFields = ['planecomposantId', 'serie', 'description', 'dateEmission', 'dateExpiration', 'file'] as const;

/** Nouveau document / Modifier le document: its aircraft, number, description, dates and file. */
/** 'New document' of the list and of an aircraft's tab: who may, and the empty form, on the aircraft given. */
export function useNewDocument(): RecordCreate {
  const { t } = useTranslation();
  return {
    permission: 'ajouter document',
    label: t('documents.new'),
    form: ({ opened, onClose, planeId }) => <DocumentModal opened={opened} onClose={onClose} document={null} planeId={planeId} />,
  };
}

export function DocumentModal({
  opened,
  onClose,
  document,
  planeId = null,
}: {
  opened: boolean;
  onClose: () => void;
  document: AircraftDocument | null;
  planeId?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={document ? t('documents.form.editTitle', { serie: document.serie }) : t('documents.form.addTitle')}
    >
      <DocumentForm key={document ? `${document.id}-${document.updatedAt}` : 'new'} document={document} planeId={planeId} onDone={onClose} />
    </FormModal>
  );
}

function DocumentForm({ document, planeId, onDone }: { document: AircraftDocument | null; planeId: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { day: today } = useBranchToday();
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const save = document ? update : create;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DocumentFormValues, unknown, DocumentInput>({
    resolver: zodResolver(document ? documentSchema(today) : newDocumentSchema(today)),
    defaultValues: {
      planecomposantId: document?.planecomposantId ?? planeId,
      serie: document?.serie ?? '',
      description: document?.description ?? '',
      dateEmission: document?.dateEmission ?? null,
      dateExpiration: document?.dateExpiration ?? null,
      file: null,
    },
  });
  const onSubmit = handleSubmit((values) => {
    const handlers = { onSuccess: onDone, onError: (error: Error) => setServerFieldErrors(error, setError, serverFields) };
    if (document) update.mutate({ document, values }, handlers);
    else create.mutate(values, handlers);
  });
  const issued = useWatch({ control, name: 'dateEmission' });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={save.error} />
        <AircraftField control={control} name="planecomposantId" label={t('documents.fields.plane')} withAsterisk />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('documents.fields.serie')} withAsterisk autoComplete="off" error={errors.serie?.message} {...register('serie')} />
          <TextInput
            label={t('documents.fields.description')}
            placeholder={t('documents.form.descriptionPlaceholder')}
            withAsterisk
            autoComplete="off"
            error={errors.description?.message}
            {...register('description')}
          />
          <DayField control={control} name="dateEmission" label={t('documents.fields.dateEmission')} withAsterisk maxDate={today} />
          <DayField
            control={control}
            name="dateExpiration"
            label={t('documents.fields.dateExpiration')}
            description={t('documents.form.expiryHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            minDate={issued ?? undefined}
            clearable
            clearButtonProps={{ 'aria-label': t('documents.form.clearExpiry') }}
          />
        </SimpleGrid>
        <PaperField
          control={control}
          name="file"
          label={document ? t('documents.form.replaceFile') : t('documents.fields.file')}
          withAsterisk={!document}
          description={t('airworthiness.form.fileHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          saved={{ url: document?.file, label: t('documents.form.openCurrent'), download: true }}
        />
        <FormButtons onClose={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
