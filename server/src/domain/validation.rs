//! Checks of input at the edge: each bad field is named, with a message a person understands.

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
