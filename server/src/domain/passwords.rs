//! The password policy: 8 to 128 characters, no composition rules, not one of the most common.

use std::{collections::HashSet, sync::LazyLock};

use crate::messages::Msg;

pub const MIN_LEN: usize = 8;
pub const MAX_LEN: usize = 128;

static COMMON: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    include_str!("../../data/common-passwords.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect()
});

/// Why a new password is refused, if it is.
pub fn check(password: &str) -> Result<(), Msg> {
    let len = password.chars().count();
    if len < MIN_LEN {
        return Err(Msg::PasswordTooShort { min: MIN_LEN });
    }
    if len > MAX_LEN {
        return Err(Msg::TooLong { max: MAX_LEN });
    }
    if COMMON.contains(password.to_lowercase().as_str()) {
        return Err(Msg::PasswordTooCommon);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_has_the_thousand_most_common() {
        assert_eq!(COMMON.len(), 1000);
        assert!(COMMON.contains("123456"));
    }

    #[test]
    fn length_bounds() {
        assert_eq!(check("Kx7#pq1"), Err(Msg::PasswordTooShort { min: 8 }));
        assert_eq!(check(&"a".repeat(129)), Err(Msg::TooLong { max: 128 }));
        assert_eq!(check(&"é".repeat(128)), Ok(()), "characters, not bytes");
        assert_eq!(check("Kinshasa river 2026"), Ok(()));
    }

    #[test]
    fn common_passwords_are_refused_in_any_case() {
        assert_eq!(check("password"), Err(Msg::PasswordTooCommon));
        assert_eq!(check("PassWord"), Err(Msg::PasswordTooCommon));
        assert_eq!(check("12345678"), Err(Msg::PasswordTooCommon));
        assert_eq!(check("baseball"), Err(Msg::PasswordTooCommon));
    }

    #[test]
    fn no_composition_rules() {
        assert_eq!(check("onlylowercaseletters"), Ok(()));
    }
}
