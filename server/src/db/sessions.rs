//! Sessions: one row per signed-in browser or API client, found by the hash of its token.

use std::sync::LazyLock;

use sqlx::FromRow;

use super::{Db, users};

pub struct NewSession<'a> {
    pub token_hash: &'a str,
    pub user_id: i64,
    pub expires_at: String,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
}

/// Opens a session, and writes its sign-in line in the audit trail in the same transaction.
pub async fn create(db: &Db, s: NewSession<'_>) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at, ip, user_agent) \
         VALUES ($1, $2, $3, $3, $4, $5, $6) RETURNING id",
    )
    .bind(s.token_hash)
    .bind(s.user_id)
    .bind(&now)
    .bind(&s.expires_at)
    .bind(s.ip.clone())
    .bind(s.user_agent)
    .fetch_one(&mut *tx)
    .await?;
    super::audit::record(
        &mut tx,
        Some(s.user_id),
        super::audit::Action::Login,
        "sessions",
        Some(id),
        serde_json::json!({ "ip": s.ip }),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// A live session and its person, read together: every request asks.
#[derive(Clone, Debug, FromRow)]
pub struct SignedIn {
    pub session_id: i64,
    pub session_seen_at: String,
    #[sqlx(flatten)]
    pub user: users::User,
}

static SIGNED_IN: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT s.id AS session_id, s.last_seen_at AS session_seen_at, {} \
         FROM sessions s JOIN users u ON u.id = s.user_id JOIN profiles p ON p.id = u.profile_id \
         WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3",
        users::COLUMNS
    )
});

/// The session of a token hash and its person, if the session has neither expired nor been
/// idle since `idle_since`.
pub async fn find_live(
    db: &Db,
    token_hash: &str,
    idle_since: &str,
) -> Result<Option<SignedIn>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(SIGNED_IN.as_str()))
        .bind(token_hash)
        .bind(db.now())
        .bind(idle_since)
        .fetch_optional(db.pool())
        .await
}

pub async fn touch(db: &Db, id: i64) -> Result<(), sqlx::Error> {
    db.write_one(
        sqlx::query("UPDATE sessions SET last_seen_at = $1 WHERE id = $2")
            .bind(db.now())
            .bind(id),
    )
    .await
    .map(|_| ())
}

pub async fn delete(db: &Db, id: i64) -> Result<(), sqlx::Error> {
    db.write_one(sqlx::query("DELETE FROM sessions WHERE id = $1").bind(id))
        .await
        .map(|_| ())
}

/// Removes sessions past their lifetime or idle since `idle_since`; called now and then, not per request.
pub async fn purge_dead(db: &Db, idle_since: &str) -> Result<u64, sqlx::Error> {
    db.write_one(
        sqlx::query("DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2")
            .bind(db.now())
            .bind(idle_since),
    )
    .await
    .map(|r| r.rows_affected())
}
