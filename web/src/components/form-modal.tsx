import { Button, Group, Modal, Stack, type MantineColor } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-error';
import { useIsPhone } from '@/lib/responsive';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: ReactNode;
}

/** The app's modals: a bold title, a close button named for screen readers, the whole screen on a phone. */
function AppModal({ opened, onClose, title, size = 'lg', locked, children }: ModalProps & { locked: boolean }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}

/**
 * A modal holding a form: a click outside or Escape does not close it (nothing typed is lost by
 * accident), only its own buttons do.
 */
export function FormModal(props: ModalProps) {
  return <AppModal {...props} locked />;
}

/** A modal to read (a history, a result): Escape or a click outside closes it, as does 'Fermer' under what it shows. */
export function ReadingModal({ children, ...props }: ModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal {...props} locked={false}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/**
 * A form's buttons, on the right: 'Fermer', then its action (`submit`, 'Enregistrer' unless said),
 * which spins and cannot be pressed again while it is on its way (`pending`). The action submits
 * the form, or calls `onSubmit` when given (a form whose Enter must not send it). Whoever may only
 * read gets no action (`readOnly`). `start` stands on the left: a deletion, the form's totals.
 */
export function FormButtons({
  onClose,
  pending,
  submit,
  color,
  onSubmit,
  readOnly = false,
  start,
}: {
  onClose: () => void;
  pending: boolean;
  submit?: string;
  color?: MantineColor;
  onSubmit?: () => void;
  readOnly?: boolean;
  start?: ReactNode;
}) {
  const { t } = useTranslation();
  const buttons = (
    <Group justify="flex-end" gap="sm" ml="auto">
      <Button variant="default" onClick={onClose}>
        {t('common.close')}
      </Button>
      {!readOnly && (
        <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} color={color} loading={pending} disabled={pending}>
          {submit ?? t('common.save')}
        </Button>
      )}
    </Group>
  );
  if (start === undefined) return buttons;
  return (
    <Group justify="space-between" gap="sm">
      {start}
      {buttons}
    </Group>
  );
}

/** 'Supprimer', in red, left of a form's buttons: it asks before deleting (`onClick`). */
export function DeleteButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button color="red" variant="light" onClick={onClick} loading={pending}>
      {t('common.delete')}
    </Button>
  );
}

/**
 * The form of a modal opened from inside another form (a new client from the expedition form):
 * React passes events up its own tree, across the modal's portal, so its submit stops here and
 * never sends the form beneath. The server's refusal on top, its buttons below.
 */
export function NestedForm({
  label,
  onSubmit,
  onClose,
  pending,
  error,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  pending: boolean;
  error: Error | null;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
    >
      <Stack>
        <FormError error={error} />
        {children}
        <FormButtons onClose={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
