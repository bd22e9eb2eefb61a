//! Building paged, filtered list queries without ever splicing a client's text into SQL:
//! column expressions are `&'static str` chosen by the code, values are bound parameters.

use sqlx::{Any, AssertSqlSafe, FromRow, Row, any::AnyRow, query::QueryAs};

use super::{Backend, Db};

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

    /// `value` is in either of two columns (`a = $n OR b = $n`).
    pub fn either_int(&mut self, a: &'static str, b: &'static str, value: i64) -> &mut Self {
        self.args.push(Arg::Int(value));
        let n = self.args.len();
        self.clauses.push(format!("({a} = ${n} OR {b} = ${n})"));
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

    pub fn le_text(&mut self, expr: &'static str, value: &str) -> &mut Self {
        self.args.push(Arg::Text(value.to_string()));
        self.clauses.push(format!("{expr} <= ${}", self.args.len()));
        self
    }

    /// The values the clause binds, in order.
    pub fn args(&self) -> &[Arg] {
        &self.args
    }

    pub fn lt_text(&mut self, expr: &'static str, value: &str) -> &mut Self {
        self.args.push(Arg::Text(value.to_string()));
        self.clauses.push(format!("{expr} < ${}", self.args.len()));
        self
    }

    /// The sums of `columns` over the rows of `table` this clause keeps (0 when none), in one query.
    pub async fn sums(
        &self,
        db: &Db,
        columns: &[&'static str],
        table: &'static str,
    ) -> Result<Vec<i64>, sqlx::Error> {
        let sums: Vec<String> = columns
            .iter()
            .map(|c| format!("COALESCE(CAST(SUM({c}) AS BIGINT), 0)"))
            .collect();
        let sql = format!("SELECT {} FROM {table}{}", sums.join(", "), self.sql());
        let row: AnyRow = bind_args!(sqlx::query(AssertSqlSafe(sql)), &self.args)
            .fetch_one(db.pool())
            .await?;
        (0..columns.len()).map(|i| row.try_get(i)).collect()
    }

    /// `expr` starts with `prefix`: a range of its index (`expr` is compared as bytes).
    pub fn starts_with(&mut self, expr: &'static str, prefix: &str) -> &mut Self {
        self.args.push(Arg::Text(prefix.to_string()));
        let n = self.args.len();
        match successor(prefix) {
            Some(end) => {
                self.args.push(Arg::Text(end));
                self.clauses
                    .push(format!("{expr} >= ${n} AND {expr} < ${}", n + 1));
            }
            None => self.clauses.push(format!("{expr} >= ${n}")),
        }
        self
    }

    /// `expr` is one of the values of `subquery` (written by the code), in which `$a` stands for
    /// the first of `values`, `$b` for the second.
    pub fn in_subquery(&mut self, expr: &'static str, subquery: &str, values: &[Arg]) -> &mut Self {
        let mut subquery = subquery.to_string();
        for (value, marker) in values.iter().zip(["$a", "$b"]) {
            self.args.push(value.clone());
            subquery = subquery.replace(marker, &format!("${}", self.args.len()));
        }
        self.clauses.push(format!("{expr} IN ({subquery})"));
        self
    }

    /// `expr` is the id of a person whose name contains `text`, ignoring case: names are looked up
    /// first ([`people_named`]), then the list through its index on the person.
    pub fn person_named(&mut self, expr: &'static str, backend: Backend, text: &str) -> &mut Self {
        let (people, value) = people_named(backend, text);
        self.in_subquery(expr, people, &[value])
    }

    /// `expr` is the id of a row whose `column` starts with `prefix` (`$a` and `$b` in the
    /// subquery: the prefix and the text after all that start with it).
    pub fn in_prefixed(
        &mut self,
        expr: &'static str,
        subquery: &'static str,
        prefix: &str,
    ) -> &mut Self {
        let end = successor(prefix).unwrap_or_else(|| prefix.to_string());
        self.in_subquery(
            expr,
            subquery,
            &[Arg::Text(prefix.to_string()), Arg::Text(end)],
        )
    }

    /// `expr` contains `text`, ignoring case; `%` and `_` in the text match themselves.
    pub fn contains(&mut self, expr: &'static str, text: &str) -> &mut Self {
        self.args.push(Arg::Text(like_pattern(text)));
        self.clauses.push(format!(
            "LOWER({expr}) LIKE ${} ESCAPE '\\'",
            self.args.len()
        ));
        self
    }

    pub fn sql(&self) -> String {
        if self.clauses.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", self.clauses.join(" AND "))
        }
    }
}

