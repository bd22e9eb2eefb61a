//! Bulk loading for `soute generate`: many rows per statement, many statements per transaction,
//! on one connection held for the whole load, ids chosen by the caller.

use std::time::Instant;

use sqlx::{
    Any, AssertSqlSafe, Connection, Executor, any::AnyArguments, pool::PoolConnection, query::Query,
};

use super::{
    Backend, Db,
    list::{Arg, bind_args},
};

/// At most this many bound values per statement, under SQLite's 32,766 and PostgreSQL's 65,535.
/// SQLite's are few: sqlx binds each `$n` by asking SQLite its name, which walks the list of the
/// statement's names, so a statement's cost grows with the square of its values (measured at
/// scale 0.01: 300 to 400 values load fastest, 3,000 five times slower, 10,000 twenty times).
fn values_per_statement(backend: Backend) -> usize {
    match backend {
        Backend::Sqlite => 400,
        Backend::Postgres => 30_000,
    }
}
/// Rows per transaction: few commits, and a WAL that stays a few megabytes.
const ROWS_PER_TRANSACTION: usize = 50_000;

/// One connection that writes the generated rows.
pub struct Loader {
    conn: PoolConnection<Any>,
    backend: Backend,
}

impl Loader {
    pub async fn open(db: &Db) -> Result<Loader, sqlx::Error> {
        let mut conn = db.connection().await?;
        super::unlimited(&mut conn, db.backend(), false).await?;
        if db.backend() == Backend::Sqlite {
            // Index pages of tables of millions of rows stay in memory (256 MB) while loading.
            conn.execute("PRAGMA cache_size = -262144").await?;
        }
        Ok(Loader {
            conn,
            backend: db.backend(),
        })
    }

    /// Each branch's time zone, by id.
    pub async fn zones(&mut self) -> Result<std::collections::HashMap<i64, String>, sqlx::Error> {
        let rows: Vec<(i64, String)> = sqlx::query_as("SELECT id, timezone FROM extensions")
            .fetch_all(&mut *self.conn)
            .await?;
        Ok(rows.into_iter().collect())
    }

