//! Once-only writes: the first answer to a request carrying an `Idempotency-Key`, kept 24 hours
//! per person, so a repeat answers the same without writing twice.

use sqlx::FromRow;

use super::Db;
use crate::clock;

/// How long a key is remembered.
pub const KEPT: time::Duration = time::Duration::hours(24);

/// What claiming a key found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The key is new: this request runs, then records its answer (or releases the key).
    Mine,
    /// A request with this key and this body already answered.
    Done { status: u16, body: String },
    /// A request with this key and this body is still running.
    InProgress,
    /// The key was used for another request.
    Mismatch,
    /// The first request failed and released the key meanwhile: claim again.
    Released,
}

#[derive(FromRow)]
struct Stored {
    request_hash: String,
    status: Option<i64>,
    body: Option<String>,
}

/// Claims `key` for `user_id` and the request whose digest is `hash`. Keys older than [`KEPT`]
/// are purged first, by a range delete on the `created_at` index.
pub async fn claim(db: &Db, user_id: i64, key: &str, hash: &str) -> Result<Claim, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM idempotency_keys WHERE created_at < $1")
        .bind(clock::from_now(-KEPT))
        .execute(&mut *tx)
        .await?;
    let inserted = sqlx::query(
        "INSERT INTO idempotency_keys (user_id, idem_key, request_hash, created_at) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, idem_key) DO NOTHING",
    )
    .bind(user_id)
    .bind(key)
    .bind(hash)
    .bind(clock::now())
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    if inserted.rows_affected() == 1 {
        return Ok(Claim::Mine);
    }
    let stored: Option<Stored> = sqlx::query_as(
        "SELECT request_hash, status, body FROM idempotency_keys \
         WHERE user_id = $1 AND idem_key = $2",
    )
    .bind(user_id)
    .bind(key)
    .fetch_optional(db.pool())
    .await?;
    Ok(match stored {
        None => Claim::Released,
        Some(s) if s.request_hash != hash => Claim::Mismatch,
        Some(Stored {
            status: Some(status),
            body,
            ..
        }) => Claim::Done {
            status: u16::try_from(status).unwrap_or(200),
            body: body.unwrap_or_default(),
        },
        Some(_) => Claim::InProgress,
    })
}

/// Records the answer of the request that claimed `key`.
pub async fn finish(
    db: &Db,
    user_id: i64,
    key: &str,
    status: u16,
    body: &str,
) -> Result<(), sqlx::Error> {
    db.write_one(sqlx::query(
        "UPDATE idempotency_keys SET status = $1, body = $2 WHERE user_id = $3 AND idem_key = $4",
    )
    .bind(i64::from(status))
    .bind(body)
    .bind(user_id)
    .bind(key))
    .await?;
    Ok(())
}

/// Forgets a claim whose request wrote nothing (it failed): the key may be used again.
pub async fn release(db: &Db, user_id: i64, key: &str) -> Result<(), sqlx::Error> {
    db.write_one(
        sqlx::query(
            "DELETE FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2 AND status IS NULL",
        )
        .bind(user_id)
        .bind(key),
    )
    .await?;
    Ok(())
}
