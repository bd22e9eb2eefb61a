//! Throttling: a few failures are free, then each one doubles the wait.
//!
//! Passwords (sign-ins and the current-password check of `/api/me`) are counted per account and
//! client address: the account being guessed waits, from the address guessing it, and nobody
//! else does. An address waits as a whole only once it has failed on many distinct accounts.
//! Registrations are counted per address, uploads per person.

use time::Duration;

/// Password attempts on one account from one address before any wait.
pub const ACCOUNT_FREE_ATTEMPTS: i64 = 5;
/// A run of failures on an account is forgotten after this long without another one: longer
/// than the longest wait, so that waiting it out does not earn a fresh run of free guesses.
pub const ACCOUNT_FORGET_AFTER: Duration = Duration::hours(1);
/// An address failing on this many distinct accounts within `ADDRESS_WINDOW` waits as a whole:
/// far above what the agents of a branch sharing one connection mistype.
pub const ADDRESS_ACCOUNTS: i64 = 20;
pub const ADDRESS_WINDOW: Duration = Duration::minutes(15);
/// Accounts one address may register per `REGISTRATION_WINDOW`.
pub const REGISTRATIONS_PER_ADDRESS: i64 = 5;
pub const REGISTRATION_WINDOW: Duration = Duration::hours(1);

/// Files one person may upload per `UPLOAD_WINDOW`: a client sends an avatar now and then; staff
/// scan a day's papers. Each image costs a decode, the dearest thing a request can ask.
pub const CLIENT_UPLOADS_PER_HOUR: i64 = 10;
pub const STAFF_UPLOADS_PER_HOUR: i64 = 120;
pub const UPLOAD_WINDOW: Duration = Duration::hours(1);

/// How many files a person may upload in an hour.
pub fn uploads_per_hour(client: bool) -> i64 {
    if client {
        CLIENT_UPLOADS_PER_HOUR
    } else {
        STAFF_UPLOADS_PER_HOUR
    }
}

/// While an attempt that calls for a wait is being checked, the next ones wait this much longer:
/// the wait proper starts when the check is over, however long the check takes under load.
pub const CHECK_ALLOWANCE: Duration = Duration::seconds(10);

/// How long an account waits (from the address trying it) once its `attempts`-th password in a
/// row has failed, the one being checked included: nothing for the first four, then 1 s after the
/// fifth, 2 s after the sixth, doubling up to 15 min.
pub fn account_wait(attempts: i64) -> Option<Duration> {
    if attempts < ACCOUNT_FREE_ATTEMPTS {
        return None;
    }
    let doublings = (attempts - ACCOUNT_FREE_ATTEMPTS).min(20) as u32;
    Some(Duration::seconds(1i64 << doublings).min(LONGEST_WAIT))
}

/// Contact messages: failures allowed before any wait.
pub const FREE_FAILURES: i64 = 5;
/// Failures older than this are forgotten.
pub const FORGET_AFTER: Duration = Duration::minutes(15);
const LONGEST_WAIT: Duration = Duration::minutes(15);

/// How long to refuse sign-ins after the `failures`-th failure in a row.
pub fn wait_after(failures: i64) -> Option<Duration> {
    if failures <= FREE_FAILURES {
        return None;
    }
    let doublings = (failures - FREE_FAILURES).min(20) as u32;
    Some(Duration::seconds(1i64 << doublings).min(LONGEST_WAIT))
}

/// Tracking: wrong phones on one reference, from any address, before it is locked.
pub const REFERENCE_GUESSES: i64 = 10;
/// How long a reference stays locked once guessed at too often.
pub const REFERENCE_LOCK: Duration = Duration::hours(1);

/// One more counted guess after `attempts` (the last `since_last` ago, if any): the new count
/// (a run is forgotten after [`FORGET_AFTER`]) and the wait that follows it, if any.
pub fn guess(attempts: i64, since_last: Option<Duration>) -> (i64, Option<Duration>) {
    let attempts = match since_last {
        Some(d) if d <= FORGET_AFTER => attempts.saturating_add(1),
        _ => 1,
    };
    (attempts, wait_after(attempts))
}

/// One more wrong phone on a reference after `attempts` (the last `since_last` ago): the new
/// count, and whether the reference is now locked for [`REFERENCE_LOCK`].
pub fn reference_guess(attempts: i64, since_last: Option<Duration>) -> (i64, bool) {
    let attempts = match since_last {
        Some(d) if d <= REFERENCE_LOCK => attempts.saturating_add(1),
        _ => 1,
    };
    (attempts, attempts >= REFERENCE_GUESSES)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_waits_from_its_fifth_failure_doubling_up_to_a_cap() {
        for n in 0..=4 {
            assert_eq!(account_wait(n), None);
        }
        assert_eq!(account_wait(5), Some(Duration::seconds(1)));
        assert_eq!(account_wait(6), Some(Duration::seconds(2)));
        assert_eq!(account_wait(7), Some(Duration::seconds(4)));
        assert_eq!(account_wait(14), Some(Duration::seconds(512)));
        assert_eq!(account_wait(15), Some(Duration::minutes(15)));
        assert_eq!(account_wait(i64::MAX), Some(Duration::minutes(15)));
        assert!(ACCOUNT_FORGET_AFTER > LONGEST_WAIT);
    }

    #[test]
    fn five_failures_are_free_then_waits_double_up_to_a_cap() {
        for n in 0..=5 {
            assert_eq!(wait_after(n), None);
        }
        assert_eq!(wait_after(6), Some(Duration::seconds(2)));
        assert_eq!(wait_after(7), Some(Duration::seconds(4)));
        assert_eq!(wait_after(10), Some(Duration::seconds(32)));
        assert_eq!(wait_after(30), Some(Duration::minutes(15)));
        assert_eq!(wait_after(i64::MAX), Some(Duration::minutes(15)));
    }

    #[test]
    fn guesses_run_out_then_wait_and_a_reference_locks_after_ten() {
        let mut n = 0;
        let mut waits = 0;
        for _ in 0..6 {
            let (next, wait) = guess(n, Some(Duration::seconds(1)));
            n = next;
            waits += i32::from(wait.is_some());
        }
        assert_eq!((n, waits), (6, 1), "the sixth guess starts a wait");
        assert_eq!(guess(40, Some(Duration::hours(1))), (1, None), "forgotten");
        assert_eq!(guess(0, None), (1, None));
        assert_eq!(reference_guess(8, Some(Duration::minutes(5))), (9, false));
        assert_eq!(reference_guess(9, Some(Duration::minutes(5))), (10, true));
        assert_eq!(reference_guess(9, Some(Duration::hours(2))), (1, false));
    }
}