    /// Whether the database holds expeditions or branches already (generate fills a fresh one).
    pub async fn holds_an_agency(&mut self) -> Result<bool, sqlx::Error> {
        for sql in [
            "SELECT id FROM expeditions LIMIT 1",
            "SELECT id FROM extensions LIMIT 1",
        ] {
            let found: Option<i64> = sqlx::query_scalar(sql)
                .fetch_optional(&mut *self.conn)
                .await?;
            if found.is_some() {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The first free id of `table` (ids the generator writes start there).
    pub async fn next_id(&mut self, table: &'static str) -> Result<i64, sqlx::Error> {
        let sql = format!("SELECT COALESCE(MAX(id), 0) + 1 FROM {table}");
        sqlx::query_scalar(AssertSqlSafe(sql))
            .fetch_one(&mut *self.conn)
            .await
    }

    /// The last number given to a kind of reference (0 when none was).
    pub async fn counter(&mut self, kind: &str) -> Result<i64, sqlx::Error> {
        let value: Option<i64> = sqlx::query_scalar("SELECT value FROM counters WHERE kind = $1")
            .bind(kind)
            .fetch_optional(&mut *self.conn)
            .await?;
        Ok(value.unwrap_or(0))
    }

    /// Inserts `rows` into `table` (each row one value per column of `columns`, written
    /// `"id, name, …"`, ids included), in statements
    /// of many rows and transactions of many statements; says how long it took.
    pub async fn insert(
        &mut self,
        table: &'static str,
        columns: &'static str,
        rows: impl IntoIterator<Item = Vec<Arg>>,
    ) -> Result<(), sqlx::Error> {
        let began = Instant::now();
        let width = columns.split(',').count();
        let per_statement = (values_per_statement(self.backend) / width).max(1);
        let mut rows = rows.into_iter().peekable();
        let mut written = 0;
        while rows.peek().is_some() {
            let mut tx = self.conn.begin().await?;
            let mut in_transaction = 0;
            while in_transaction < ROWS_PER_TRANSACTION && rows.peek().is_some() {
                let take = per_statement.min(ROWS_PER_TRANSACTION - in_transaction);
                let chunk: Vec<Arg> = rows.by_ref().take(take).flatten().collect();
                let count = chunk.len() / width;
                debug_assert_eq!(
                    chunk.len(),
                    count * width,
                    "{table}: a row of the wrong width"
                );
                let sql = insert_sql(table, columns, width, count);
                let query: Query<'_, Any, AnyArguments> = sqlx::query(AssertSqlSafe(sql));
                bind_args!(query, &chunk).execute(&mut *tx).await?;
                in_transaction += count;
            }
            tx.commit().await?;
            written += in_transaction;
        }
        let seconds = began.elapsed().as_secs_f64();
        tracing::info!(
            "{table}: {written} rows in {seconds:.1} s ({:.0} rows/s)",
            written as f64 / seconds.max(0.001)
        );
        Ok(())
    }

    /// Drops the secondary indexes of `tables` (those that enforce no constraint), which are then
    /// built once from the loaded rows rather than row after row; answers the statements that
    /// build them again ([`Loader::build_indexes`]).
    pub async fn drop_indexes(
        &mut self,
        tables: &[&'static str],
    ) -> Result<Vec<String>, sqlx::Error> {
        let sql = match self.backend {
            Backend::Sqlite => {
                "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = $1 \
                 AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%'"
            }
            Backend::Postgres => {
                "SELECT CAST(i.relname AS TEXT), pg_get_indexdef(i.oid) FROM pg_index x \
                 JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid \
                 WHERE t.relname = $1 AND t.relnamespace = CAST(current_schema() AS regnamespace) \
                 AND NOT x.indisunique"
            }
        };
        let mut statements = Vec::new();
        for table in tables {
            let indexes: Vec<(String, String)> = sqlx::query_as(sql)
                .bind(*table)
                .fetch_all(&mut *self.conn)
                .await?;
            for (name, create) in indexes {
                self.conn
                    .execute(AssertSqlSafe(format!("DROP INDEX {name}")))
                    .await?;
                statements.push(create);
            }
        }
        Ok(statements)
    }

    /// Sets aside the triggers of `tables` (they keep tallies and debts row after row, which a
    /// load computes once at the end: [`Loader::restore_triggers`]); answers what restores them.
    pub async fn drop_triggers(
        &mut self,
        tables: &[&'static str],
    ) -> Result<Vec<String>, sqlx::Error> {
        let mut restore = Vec::new();
        for table in tables {
            match self.backend {
                Backend::Sqlite => {
                    let triggers: Vec<(String, String)> = sqlx::query_as(
                        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' \
                         AND tbl_name = $1",
                    )
                    .bind(*table)
                    .fetch_all(&mut *self.conn)
                    .await?;
                    for (name, create) in triggers {
                        self.conn
                            .execute(AssertSqlSafe(format!("DROP TRIGGER {name}")))
                            .await?;
                        restore.push(create);
                    }
                }
                Backend::Postgres => {
                    self.conn
                        .execute(AssertSqlSafe(format!(
                            "ALTER TABLE {table} DISABLE TRIGGER USER"
                        )))
                        .await?;
                    restore.push(format!("ALTER TABLE {table} ENABLE TRIGGER USER"));
                }
            }
        }
        Ok(restore)
    }

    /// Puts back the triggers [`Loader::drop_triggers`] set aside, once `paid`, the tallies and
    /// the debts are computed from the loaded rows.
    pub async fn restore_triggers(&mut self, statements: Vec<String>) -> Result<(), sqlx::Error> {
        let began = Instant::now();
        super::tallies::rebuild(&mut self.conn, self.backend).await?;
        for statement in statements {
            self.conn.execute(AssertSqlSafe(statement)).await?;
        }
        tracing::info!(
            "paid amounts, tallies and debts computed in {:.1} s",
            began.elapsed().as_secs_f64()
        );
        Ok(())
    }

    /// Builds the indexes [`Loader::drop_indexes`] dropped.
    pub async fn build_indexes(&mut self, statements: Vec<String>) -> Result<(), sqlx::Error> {
        let began = Instant::now();
        let count = statements.len();
        for create in statements {
            self.conn.execute(AssertSqlSafe(create)).await?;
        }
        tracing::info!(
            "{count} indexes built in {:.1} s",
            began.elapsed().as_secs_f64()
        );
        Ok(())
    }

    /// Sets the reference counters to the last numbers written, so the next reference the server
    /// gives follows them.
    pub async fn set_counters(&mut self, values: &[(&str, i64)]) -> Result<(), sqlx::Error> {
        let mut tx = self.conn.begin().await?;
        for (kind, value) in values {
            sqlx::query(
                "INSERT INTO counters (kind, value) VALUES ($1, $2) \
                 ON CONFLICT (kind) DO UPDATE SET value = excluded.value",
            )
            .bind(*kind)
            .bind(*value)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await
    }

    /// Ends the load: on PostgreSQL the id sequences of `tables` move past the ids written
    /// (SQLite's AUTOINCREMENT follows explicit ids by itself); SQLite's cache goes back to its
    /// usual size; the planner's statistics are taken of what was loaded.
    pub async fn finish(mut self, tables: &[&'static str]) -> Result<(), sqlx::Error> {
        match self.backend {
            Backend::Postgres => {
                for table in tables {
                    let sql = format!(
                        "SELECT setval(pg_get_serial_sequence('{table}', 'id'), MAX(id)) \
                         FROM {table} HAVING MAX(id) IS NOT NULL"
                    );
                    self.conn.execute(AssertSqlSafe(sql)).await?;
                }
            }
            Backend::Sqlite => {
                self.conn.execute("PRAGMA cache_size = -2000").await?;
            }
        }
        super::analyze(&mut self.conn, self.backend, tables).await?;
        super::unlimited(&mut self.conn, self.backend, true).await
    }
}

/// `INSERT INTO table (columns) VALUES ($1, …), (…)` for `rows` rows of `width` values.
fn insert_sql(table: &str, columns: &str, width: usize, rows: usize) -> String {
    let mut sql = format!("INSERT INTO {table} ({columns}) VALUES ");
    for r in 0..rows {
        sql.push_str(if r == 0 { "(" } else { ", (" });
        for c in 1..=width {
            if c > 1 {
                sql.push_str(", ");
            }
            sql.push('$');
            sql.push_str(&(r * width + c).to_string());
        }
        sql.push(')');
    }
    sql
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_number_their_values_row_after_row() {
        assert_eq!(
            insert_sql("t", "a, b", 2, 2),
            "INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4)"
        );
    }
}
