//! Building paged, filtered list queries without ever splicing a client's text into SQL:
//! column expressions are `&'static str` chosen by the code, values are bound parameters.

use sqlx::{Any, AssertSqlSafe, FromRow, any::AnyRow, query::QueryAs};

use super::Db;

#[derive(Clone, Debug)]
pub enum Arg {
    Int(i64),
    Text(String),
    OptInt(Option<i64>),
    OptText(Option<String>),
}

macro_rules! bind_args {
    ($query:expr, $args:expr) => {{
        let mut query = $query;
        for arg in $args {
            query = match arg {
                Arg::Int(v) => query.bind(*v),
                Arg::Text(v) => query.bind(v.clone()),
                Arg::OptInt(v) => query.bind(*v),
                Arg::OptText(v) => query.bind(v.clone()),
            };
        }
        query
    }};
}
pub(crate) use bind_args;

/// The WHERE clause of a list query and the values it binds.
#[derive(Clone, Debug, Default)]
pub struct Where {
    clauses: Vec<String>,
    args: Vec<Arg>,
}

impl Where {
    pub fn new() -> Where {
        Where::default()
    }

    /// A condition with no value, written by the code.
    pub fn raw(&mut self, clause: &'static str) -> &mut Self {
        self.clauses.push(clause.to_string());
        self
    }

    pub fn eq_int(&mut self, expr: &'static str, value: i64) -> &mut Self {
        self.args.push(Arg::Int(value));
        self.clauses.push(format!("{expr} = ${}", self.args.len()));
        self
    }

    pub fn eq_text(&mut self, expr: &'static str, value: &str) -> &mut Self {
        self.args.push(Arg::Text(value.to_string()));
        self.clauses.push(format!("{expr} = ${}", self.args.len()));
        self
    }

    pub fn ne_text(&mut self, expr: &'static str, value: &str) -> &mut Self {
        self.args.push(Arg::Text(value.to_string()));
        self.clauses.push(format!(
            "({expr} IS NULL OR {expr} <> ${})",
            self.args.len()
        ));
        self
    }

    pub fn ge_text(&mut self, expr: &'static str, value: &str) -> &mut Self {
        self.args.push(Arg::Text(value.to_string()));
        self.clauses.push(format!("{expr} >= ${}", self.args.len()));
        self
    }

    pub fn lt_text(&mut self, expr: &'static str, value: &str) -> &mut Self {
        self.args.push(Arg::Text(value.to_string()));
        self.clauses.push(format!("{expr} < ${}", self.args.len()));
        self
    }

    /// The sum of `expr` over the rows of `from` this clause keeps (0 when none).
    pub async fn sum_bigint(
        &self,
        db: &Db,
        expr: &'static str,
        from: &'static str,
    ) -> Result<i64, sqlx::Error> {
        let sql = format!(
            "SELECT COALESCE(CAST(SUM({expr}) AS BIGINT), 0) FROM {from}{}",
            self.sql()
        );
        bind_args!(
            sqlx::query_scalar::<Any, i64>(AssertSqlSafe(sql)),
            &self.args
        )
        .fetch_one(db.pool())
        .await
    }

    /// Either of two expressions equals `value`.
    pub fn either_eq_int(&mut self, a: &'static str, b: &'static str, value: i64) -> &mut Self {
        self.args.push(Arg::Int(value));
        let n = self.args.len();
        self.clauses.push(format!("({a} = ${n} OR {b} = ${n})"));
        self
    }

    /// `expr` contains `text`, ignoring case; `%` and `_` in the text match themselves.
    pub fn contains(&mut self, expr: &'static str, text: &str) -> &mut Self {
        let escaped = text
            .to_lowercase()
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_");
        self.args.push(Arg::Text(format!("%{escaped}%")));
        self.clauses.push(format!(
            "LOWER({expr}) LIKE ${} ESCAPE '\\'",
            self.args.len()
        ));
        self
    }

