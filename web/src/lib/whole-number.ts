/**
 * Whole numbers as people type them (pieces, seats, cycles, counts): the one rule every integer
 * field follows. What was typed is never rewritten — `2,5` is not 25, `-3` is not 3, `0` is not 1 —
 * it is read, and refused with a message under the field saying why, as the server would refuse it.
 */
import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { formatCount } from '@/lib/format';
import i18n from '@/lib/i18n';

/** What a whole-number input holds: a number once the text is one, else the text as typed ('' when empty). */
export type WholeValue = number | string;

/** What a typed text is, as a whole number. */
export type WholeReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  /** `2,5`, `2.5`: a decimal where only whole numbers go. */
  | { kind: 'decimal' }
  /** `-3`. */
  | { kind: 'negative' }
  /** Anything else (`abc`, `1-2`). */
  | { kind: 'text' };

/** Spaces a number may be grouped with, as typed or pasted (`1 000`, with no-break spaces from a copy). */
const GROUPING = /[\s\u00a0\u202f\u2009]/g;

/** Reads what was typed; a number given as such is taken for what it is. */
export function readWhole(value: WholeValue | null | undefined): WholeReading {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { kind: 'text' };
    if (!Number.isInteger(value)) return { kind: 'decimal' };
    return value < 0 ? { kind: 'negative' } : { kind: 'number', value };
  }
  const text = value.trim();
  if (text === '') return { kind: 'empty' };
  const compact = text.replace(GROUPING, '');
  const match = /^([-\u2212]?)(\d*)(?:[.,](\d*))?$/.exec(compact);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { kind: 'text' };
  const [, sign, whole, fraction] = match;
  if (sign) return { kind: 'negative' };
  if (fraction !== undefined) return { kind: 'decimal' };
  // Beyond 15 digits a double loses units: such a count is past any bound anyway.
  return { kind: 'number', value: Number(whole.slice(0, 16)) };
}

/** The value an input gives for its text: the number when it is a whole number, else the text itself. */
export function wholeValueOf(text: string): WholeValue {
  const read = readWhole(text);
  return read.kind === 'number' ? read.value : text;
}

export interface WholeRule {
  /** The least accepted: 0, or 1 where there must be at least one. */
  min: number;
  max: number;
  /** Said when nothing is typed; without it, nothing typed is accepted (an optional field). */
  required?: () => string;
  /** Said below `min` (default « Au moins 1. »). */
  tooFew?: () => string;
  /** Said above `max` (default « Au plus 20. »; « Il n'en reste que 10. » for what is left in stock). */
  tooMany?: () => string;
}

const t = (key: ParseKeys, values?: Record<string, unknown>) => i18n.t(key, values);

/** Why `value` is refused by `rule`, in the interface's language; null when it is accepted. */
export function wholeProblem(value: WholeValue | null | undefined, rule: WholeRule): string | null {
  const read = readWhole(value);
  switch (read.kind) {
    case 'empty':
      return rule.required ? rule.required() : null;
    case 'decimal':
      return t('bounds.whole.decimal');
    case 'negative':
      return t('bounds.whole.negative');
    case 'text':
      return t('bounds.whole.text');
    case 'number':
      if (read.value < rule.min) return rule.tooFew ? rule.tooFew() : t('bounds.whole.min', { min: formatCount(rule.min) });
      if (read.value > rule.max) return rule.tooMany ? rule.tooMany() : t('bounds.whole.max', { max: formatCount(rule.max) });
      return null;
  }
}

/** « Il n'en reste que 10. »: the message for a quantity above what is left of a parcel or line. */
export function onlyLeft(count: number): string {
  return t('bounds.whole.onlyLeft', { count, left: formatCount(count) });
}

const input = z.union([z.number(), z.string()]);

/** A required whole number by `rule` (its `required` message, or « Saisissez un nombre. »). */
export function wholeNumber(rule: WholeRule) {
  const required = rule.required ?? (() => t('bounds.whole.required'));
  return input
    .superRefine((value, ctx) => {
      const problem = wholeProblem(value, { ...rule, required });
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => {
      const read = readWhole(value);
      return read.kind === 'number' ? read.value : 0;
    });
}

/** A whole number by `rule` that may be left empty: null then. */
export function optionalWholeNumber(rule: Omit<WholeRule, 'required'>) {
  return input
    .superRefine((value, ctx) => {
      const problem = wholeProblem(value, rule);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => {
      const read = readWhole(value);
      return read.kind === 'number' ? read.value : null;
    });
}
