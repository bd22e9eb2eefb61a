//! Checks of input at the edge: each bad field is named, with a message a person understands.

use super::bounds;
use crate::messages::Msg;

/// Longest accepted name of a person, branch or thing.
pub const NAME_MAX: usize = 200;
/// Longest accepted password (longer ones would only slow hashing down).
pub const PASSWORD_MAX: usize = 128;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldErrors {
    fields: Vec<(String, Msg)>,
    headline: Option<Msg>,
}

impl FieldErrors {
    pub fn new() -> FieldErrors {
        FieldErrors::default()
    }

    /// One bad field whose message also stands as the answer's message.
    pub fn single(field: impl Into<String>, msg: Msg) -> FieldErrors {
        let mut e = FieldErrors::new();
        e.add(field, msg.clone());
        e.headline = Some(msg);
        e
    }

    /// The message of the answer as a whole, when one says more than "some fields are invalid".
    pub fn headline(&self) -> Option<&Msg> {
        self.headline.as_ref()
    }

    pub fn set_headline(&mut self, msg: Msg) {
        self.headline = Some(msg);
    }

    /// One error for one field (the first error a field gets is the one kept).
    pub fn add(&mut self, field: impl Into<String>, msg: Msg) {
        let field = field.into();
        if !self.fields.iter().any(|(f, _)| *f == field) {
            self.fields.push((field, msg));
        }
    }

    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = &(String, Msg)> {
        self.fields.iter()
    }

    /// The same errors, a missing field being required by another field or by the record
    /// edited rather than by the form (`Msg::RequiredHere`).
    pub fn required_here(mut self) -> FieldErrors {
        for (_, msg) in &mut self.fields {
            if *msg == Msg::Required {
                *msg = Msg::RequiredHere;
            }
        }
        self
    }

    pub fn into_result(self) -> Result<(), FieldErrors> {
        if self.is_empty() { Ok(()) } else { Err(self) }
    }

    /// Trimmed text that must be present and at most `max` characters long.
    pub fn required_text(&mut self, field: &str, value: Option<&str>, max: usize) -> String {
        match self.optional_text(field, value, max) {
            Some(v) => v,
            None => {
                self.add(field, Msg::Required);
                String::new()
            }
        }
    }

    /// Trimmed text, absent when empty, at most `max` characters long.
    pub fn optional_text(
        &mut self,
        field: &str,
        value: Option<&str>,
        max: usize,
    ) -> Option<String> {
        let v = value.map(str::trim).filter(|v| !v.is_empty())?;
        if v.chars().count() > max {
            self.add(field, Msg::TooLong { max });
            return None;
        }
        Some(v.to_string())
    }

