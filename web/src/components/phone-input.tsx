import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/** A phone number input that keeps digits only, whatever is typed or pasted. */
export function PhoneInput({ onChange, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      {...props}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '');
        if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
        onChange?.(event);
      }}
    />
  );
}
