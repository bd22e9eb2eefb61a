import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNumberText } from '@/components/number-text';
import { formatDecimalInput, parseDecimal } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

export type DecimalInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** A number, or the text while it is not one ('' when empty). */
  value: number | string;
  onChange: (value: number | string) => void;
  /** Decimals always written (2 for dollars: `3,10`); null writes what the number has. */
  fixedDecimals?: number | null;
};

/** What a decimal input may hold: digits, separators and the spaces a pasted amount carries. */
const KEPT = /[^\d.,\s\u00a0\u202f\u2009]/g;

/** The value the text stands for: a number, '' for nothing, the text itself when it is not a number. */
function valueOf(text: string): number | string {
  if (text.trim() === '') return '';
  return parseDecimal(text) ?? text;
}

/**
 * The one input for decimals (weights, amounts, prices): `12,5` and `12.5` both mean twelve and a
 * half, and a pasted `1 234,50` (whatever its spaces) reads as 1234.5. It gives a number once the
 * text is one, the text otherwise (for the form's schema to refuse), and '' when empty. On leaving
 * the field, a number is written back as the interface's language writes it (`12,5` in French).
 */
export function DecimalInput({ value, onChange, onBlur, fixedDecimals = null, ...props }: DecimalInputProps) {
  useTranslation(); // written again in the new language when it changes
  const text = useNumberText(value, onChange, onBlur, {
    read: valueOf,
    write: (number) => formatDecimalInput(number, currentLanguage(), fixedDecimals),
    keep: (typed) => typed.replace(KEPT, ''),
  });
  return <TextInput inputMode="decimal" autoComplete="off" {...props} {...text} />;
}