    /// A secret taken as typed (not trimmed): present and at most `max` characters long.
    pub fn required_secret(&mut self, field: &str, value: Option<&str>, max: usize) -> String {
        match value {
            None | Some("") => {
                self.add(field, Msg::Required);
                String::new()
            }
            Some(v) if v.chars().count() > max => {
                self.add(field, Msg::TooLong { max });
                String::new()
            }
            Some(v) => v.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_trimmed_and_bounded() {
        let mut e = FieldErrors::new();
        assert_eq!(e.required_text("name", Some("  Amani  "), 10), "Amani");
        assert_eq!(e.optional_text("city", Some("   "), 10), None);
        assert_eq!(e.optional_text("city", None, 10), None);
        assert!(e.is_empty());
        e.required_text("name", Some("   "), 10);
        e.required_text("tel", Some("0123456789ab"), 10);
        let e = e.into_result().unwrap_err();
        let fields: Vec<_> = e.iter().cloned().collect();
        assert_eq!(
            fields,
            vec![
                ("name".to_string(), Msg::Required),
                ("tel".to_string(), Msg::TooLong { max: 10 })
            ]
        );
    }

    #[test]
    fn length_counts_characters_not_bytes() {
        let mut e = FieldErrors::new();
        assert_eq!(e.required_text("name", Some("Éléonore"), 8), "Éléonore");
        assert!(e.is_empty());
    }

    #[test]
    fn secrets_keep_their_spaces() {
        let mut e = FieldErrors::new();
        assert_eq!(e.required_secret("password", Some(" a b "), 128), " a b ");
        e.required_secret("password2", Some(""), 128);
        e.required_secret("password3", Some(&"x".repeat(129)), 128);
        assert_eq!(e.iter().count(), 2);
    }

    #[test]
    fn a_field_keeps_its_first_error() {
        let mut e = FieldErrors::new();
        e.add("name", Msg::Required);
        e.add("name", Msg::TooLong { max: 3 });
        assert_eq!(e.iter().count(), 1);
    }
}

/// A whole number as a query, a path or a form writes it: `12`, `+12`, or a JSON number whose fraction is
/// zero (`12.0`, `1.2e+1`), as JSON Schema reads an `integer`; the latter only where a float is
/// exact (up to 2^53), so that no id is ever read as its neighbour.
pub fn whole_number(text: &str) -> Option<i64> {
    if let Ok(n) = text.parse::<i64>() {
        return Some(n);
    }
    const EXACT: f64 = 9_007_199_254_740_992.0;
    let f = text.parse::<f64>().ok()?;
    // Exact: a whole f64 of at most 2^53 is an i64.
    (f.is_finite()
        && f.fract() == 0.0
        && f.abs() <= EXACT
        && text.bytes().any(|b| b.is_ascii_digit()))
    .then_some(f as i64)
}

/// A value from a JSON body or a multipart form, where numbers may come as text.
#[derive(Clone, Debug, PartialEq, serde::Deserialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum Scalar {
    Bool(bool),
    #[schema(value_type = f64)]
    Number(serde_json::Number),
    Text(String),
}

impl Scalar {
    pub fn text(&self) -> String {
        match self {
            Scalar::Bool(b) => b.to_string(),
            Scalar::Number(n) => n.to_string(),
            Scalar::Text(t) => t.trim().to_string(),
        }
    }
}

/// The value of an optional scalar field, absent when empty.
fn present(value: Option<&Scalar>) -> Option<String> {
    value.map(Scalar::text).filter(|t| !t.is_empty())
}

impl FieldErrors {
    /// Text from a scalar field: as `optional_text`.
    pub fn scalar_text(
        &mut self,
        field: &str,
        value: Option<&Scalar>,
        max: usize,
    ) -> Option<String> {
        let text = present(value);
        self.optional_text(field, text.as_deref(), max)
    }

    /// Text from a scalar field that must be present: as `required_text`.
    pub fn required_scalar_text(
        &mut self,
        field: &str,
        value: Option<&Scalar>,
        max: usize,
    ) -> String {
        let text = present(value);
        self.required_text(field, text.as_deref(), max)
    }

    /// A whole number between `min` and `max`, absent when empty.
    pub fn int(&mut self, field: &str, value: Option<&Scalar>, min: i64, max: i64) -> Option<i64> {
        let text = present(value)?;
        match whole_number(&text) {
            Some(n) if (min..=max).contains(&n) => Some(n),
            Some(_) => {
                self.add(field, Msg::OutOfRange { min, max });
                None
            }
            None => {
                self.add(field, Msg::NotAWholeNumber);
                None
            }
        }
    }

    /// A whole number that must be present.
    pub fn required_int(&mut self, field: &str, value: Option<&Scalar>, min: i64, max: i64) -> i64 {
        if present(value).is_none() {
            self.add(field, Msg::Required);
            return 0;
        }
        self.int(field, value, min, max).unwrap_or(0)
    }

    /// The id of another record (at least 1), absent when empty.
    pub fn id(&mut self, field: &str, value: Option<&Scalar>) -> Option<i64> {
        self.int(field, value, bounds::ID_MIN, bounds::ID_MAX)
    }

    /// The id of another record, which must be present.
    pub fn required_id(&mut self, field: &str, value: Option<&Scalar>) -> i64 {
        self.required_int(field, value, bounds::ID_MIN, bounds::ID_MAX)
    }

    /// A yes/no flag as 1 or 0 (from true/false, 1/0, "on"/"off"), absent when empty.
    pub fn flag(&mut self, field: &str, value: Option<&Scalar>) -> Option<i64> {
        let text = present(value)?;
        match text.to_ascii_lowercase().as_str() {
            "1" | "true" | "on" | "oui" => Some(1),
            "0" | "false" | "off" | "non" => Some(0),
            _ => {
                self.add(field, Msg::NotAFlag);
                None
            }
        }
    }

