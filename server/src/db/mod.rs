//! Storage: one pool over SQLite or PostgreSQL, migrations, and one module per aggregate.
//!
//! All SQL of the program lives below this module, written once for both engines
//! (`$1` placeholders, BIGINT ids, money and weights, text timestamps).

pub mod articles;
pub mod audit;
pub mod billets;
pub mod bulk;
pub mod contacts;
pub mod counters;
pub mod depenses;
pub mod documents;
pub mod due;
pub mod expeditions;
pub mod extensions;
pub mod files;
pub mod idempotency;
pub mod inspections;
pub mod installs;
pub mod list;
pub mod logbooks;
pub mod manifests;
mod migrations;
pub mod movements;
pub mod parcels;
pub mod payments;
pub mod pieces;
pub mod planes;
pub mod prices;
pub mod profiles;
mod reads;
pub mod reports;
pub mod sessions;
pub mod tallies;
pub mod throttle;
pub mod tracking;
pub mod users;
pub mod vehicles;
pub mod waybills;
mod writer;

use std::{sync::Arc, time::Duration};

use crate::clock::Clock;

use sqlx::{
    Any, AnyPool, AssertSqlSafe, Executor,
    any::{AnyPoolOptions, install_default_drivers},
    error::ErrorKind,
    pool::PoolConnection,
};

pub use reads::Reads;

/// A write transaction (from [`Db::begin_write`]): it reads and writes as the connection it holds
/// and commits or rolls back. On SQLite it is this process's turn to write, shared with the
/// writers that follow it until their group commits (see [`writer`]). The first one of a request
/// sent with an `Idempotency-Key` also claims the key (see [`idempotency::Pending`]).
pub struct Tx {
    kind: TxKind,
    /// Lines of the audit trail, written in one statement when the transaction commits (with
    /// those of the other writers of its group, on SQLite).
    audit: Vec<Vec<list::Arg>>,
    /// The request's key, claimed in this transaction: kept when it commits, unclaimed otherwise.
    claim: Option<Arc<idempotency::Pending>>,
    /// What the transaction wrote, told by its audit lines while it carries a claim: the claim
    /// keeps the one its request is about (idempotency::Pending::written).
    wrote: Vec<idempotency::Wrote>,
    /// The database's clock: what the transaction stamps.
    clock: Clock,
}

enum TxKind {
    Sqlite(writer::Turn),
    /// Present until `commit` or `rollback` takes it.
    Postgres(Option<sqlx::Transaction<'static, Any>>),
}

impl Tx {
    /// The current instant, as stored, on the database's clock.
    pub fn now(&self) -> String {
        self.clock.now()
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    pub async fn commit(mut self) -> Result<(), sqlx::Error> {
        if let Some(claim) = self.claim.clone() {
            let wrote = std::mem::take(&mut self.wrote);
            idempotency::note_written(&mut self, &claim, &wrote).await?;
        }
        match std::mem::replace(&mut self.kind, TxKind::Postgres(None)) {
            // The group's commit writes its writers' audit lines, in one statement.
            TxKind::Sqlite(turn) => turn.commit(std::mem::take(&mut self.audit)).await?,
            TxKind::Postgres(tx) => {
                let mut tx = tx.expect("a transaction ends once");
                audit::write_lines(&mut tx, &std::mem::take(&mut self.audit)).await?;
                tx.commit().await?
            }
        }
        if let Some(claim) = self.claim.take() {
            claim.kept();
        }
        Ok(())
    }

    pub async fn rollback(mut self) -> Result<(), sqlx::Error> {
        match std::mem::replace(&mut self.kind, TxKind::Postgres(None)) {
            TxKind::Sqlite(turn) => turn.rollback().await,
            TxKind::Postgres(tx) => tx.expect("a transaction ends once").rollback().await,
        }
    }
}

impl Drop for Tx {
    fn drop(&mut self) {
        // Not committed: the claim went with the rest of the transaction.
        if let Some(claim) = self.claim.take() {
            claim.unclaimed();
        }
    }
}

impl std::ops::Deref for Tx {
    type Target = sqlx::AnyConnection;

