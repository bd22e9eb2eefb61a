//! What makes a valid person: their details as typed into the staff, client, profile and
//! registration forms, checked and normalised.

use serde::Deserialize;
use utoipa::ToSchema;

use super::validation::{FieldErrors, NAME_MAX};
use crate::messages::Msg;

const EMAIL_MAX: usize = 254;
const ADDRESS_MAX: usize = 300;
const PLACE_MAX: usize = 100;

/// A person's details as sent by a form; every field may be absent or badly typed.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonFields {
    #[schema(required = true, schema_with = crate::http::schema::person_name)]
    pub name: Option<String>,
    #[schema(schema_with = crate::http::schema::email)]
    pub email: Option<String>,
    #[schema(schema_with = crate::http::schema::phone)]
    pub tel: Option<String>,
    #[schema(schema_with = crate::http::schema::string_text::<ADDRESS_MAX>)]
    pub adress: Option<String>,
    #[schema(schema_with = crate::http::schema::gender)]
    pub gender: Option<String>,
    /// Taken from `countryCode` when it names a known country.
    #[schema(schema_with = crate::http::schema::string_text::<PLACE_MAX>)]
    pub country: Option<String>,
    #[schema(schema_with = crate::http::schema::string_text::<2000>)]
    pub country_data: Option<String>,
    #[schema(schema_with = crate::http::schema::country_code)]
    pub country_code: Option<String>,
    #[schema(schema_with = crate::http::schema::string_text::<PLACE_MAX>)]
    pub region: Option<String>,
    #[schema(schema_with = crate::http::schema::string_text::<PLACE_MAX>)]
    pub city: Option<String>,
}

/// A person's details, checked: names trimmed, e-mail lower-cased, phone digits only.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Person {
    pub name: String,
    pub email: Option<String>,
    pub tel: Option<String>,
    pub adress: Option<String>,
    pub gender: Option<String>,
    pub country: Option<String>,
    pub country_data: Option<String>,
    pub country_code: Option<String>,
    pub region: Option<String>,
    pub city: Option<String>,
}

impl PersonFields {
    /// The country is stored under its French name whenever its code is known, whatever the
    /// language of the form that sent it.
    pub fn check(&self, errors: &mut FieldErrors) -> Person {
        let country_code = country_code(errors, self.country_code.as_deref());
        let country = country_code
            .as_deref()
            .and_then(super::geography::country)
            .map(|c| c.fr.clone())
            .or_else(|| errors.optional_text("country", self.country.as_deref(), PLACE_MAX));
        Person {
            name: errors.required_text("name", self.name.as_deref(), NAME_MAX),
            email: email(errors, "email", self.email.as_deref()),
            tel: phone(errors, "tel", self.tel.as_deref()),
            adress: errors.optional_text("adress", self.adress.as_deref(), ADDRESS_MAX),
            gender: gender(errors, self.gender.as_deref()),
            country,
            country_data: errors.optional_text("countryData", self.country_data.as_deref(), 2000),
            country_code: country_code.map(|c| super::geography::normalise_code(&c)),
            region: errors.optional_text("region", self.region.as_deref(), PLACE_MAX),
            city: errors.optional_text("city", self.city.as_deref(), PLACE_MAX),
        }
    }
}

/// An e-mail address, lower-cased; only its shape is checked (something@domain.tld).
pub fn email(errors: &mut FieldErrors, field: &str, value: Option<&str>) -> Option<String> {
    let v = errors.optional_text(field, value, EMAIL_MAX)?;
    let valid = match v.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !v.chars().any(char::is_whitespace)
        }
        None => false,
    };
    if valid {
        Some(v.to_lowercase())
    } else {
        errors.add(field, Msg::InvalidEmail);
        None
    }
}

/// A phone number: digits only (spaces, dots, dashes and a leading + are dropped), 6 to 20 of them.
pub fn phone(errors: &mut FieldErrors, field: &str, value: Option<&str>) -> Option<String> {
    let v = errors.optional_text(field, value, 40)?;
    let v = v.strip_prefix('+').unwrap_or(&v);
    let digits: String = v
        .chars()
        .filter(|c| !matches!(c, ' ' | '.' | '-'))
        .collect();
    if digits.chars().all(|c| c.is_ascii_digit()) && (6..=20).contains(&digits.len()) {
        Some(digits)
    } else {
        errors.add(field, Msg::InvalidPhone);
        None
    }
}

fn gender(errors: &mut FieldErrors, value: Option<&str>) -> Option<String> {
    let v = errors.optional_text("gender", value, 20)?;
    match v.to_lowercase().as_str() {
        "masculin" => Some("Masculin".into()),
        "feminin" | "féminin" => Some("Feminin".into()),
        _ => {
            errors.add("gender", Msg::InvalidGender);
            None
        }
    }
}

fn country_code(errors: &mut FieldErrors, value: Option<&str>) -> Option<String> {
    let v = errors.optional_text("countryCode", value, 2)?;
    if v.len() == 2 && v.chars().all(|c| c.is_ascii_alphabetic()) {
        Some(v.to_ascii_lowercase())
    } else {
        errors.add("countryCode", Msg::InvalidCountryCode);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields() -> PersonFields {
        PersonFields {
            name: Some("  Amani Mwamba ".into()),
            email: Some("Amani@Mail.CD".into()),
            tel: Some("+243 81-000.0001".into()),
            gender: Some("Féminin".into()),
            country_code: Some("CD".into()),
            ..Default::default()
        }
    }

    #[test]
    fn a_valid_person_is_normalised() {
        let mut e = FieldErrors::new();
        let p = fields().check(&mut e);
        assert!(e.is_empty(), "{e:?}");
        assert_eq!(p.name, "Amani Mwamba");
        assert_eq!(p.email.as_deref(), Some("amani@mail.cd"));
        assert_eq!(p.tel.as_deref(), Some("243810000001"));
        assert_eq!(p.gender.as_deref(), Some("Feminin"));
        assert_eq!(p.country_code.as_deref(), Some("cd"));
        assert_eq!(
            p.country.as_deref(),
            Some("République démocratique du Congo")
        );
    }

    #[test]
    fn each_bad_field_is_named() {
        let mut e = FieldErrors::new();
        PersonFields {
            name: None,
            email: Some("not-an-email".into()),
            tel: Some("08a1".into()),
            gender: Some("autre".into()),
            country_code: Some("cod".into()),
            ..Default::default()
        }
        .check(&mut e);
        let named: Vec<&str> = e.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(named, ["countryCode", "name", "email", "tel", "gender"]);
    }

    #[test]
    fn emails_need_a_domain_with_a_dot() {
        for bad in ["a@b", "@b.cd", "a@.cd", "a@b.", "a b@c.cd", "a@b@c.cd"] {
            let mut e = FieldErrors::new();
            assert_eq!(email(&mut e, "email", Some(bad)), None, "{bad}");
            assert!(!e.is_empty(), "{bad}");
        }
    }

    #[test]
    fn phones_have_six_to_twenty_digits() {
        let mut e = FieldErrors::new();
        assert_eq!(phone(&mut e, "tel", Some("12345")), None);
        assert_eq!(phone(&mut e, "tel2", Some("1".repeat(21).as_str())), None);
        assert_eq!(
            phone(&mut e, "tel3", Some("255 712 345 678")).as_deref(),
            Some("255712345678")
        );
        assert_eq!(e.iter().count(), 2);
    }
}