    /// An amount of dollars (at most 2 decimals, `12,5` or `1 234,50` as French people write
    /// them) as cents, at most `bounds::AMOUNT_MAX_CENTS`; absent when empty.
    pub fn dollars(&mut self, field: &str, value: Option<&Scalar>) -> Option<i64> {
        let text = present(value)?;
        match super::units::parse_dollars(&text) {
            None => {
                self.add(field, Msg::NotAnAmount);
                None
            }
            Some(cents) if cents > bounds::AMOUNT_MAX_CENTS => {
                self.add(
                    field,
                    Msg::AmountTooLarge {
                        max: bounds::AMOUNT_MAX_CENTS,
                    },
                );
                None
            }
            Some(cents) => Some(cents),
        }
    }

    /// A weight per piece in kg (at most 3 decimals) as grams: present, above 0 and at most
    /// `bounds::UNIT_WEIGHT_MAX_G`.
    pub fn required_unit_weight(&mut self, field: &str, value: Option<&Scalar>) -> i64 {
        let text = match value {
            Some(Scalar::Bool(_)) => {
                self.add(field, Msg::NotAWeight);
                return 0;
            }
            v => present(v),
        };
        let Some(text) = text else {
            self.add(field, Msg::Required);
            return 0;
        };
        match super::units::parse_kg(&text) {
            None => {
                self.add(field, Msg::NotAWeight);
                0
            }
            Some(0) => {
                self.add(field, Msg::MustBePositive);
                0
            }
            Some(g) if g > bounds::UNIT_WEIGHT_MAX_G => {
                self.add(
                    field,
                    Msg::WeightTooLarge {
                        max: bounds::UNIT_WEIGHT_MAX_G,
                    },
                );
                0
            }
            Some(g) => g,
        }
    }

    /// A weight in kg (at most 3 decimals, `12,5` too) as grams, absent when empty: above 0 when
    /// `positive` (else at least 0), at most `max` grams.
    pub fn kg(
        &mut self,
        field: &str,
        value: Option<&Scalar>,
        positive: bool,
        max: i64,
    ) -> Option<i64> {
        let text = match value {
            Some(Scalar::Bool(_)) => {
                self.add(field, Msg::NotAWeight);
                return None;
            }
            v => present(v)?,
        };
        match super::units::parse_kg(&text) {
            None => {
                self.add(field, Msg::NotAWeight);
                None
            }
            Some(0) if positive => {
                self.add(field, Msg::MustBePositive);
                None
            }
            Some(g) if g > max => {
                self.add(field, Msg::WeightTooLarge { max });
                None
            }
            Some(g) => Some(g),
        }
    }

    /// A list of at most `max` items (named on `field` when longer).
    pub fn at_most<T>(&mut self, field: &str, items: &[T], max: usize) {
        if items.len() > max {
            self.add(field, Msg::TooManyItems { max });
        }
    }

    /// An amount of dollars that must be present and more than zero, as cents.
    pub fn required_positive_dollars(&mut self, field: &str, value: Option<&Scalar>) -> i64 {
        if present(value).is_none() {
            self.add(field, Msg::Required);
            return 0;
        }
        match self.dollars(field, value) {
            Some(0) => {
                self.add(field, Msg::MustBePositive);
                0
            }
            Some(cents) => cents,
            None => 0,
        }
    }

    /// A calendar date `YYYY-MM-DD`, absent when empty.
    pub fn date(&mut self, field: &str, value: Option<&Scalar>) -> Option<String> {
        let text = present(value)?;
        let format = time::macros::format_description!("[year]-[month]-[day]");
        match time::Date::parse(&text, format) {
            Ok(_) => Some(text),
            Err(_) => {
                self.add(field, Msg::NotADate);
                None
            }
        }
    }

    /// A date from `bounds::EARLIEST_DATE` to `today`, absent when empty.
    pub fn past_date(
        &mut self,
        field: &str,
        value: Option<&Scalar>,
        today: &str,
    ) -> Option<String> {
        let date = self.date(field, value)?;
        if date.as_str() > today {
            self.add(field, Msg::InFuture);
            return None;
        }
        if date.as_str() < crate::domain::bounds::EARLIEST_DATE {
            self.add(
                field,
                Msg::NotBefore {
                    date: crate::domain::bounds::EARLIEST_DATE.to_string(),
                },
            );
            return None;
        }
        Some(date)
    }