    fn deref(&self) -> &sqlx::AnyConnection {
        match &self.kind {
            TxKind::Sqlite(turn) => turn.conn(),
            TxKind::Postgres(tx) => tx.as_ref().expect("a transaction ends once"),
        }
    }
}

impl std::ops::DerefMut for Tx {
    fn deref_mut(&mut self) -> &mut sqlx::AnyConnection {
        match &mut self.kind {
            TxKind::Sqlite(turn) => turn.conn_mut(),
            TxKind::Postgres(tx) => tx.as_mut().expect("a transaction ends once"),
        }
    }
}

/// The first half of the key of PostgreSQL's transaction lock taken by [`Db::begin_write`] (the
/// second is the schema's).
const WRITE_LOCK: i32 = 0x736f_7574;

fn pool_options(backend: Backend, connections: u32) -> AnyPoolOptions {
    let options = AnyPoolOptions::new()
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .max_connections(connections);
    match backend {
        // A connection to a local file cannot go stale: no ping before every use (a round trip
        // to SQLite's worker thread each time a request reads).
        Backend::Sqlite => options
            .test_before_acquire(false)
            .after_connect(|conn, _meta| {
                Box::pin(async move {
                    conn.execute(
                        "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; \
                     PRAGMA synchronous = FULL; PRAGMA busy_timeout = 10000;",
                    )
                    .await?;
                    Ok(())
                })
            }),
        Backend::Postgres => options.after_connect(|conn, _meta| {
            Box::pin(async move {
                conn.execute(AssertSqlSafe(format!(
                    "SET statement_timeout = {}",
                    STATEMENT_TIMEOUT.as_millis()
                )))
                .await?;
                Ok(())
            })
        }),
    }
}

/// Lifts PostgreSQL's statement time limit on a connection that runs long work (migrations,
/// `generate`); `restore` puts it back before the connection returns to the pool.
pub async fn unlimited(
    conn: &mut sqlx::AnyConnection,
    backend: Backend,
    restore: bool,
) -> Result<(), sqlx::Error> {
    if backend == Backend::Postgres {
        let sql = if restore {
            format!("SET statement_timeout = {}", STATEMENT_TIMEOUT.as_millis())
        } else {
            "SET statement_timeout = 0".to_string()
        };
        conn.execute(AssertSqlSafe(sql)).await?;
    }
    Ok(())
}

/// Statistics for the planner on `tables`, after a load changed them all at once (on PostgreSQL
/// only those: a database-wide ANALYZE also visits the catalogs, which only a superuser may).
pub async fn analyze(
    conn: &mut sqlx::AnyConnection,
    backend: Backend,
    tables: &[&str],
) -> Result<(), sqlx::Error> {
    let sql = match backend {
        Backend::Sqlite => "PRAGMA analysis_limit = 1000; ANALYZE;".to_string(),
        Backend::Postgres => format!("ANALYZE {}", tables.join(", ")),
    };
    conn.execute(AssertSqlSafe(sql)).await.map(|_| ())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone, Debug)]
pub struct Db {
    /// The connections requests read through (db::reads).
    reads: Reads,
    /// A few connections of their own for signing in and checking sessions, so that heavy
    /// requests holding every connection of `reads` never make everyone else's sign-in wait.
    sessions: Reads,
    /// The connections of write transactions and of long work (migrations, loads).
    writes: AnyPool,
    backend: Backend,
    /// SQLite's single writer, taken in turn by this process's write transactions.
    /// SQLite's writer, shared by every clone (and by `sessions()`).
    write_turn: writer::Turns,
    /// The fleet's due list as last read (SQLite: this process is the only writer).
    due_cache: std::sync::Arc<due::Cache>,
    /// The time every write stamps and every rule reads.
    clock: Clock,
}

/// How long a write transaction waits for its turn on SQLite before the server answers 503.
const WRITE_TURN_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a request waits for a free connection before the server answers 503.
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(5);
/// PostgreSQL stops a statement of a request after this long (migrations and `generate` lift
/// the limit on their own connection). SQLite has no such limit through this driver: requests
/// are bounded by the HTTP layer's time limit instead (http::time_limit).
pub const STATEMENT_TIMEOUT: Duration = Duration::from_secs(10);

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
        let (reads, sessions, writes) = match backend {
            // One writer at a time (its group's connection, and one for long work); a few
            // readers alongside it under WAL.
            Backend::Sqlite => (8, 2, 2),
            Backend::Postgres => (16, 4, 8),
        };
        let connect = |size: u32| pool_options(backend, size).connect(url);
        Ok(Db {
            reads: Reads::new(connect(reads).await?, reads as usize),
            sessions: Reads::new(connect(sessions).await?, sessions as usize),
            writes: connect(writes).await?,
            backend,
            write_turn: writer::Turns::new(),
            due_cache: Default::default(),
            clock: Clock::system(),
        })
    }

    /// What requests read through: `query.fetch_all(db.pool())`.
    pub fn pool(&self) -> &Reads {
        &self.reads
    }

    /// A connection of its own, for long work (loads, rebuilding tallies).
    pub async fn connection(&self) -> Result<PoolConnection<Any>, sqlx::Error> {
        self.writes.acquire().await
    }

    /// The same database through the connections kept for sign-in and session checks.
    pub fn sessions(&self) -> Db {
        Db {
            reads: self.sessions.clone(),
            sessions: self.sessions.clone(),
            writes: self.writes.clone(),
            backend: self.backend,
            write_turn: self.write_turn.clone(),
            due_cache: self.due_cache.clone(),
            clock: self.clock.clone(),
        }
    }

    /// The same database, read and stamped with `clock`'s time.
    pub fn with_clock(mut self, clock: Clock) -> Db {
        self.clock = clock;
        self
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The current instant, as stored.
    pub fn now(&self) -> String {
        self.clock.now()
    }

    /// On SQLite, how many write transactions this process has ended (it is the database's only
    /// writer): what was read while the count stays the same still holds. None on PostgreSQL,
    /// where other processes may write.
    pub fn generation(&self) -> Option<u64> {
        match self.backend {
            Backend::Sqlite => Some(self.write_turn.generation()),
            Backend::Postgres => None,
        }
    }

    pub(crate) fn due_cache(&self) -> &due::Cache {
        &self.due_cache
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// A transaction that will write: on SQLite it takes the write lock at once (`BEGIN IMMEDIATE`),
    /// so it cannot fail later with a stale snapshot. On PostgreSQL it takes one transaction lock
    /// shared by every such transaction: writes run one after the other as on SQLite, so the
    /// triggers that keep tallies and debts (migration 0008) read every committed change and two
    /// writers never wait on each other's rows in opposite orders.
    pub async fn begin_write(&self) -> Result<Tx, sqlx::Error> {
        let pending = idempotency::waiting();
        match self.backend {
            Backend::Sqlite => {
                // Waiting as long as SQLite would (its busy timeout), then answering that the
                // server is saturated. The key is claimed with the savepoint's opening.
                let claim = pending.as_ref().map(|p| p.claim_args(&self.clock));
                let (turn, claimed) = self
                    .write_turn
                    .take(&self.writes, WRITE_TURN_TIMEOUT, claim.as_deref())
                    .await?;
                let mut tx = Tx {
                    kind: TxKind::Sqlite(turn),
                    audit: Vec::new(),
                    claim: None,
                    wrote: Vec::new(),
                    clock: self.clock.clone(),
                };
                if let Some(pending) = pending {
                    idempotency::claimed(&mut tx, pending, claimed)?;
                }
                Ok(tx)
            }
            Backend::Postgres => {
                let mut tx = self.writes.begin().await?;
                // One lock per schema: the tallies and debts it guards are the schema's.
                sqlx::query(
                    "SELECT CAST(pg_advisory_xact_lock($1, hashtext(current_schema())) AS TEXT)",
                )
                .bind(WRITE_LOCK)
                .execute(&mut *tx)
                .await?;
                let mut tx = Tx {
                    kind: TxKind::Postgres(Some(tx)),
                    audit: Vec::new(),
                    claim: None,
                    wrote: Vec::new(),
                    clock: self.clock.clone(),
                };
                if let Some(pending) = pending {
                    idempotency::claim_in(&mut tx, pending).await?;
                }
                Ok(tx)
            }
        }
    }

    /// Runs one write statement as a write transaction of its own (so on SQLite it waits for its
    /// turn like the others, not in SQLite's busy handler).
    pub async fn write_one<'q>(
        &self,
        query: sqlx::query::Query<'q, Any, sqlx::any::AnyArguments>,
    ) -> Result<sqlx::any::AnyQueryResult, sqlx::Error> {
        let mut tx = self.begin_write().await?;
        let done = query.execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(done)
    }

    /// The row-lock suffix of a `SELECT` that a write transaction is about to change: PostgreSQL
    /// locks the rows; SQLite's `BEGIN IMMEDIATE` already holds the only write lock.
    pub fn for_update(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite => "",
            Backend::Postgres => " FOR UPDATE",
        }
    }

    /// Lets SQLite refresh the statistics its planner chooses indexes by, where they are missing
    /// or stale (`PRAGMA optimize`, bounded): at start, so a database that grew since is planned
    /// as it is now. PostgreSQL's autovacuum does this by itself.
    pub async fn optimize(&self) -> Result<(), sqlx::Error> {
        if self.backend == Backend::Sqlite {
            let mut conn = self.writes.acquire().await?;
            conn.execute("PRAGMA analysis_limit = 1000; PRAGMA optimize = 0x10002;")
                .await?;
        }
        Ok(())
    }

    pub async fn migrate(&self) -> Result<(), MigrateError> {
        let mut conn = self.writes.acquire().await?;
        unlimited(&mut conn, self.backend, false).await?;
        // A database migrated by a newer Soute is refused before anything runs, naming both.
        let applied: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
            .fetch_one(&mut *conn)
            .await
            .unwrap_or(None);
        let latest = migrations::latest();
        if let Some(applied) = applied.filter(|v| *v > latest) {
            let by: Option<String> =
                sqlx::query_scalar("SELECT version FROM releases ORDER BY id DESC LIMIT 1")
                    .fetch_optional(&mut *conn)
                    .await
                    .unwrap_or(None);
            return Err(MigrateError::Newer {
                database: by.unwrap_or_else(|| "une version plus récente".to_string()),
                database_migration: applied,
                this: env!("CARGO_PKG_VERSION"),
                this_migration: latest,
            });
        }
        migrations::migrator(self.backend).run(&mut *conn).await?;
        unlimited(&mut conn, self.backend, true).await?;
        let recorded: Option<(String, i64)> =
            sqlx::query_as("SELECT version, migration FROM releases ORDER BY id DESC LIMIT 1")
                .fetch_optional(&mut *conn)
                .await?;
        let this = (env!("CARGO_PKG_VERSION").to_string(), latest);
        if recorded.as_ref() != Some(&this) {
            sqlx::query(
                "INSERT INTO releases (version, migration, created_at) VALUES ($1, $2, $3)",
            )
            .bind(&this.0)
            .bind(this.1)
            .bind(self.now())
            .execute(&mut *conn)
            .await?;
        }
        if self.backend == Backend::Sqlite {
            // The connection that altered tables goes: on SQLite, the people's full-text index
            // it opened earlier (migration 0008) no longer finds its table after an `ALTER TABLE`
            // ("no such table: users" on the next edit of a name). Others open afresh.
            conn.close().await?;
        }
        Ok(())
    }

    /// The versions applied to this database (none on a database never migrated).
    async fn applied_migrations(&self) -> Result<Vec<i64>, sqlx::Error> {
        let exists: Option<String> = match self.backend {
            Backend::Sqlite => sqlx::query_scalar(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
            ),
            Backend::Postgres => {
                sqlx::query_scalar("SELECT CAST(to_regclass('_sqlx_migrations') AS TEXT)")
            }
        }
        .fetch_optional(&self.reads)
        .await?
        .flatten();
        if exists.is_none() {
            return Ok(Vec::new());
        }
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success ORDER BY version")
            .fetch_all(&self.reads)
            .await
    }

    /// The migrations `migrate` would apply (`soute migrate --dry-run`): version and name.
    pub async fn pending_migrations(&self) -> Result<Vec<(i64, &'static str)>, MigrateError> {
        let applied = self.applied_migrations().await?;
        let latest = migrations::latest();
        if let Some(newer) = applied.iter().copied().find(|v| *v > latest) {
            return Err(MigrateError::Newer {
                database: "une version plus récente".to_string(),
                database_migration: newer,
                this: env!("CARGO_PKG_VERSION"),
                this_migration: latest,
            });
        }
        Ok(migrations::all()
            .filter(|(version, _)| !applied.contains(version))
            .collect())
    }

    /// Whether the database holds exactly the migrations this program knows (`/api/ready`).
    pub async fn migrations_current(&self) -> Result<bool, sqlx::Error> {
        let applied = self.applied_migrations().await?;
        Ok(applied
            .iter()
            .copied()
            .eq(migrations::all().map(|(v, _)| v)))
    }

    /// The database's size in bytes: SQLite's pages (the file, without its WAL), PostgreSQL's
    /// `pg_database_size`.
    pub async fn size(&self) -> Result<i64, sqlx::Error> {
        let sql = match self.backend {
            Backend::Sqlite => {
                "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()"
            }
            Backend::Postgres => "SELECT CAST(pg_database_size(current_database()) AS BIGINT)",
        };
        sqlx::query_scalar(sql).fetch_one(&self.reads).await
    }

    /// The database's lines of `/api/metrics`: connections, waits, the SQLite writer, the size.
    pub async fn write_metrics(&self, out: &mut String) {
        use crate::metrics::{histogram, single};
        let (in_use, max) = self.reads.in_use();
        single(
            out,
            "soute_db_read_connections_in_use",
            "gauge",
            "Read connections lent to requests now.",
            in_use,
        );
        single(
            out,
            "soute_db_read_connections_max",
            "gauge",
            "Read connections requests may use at once.",
            max,
        );
        histogram(
            out,
            "soute_db_read_wait_seconds",
            "Time reads waited for a connection.",
            self.reads.waits(),
        );
        if self.backend == Backend::Sqlite {
            single(
                out,
                "soute_db_writers_waiting",
                "gauge",
                "Write transactions waiting for SQLite's writer now.",
                self.write_turn.waiting(),
            );
            histogram(
                out,
                "soute_db_write_wait_seconds",
                "Time write transactions waited for SQLite's writer.",
                self.write_turn.waits(),
            );
            histogram(
                out,
                "soute_db_write_group_writers",
                "Write transactions committed by each group commit.",
                self.write_turn.group_sizes(),
            );
        }
        match self.size().await {
            Ok(bytes) => single(
                out,
                "soute_db_size_bytes",
                "gauge",
                "Size of the database.",
                bytes,
            ),
            Err(e) => tracing::warn!(error = %e, "metrics: the database's size is unknown"),
        }
    }

    /// Answers when the database answers a trivial query.
    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        sqlx::query("SELECT 1")
            .execute(&self.reads)
            .await
            .map(|_| ())
    }

    pub async fn close(&self) {
        self.reads.close().await;
        self.sessions.close().await;
        self.write_turn.close().await;
        self.writes.close().await;
    }
}

