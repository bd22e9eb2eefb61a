import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BranchContact } from '@/features/contacts/api/get-contacts';
import { messageSchema, useSendMessage, type MessageInput } from '@/features/contacts/api/send-message';
import { FormError } from '@/components/form-error';
import { IdSelectField } from '@/components/form-fields';
import { setServerFieldErrors } from '@/lib/forms';

const emptyMessage: MessageInput = { name: '', email: '', subject: '', message: '', extensionId: null };

/** Nom, E-mail, Objet, Message and, if the visitor wishes, the branch written to. */
export function ContactForm({ branches }: { branches: BranchContact[] }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<MessageInput>({ resolver: zodResolver(messageSchema), defaultValues: emptyMessage });

  const onSubmit = handleSubmit((values) => {
    setSent(null);
    send.mutate(values, {
      onSuccess: ({ msg }) => {
        setSent(msg);
        reset(emptyMessage);
      },
      onError: (error) => setServerFieldErrors(error, setError, ['name', 'email', 'subject', 'message', 'extensionId']),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contacts.form.title')}>
      <Stack>
        {sent && (
          <Alert color="blue" variant="light" title={sent} role="status" withCloseButton onClose={() => setSent(null)} closeButtonLabel={t('common.close')} />
        )}
        <FormError error={send.error} />
        <TextInput label={t('contacts.form.name')} withAsterisk autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextInput
          label={t('contacts.form.email')}
          withAsterisk
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput label={t('contacts.form.subject')} withAsterisk error={errors.subject?.message} {...register('subject')} />
        <IdSelectField
          control={control}
          name="extensionId"
          label={t('contacts.form.branch')}
          placeholder={t('contacts.form.anyBranch')}
          data={branches.map(({ id, name }) => ({ value: id, label: name }))}
          clearable
        />
        <Textarea
          label={t('contacts.form.message')}
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" loading={send.isPending} disabled={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('contacts.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
