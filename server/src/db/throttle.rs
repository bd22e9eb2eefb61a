//! Counted attempts (failed sign-ins per account and per client address, contact messages per
//! address), kept in the database so every server process sees the same counts.

use super::Db;
use super::{Refused, Written};
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
    .bind(db.now())
    .fetch_one(db.pool())
    .await
}

/// Counts one more attempt for `key` (a failed sign-in, a contact message) and sets the wait that
/// follows it.
pub async fn record_attempt(db: &Db, key: &str) -> Result<(), sqlx::Error> {
    let now = db.now();
    let forgotten_before = db.clock().from_now(-throttle::FORGET_AFTER);
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
    let until = throttle::wait_after(failures).map(|wait| db.clock().from_now(wait));
    db.write_one(
        sqlx::query("UPDATE login_throttle SET blocked_until = $1 WHERE key = $2")
            .bind(until)
            .bind(key),
    )
    .await?;
    // Counts nobody will read again go, so made-up names do not pile up.
    db.write_one(
        sqlx::query(
            "DELETE FROM login_throttle WHERE last_failure_at < $1 \
         AND (blocked_until IS NULL OR blocked_until < $2)",
        )
        .bind(&forgotten_before)
        .bind(&now),
    )
    .await
    .map(|_| ())
}

pub async fn clear(db: &Db, key: &str) -> Result<(), sqlx::Error> {
    db.write_one(sqlx::query("DELETE FROM login_throttle WHERE key = $1").bind(key))
        .await
        .map(|_| ())
}

// An attempt that must wait is refused with the instant it may run again (`Refused(until)`).

const SIGN_IN: &str = "sign-in";
const REGISTER: &str = "register";
const UPLOAD: &str = "upload";
const TRACK: &str = "track";
const TRACK_REFERENCE: &str = "track-reference";

/// `stamp + offset`, in the stored format.
fn later(db: &Db, stamp: &str, offset: time::Duration) -> String {
    time::OffsetDateTime::parse(stamp, &time::format_description::well_known::Rfc3339)
        .map(|at| clock::stamp(at + offset))
        .unwrap_or_else(|_| db.clock().from_now(offset))
}

