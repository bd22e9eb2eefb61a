//! Password hashing (argon2id) and session tokens.

use std::sync::Arc;

use argon2::{
    Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version,
    password_hash::SaltString,
};
use sha2::{Digest, Sha256};
use tokio::sync::Semaphore;

/// At most this many hashes are computed at once, so a burst of sign-ins cannot starve the server.
const CONCURRENT_HASHES: usize = 2;

/// Hashes and checks passwords on the blocking pool, two at a time.
#[derive(Clone)]
pub struct Passwords {
    permits: Arc<Semaphore>,
    /// Checked against when the account does not exist, so both failures take the same time.
    dummy_hash: Arc<str>,
}

impl Default for Passwords {
    fn default() -> Self {
        Self::new()
    }
}

impl Passwords {
    pub fn new() -> Passwords {
        Passwords {
            permits: Arc::new(Semaphore::new(CONCURRENT_HASHES)),
            dummy_hash: hash_now("not a password of anyone").into(),
        }
    }

    pub async fn hash(&self, password: &str) -> String {
        let _permit = self
            .permits
            .acquire()
            .await
            .expect("semaphore is never closed");
        let password = password.to_owned();
        tokio::task::spawn_blocking(move || hash_now(&password))
            .await
            .expect("hashing does not panic")
    }

    /// True when `password` matches `hash`; with no hash, does the same work and answers false.
    pub async fn verify(&self, hash: Option<&str>, password: &str) -> bool {
        let _permit = self
            .permits
            .acquire()
            .await
            .expect("semaphore is never closed");
        let known = hash.is_some();
        let hash = hash.unwrap_or(&self.dummy_hash).to_owned();
        let password = password.to_owned();
        let matches = tokio::task::spawn_blocking(move || {
            PasswordHash::new(&hash)
                .map(|parsed| {
                    hasher()
                        .verify_password(password.as_bytes(), &parsed)
                        .is_ok()
                })
                .unwrap_or(false)
        })
        .await
        .expect("verifying does not panic");
        known && matches
    }
}

/// argon2id with t=2, m=19 MiB, p=1 (OWASP's recommended minimum).
fn hasher() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("constant parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

fn hash_now(password: &str) -> String {
    let salt = SaltString::encode_b64(&random_bytes::<16>()).expect("16 bytes make a valid salt");
    hasher()
        .hash_password(password.as_bytes(), &salt)
        .expect("hashing with valid parameters succeeds")
        .to_string()
}

/// `N` random bytes, written as `2N` hex digits.
/// Whether two secrets are equal, in a time that does not depend on where they differ (their
/// SHA-256 digests are compared byte by byte, all of them).
pub fn same_secret(a: &str, b: &str) -> bool {
    use sha2::{Digest, Sha256};
    let (a, b) = (Sha256::digest(a.as_bytes()), Sha256::digest(b.as_bytes()));
    a.iter()
        .zip(b.iter())
        .fold(0u8, |acc, (x, y)| acc | (x ^ y))
        == 0
}

pub fn random_hex<const N: usize>() -> String {
    hex(&random_bytes::<N>())
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut buf = [0u8; N];
    getrandom::fill(&mut buf).expect("the operating system provides randomness");
    buf
}

/// A new session token (256 random bits, hex) and the hash that is stored in its place.
pub fn new_session_token() -> (String, String) {
    let token = random_hex::<32>();
    let hash = hash_token(&token);
    (token, hash)
}

pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A random password of 20 characters, with no look-alike characters, to be printed once.
pub fn generate_password() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    random_bytes::<20>()
        .iter()
        // 256 is not a multiple of the alphabet size; the bias is negligible for a one-time password.
        .map(|b| ALPHABET[*b as usize % ALPHABET.len()] as char)
        .collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_verifies_its_password_only() {
        let p = Passwords::new();
        let h = p.hash("correct horse battery").await;
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(p.verify(Some(&h), "correct horse battery").await);
        assert!(!p.verify(Some(&h), "wrong").await);
        assert!(!p.verify(None, "not a password of anyone").await);
        assert!(!p.verify(Some("garbage"), "x").await);
    }

    #[test]
    fn tokens_are_long_random_and_stored_hashed() {
        let (a, ha) = new_session_token();
        let (b, _) = new_session_token();
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert_eq!(ha, hash_token(&a));
        assert_ne!(ha, a);
    }

    #[test]
    fn generated_passwords_are_long_enough() {
        let p = generate_password();
        assert_eq!(p.chars().count(), 20);
        assert!(p.chars().all(|c| c.is_ascii_alphanumeric()));
    }
}
