//! Money and weights: integer cents and grams inside, dollars and kilograms at the edge.
//! No floating point ever touches an amount: decimal text is parsed digit by digit.

use serde::Serializer;

/// Thousands separators a French writer (or a pasted spreadsheet cell) puts between digit groups:
/// a space, a no-break space (U+00A0) or a narrow no-break space (U+202F).
fn is_group_separator(c: char) -> bool {
    matches!(c, ' ' | '\u{00A0}' | '\u{202F}')
}

/// The digits of a whole part written with optional thousands separators (`1 234 567`):
/// groups of three after a first group of one to three, or no separator at all.
fn whole_digits(whole: &str) -> Option<String> {
    let groups: Vec<&str> = whole.split(is_group_separator).collect();
    let digits_only = |g: &str| g.chars().all(|c| c.is_ascii_digit());
    if !groups.iter().all(|g| digits_only(g)) {
        return None;
    }
    if groups.len() > 1 {
        let (first, rest) = groups.split_first()?;
        if !(1..=3).contains(&first.len()) || rest.iter().any(|g| g.len() != 3) {
            return None;
        }
    }
    Some(groups.concat())
}

/// Parses a non-negative decimal with at most `decimals` digits after the separator into an
/// integer of that many implied decimals: `"12.5"` with 2 decimals is 1250.
///
/// The decimal separator is a point or a comma, as people write it (`12,5` is twelve and a half,
/// never 125); the whole part may group thousands with spaces (`1 234,50`). Text that could be
/// read two ways — both a point and a comma, two separators, badly grouped digits — is refused.
fn parse_fixed(text: &str, decimals: u32) -> Option<i64> {
    let text = text.trim();
    let has_point = text.contains('.');
    let has_comma = text.contains(',');
    if has_point && has_comma {
        return None;
    }
    let separator = if has_comma { ',' } else { '.' };
    if text.matches(separator).count() > 1 {
        return None;
    }
    let (whole, fraction) = match text.split_once(separator) {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    if whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let whole = whole_digits(whole)?;
    if !fraction.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let fraction_digits = u32::try_from(fraction.len()).ok()?;
    if fraction_digits > decimals || whole.len() > 13 {
        return None;
    }
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let fraction_value: i64 = if fraction.is_empty() {
        0
    } else {
        fraction.parse().ok()?
    };
    let fraction_value =
        fraction_value.checked_mul(10i64.checked_pow(decimals - fraction_digits)?)?;
    whole
        .checked_mul(10i64.pow(decimals))?
        .checked_add(fraction_value)
}

/// Dollars (at most 2 decimals) as cents.
pub fn parse_dollars(text: &str) -> Option<i64> {
    parse_fixed(text, 2)
}

/// Kilograms (at most 3 decimals) as grams.
pub fn parse_kg(text: &str) -> Option<i64> {
    parse_fixed(text, 3)
}

/// A JSON number as decimal text: serde_json prints the shortest text that reads back as the same
/// number, which for amounts with few decimals is the text the client wrote.
pub fn number_text(n: &serde_json::Number) -> String {
    n.to_string()
}

fn fixed_text(value: i64, decimals: u32) -> String {
    let scale = 10i64.pow(decimals);
    let sign = if value < 0 { "-" } else { "" };
    let abs = value.unsigned_abs();
    let whole = abs / scale.unsigned_abs();
    let fraction = abs % scale.unsigned_abs();
    if fraction == 0 {
        format!("{sign}{whole}")
    } else {
        let width = usize::try_from(decimals).unwrap_or_default();
        let digits = format!("{fraction:0width$}");
        format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
    }
}

/// Serializes cents as a JSON number of dollars (`1250` → `12.5`).
pub fn serialize_cents<S: Serializer>(cents: &i64, s: S) -> Result<S::Ok, S::Error> {
    serialize_decimal(&fixed_text(*cents, 2), s)
}

/// Serializes optional cents as dollars, or `null`.
pub fn serialize_optional_cents<S: Serializer>(
    cents: &Option<i64>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match cents {
        Some(c) => serialize_cents(c, s),
        None => s.serialize_none(),
    }
}

/// Serializes optional grams as kilograms, or null.
pub fn serialize_opt_grams<S: Serializer>(grams: &Option<i64>, s: S) -> Result<S::Ok, S::Error> {
    match grams {
        Some(g) => serialize_grams(g, s),
        None => s.serialize_none(),
    }
}

/// Serializes grams as a JSON number of kilograms (`1500` → `1.5`).
pub fn serialize_grams<S: Serializer>(grams: &i64, s: S) -> Result<S::Ok, S::Error> {
    serialize_decimal(&fixed_text(*grams, 3), s)
}

/// A JSON number of `value` with `decimals` places (`1250`, 2 → `12.5`): dollars from cents,
/// kg from grams, a percentage from tenths.
pub fn decimal_json(value: i64, decimals: u32) -> serde_json::Value {
    serde_json::to_value(DecimalText(fixed_text(value, decimals)))
        .unwrap_or(serde_json::Value::Null)
}

/// Decimal text that serializes as the JSON number it spells.
struct DecimalText(String);

impl serde::Serialize for DecimalText {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_decimal(&self.0, s)
    }
}

/// `value` with `decimals` places as plain text with `separator` (`1250`, 2, ',' → `12,50`):
/// what a spreadsheet reads as a number.
pub fn decimal_text(value: i64, decimals: u32, separator: char) -> String {
    let scale = 10u64.pow(decimals);
    let sign = if value < 0 { "-" } else { "" };
    let abs = value.unsigned_abs();
    if decimals == 0 {
        return format!("{sign}{abs}");
    }
    let width = usize::try_from(decimals).unwrap_or_default();
    format!("{sign}{}{separator}{:0width$}", abs / scale, abs % scale)
}