/// The search columns of a list, as clients name them (`column`): the OpenAPI document lists
/// them, and a search that names none looks in the first.
pub trait SearchColumns: Sized {
    /// Every name the list's `parse` reads; the first is the column searched by default.
    const NAMES: &'static [&'static str];
}

/// Which page of a list: pages count from 1; or, with `after`, the rows that follow the row of
/// that id (keyset paging: as fast on the thousandth page as on the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageRequest {
    pub page: i64,
    pub per_page: i64,
    pub after: Option<i64>,
}

impl PageRequest {
    /// The first `per_page` rows.
    pub fn first(per_page: i64) -> PageRequest {
        PageRequest {
            page: 1,
            per_page,
            after: None,
        }
    }

    pub fn offset(&self) -> i64 {
        (self.page - 1) * self.per_page
    }
}

/// One page of rows and the number of rows in all pages.
pub struct Paged<T> {
    pub items: Vec<T>,
    pub total: i64,
}

/// The ids of the people whose name contains `text` ignoring case (`$a` in the query, bound to the
/// value): on SQLite through the names' trigram index (migration 0008) when the text has three
/// characters or more, which it needs; otherwise by reading the people table.
pub fn people_named(backend: Backend, text: &str) -> (&'static str, Arg) {
    if backend == Backend::Sqlite && text.chars().count() >= 3 {
        // A phrase: the text as typed, its quotes doubled.
        let phrase = format!("\"{}\"", text.replace('"', "\"\""));
        (
            "SELECT rowid FROM people_names WHERE people_names MATCH $a",
            Arg::Text(phrase),
        )
    } else {
        (
            "SELECT id FROM users WHERE LOWER(name) LIKE $a ESCAPE '\\'",
            Arg::Text(like_pattern(text)),
        )
    }
}

/// The `LIKE` pattern (with `ESCAPE '\\'`) of the lowercase texts that contain `text`.
pub fn like_pattern(text: &str) -> String {
    let escaped = text
        .to_lowercase()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{escaped}%")
}

/// What a typed reference starts with: `301` or `000301` is the number of `EXP-000301` (`kind`
/// `EXP`), `exp-0003` the start of a thousand; anything else is taken as typed, in capitals.
pub fn reference_prefix(kind: &str, typed: &str) -> String {
    let typed = typed.trim().to_uppercase();
    if !typed.is_empty() && typed.bytes().all(|b| b.is_ascii_digit()) {
        let digits = typed.trim_start_matches('0');
        format!("{kind}-{digits:0>6}")
    } else {
        typed
    }
}

/// The first text after every text that starts with `prefix` (its last character moved on by one).
fn successor(prefix: &str) -> Option<String> {
    let mut chars: Vec<char> = prefix.chars().collect();
    while let Some(last) = chars.pop() {
        if let Some(next) = char::from_u32(last as u32 + 1) {
            chars.push(next);
            return Some(chars.into_iter().collect());
        }
    }
    None
}

/// How a list learns its number of rows.
#[derive(Clone, Debug)]
pub enum Total {
    /// Kept in `tallies` under this name (the list without a search).
    Kept(String),
    /// Counted on the list's own table with its filter (which an index narrows).
    Counted,
    /// Already known to the caller.
    Known(i64),
}

