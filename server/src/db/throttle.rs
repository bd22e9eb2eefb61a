//! Counted attempts (failed sign-ins per account and per client address, contact messages per
//! address), kept in the database so every server process sees the same counts.

use super::Db;
use crate::{clock, domain::throttle};

/// Until when attempts are refused under either key, if they are now.
pub async fn blocked_until(
    db: &Db,
    first_key: &str,
    second_key: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT MAX(blocked_until) FROM login_throttle \
         WHERE key IN ($1, $2) AND blocked_until > $3",
    )
    .bind(first_key)
    .bind(second_key)
    .bind(clock::now())
    .fetch_one(db.pool())
    .await
}

/// Counts one more attempt for `key` (a failed sign-in, a contact message) and sets the wait that
/// follows it.
pub async fn record_attempt(db: &Db, key: &str) -> Result<(), sqlx::Error> {
    let now = clock::now();
    let forgotten_before = clock::from_now(-throttle::FORGET_AFTER);
    let failures: i64 = sqlx::query_scalar(
        "INSERT INTO login_throttle (key, failures, last_failure_at) VALUES ($1, 1, $2) \
         ON CONFLICT (key) DO UPDATE SET \
         failures = CASE WHEN login_throttle.last_failure_at < $3 THEN 1 \
                         ELSE login_throttle.failures + 1 END, \
         last_failure_at = $2 \
         RETURNING failures",
    )
    .bind(key)
    .bind(&now)
    .bind(&forgotten_before)
    .fetch_one(db.pool())
    .await?;
    let until = throttle::wait_after(failures).map(clock::from_now);
    sqlx::query("UPDATE login_throttle SET blocked_until = $1 WHERE key = $2")
        .bind(until)
        .bind(key)
        .execute(db.pool())
        .await?;
    // Counts nobody will read again go, so made-up names do not pile up.
    sqlx::query(
        "DELETE FROM login_throttle WHERE last_failure_at < $1 \
         AND (blocked_until IS NULL OR blocked_until < $2)",
    )
    .bind(&forgotten_before)
    .bind(&now)
    .execute(db.pool())
    .await
    .map(|_| ())
}

pub async fn clear(db: &Db, key: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM login_throttle WHERE key = $1")
        .bind(key)
        .execute(db.pool())
        .await
        .map(|_| ())
}
