import { TextInput, type TextInputProps } from '@mantine/core';
import { useNumberText } from '@/components/number-text';
import { wholeValueOf, type WholeValue } from '@/lib/whole-number';

export type WholeNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** A number, or the text while it is not a whole number ('' when empty). */
  value: WholeValue;
  onChange: (value: WholeValue) => void;
  /** Large counts (cycles since new) grouped by thousands (`9 410`). */
  grouped?: boolean;
};

/**
 * Grouped by thousands with plain spaces in every language (an English `9,410` would read back as
 * a decimal), which one can type and edit as they are.
 */
function groupedText(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * The one input for whole numbers (pieces, seats, cycles, counts). It keeps exactly what was typed:
 * a number input would drop the comma of `2,5` (25 pieces), the sign of `-3`, or raise 0 to its
 * minimum on leaving, changing a quantity behind the person's back. It gives a number once the
 * text is a whole number and the text otherwise, for the form's rule (`lib/whole-number`) to say
 * under the field what is wrong.
 */
export function WholeNumberInput({ value, onChange, onBlur, grouped = false, ...props }: WholeNumberInputProps) {
  const text = useNumberText(value, onChange, onBlur, { read: wholeValueOf, write: grouped ? groupedText : String });
  return <TextInput inputMode="numeric" autoComplete="off" {...props} {...text} />;
}