/// A list of one table's rows newest first (by `key`, then `id`, both descending). The page's ids
/// are read first, from the index on the filter's columns and (`key`, `id`); only those rows are
/// joined to what `select` shows. Filters name columns of `table` only (people through
/// [`Where::in_subquery`]), so no list reads the joined tables row after row.
pub struct Newest {
    /// The table and its alias, as `from` names it: `expeditions x`.
    pub table: &'static str,
    pub key: &'static str,
    pub id: &'static str,
    pub select: &'static str,
    pub from: &'static str,
}

impl Newest {
    pub async fn page<T>(
        &self,
        db: &Db,
        filter: &Where,
        total: Total,
        page: PageRequest,
    ) -> Result<Paged<T>, sqlx::Error>
    where
        T: for<'r> FromRow<'r, AnyRow> + Send + Unpin,
    {
        let total = match total {
            Total::Kept(name) => super::tallies::get(db, &name).await?,
            Total::Known(n) => n,
            Total::Counted => {
                let sql = format!("SELECT COUNT(*) FROM {}{}", self.table, filter.sql());
                bind_args!(
                    sqlx::query_scalar::<Any, i64>(AssertSqlSafe(sql)),
                    &filter.args
                )
                .fetch_one(db.pool())
                .await?
            }
        };
        let ids = self.ids(db, filter, page, total).await?;
        if ids.is_empty() {
            return Ok(Paged {
                items: Vec::new(),
                total,
            });
        }
        let marks: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT {} FROM {} WHERE {} IN ({}) ORDER BY {} DESC, {} DESC",
            self.select,
            self.from,
            self.id,
            marks.join(", "),
            self.key,
            self.id
        );
        let mut rows: QueryAs<'_, Any, T, _> = sqlx::query_as(AssertSqlSafe(sql));
        for id in &ids {
            rows = rows.bind(*id);
        }
        let items = rows.fetch_all(db.pool()).await?;
        Ok(Paged { items, total })
    }

    /// The ids of the page's rows, in order. A numbered page past the middle of the list is read
    /// from its end (the last page costs what the first does; the middle one the most).
    async fn ids(
        &self,
        db: &Db,
        filter: &Where,
        page: PageRequest,
        total: i64,
    ) -> Result<Vec<i64>, sqlx::Error> {
        let mut filter = filter.clone();
        let mut offset = page.offset();
        let mut limit = page.per_page;
        let mut from_end = false;
        if let Some(after) = page.after {
            let sql = format!(
                "SELECT {} FROM {} WHERE {} = $1",
                self.key, self.table, self.id
            );
            let key: Option<String> = sqlx::query_scalar(AssertSqlSafe(sql))
                .bind(after)
                .fetch_optional(db.pool())
                .await?;
            // Nothing follows a row that is not there.
            let Some(key) = key else {
                return Ok(Vec::new());
            };
            filter.args.push(Arg::Text(key));
            filter.args.push(Arg::Int(after));
            let n = filter.args.len();
            filter.clauses.push(format!(
                "({key_expr}, {id}) < (${a}, ${b})",
                key_expr = self.key,
                id = self.id,
                a = n - 1,
                b = n
            ));
            offset = 0;
        } else if offset >= total {
            return Ok(Vec::new());
        } else if offset > total / 2 {
            limit = page.per_page.min(total - offset);
            offset = total - offset - limit;
            from_end = true;
        }
        let order = if from_end { "ASC" } else { "DESC" };
        let n = filter.args.len();
        let sql = format!(
            "SELECT {id} FROM {table}{condition} ORDER BY {key} {order}, {id} {order} \
             LIMIT ${} OFFSET ${}",
            n + 1,
            n + 2,
            id = self.id,
            table = self.table,
            condition = filter.sql(),
            key = self.key,
        );
        let mut ids = bind_args!(
            sqlx::query_scalar::<Any, i64>(AssertSqlSafe(sql)),
            &filter.args
        )
        .bind(limit)
        .bind(offset)
        .fetch_all(db.pool())
        .await?;
        if from_end {
            ids.reverse();
        }
        Ok(ids)
    }
}