    /// A date from `bounds::EARLIEST_DATE` to `today` that must be present.
    pub fn required_past_date(
        &mut self,
        field: &str,
        value: Option<&Scalar>,
        today: &str,
    ) -> String {
        if present(value).is_none() {
            self.add(field, Msg::Required);
            return String::new();
        }
        self.past_date(field, value, today).unwrap_or_default()
    }

    /// A date that must be present.
    pub fn required_date(&mut self, field: &str, value: Option<&Scalar>) -> String {
        if present(value).is_none() {
            self.add(field, Msg::Required);
            return String::new();
        }
        self.date(field, value).unwrap_or_default()
    }
}

#[cfg(test)]
mod scalar_tests {
    use super::*;

    fn s(v: serde_json::Value) -> Scalar {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn numbers_come_as_numbers_or_text() {
        let mut e = FieldErrors::new();
        assert_eq!(e.int("a", Some(&s(serde_json::json!(3))), 0, 9), Some(3));
        assert_eq!(
            e.int("b", Some(&s(serde_json::json!(" 4 "))), 0, 9),
            Some(4)
        );
        assert_eq!(e.int("c", Some(&s(serde_json::json!(""))), 0, 9), None);
        assert!(e.is_empty());
        assert_eq!(e.int("d", Some(&s(serde_json::json!("x"))), 0, 9), None);
        assert_eq!(e.int("e", Some(&s(serde_json::json!(10))), 0, 9), None);
        assert_eq!(e.int("f", Some(&s(serde_json::json!(1.5))), 0, 9), None);
        assert_eq!(e.iter().count(), 3);
    }

    #[test]
    fn flags_amounts_and_dates() {
        let mut e = FieldErrors::new();
        assert_eq!(e.flag("a", Some(&s(serde_json::json!(true)))), Some(1));
        assert_eq!(e.flag("b", Some(&s(serde_json::json!("0")))), Some(0));
        assert_eq!(e.dollars("c", Some(&s(serde_json::json!(2.5)))), Some(250));
        assert_eq!(
            e.dollars("d", Some(&s(serde_json::json!("3.10")))),
            Some(310)
        );
        assert_eq!(
            e.date("e", Some(&s(serde_json::json!("2026-02-28"))))
                .as_deref(),
            Some("2026-02-28")
        );
        assert!(e.is_empty());
        assert_eq!(e.date("f", Some(&s(serde_json::json!("2026-02-30")))), None);
        assert_eq!(e.dollars("g", Some(&s(serde_json::json!(2.555)))), None);
        assert_eq!(e.flag("h", Some(&s(serde_json::json!(2)))), None);
        assert_eq!(e.iter().count(), 3);
        assert_eq!(
            e.required_positive_dollars("i", Some(&s(serde_json::json!("")))),
            0
        );
        assert_eq!(e.required_positive_dollars("j", None), 0);
        assert_eq!(
            e.required_positive_dollars("k", Some(&s(serde_json::json!(0)))),
            0
        );
        assert_eq!(
            e.required_positive_dollars("l", Some(&s(serde_json::json!(1.5)))),
            150
        );
        assert_eq!(e.iter().count(), 6);
    }

    #[test]
    fn amounts_and_weights_have_bounds() {
        let mut e = FieldErrors::new();
        assert_eq!(
            e.dollars("a", Some(&s(serde_json::json!(10_000_000)))),
            Some(1_000_000_000)
        );
        assert_eq!(
            e.dollars("b", Some(&s(serde_json::json!("1 234,50")))),
            Some(123_450)
        );
        assert_eq!(
            e.required_unit_weight("c", Some(&s(serde_json::json!("12,5")))),
            12_500
        );
        assert_eq!(
            e.required_unit_weight("d", Some(&s(serde_json::json!(30_000)))),
            30_000_000
        );
        assert!(e.is_empty());
        assert_eq!(
            e.dollars("e", Some(&s(serde_json::json!(10_000_000.01)))),
            None
        );
        assert_eq!(
            e.required_unit_weight("f", Some(&s(serde_json::json!("30000.001")))),
            0
        );
        assert_eq!(
            e.required_unit_weight("g", Some(&s(serde_json::json!(0)))),
            0
        );
        assert_eq!(e.required_unit_weight("h", None), 0);
        assert_eq!(
            e.required_unit_weight("i", Some(&s(serde_json::json!(true)))),
            0
        );
        let fields: Vec<_> = e.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, ["e", "f", "g", "h", "i"]);
    }
}
