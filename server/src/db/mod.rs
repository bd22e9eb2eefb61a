//! Storage: one pool over SQLite or PostgreSQL, migrations, and one module per aggregate.
//!
//! All SQL of the program lives below this module, written once for both engines
//! (`$1` placeholders, BIGINT ids, money and weights, text timestamps).

pub mod articles;
pub mod audit;
pub mod bulk;
pub mod contacts;
pub mod expeditions;
pub mod extensions;
pub mod files;
pub mod idempotency;
pub mod list;
pub mod manifests;
mod migrations;
pub mod movements;
pub mod parcels;
pub mod payments;
pub mod planes;
pub mod prices;
pub mod profiles;
pub mod sessions;
pub mod throttle;
pub mod users;
pub mod vehicles;
pub mod waybills;

use std::time::Duration;

use sqlx::{
    Any, AnyPool, Executor,
    any::{AnyPoolOptions, install_default_drivers},
    error::ErrorKind,
};

pub type Tx = sqlx::Transaction<'static, Any>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone, Debug)]
pub struct Db {
    pool: AnyPool,
    backend: Backend,
}

impl Db {
    /// Connects to `sqlite://…` or `postgres://…`.
    pub async fn connect(url: &str) -> Result<Db, sqlx::Error> {
        install_default_drivers();
        let backend = if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres
        } else if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            return Err(sqlx::Error::Configuration(
                "DATABASE_URL must start with sqlite: or postgres:".into(),
            ));
        };
        let options = AnyPoolOptions::new()
            .acquire_timeout(Duration::from_secs(30))
            .max_connections(match backend {
                // One writer at a time anyway; a few readers alongside it under WAL.
                Backend::Sqlite => 8,
                Backend::Postgres => 16,
            });
        let options = if backend == Backend::Sqlite {
            options.after_connect(|conn, _meta| {
                Box::pin(async move {
                    conn.execute(
                        "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; \
                         PRAGMA synchronous = FULL; PRAGMA busy_timeout = 10000;",
                    )
                    .await?;
                    Ok(())
                })
            })
        } else {
            options
        };
        let pool = options.connect(url).await?;
        Ok(Db { pool, backend })
    }

    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// A transaction that will write: on SQLite it takes the write lock at once (`BEGIN IMMEDIATE`),
    /// so it cannot fail later with a stale snapshot.
    pub async fn begin_write(&self) -> Result<Tx, sqlx::Error> {
        match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await,
            Backend::Postgres => self.pool.begin().await,
        }
    }

    /// The row-lock suffix of a `SELECT` that a write transaction is about to change: PostgreSQL
    /// locks the rows; SQLite's `BEGIN IMMEDIATE` already holds the only write lock.
    pub fn for_update(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite => "",
            Backend::Postgres => " FOR UPDATE",
        }
    }

    pub async fn migrate(&self) -> Result<(), sqlx::migrate::MigrateError> {
        migrations::migrator(self.backend).run(&self.pool).await
    }

    /// Answers when the database answers a trivial query.
    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        sqlx::query("SELECT 1")
            .execute(&self.pool)
            .await
            .map(|_| ())
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }
}

pub fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(
        e.as_database_error().map(|d| d.kind()),
        Some(ErrorKind::UniqueViolation)
    )
}

pub fn is_foreign_key_violation(e: &sqlx::Error) -> bool {
    matches!(
        e.as_database_error().map(|d| d.kind()),
        Some(ErrorKind::ForeignKeyViolation)
    )
}

/// The next number of a kind of reference (`EXP`, `COL`, `MAN`, `FAC`, `DEP`), taken inside the
/// transaction that inserts the referenced row, so numbers are unique and never reused.
/// Deletes row `id` of `table`, with its line in the audit trail, in one transaction.
pub async fn delete_row(db: &Db, table: &'static str, id: i64, by: i64) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "DELETE FROM {table} WHERE id = $1"
    )))
    .bind(id)
    .execute(&mut *tx)
    .await?;
    audit::Action::Delete
        .on(table, id, by)
        .write(&mut tx, serde_json::json!({}))
        .await?;
    tx.commit().await
}

/// Ends an edit made on the version the person saw (`changed` rows: 1, or 0 when it was stale or
/// gone): its audit line and the commit when it changed something. Answers whether it did.
pub async fn finish_update(
    mut tx: Tx,
    changed: u64,
    line: audit::Line,
    changes: serde_json::Value,
) -> Result<bool, sqlx::Error> {
    if changed == 1 {
        line.write(&mut tx, changes).await?;
        tx.commit().await?;
    }
    Ok(changed == 1)
}

pub async fn next_number(tx: &mut Tx, kind: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO counters (kind, value) VALUES ($1, 1) \
         ON CONFLICT (kind) DO UPDATE SET value = counters.value + 1 RETURNING value",
    )
    .bind(kind)
    .fetch_one(&mut **tx)
    .await
}