    fn sql(&self) -> String {
        if self.clauses.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", self.clauses.join(" AND "))
        }
    }
}

/// Which page of a list: pages count from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageRequest {
    pub page: i64,
    pub per_page: i64,
}

impl PageRequest {
    fn offset(&self) -> i64 {
        (self.page - 1) * self.per_page
    }
}

/// One page of rows and the number of rows in all pages.
pub struct Paged<T> {
    pub items: Vec<T>,
    pub total: i64,
}

/// Runs `SELECT {select} {from} {where} ORDER BY {order}` for one page, and the matching count.
pub async fn fetch_page<T>(
    db: &Db,
    select: &'static str,
    from: &'static str,
    filter: &Where,
    order: &'static str,
    page: PageRequest,
) -> Result<Paged<T>, sqlx::Error>
where
    T: for<'r> FromRow<'r, AnyRow> + Send + Unpin,
{
    let condition = filter.sql();
    let count_sql = format!("SELECT COUNT(*) FROM {from}{condition}");
    let count = bind_args!(
        sqlx::query_scalar::<Any, i64>(AssertSqlSafe(count_sql)),
        &filter.args
    );
    let total = count.fetch_one(db.pool()).await?;

    let n = filter.args.len();
    let rows_sql = format!(
        "SELECT {select} FROM {from}{condition} ORDER BY {order} LIMIT ${} OFFSET ${}",
        n + 1,
        n + 2
    );
    let rows: QueryAs<'_, Any, T, _> = sqlx::query_as(AssertSqlSafe(rows_sql));
    let items = bind_args!(rows, &filter.args)
        .bind(page.per_page)
        .bind(page.offset())
        .fetch_all(db.pool())
        .await?;
    Ok(Paged { items, total })
}

/// One `INSERT … VALUES (…), (…)` for many rows of `columns`, answering the `returning` columns of
/// each row (in no particular order: identify rows by what they return).
pub async fn insert_many<T>(
    tx: &mut super::Tx,
    table: &'static str,
    columns: &[&'static str],
    rows: &[Vec<Arg>],
    returning: &'static str,
) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> FromRow<'r, AnyRow> + Send + Unpin,
{
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let width = columns.len();
    let values: Vec<String> = (0..rows.len())
        .map(|r| {
            let cells: Vec<String> = (1..=width).map(|c| format!("${}", r * width + c)).collect();
            format!("({})", cells.join(", "))
        })
        .collect();
    let sql = format!(
        "INSERT INTO {table} ({}) VALUES {} RETURNING {returning}",
        columns.join(", "),
        values.join(", ")
    );
    let args: Vec<Arg> = rows.iter().flatten().cloned().collect();
    debug_assert!(rows.iter().all(|r| r.len() == width));
    let query: QueryAs<'_, Any, T, _> = sqlx::query_as(AssertSqlSafe(sql));
    bind_args!(query, &args).fetch_all(&mut **tx).await
}

/// How many rows of `table` are in each of `statuses` (in that order, zeros included); with
/// `owner`, only the rows whose `owner_column` is that person.
pub async fn status_counts(
    db: &Db,
    table: &'static str,
    owner_column: &'static str,
    owner: Option<i64>,
    statuses: &[&str],
) -> Result<Vec<i64>, sqlx::Error> {
    let sql = format!(
        "SELECT status, COUNT(*) FROM {table} WHERE ($1 = 0 OR {owner_column} = $1) GROUP BY status"
    );
    let rows: Vec<(String, i64)> = sqlx::query_as(AssertSqlSafe(sql))
        .bind(owner.unwrap_or(0))
        .fetch_all(db.pool())
        .await?;
    Ok(statuses
        .iter()
        .map(|s| {
            rows.iter()
                .find(|(name, _)| name == s)
                .map_or(0, |(_, n)| *n)
        })
        .collect())
}