fn serialize_decimal<S: Serializer>(text: &str, s: S) -> Result<S::Ok, S::Error> {
    if let Ok(whole) = text.parse::<i64>() {
        return s.serialize_i64(whole);
    }
    // The text has at most 3 decimals and 16 digits: as an f64 it prints back identically.
    let value: f64 = text.parse().map_err(serde::ser::Error::custom)?;
    s.serialize_f64(value)
}

/// Half-up rounding of `numerator / denominator` for non-negative operands (`None` otherwise).
/// Never overflows: the remainder is compared with what is left of the denominator.
pub fn div_round_half_up(numerator: i128, denominator: i128) -> Option<i128> {
    if numerator < 0 || denominator <= 0 {
        return None;
    }
    let quotient = numerator / denominator;
    let remainder = numerator % denominator;
    if remainder >= denominator - remainder {
        quotient.checked_add(1)
    } else {
        Some(quotient)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dollars_parse_to_exact_cents() {
        assert_eq!(parse_dollars("12"), Some(1200));
        assert_eq!(parse_dollars("12.5"), Some(1250));
        assert_eq!(parse_dollars("12.05"), Some(1205));
        assert_eq!(parse_dollars("0.1"), Some(10));
        assert_eq!(parse_dollars(".5"), Some(50));
        assert_eq!(parse_dollars("12.345"), None, "at most 2 decimals");
        assert_eq!(parse_dollars("-1"), None);
        assert_eq!(parse_dollars("1e3"), None);
        assert_eq!(parse_dollars(""), None);
        assert_eq!(parse_dollars("."), None);
    }

    #[test]
    fn a_comma_is_a_decimal_separator() {
        assert_eq!(parse_kg("12,5"), Some(12_500), "12,5 kg is never 125 kg");
        assert_eq!(parse_kg("0,333"), Some(333));
        assert_eq!(parse_kg(",5"), Some(500));
        assert_eq!(parse_dollars("12,05"), Some(1205));
        assert_eq!(parse_dollars("12,345"), None, "at most 2 decimals");
    }

    #[test]
    fn thousands_may_be_grouped_with_spaces() {
        assert_eq!(parse_dollars("1 234,50"), Some(123_450));
        assert_eq!(parse_dollars("1\u{00A0}234,50"), Some(123_450));
        assert_eq!(parse_dollars("1\u{202F}234,50"), Some(123_450));
        assert_eq!(parse_dollars("12 345 678"), Some(1_234_567_800));
        assert_eq!(parse_dollars("1 234.5"), Some(123_450));
        assert_eq!(parse_kg(" 1 234,5 "), Some(1_234_500));
    }

    #[test]
    fn ambiguous_text_is_refused() {
        for text in [
            "1,234.50",
            "1.234,50",
            "1,2,3",
            "1.2.3",
            "12,,5",
            "1 23,5",
            "1234 567",
            "1  234",
            "12, 5",
            "1 234,5 0",
            ",",
            " , ",
            "1_000",
            "1'000",
        ] {
            assert_eq!(parse_dollars(text), None, "{text:?}");
        }
    }

    #[test]
    fn huge_numbers_are_refused_not_wrapped() {
        assert_eq!(parse_kg("9999999999999.999"), Some(9_999_999_999_999_999));
        assert_eq!(parse_kg("99999999999999"), None);
        assert_eq!(parse_dollars("99999999999999999999"), None);
    }

    #[test]
    fn kilograms_parse_to_exact_grams() {
        assert_eq!(parse_kg("2.5"), Some(2500));
        assert_eq!(parse_kg("0.001"), Some(1));
        assert_eq!(parse_kg("0.0005"), None);
    }

    #[test]
    fn json_numbers_keep_their_text() {
        let n: serde_json::Number = serde_json::from_str("0.3").unwrap();
        assert_eq!(parse_dollars(&number_text(&n)), Some(30));
        let n: serde_json::Number = serde_json::from_str("19.99").unwrap();
        assert_eq!(parse_dollars(&number_text(&n)), Some(1999));
    }

    #[test]
    fn amounts_print_as_short_decimals() {
        assert_eq!(fixed_text(1250, 2), "12.5");
        assert_eq!(fixed_text(1205, 2), "12.05");
        assert_eq!(fixed_text(1200, 2), "12");
        assert_eq!(fixed_text(1, 3), "0.001");
        assert_eq!(serde_json::to_string(&Amount(1999)).unwrap(), "19.99");
        assert_eq!(serde_json::to_string(&Amount(900)).unwrap(), "9");
    }

    #[derive(serde::Serialize)]
    struct Amount(#[serde(serialize_with = "serialize_cents")] i64);

    #[test]
    fn half_up_rounding() {
        assert_eq!(div_round_half_up(5, 2), Some(3));
        assert_eq!(div_round_half_up(4, 2), Some(2));
        assert_eq!(div_round_half_up(7, 3), Some(2));
        assert_eq!(div_round_half_up(8, 3), Some(3));
        assert_eq!(div_round_half_up(i128::MAX, i128::MAX), Some(1));
        assert_eq!(div_round_half_up(i128::MAX, 2), Some(i128::MAX / 2 + 1));
        assert_eq!(div_round_half_up(-1, 2), None);
        assert_eq!(div_round_half_up(1, 0), None);
    }
}