/// Decides whether `address` may check a password of `account` now and, if so, counts the attempt
/// as a failure before it is checked, in the same transaction: concurrent guesses see each other
/// however fast they come. [`password_failed`] then starts the wait from the end of the check,
/// [`password_succeeded`] forgets the run. An address that failed on many accounts waits as a
/// whole for unknown accounts only (`known`: the account exists): a correct password is never
/// refused because of other accounts' failures — behind a proxy, a whole agency shares an address.
pub async fn begin_password_attempt(
    db: &Db,
    address: &str,
    account: &str,
    known: bool,
) -> Written<(), String> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    // The address's own row: every attempt from the address takes its lock first, so the
    // distinct accounts below are counted one attempt at a time on PostgreSQL too.
    sqlx::query(
        "INSERT INTO attempts (kind, address, subject, attempts, first_at, last_at) \
         VALUES ($1, $2, '', 0, $3, $3) \
         ON CONFLICT (kind, address, subject) DO UPDATE SET last_at = $3",
    )
    .bind(SIGN_IN)
    .bind(address)
    .bind(&now)
    .execute(&mut *tx)
    .await?;
    // The address has failed on many distinct accounts lately: it waits until the oldest of
    // the latest ones leaves the window.
    let nth_latest: Option<String> = sqlx::query_scalar(
        "SELECT last_at FROM attempts WHERE kind = $1 AND address = $2 AND subject <> '' \
         AND last_at > $3 ORDER BY last_at DESC LIMIT 1 OFFSET $4",
    )
    .bind(SIGN_IN)
    .bind(address)
    .bind(db.clock().from_now(-throttle::ADDRESS_WINDOW))
    .bind(throttle::ADDRESS_ACCOUNTS - 1)
    .fetch_optional(&mut *tx)
    .await?;
    if let (Some(at), false) = (nth_latest, known) {
        tx.rollback().await?;
        return Err(Refused(later(db, &at, throttle::ADDRESS_WINDOW)));
    }
    let row: Option<(i64, String, Option<String>)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT attempts, last_at, blocked_until FROM attempts \
         WHERE kind = $1 AND address = $2 AND subject = $3{}",
        db.for_update()
    )))
    .bind(SIGN_IN)
    .bind(address)
    .bind(account)
    .fetch_optional(&mut *tx)
    .await?;
    if let Some((_, _, Some(until))) = &row
        && *until > now
    {
        let until = until.clone();
        tx.rollback().await?;
        return Err(Refused(until));
    }
    let forgotten_before = db.clock().from_now(-throttle::ACCOUNT_FORGET_AFTER);
    let attempts = match &row {
        Some((n, last, _)) if *last >= forgotten_before => n.saturating_add(1),
        _ => 1,
    };
    // While this one is being checked the next ones already wait, as if it had failed, until
    // `password_failed` starts the wait proper at the end of the check.
    let until = throttle::account_wait(attempts)
        .map(|w| db.clock().from_now(w + throttle::CHECK_ALLOWANCE));
    sqlx::query(
        "INSERT INTO attempts (kind, address, subject, attempts, first_at, last_at, blocked_until) \
         VALUES ($1, $2, $3, $4, $5, $5, $6) \
         ON CONFLICT (kind, address, subject) DO UPDATE SET \
         attempts = $4, last_at = $5, blocked_until = $6",
    )
    .bind(SIGN_IN)
    .bind(address)
    .bind(account)
    .bind(attempts)
    .bind(&now)
    .bind(until)
    .execute(&mut *tx)
    .await?;
    // Counts nobody will read again go, so made-up names do not pile up.
    sqlx::query(
        "DELETE FROM attempts WHERE last_at < $1 AND (blocked_until IS NULL OR blocked_until < $2)",
    )
    .bind(
        db.clock()
            .from_now(-throttle::ACCOUNT_FORGET_AFTER.max(throttle::REGISTRATION_WINDOW)),
    )
    .bind(&now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The password checked after [`begin_password_attempt`] was wrong: the wait its count calls
/// for starts now, when the check is over (replacing the allowance that covered the check; no
/// later attempt can have been let in meanwhile).
pub async fn password_failed(db: &Db, address: &str, account: &str) -> Result<(), sqlx::Error> {
    let attempts: Option<i64> = sqlx::query_scalar(
        "SELECT attempts FROM attempts WHERE kind = $1 AND address = $2 AND subject = $3",
    )
    .bind(SIGN_IN)
    .bind(address)
    .bind(account)
    .fetch_optional(db.pool())
    .await?;
    if let Some(wait) = attempts.and_then(throttle::account_wait) {
        db.write_one(
            sqlx::query(
                "UPDATE attempts SET blocked_until = $1 \
             WHERE kind = $2 AND address = $3 AND subject = $4",
            )
            .bind(db.clock().from_now(wait))
            .bind(SIGN_IN)
            .bind(address)
            .bind(account),
        )
        .await?;
    }
    Ok(())
}

/// The password was right: the run of failures on the account from this address is forgotten.
pub async fn password_succeeded(db: &Db, address: &str, account: &str) -> Result<(), sqlx::Error> {
    db.write_one(
        sqlx::query("DELETE FROM attempts WHERE kind = $1 AND address = $2 AND subject = $3")
            .bind(SIGN_IN)
            .bind(address)
            .bind(account),
    )
    .await
    .map(|_| ())
}

/// Decides whether `address` may register one more account now, counting it if so, in one
/// transaction: a few per address in each window.
pub async fn begin_registration(db: &Db, address: &str) -> Written<(), String> {
    begin_in_window(
        db,
        REGISTER,
        address,
        throttle::REGISTRATIONS_PER_ADDRESS,
        throttle::REGISTRATION_WINDOW,
    )
    .await
}

/// Decides whether person `user_id` may upload one more file now, counting it if so: a few an
/// hour, fewer for a client.
pub async fn begin_upload(db: &Db, user_id: i64, client: bool) -> Written<(), String> {
    begin_in_window(
        db,
        UPLOAD,
        &format!("user:{user_id}"),
        throttle::uploads_per_hour(client),
        throttle::UPLOAD_WINDOW,
    )
    .await
}

/// Counts one more `kind` of thing for `address` if fewer than `limit` were counted in the
/// window (of length `window`) that began with the first of them, in one transaction; else
/// refused until that window ends.
async fn begin_in_window(
    db: &Db,
    kind: &str,
    address: &str,
    limit: i64,
    window: time::Duration,
) -> Written<(), String> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "INSERT INTO attempts (kind, address, subject, attempts, first_at, last_at) \
         VALUES ($1, $2, '', 0, $3, $3) ON CONFLICT (kind, address, subject) DO NOTHING",
    )
    .bind(kind)
    .bind(address)
    .bind(&now)
    .execute(&mut *tx)
    .await?;
    let (attempts, first_at): (i64, String) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT attempts, first_at FROM attempts WHERE kind = $1 AND address = $2 AND subject = ''{}",
        db.for_update()
    )))
    .bind(kind)
    .bind(address)
    .fetch_one(&mut *tx)
    .await?;
    let (attempts, first_at) = if first_at < db.clock().from_now(-window) {
        (1, now.clone())
    } else if attempts >= limit {
        tx.rollback().await?;
        return Err(Refused(later(db, &first_at, window)));
    } else {
        (attempts + 1, first_at)
    };
    sqlx::query(
        "UPDATE attempts SET attempts = $1, first_at = $2, last_at = $3 \
         WHERE kind = $4 AND address = $5 AND subject = ''",
    )
    .bind(attempts)
    .bind(first_at)
    .bind(&now)
    .bind(kind)
    .bind(address)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// How long ago `stamp` was (none when it cannot be read).