/// Why a write did not happen: a rule refused it (the domain's refusal, `R`), or the database
/// failed. Carried by `?` through `db/`: `sqlx::Error` converts into it, and a refusal is
/// `Err(Refused(r))` or `rule.map_err(Refused)?`.
#[derive(Debug, thiserror::Error)]
pub enum WriteError<R> {
    #[error("refused by a rule")]
    Refused(R),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

pub use WriteError::Refused;

/// What a write answers.
pub type Written<T, R> = Result<T, WriteError<R>>;

/// A write's answer with its refusal said as the caller says it (an API error, or a failed
/// load): `db::x::write(…).await.or_refused(refusal)?`. A database failure stays itself.
pub trait OrRefused<T, R> {
    fn or_refused<E: From<sqlx::Error>>(self, refused: impl FnOnce(R) -> E) -> Result<T, E>;
}

impl<T, R> OrRefused<T, R> for Written<T, R> {
    fn or_refused<E: From<sqlx::Error>>(self, refused: impl FnOnce(R) -> E) -> Result<T, E> {
        self.map_err(|e| match e {
            WriteError::Refused(r) => refused(r),
            WriteError::Database(e) => e.into(),
        })
    }
}

/// Why the schema could not be brought up to date.
#[derive(Debug, thiserror::Error)]
pub enum MigrateError {
    #[error(
        "la base de données a été migrée par Soute {database} (migration {database_migration}), \
         plus récent que ce programme, Soute {this} (migration {this_migration}) : démarrez \
         Soute {database} ou plus récent, ou restaurez la sauvegarde prise avant la mise à jour"
    )]
    Newer {
        database: String,
        database_migration: i64,
        this: &'static str,
        this_migration: i64,
    },
    #[error(transparent)]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