/// Runs `SELECT {select} {from} {where} ORDER BY {order}` for one page, and the matching count
/// (for the short lists: branches, routes, vehicles…).
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

/// A search's tab counts stop at this many (DESIGN §9: the work stays bounded however broad the
/// search): beyond it a tab says "more than [`SEARCH_COUNT_CAP`]" (`capped`).
pub const SEARCH_COUNT_CAP: i64 = 100;

/// A search's tab counts are exact when it finds at most this many rows in all.
pub const SEARCH_SAMPLE: i64 = 1000;

/// How many rows a tab holds, or, when `capped`, that it holds more than `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TabCount {
    pub count: i64,
    pub capped: bool,
}

impl TabCount {
    /// An exact count (one kept in `tallies`, say).
    pub fn exact(count: i64) -> TabCount {
        TabCount {
            count,
            capped: false,
        }
    }
}

/// How many of the rows of `table` (`expeditions x`) that `search` keeps each of `tabs` holds
/// (conditions written by the code, `x.status = 'EnStock'`), the work bounded whatever the
/// search:
/// 1. the first [`SEARCH_SAMPLE`] + 1 rows the search finds, read through the search's own index
///    (`newest_first`, a column of that index, walks it from its end: the newest rows, those of
///    the first tabs, first), are counted per tab: when there are no more, the counts are exact;
/// 2. otherwise (a broad search) a tab seen more than [`SEARCH_COUNT_CAP`] times in them holds
///    more than that, and each other tab is counted with the search, stopping at the cap
///    ([`capped_count`]): the tabs with few rows cost little, the big ones are found full of
///    matches after a short walk.
pub async fn search_counts(
    db: &Db,
    table: &'static str,
    search: &Where,
    newest_first: Option<&'static str>,
    tabs: &[&'static str],
) -> Result<Vec<TabCount>, sqlx::Error> {
    let order = newest_first
        .map(|column| format!(" ORDER BY {column} DESC"))
        .unwrap_or_default();
    let flags: Vec<String> = tabs
        .iter()
        .enumerate()
        .map(|(i, tab)| format!("CASE WHEN {tab} THEN 1 ELSE 0 END AS t{i}"))
        .collect();
    let sums: Vec<String> = (0..tabs.len())
        .map(|i| format!("COALESCE(CAST(SUM(t{i}) AS BIGINT), 0)"))
        .collect();
    let sql = format!(
        "SELECT COUNT(*), {} FROM (SELECT {} FROM {table}{}{order} LIMIT {}) AS matches",
        sums.join(", "),
        flags.join(", "),
        search.sql(),
        SEARCH_SAMPLE + 1
    );
    let row: AnyRow = bind_args!(sqlx::query(AssertSqlSafe(sql)), &search.args)
        .fetch_one(db.pool())
        .await?;
    let seen: i64 = row.try_get(0)?;
    let mut counts = Vec::with_capacity(tabs.len());
    for (i, tab) in tabs.iter().enumerate() {
        let in_tab: i64 = row.try_get(i + 1)?;
        counts.push(if seen <= SEARCH_SAMPLE {
            TabCount::exact(in_tab)
        } else if in_tab > SEARCH_COUNT_CAP {
            TabCount {
                count: SEARCH_COUNT_CAP,
                capped: true,
            }
        } else {
            let mut filter = search.clone();
            filter.raw(tab);
            capped_count(db, table, &filter, newest_first).await?
        });
    }
    Ok(counts)
}

/// How many rows of `table` `filter` keeps, counting at most [`SEARCH_COUNT_CAP`] + 1 of them
/// (`newest_first` as in [`search_counts`]).
async fn capped_count(
    db: &Db,
    table: &'static str,
    filter: &Where,
    newest_first: Option<&'static str>,
) -> Result<TabCount, sqlx::Error> {
    let order = newest_first
        .map(|column| format!(" ORDER BY {column} DESC"))
        .unwrap_or_default();
    let sql = format!(
        "SELECT COUNT(*) FROM (SELECT 1 AS one FROM {table}{}{order} LIMIT {}) AS matches",
        filter.sql(),
        SEARCH_COUNT_CAP + 1
    );
    let found = bind_args!(
        sqlx::query_scalar::<Any, i64>(AssertSqlSafe(sql)),
        &filter.args
    )
    .fetch_one(db.pool())
    .await?;
    Ok(TabCount {
        count: found.min(SEARCH_COUNT_CAP),
        capped: found > SEARCH_COUNT_CAP,
    })
}

/// One `INSERT … VALUES (…), (…)` for many rows of `columns`, answering the `returning` columns of
/// each row (in no particular order: identify rows by what they return).
pub async fn insert_many<T>(
    conn: &mut sqlx::AnyConnection,
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
    bind_args!(query, &args).fetch_all(conn).await
}

/// How many rows of `table` are in each of `statuses` (in that order, zeros included): kept in
/// `tallies`; with `owner`, counted on the rows whose `owner_column` is that person (an index).
pub async fn status_counts(
    db: &Db,
    table: &'static str,
    owner_column: &'static str,
    owner: Option<i64>,
    statuses: &[&str],
) -> Result<Vec<i64>, sqlx::Error> {
    let Some(owner) = owner else {
        return super::tallies::many(db, &format!("{table}/"), statuses).await;
    };
    let sql =
        format!("SELECT status, COUNT(*) FROM {table} WHERE {owner_column} = $1 GROUP BY status");
    let rows: Vec<(String, i64)> = sqlx::query_as(AssertSqlSafe(sql))
        .bind(owner)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reference_is_found_from_its_digits_or_its_start() {
        assert_eq!(reference_prefix("EXP", "301"), "EXP-000301");
        assert_eq!(reference_prefix("EXP", " 000301 "), "EXP-000301");
        assert_eq!(reference_prefix("EXP", "1000000"), "EXP-1000000");
        assert_eq!(reference_prefix("FAC", "exp-0003"), "EXP-0003");
        assert_eq!(reference_prefix("EXP", "Mukendi"), "MUKENDI");
    }

    #[test]
    fn the_successor_of_a_prefix_follows_every_text_that_starts_with_it() {
        assert_eq!(successor("EXP-000301").as_deref(), Some("EXP-000302"));
        assert_eq!(successor("EXP-").as_deref(), Some("EXP."));
        let end = successor("EXP-000301").unwrap();
        for inside in ["EXP-000301", "EXP-000301-1", "EXP-0003019"] {
            assert!(inside >= "EXP-000301" && inside < end.as_str(), "{inside}");
        }
        assert!("EXP-000302" >= end.as_str());
    }

    #[test]
    fn a_name_is_looked_up_through_its_index_from_three_characters() {
        let (sql, value) = people_named(Backend::Sqlite, "muk");
        assert!(sql.contains("MATCH"));
        assert!(matches!(value, Arg::Text(ref t) if t == "\"muk\""));
        let (sql, _) = people_named(Backend::Sqlite, "mu");
        assert!(sql.contains("LIKE"));
        let (sql, value) = people_named(Backend::Postgres, "Mukendi");
        assert!(sql.contains("LIKE"));
        assert!(matches!(value, Arg::Text(ref t) if t == "%mukendi%"));
        let (_, value) = people_named(Backend::Sqlite, "a \"b\"");
        assert!(matches!(value, Arg::Text(ref t) if t == "\"a \"\"b\"\"\""));
    }
}
