import { useState, type ChangeEvent, type FocusEvent } from 'react';

/** How a number input reads and writes its text. */
export interface NumberText {
  /** The value a text stands for: a number, or the text itself while it is not one ('' when empty). */
  read: (text: string) => number | string;
  /** A number as the input writes it (a text given is shown as it is). */
  write: (value: number) => string;
  /** What of a typed text is kept (all of it, unless said). */
  keep?: (typed: string) => string;
}

/**
 * The text of an input whose form holds a number or, while the text is not one, the text (for the
 * form's schema to refuse): what was typed stays as typed, a value the form sets (a reset, a
 * computed one) is shown, and on leaving a number is written again as the input writes numbers.
 */
export function useNumberText(
  value: number | string,
  onChange: (value: number | string) => void,
  onBlur: ((event: FocusEvent<HTMLInputElement>) => void) | undefined,
  { read, write, keep = (typed) => typed }: NumberText,
) {
  const textOf = (given: number | string) => (typeof given === 'number' ? write(given) : given);
  const [text, setText] = useState(() => textOf(value));
  const [shown, setShown] = useState<number | string>(value);
  if (!Object.is(value, shown)) {
    setShown(value);
    if (!Object.is(read(text), value)) setText(textOf(value));
  }
  return {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const typed = keep(event.currentTarget.value);
      const next = read(typed);
      setText(typed);
      setShown(next);
      onChange(next);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const parsed = read(text);
      if (typeof parsed === 'number') setText(write(parsed));
      onBlur?.(event);
    },
  };
}