pub fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(
        e.as_database_error().map(|d| d.kind()),
        Some(ErrorKind::UniqueViolation)
    )
}

/// The database gave up for want of time: PostgreSQL's statement time limit (57014), or SQLite
/// still locked by a writer when its busy timeout ran out (SQLITE_BUSY and its extended codes).
pub fn is_statement_timeout(e: &sqlx::Error) -> bool {
    let Some(code) = e.as_database_error().and_then(|d| d.code()) else {
        return false;
    };
    matches!(code.as_ref(), "57014" | "5" | "261" | "517" | "773")
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

/// The next numbers of several counters (distinct kinds), in the order of `kinds`, in one
/// statement.
pub async fn next_numbers(tx: &mut Tx, kinds: &[&str]) -> Result<Vec<i64>, sqlx::Error> {
    let values: Vec<String> = (1..=kinds.len()).map(|i| format!("(${i}, 1)")).collect();
    let sql = format!(
        "INSERT INTO counters (kind, value) VALUES {} \
         ON CONFLICT (kind) DO UPDATE SET value = counters.value + 1 RETURNING kind, value",
        values.join(", ")
    );
    let mut query = sqlx::query_as::<_, (String, i64)>(AssertSqlSafe(sql));
    for kind in kinds {
        query = query.bind(*kind);
    }
    let drawn = query.fetch_all(&mut **tx).await?;
    kinds
        .iter()
        .map(|kind| {
            drawn
                .iter()
                .find(|(k, _)| k == kind)
                .map(|(_, v)| *v)
                .ok_or(sqlx::Error::RowNotFound)
        })
        .collect()
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