fn since(db: &Db, stamp: &str) -> Option<time::Duration> {
    time::OffsetDateTime::parse(stamp, &time::format_description::well_known::Rfc3339)
        .ok()
        .map(|at| db.clock().instant() - at)
}

/// Decides whether `address` may check a phone for the tracking of `reference` now and, if so,
/// counts the check as a wrong guess before it is made, in the same write: concurrent guesses
/// see each other however fast they come. A right phone gives it back ([`tracking_found`]). A
/// reference guessed at with ten wrong phones, from anywhere, is locked for an hour.
pub async fn begin_tracking(db: &Db, address: &str, reference: &str) -> Written<(), String> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let keys = [(TRACK, address, ""), (TRACK_REFERENCE, "", reference)];
    let mut rows = Vec::with_capacity(2);
    for (kind, address, subject) in keys {
        sqlx::query(
            "INSERT INTO attempts (kind, address, subject, attempts, first_at, last_at) \
             VALUES ($1, $2, $3, 0, $4, $4) ON CONFLICT (kind, address, subject) DO NOTHING",
        )
        .bind(kind)
        .bind(address)
        .bind(subject)
        .bind(&now)
        .execute(&mut *tx)
        .await?;
        let row: (i64, String, Option<String>) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT attempts, last_at, blocked_until FROM attempts \
             WHERE kind = $1 AND address = $2 AND subject = $3{}",
            db.for_update()
        )))
        .bind(kind)
        .bind(address)
        .bind(subject)
        .fetch_one(&mut *tx)
        .await?;
        rows.push(row);
    }
    if let Some(until) = rows
        .iter()
        .filter_map(|(_, _, until)| until.clone())
        .filter(|until| *until > now)
        .max()
    {
        tx.rollback().await?;
        return Err(Refused(until));
    }
    let (address_attempts, address_wait) = throttle::guess(rows[0].0, since(db, &rows[0].1));
    let (reference_attempts, locked) = throttle::reference_guess(rows[1].0, since(db, &rows[1].1));
    let waits = [
        address_wait.map(|w| db.clock().from_now(w)),
        locked.then(|| db.clock().from_now(throttle::REFERENCE_LOCK)),
    ];
    for ((kind, address, subject), (attempts, until)) in keys.into_iter().zip(
        [address_attempts, reference_attempts]
            .into_iter()
            .zip(waits),
    ) {
        sqlx::query(
            "UPDATE attempts SET attempts = $1, last_at = $2, blocked_until = $3 \
             WHERE kind = $4 AND address = $5 AND subject = $6",
        )
        .bind(attempts)
        .bind(&now)
        .bind(until)
        .bind(kind)
        .bind(address)
        .bind(subject)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// The phone was right: the guess counted by [`begin_tracking`] is given back — that one only,
/// so an address alternating a pair it knows with guesses still counts every miss.
pub async fn tracking_found(db: &Db, address: &str, reference: &str) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM attempts WHERE kind = $1 AND address = '' AND subject = $2")
        .bind(TRACK_REFERENCE)
        .bind(reference)
        .execute(&mut *tx)
        .await?;
    let attempts: Option<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "SELECT attempts FROM attempts WHERE kind = $1 AND address = $2 AND subject = ''{}",
        db.for_update()
    )))
    .bind(TRACK)
    .bind(address)
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(attempts) = attempts {
        let left = (attempts - 1).max(0);
        let until = throttle::wait_after(left).map(|w| db.clock().from_now(w));
        sqlx::query(
            "UPDATE attempts SET attempts = $1, blocked_until = $2 \
             WHERE kind = $3 AND address = $4 AND subject = ''",
        )
        .bind(left)
        .bind(until)
        .bind(TRACK)
        .bind(address)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}
