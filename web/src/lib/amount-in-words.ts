/**
 * Amounts written out in French, as printed documents (invoices, slips) show them under the figures.
 * Traditional spelling: hyphens inside the tens only ("vingt-trois", "cent vingt-trois"), "et un"
 * and "et onze" from vingt to soixante-dix, "quatre-vingts" and "deux cents" with an s only when
 * they end the number (not before "mille"), "mille" invariable, "million" and "milliard" nouns.
 */

const UNITS = [
  'zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf',
  'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0 < n < 100; `final` when nothing follows in the whole number (quatre-vingts takes its s). */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n];
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (tens === 7 || tens === 9) {
    // soixante-dix… and quatre-vingt-dix… count on from the tens below.
    const base = tens === 7 ? 'soixante' : 'quatre-vingt';
    const rest = n - (tens === 7 ? 60 : 80);
    if (tens === 7 && rest === 11) return 'soixante et onze';
    return `${base}-${UNITS[rest]}`;
  }
  if (tens === 8) {
    if (unit === 0) return final ? 'quatre-vingts' : 'quatre-vingt';
    return `quatre-vingt-${UNITS[unit]}`;
  }
  if (unit === 0) return TENS[tens];
  if (unit === 1) return `${TENS[tens]} et un`;
  return `${TENS[tens]}-${UNITS[unit]}`;
}

/** 0 < n < 1000. */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) {
    const plural = hundreds > 1 && rest === 0 && final;
    words.push(hundreds === 1 ? 'cent' : `${UNITS[hundreds]} ${plural ? 'cents' : 'cent'}`);
  }
  if (rest > 0) words.push(belowHundred(rest, final));
  return words.join(' ');
}

const SCALES: { value: number; singular: string; plural: string }[] = [
  { value: 1_000_000_000, singular: 'milliard', plural: 'milliards' },
  { value: 1_000_000, singular: 'million', plural: 'millions' },
];

/** A whole number, 0 or more, in words ("deux cent mille", "quatre-vingts millions"). */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  if (value === 0) return UNITS[0];
  const words: string[] = [];
  let rest = value;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    rest %= scale.value;
    if (count === 0) continue;
    // The count is a number before a noun: it is "final" as far as its own agreement goes.
    words.push(`${numberInWords(count)} ${count > 1 ? scale.plural : scale.singular}`);
  }
  const thousands = Math.floor(rest / 1000);
  const units = rest % 1000;
  if (thousands > 0) {
    // "mille" is an adjective: the count before it never takes an s (deux cent mille).
    words.push(thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`);
  }
  if (units > 0) words.push(belowThousand(units, true));
  return words.join(' ');
}

/** Whether the words end with "million(s)" or "milliard(s)", which take "de" before a noun. */
function endsWithNoun(dollars: number): boolean {
  return dollars > 0 && dollars % 1_000_000 === 0;
}

const EN_UNITS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

/** 0 < n < 1000 in English ("one hundred twenty-three"). */
function englishBelowThousand(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${EN_UNITS[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest >= 20) words.push(rest % 10 ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_UNITS[rest % 10]}` : EN_TENS[rest / 10]);
  else if (rest > 0) words.push(EN_UNITS[rest]);
  return words.join(' ');
}

/** A whole number, 0 or more, in English words ("two hundred thousand"). */
export function englishNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  if (value === 0) return EN_UNITS[0];
  const words: string[] = [];
  let rest = value;
  for (const [scale, name] of EN_SCALES) {
    const count = Math.floor(rest / scale);
    rest %= scale;
    if (count > 0) words.push(`${englishNumberInWords(count)} ${name}`);
  }
  if (rest > 0) words.push(englishBelowThousand(rest));
  return words.join(' ');
}

/**
 * An amount of cents as words: 12345 → "Cent vingt-trois dollars et quarante-cinq cents",
 * 100 → "Un dollar", 0 → "Zéro dollar", 200000000 → "Deux millions de dollars"; in English with
 * `lang` 'en': "One hundred twenty-three dollars and forty-five cents".
 */
export function amountInWords(cents: number, lang: 'fr' | 'en' = 'fr'): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount of cents: ${cents}`);
  if (lang === 'en') {
    const dollars = Math.floor(cents / 100);
    const remainder = cents % 100;
    let text = `${englishNumberInWords(dollars)} ${dollars === 1 ? 'dollar' : 'dollars'}`;
    if (remainder > 0) text += ` and ${englishNumberInWords(remainder)} ${remainder === 1 ? 'cent' : 'cents'}`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  const dollars = Math.floor(cents / 100);
  const remainder = cents % 100;
  const unit = dollars > 1 ? 'dollars' : 'dollar';
  let text = `${numberInWords(dollars)} ${endsWithNoun(dollars) ? 'de ' : ''}${unit}`;
  if (remainder > 0) text += ` et ${numberInWords(remainder)} ${remainder > 1 ? 'cents' : 'cent'}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
