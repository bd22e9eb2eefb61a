import {
  Anchor,
  Checkbox,
  FileInput,
  Select,
  Stack,
  Switch,
  type CheckboxProps,
  type FileInputProps,
  type SelectProps,
  type SwitchProps,
} from '@mantine/core';
import type { ComponentType } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/day-input';
import { DecimalInput } from '@/components/decimal-input';
import { ImageUpload } from '@/components/image-upload';
import { WholeNumberInput, type WholeNumberInputProps } from '@/components/whole-number-input';
import { IMAGE_OR_PDF_TYPES } from '@/lib/uploads';
import type { WholeValue } from '@/lib/whole-number';

/** What the form gives a bound input. */
type Given = 'value' | 'onChange' | 'onBlur' | 'error';

/**
 * A bound input's props: the form's `control`, the `name` of a field that holds what the input
 * edits, and the input's own props but those the form gives (its value, changes and error).
 */
export type BoundProps<Props, Value, Values extends FieldValues, Output> = Omit<Props, Given> & {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, Value>;
};

/**
 * `Input` bound to a field of a react-hook-form form, in place of a `Controller` whose render
 * wires the same four props every time: the field's value, its change and blur, and its error.
 */
export function bound<Props extends object, Value>(Input: ComponentType<Props>) {
  function Bound<Values extends FieldValues, Output = Values>({ control, name, ...props }: BoundProps<Props, Value, Values, Output>) {
    const { field, fieldState } = useController({ control, name });
    // `name` only names fields holding a `Value`, which is what `Input` edits.
    const wired = { ...props, value: field.value, onChange: field.onChange, onBlur: field.onBlur, error: fieldState.error?.message } as unknown as Props;
    return <Input {...wired} />;
  }
  Bound.displayName = `Bound(${Input.displayName ?? Input.name})`;
  return Bound;
}

/** A day (`YYYY-MM-DD` or null), picked or typed `21/11/2026`. */
export const DayField = bound<Parameters<typeof DayInput>[0], string | null>(DayInput);

/** One of a list of records, by id (a branch, a pilot, a route's end); null while none is chosen. */
export const IdSelectField = bound<SelectProps<number>, number | null>(Select<number>);

/** One of a list of texts (a registration, a time zone); null while none is chosen. */
export const SelectField = bound<SelectProps<string>, string | null>(Select<string>);

/** A decimal (weight, amount), typed `12,5` or `12.5`: a number, or the text while it is not one. */
export const DecimalField = bound<Parameters<typeof DecimalInput>[0], number | string>(DecimalInput);

/** What a yes/no input is given by the form: its state, and its change as a boolean. */
type YesNoProps<Props> = Omit<Props, 'checked' | 'value' | 'onChange'> & { value: boolean; onChange: (checked: boolean) => void };

// Mantine's Switch and Checkbox hold their own `checked` state: given `register`'s ref, the form
// sets the DOM box, which React then puts back to the component's own (off). A saved `true` showed
// off; they must be given `checked`.
function YesNoSwitch({ value, onChange, ...props }: YesNoProps<SwitchProps>) {
  return <Switch {...props} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

function YesNoCheckbox({ value, onChange, ...props }: YesNoProps<CheckboxProps>) {
  return <Checkbox {...props} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

/** A yes/no field as a switch ('Actif'), showing the form's value. */
export const SwitchField = bound<Parameters<typeof YesNoSwitch>[0], boolean>(YesNoSwitch);

/** A yes/no field as a box to tick, showing the form's value. */
export const CheckboxField = bound<Parameters<typeof YesNoCheckbox>[0], boolean>(YesNoCheckbox);

/** A picture, shown before it is sent, with the one already saved (`currentUrl`). */
export const ImageField = bound<Parameters<typeof ImageUpload>[0], File | null>(ImageUpload);

/**
 * A whole number (cycles, seats, a count) kept as typed: a number, or the text while it is not a
 * whole number ('' when empty), which the form's rule (`lib/whole-number`) refuses with a message.
 */
export const WholeNumberField = bound<WholeNumberInputProps, WholeValue>(WholeNumberInput);

/**
 * A scan or photo of a paper (a CRS, a certificate): an image or a PDF, which can be taken off
 * again. The one already saved (`saved.url`), if any, opens from a link under the field.
 */
function PaperInput({
  saved,
  ...props
}: Omit<FileInputProps, 'accept' | 'multiple'> & {
  /** `download`: the link saves the file rather than opening it (what the server does with a PDF anyway). */
  saved?: { url: string | null | undefined; label: string; download?: boolean };
}) {
  const { t } = useTranslation();
  const input = <FileInput placeholder={t('shared.upload.choose')} accept={IMAGE_OR_PDF_TYPES.join(',')} clearable {...props} />;
  if (!saved?.url) return input;
  return (
    <Stack gap={4}>
      {input}
      <Anchor href={saved.url} size="sm" {...(saved.download ? { download: true } : { target: '_blank', rel: 'noopener' })}>
        {saved.label}
      </Anchor>
    </Stack>
  );
}

export const PaperField = bound<Parameters<typeof PaperInput>[0], File | null>(PaperInput);
