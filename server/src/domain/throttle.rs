//! Sign-in throttling: a few failures are free, then each one doubles the wait.

use time::Duration;

/// Failures allowed before any wait.
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
