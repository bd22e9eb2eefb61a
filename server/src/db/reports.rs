//! What the dashboard and the reports read: the summaries kept with the writes (migration 0010's
//! `expedition_days`, `debts_branch`, the 'owed' tallies and `manifest_revenue`; 0008's
//! `payment_days` and `debts`; 0009's `depense_days`) and, where a report names rows (clients,
//! beneficiaries, manifests), indexed range reads of the period.

use std::collections::BTreeMap;

use sqlx::{AssertSqlSafe, FromRow};

use super::{
    Backend, Db,
    list::{Arg, Where, bind_args},
    movements::placeholders,
    tallies,
};
use crate::domain::{depenses::ManifestResult, period::GroupBy};

/// The days (`YYYY-MM-DD`, both included) and the branch and route a figure covers.
#[derive(Clone, Debug, Default)]
pub struct Scope {
    pub from: String,
    pub to: String,
    pub branche_id: Option<i64>,
    pub route_id: Option<i64>,
}

impl Scope {
    /// The first instant of `from` and of the day after `to`, for `created_at` ranges.
    fn instants(&self) -> (String, String) {
        (
            format!("{}T00:00:00.000000Z", self.from),
            format!("{}T00:00:00.000000Z", next_day(&self.to)),
        )
    }
}

fn next_day(day: &str) -> String {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(day, format)
        .ok()
        .and_then(|d| d.next_day())
        .map(crate::domain::period::iso)
        .unwrap_or_else(|| day.to_string())
}

/// The expeditions of one day at one branch on one route.
#[derive(Clone, Debug, Default, FromRow)]
pub struct ExpeditionDay {
    pub day: String,
    pub extension_id: i64,
    pub price_id: i64,
    pub expeditions: i64,
    pub pieces: i64,
    pub weight: i64,
    pub billed: i64,
    pub paid: i64,
    pub stock_pieces: i64,
    pub stock_weight: i64,
    pub waybill_pieces: i64,
    pub waybill_weight: i64,
    pub shipped_pieces: i64,
    pub shipped_weight: i64,
}

impl TicketDay {
    /// Adds another day's figures to these.
    pub fn add(&mut self, other: &TicketDay) {
        self.tickets += other.tickets;
        self.billed += other.billed;
        self.paid += other.paid;
    }
}

impl ExpeditionDay {
    /// Adds another day's figures to these.
    pub fn add(&mut self, other: &ExpeditionDay) {
        self.expeditions += other.expeditions;
        self.pieces += other.pieces;
        self.weight += other.weight;
        self.billed += other.billed;
        self.paid += other.paid;
        self.stock_pieces += other.stock_pieces;
        self.stock_weight += other.stock_weight;
        self.waybill_pieces += other.waybill_pieces;
        self.waybill_weight += other.waybill_weight;
        self.shipped_pieces += other.shipped_pieces;
        self.shipped_weight += other.shipped_weight;
    }
}

const EXPEDITION_SUMS: &str = "CAST(COALESCE(SUM(expeditions), 0) AS BIGINT) AS expeditions, \
     CAST(COALESCE(SUM(pieces), 0) AS BIGINT) AS pieces, \
     CAST(COALESCE(SUM(weight), 0) AS BIGINT) AS weight, \
     CAST(COALESCE(SUM(billed), 0) AS BIGINT) AS billed, \
     CAST(COALESCE(SUM(paid), 0) AS BIGINT) AS paid, \
     CAST(COALESCE(SUM(stock_pieces), 0) AS BIGINT) AS stock_pieces, \
     CAST(COALESCE(SUM(stock_weight), 0) AS BIGINT) AS stock_weight, \
     CAST(COALESCE(SUM(waybill_pieces), 0) AS BIGINT) AS waybill_pieces, \
     CAST(COALESCE(SUM(waybill_weight), 0) AS BIGINT) AS waybill_weight, \
     CAST(COALESCE(SUM(shipped_pieces), 0) AS BIGINT) AS shipped_pieces, \
     CAST(COALESCE(SUM(shipped_weight), 0) AS BIGINT) AS shipped_weight";

/// The first day of the bucket holding `day` (a `YYYY-MM-DD` column), in SQL: weeks from Monday.
fn bucket_sql(backend: Backend, group: GroupBy) -> &'static str {
    match (group, backend) {
        (GroupBy::Day, _) => "day",
        (GroupBy::Month, _) => "SUBSTR(day, 1, 7) || '-01'",
        (GroupBy::Week, Backend::Sqlite) => {
            "date(day, '-' || ((CAST(strftime('%w', day) AS INTEGER) + 6) % 7) || ' days')"
        }
        (GroupBy::Week, Backend::Postgres) => {
            "to_char(date_trunc('week', CAST(day AS date)), 'YYYY-MM-DD')"
        }
    }
}

/// How the expeditions of a scope are added up.
#[derive(Clone, Copy, Debug)]
pub enum Grouping {
    /// One row for the whole scope.
    All,
    /// One row per route (`price_id`).
    Route,
    /// One row per bucket (`day` holds its first day).
    Bucket(GroupBy),
}

impl Grouping {
    /// The keys selected and the `GROUP BY … ORDER BY` of this grouping: `day` (empty unless by
    /// bucket), then `zero` (always 0) and `route` (grouped by per route, else 0).
    fn sql(self, backend: Backend, zero: &[&str], route: &[&str]) -> (String, String) {
        let zeros = |columns: &[&str]| -> Vec<String> {
            columns
                .iter()
                .map(|c| format!("CAST(0 AS BIGINT) AS {c}"))
                .collect()
        };
        let (day, routes, group) = match self {
            Grouping::All => ("CAST('' AS TEXT)", zeros(route), String::new()),
            Grouping::Route => (
                "CAST('' AS TEXT)",
                route.iter().map(|c| c.to_string()).collect(),
                format!(" GROUP BY {0} ORDER BY {0}", route.join(", ")),
            ),
            Grouping::Bucket(g) => {
                let b = bucket_sql(backend, g);
                (b, zeros(route), format!(" GROUP BY {b} ORDER BY 1"))
            }
        };
        let mut keys = vec![format!("{day} AS day")];
        keys.extend(zeros(zero));
        keys.extend(routes);
        (keys.join(", "), group)
    }
}

/// The expeditions of the scope added up in SQL (one range read of `expedition_days`, whose key
/// leads with the day), oldest bucket first.
pub async fn expeditions(
    db: &Db,
    scope: &Scope,
    grouping: Grouping,
) -> Result<Vec<ExpeditionDay>, sqlx::Error> {
    let w = day_branch_route_where(scope, "price_id");
    let (keys, group) = grouping.sql(db.backend(), &["extension_id"], &["price_id"]);
    let sql = format!(
        "SELECT {keys}, {EXPEDITION_SUMS} FROM expedition_days{}{group}",
        w.sql()
    );
    bind_args!(sqlx::query_as(AssertSqlSafe(sql)), w.args())
        .fetch_all(db.pool())
        .await
}

// ---- tickets ----

/// The route (price) a ticket's day counts on: the first route (lowest id) from its manifest's
/// origin to its destination (`r.route`, NULL when no route joins them). Joined once per query:
/// a few dozen routes.
const TICKET_ROUTES: &str = " LEFT JOIN (SELECT origin_id AS o, destination_id AS d, \
     MIN(id) AS route FROM prices GROUP BY origin_id, destination_id) r \
     ON r.o = billet_days.origin_id AND r.d = billet_days.destination_id";
const TICKET_ROUTE: &str = "r.route";

/// The tickets of one day (or bucket) from one origin to one destination.
#[derive(Clone, Debug, Default, FromRow)]
pub struct TicketDay {
    pub day: String,
    pub origin_id: i64,
    pub destination_id: i64,
    /// Tickets sold that are not cancelled.
    pub tickets: i64,
    /// Cents: their fares (a cancelled ticket keeps what was paid of it).
    pub billed: i64,
    pub paid: i64,
}

const TICKET_SUMS: &str = "CAST(COALESCE(SUM(tickets), 0) AS BIGINT) AS tickets, \
     CAST(COALESCE(SUM(billed), 0) AS BIGINT) AS billed, \
     CAST(COALESCE(SUM(paid), 0) AS BIGINT) AS paid";

/// The scope's days and selling branch, then its route (`route` is the route's SQL for the rows
/// read: `price_id` for expeditions, [`TICKET_ROUTE`] for tickets).
fn day_branch_route_where(scope: &Scope, route: &'static str) -> Where {
    let mut w = Where::new();
    w.ge_text("day", &scope.from).le_text("day", &scope.to);
    if let Some(b) = scope.branche_id {
        w.eq_int("extension_id", b);
    }
    if let Some(r) = scope.route_id {
        w.eq_int(route, r);
    }
    w
}

/// The tickets of the scope added up in SQL (a range read of `billet_days`, whose key leads with
/// the day); `Grouping::Route` gives one row per origin and destination.
pub async fn tickets(
    db: &Db,
    scope: &Scope,
    grouping: Grouping,
) -> Result<Vec<TicketDay>, sqlx::Error> {
    let w = day_branch_route_where(scope, TICKET_ROUTE);
    let (keys, group) = grouping.sql(db.backend(), &[], &["origin_id", "destination_id"]);
    let sql = format!(
        "SELECT {keys}, {TICKET_SUMS} FROM billet_days{TICKET_ROUTES}{}{group}",
        w.sql()
    );
    bind_args!(sqlx::query_as(AssertSqlSafe(sql)), w.args())
        .fetch_all(db.pool())
        .await
}

/// One row of the revenue report: a bucket, a branch, a route; expeditions and tickets.
#[derive(Clone, Debug, Default, FromRow)]
pub struct RevenueRow {
    pub day: String,
    pub branche: String,
    pub route: String,
    pub expeditions: i64,
    pub weight: i64,
    pub tickets: i64,
    pub billed: i64,
    pub paid: i64,
}

/// A page of what the scope billed per bucket, branch and route — expeditions (`expedition_days`)
/// and tickets (`billet_days`, on their route, or 'origin → destination' when no route joins
/// them) — by bucket then branch and route name; and how many such rows there are.
pub async fn revenue_rows(
    db: &Db,
    scope: &Scope,
    group: GroupBy,
    limit: i64,
    offset: i64,
) -> Result<(Vec<RevenueRow>, i64), sqlx::Error> {
    #[derive(FromRow)]
    struct Row {
        #[sqlx(flatten)]
        r: RevenueRow,
        total: i64,
    }
    // Both halves bind the same values: the days, the branch, the route.
    let w = day_branch_route_where(scope, "price_id");
    let t = day_branch_route_where(scope, TICKET_ROUTE);
    let n = w.args().len();
    let b = bucket_sql(db.backend(), group);
    let sql = format!(
        "SELECT g.day, e.name AS branche, \
         COALESCE(p.name, o.name || ' → ' || d.name) AS route, g.expeditions, g.weight, \
         g.tickets, g.billed, g.paid, COUNT(*) OVER () AS total FROM \
         (SELECT {b} AS day, extension_id, price_id, origin_id, destination_id, \
         CAST(SUM(expeditions) AS BIGINT) AS expeditions, CAST(SUM(weight) AS BIGINT) AS weight, \
         {TICKET_SUMS} FROM \
         (SELECT day, extension_id, price_id, CAST(0 AS BIGINT) AS origin_id, \
         CAST(0 AS BIGINT) AS destination_id, expeditions, weight, CAST(0 AS BIGINT) AS tickets, \
         billed, paid FROM expedition_days{} \
         UNION ALL \
         SELECT day, extension_id, COALESCE({TICKET_ROUTE}, 0), \
         CASE WHEN {TICKET_ROUTE} IS NULL THEN origin_id ELSE 0 END, \
         CASE WHEN {TICKET_ROUTE} IS NULL THEN destination_id ELSE 0 END, \
         0, 0, tickets, billed, paid FROM billet_days{TICKET_ROUTES}{}) u \
         GROUP BY {b}, extension_id, price_id, origin_id, destination_id) g \
         JOIN extensions e ON e.id = g.extension_id LEFT JOIN prices p ON p.id = g.price_id \
         LEFT JOIN extensions o ON o.id = g.origin_id \
         LEFT JOIN extensions d ON d.id = g.destination_id \
         ORDER BY g.day, e.name, 3, g.price_id, g.origin_id, g.destination_id \
         LIMIT ${} OFFSET ${}",
        w.sql(),
        t.sql(),
        n + 1,
        n + 2
    );
    let rows: Vec<Row> = bind_args!(sqlx::query_as(AssertSqlSafe(sql)), w.args())
        .bind(limit)
        .bind(offset)
        .fetch_all(db.pool())
        .await?;
    let total = rows.first().map_or(0, |r| r.total);
    Ok((rows.into_iter().map(|r| r.r).collect(), total))
}

/// Payments in force received in the scope (branch only; payments have no route), per bucket.
pub async fn payments(
    db: &Db,
    scope: &Scope,
    group: GroupBy,
) -> Result<Vec<(String, i64)>, sqlx::Error> {
    let mut w = Where::new();
    w.ge_text("day", &scope.from).le_text("day", &scope.to);
    if let Some(b) = scope.branche_id {
        w.eq_int("extension_id", b);
    }
    let b = bucket_sql(db.backend(), group);
    let sql = format!(
        "SELECT {b}, CAST(SUM(amount) AS BIGINT) FROM payment_days{} GROUP BY {b} ORDER BY 1",
        w.sql()
    );
    bind_args!(sqlx::query_as(AssertSqlSafe(sql)), w.args())
        .fetch_all(db.pool())
        .await
}

/// Shares and expenses in force dated in the scope (branch only), per bucket or per type: `key`
/// is the bucket's first day, or the type's id as text.
#[derive(Clone, Debug, FromRow)]
pub struct DepenseSum {
    pub key: String,
    pub depenses: i64,
    pub amount: i64,
}

pub async fn depenses(
    db: &Db,
    scope: &Scope,
    group: Option<GroupBy>,
) -> Result<Vec<DepenseSum>, sqlx::Error> {
    let mut w = Where::new();
    w.ge_text("day", &scope.from).le_text("day", &scope.to);
    if let Some(b) = scope.branche_id {
        w.eq_int("branche_id", b);
    }
    let key = match group {
        Some(g) => bucket_sql(db.backend(), g).to_string(),
        None => "CAST(typedepense_id AS TEXT)".to_string(),
    };
    let sql = format!(
        "SELECT {key} AS key, CAST(SUM(depenses - cancelled) AS BIGINT) AS depenses, \
         CAST(SUM(amount) AS BIGINT) AS amount FROM depense_days{} GROUP BY {key} ORDER BY 1",
        w.sql()
    );
    bind_args!(sqlx::query_as(AssertSqlSafe(sql)), w.args())
        .fetch_all(db.pool())
        .await
}

/// What is owed now, on all expeditions and tickets (of a branch).
pub async fn owed(db: &Db, branche_id: Option<i64>) -> Result<i64, sqlx::Error> {
    match branche_id {
        Some(b) => tallies::get(db, &format!("owed/{b}")).await,
        None => tallies::get(db, "owed").await,
    }
}

/// A route (a price) as reports name it.
#[derive(Clone, Debug, FromRow)]
pub struct Route {
    pub id: i64,
    pub name: String,
    pub origin_id: i64,
    pub destination_id: i64,
    /// 1 while the route is offered.
    pub active: i64,
}

/// Every route, by name (a few dozen rows).
pub async fn routes(db: &Db) -> Result<Vec<Route>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, origin_id, destination_id, CASE WHEN status = 1 THEN 1 ELSE 0 END AS active FROM prices \
         ORDER BY name, id",
    )
    .fetch_all(db.pool())
    .await
}

/// Every branch's name (a handful of rows).
pub async fn branch_names(db: &Db) -> Result<BTreeMap<i64, String>, sqlx::Error> {
    let rows: Vec<(i64, String)> = sqlx::query_as("SELECT id, name FROM extensions")
        .fetch_all(db.pool())
        .await?;
    Ok(rows.into_iter().collect())
}

/// Every expense type's name and kind (a handful of rows).
pub async fn type_names(db: &Db) -> Result<BTreeMap<i64, (String, bool)>, sqlx::Error> {
    let rows: Vec<(i64, String, i64)> =
        sqlx::query_as("SELECT id, type, ismanifeste FROM typedepenses")
            .fetch_all(db.pool())
            .await?;
    Ok(rows
        .into_iter()
        .map(|(id, name, m)| (id, (name, m != 0)))
        .collect())
}

// ---- receivables ----

/// A client who owes, with what they owe by age of the expeditions and tickets.
#[derive(Clone, Debug, Default)]
pub struct Receivable {
    pub customer_id: i64,
    pub name: String,
    pub tel: Option<String>,
    /// Expeditions and tickets not paid in full.
    pub expeditions: i64,
    pub debt: i64,
    pub oldest: String,
    /// Owed on expeditions and tickets 0–30, 31–60, 61–90 and more than 90 days old.
    pub ages: [i64; 4],
}

/// How many clients owe (at a branch).
pub async fn receivable_count(db: &Db, branche_id: Option<i64>) -> Result<i64, sqlx::Error> {
    match branche_id {
        None => tallies::get(db, "debts").await,
        Some(b) => {
            sqlx::query_scalar("SELECT COUNT(*) FROM debts_branch WHERE extension_id = $1")
                .bind(b)
                .fetch_one(db.pool())
                .await
        }
    }
}

/// Clients who owe, the largest debt first, with their debts by age on `today`: the page from
/// `debts` (or `debts_branch`) through its index on the debt, then the page's expeditions and
/// tickets not paid in full (`owings`, through `expeditions_owed` and `billets_owed`).
pub async fn receivables(
    db: &Db,
    branche_id: Option<i64>,
    today: time::Date,
    limit: i64,
    offset: i64,
) -> Result<Vec<Receivable>, sqlx::Error> {
    type Head = (i64, String, Option<String>, i64, i64, String);
    let heads: Vec<Head> = match branche_id {
        None => {
            sqlx::query_as(
                "SELECT d.customer_id, u.name, u.tel, d.expeditions, d.debt, d.oldest \
                 FROM debts d JOIN users u ON u.id = d.customer_id \
                 ORDER BY d.debt DESC, d.customer_id DESC LIMIT $1 OFFSET $2",
            )
            .bind(limit)
            .bind(offset)
            .fetch_all(db.pool())
            .await?
        }
        Some(b) => {
            sqlx::query_as(
                "SELECT d.customer_id, u.name, u.tel, d.expeditions, d.debt, d.oldest \
                 FROM debts_branch d JOIN users u ON u.id = d.customer_id \
                 WHERE d.extension_id = $1 \
                 ORDER BY d.debt DESC, d.customer_id DESC LIMIT $2 OFFSET $3",
            )
            .bind(b)
            .bind(limit)
            .bind(offset)
            .fetch_all(db.pool())
            .await?
        }
    };
    if heads.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i64> = heads.iter().map(|h| h.0).collect();
    let marks = placeholders(1, ids.len());
    let branch = match branche_id {
        Some(_) => format!(" AND extension_id = ${}", ids.len() + 1),
        None => String::new(),
    };
    // Added up by age in SQL: a large debtor owes on dozens of expeditions. Ages count in the
    // local days of the branches that registered them, as `owed_by_age` does.
    let since = |days: i64| crate::domain::period::iso(today - time::Duration::days(days));
    let n = ids.len() + usize::from(branche_id.is_some());
    let sql = format!(
        "SELECT customer_id, \
         CAST(SUM(CASE WHEN day >= ${a} THEN owed ELSE 0 END) AS BIGINT), \
         CAST(SUM(CASE WHEN day < ${a} AND day >= ${b} THEN owed ELSE 0 END) AS BIGINT), \
         CAST(SUM(CASE WHEN day < ${b} AND day >= ${c} THEN owed ELSE 0 END) AS BIGINT), \
         CAST(SUM(CASE WHEN day < ${c} THEN owed ELSE 0 END) AS BIGINT), \
         MIN(day) \
         FROM owings WHERE customer_id IN ({marks}){branch} GROUP BY customer_id",
        a = n + 1,
        b = n + 2,
        c = n + 3,
    );
    let mut q = sqlx::query_as::<_, (i64, i64, i64, i64, i64, String)>(AssertSqlSafe(sql));
    for id in &ids {
        q = q.bind(*id);
    }
    if let Some(b) = branche_id {
        q = q.bind(b);
    }
    // The oldest debt's local day, as the ages count (the tally keeps its UTC instant: between
    // midnight at the branch and midnight UTC the two days differ).
    let ages: BTreeMap<i64, ([i64; 4], String)> = q
        .bind(since(30))
        .bind(since(60))
        .bind(since(90))
        .fetch_all(db.pool())
        .await?
        .into_iter()
        .map(|(customer, a, b, c, d, oldest)| (customer, ([a, b, c, d], oldest)))
        .collect();
    Ok(heads
        .into_iter()
        .map(|(customer_id, name, tel, expeditions, debt, oldest)| {
            let (ages, oldest) = match ages.get(&customer_id) {
                Some((ages, day)) => (*ages, day.clone()),
                None => ([0; 4], oldest.chars().take(10).collect()),
            };
            Receivable {
                customer_id,
                name,
                tel,
                expeditions,
                debt,
                oldest,
                ages,
            }
        })
        .collect())
}

/// What is owed now by age of the expeditions and tickets, on `today`: the last 90 days from
/// `expedition_days` and `billet_days` (one row each, added up in SQL), the rest from the 'owed'
/// tallies.
pub async fn owed_by_age(
    db: &Db,
    branche_id: Option<i64>,
    today: time::Date,
) -> Result<[i64; 4], sqlx::Error> {
    let ago = |days: i64| crate::domain::period::iso(today - time::Duration::days(days));
    let mut w = Where::new();
    w.ge_text("day", &ago(90)).le_text("day", &ago(0));
    if let Some(b) = branche_id {
        w.eq_int("extension_id", b);
    }
    let n = w.args().len();
    let mut ages = [0i64; 4];
    for table in ["expedition_days", "billet_days"] {
        let sql = format!(
            "SELECT CAST(COALESCE(SUM(CASE WHEN day >= ${a} THEN billed - paid ELSE 0 END), 0) AS BIGINT), \
             CAST(COALESCE(SUM(CASE WHEN day < ${a} AND day >= ${b} THEN billed - paid ELSE 0 END), 0) AS BIGINT), \
             CAST(COALESCE(SUM(CASE WHEN day < ${b} THEN billed - paid ELSE 0 END), 0) AS BIGINT) \
             FROM {table}{}",
            w.sql(),
            a = n + 1,
            b = n + 2,
        );
        let (recent, middle, old): (i64, i64, i64) =
            bind_args!(sqlx::query_as(AssertSqlSafe(sql)), w.args())
                .bind(ago(30))
                .bind(ago(60))
                .fetch_one(db.pool())
                .await?;
        ages[0] += recent;
        ages[1] += middle;
        ages[2] += old;
    }
    ages[3] = owed(db, branche_id).await? - ages[0] - ages[1] - ages[2];
    Ok(ages)
}

// ---- commissions by beneficiary ----

#[derive(Clone, Debug, FromRow)]
pub struct BeneficiaryTotal {
    pub beneficer_id: i64,
    pub name: String,
    pub tel: Option<String>,
    pub shares: i64,
    pub amount: i64,
}

/// The commission shares in force dated in the scope, by beneficiary, the largest total first
/// (index `depenses_shares`, read alone).
pub async fn commissions(db: &Db, scope: &Scope) -> Result<Vec<BeneficiaryTotal>, sqlx::Error> {
    let branch = if scope.branche_id.is_some() {
        " AND d.branche_id = $3"
    } else {
        ""
    };
    let sql = format!(
        "SELECT t.beneficer_id, COALESCE(u.name, '') AS name, u.tel, t.shares, t.amount FROM \
         (SELECT d.beneficer_id, COUNT(*) AS shares, CAST(SUM(d.mount) AS BIGINT) AS amount \
         FROM depenses d WHERE d.kind = 'share' AND d.cancelled_at IS NULL \
         AND d.day >= $1 AND d.day <= $2{branch} GROUP BY d.beneficer_id) t \
         LEFT JOIN users u ON u.id = t.beneficer_id \
         ORDER BY t.amount DESC, t.beneficer_id"
    );
    let mut q = sqlx::query_as(AssertSqlSafe(sql))
        .bind(scope.from.clone())
        .bind(scope.to.clone());
    if let Some(b) = scope.branche_id {
        q = q.bind(b);
    }
    q.fetch_all(db.pool()).await
}

// ---- manifests ----

#[derive(Clone, Debug, FromRow)]
pub struct ManifestHead {
    pub id: i64,
    pub ref_manifest: String,
    pub day: String,
    pub status: String,
    pub origin_id: i64,
    pub destination_id: i64,
}

fn manifests_where(scope: &Scope) -> Where {
    let (start, end) = scope.instants();
    let mut w = Where::new();
    w.ge_text("created_at", &start).lt_text("created_at", &end);
    if let Some(b) = scope.branche_id {
        w.either_int("origin_id", "destination_id", b);
    }
    w
}

/// The manifests created in the scope (leaving from or arriving at its branch), oldest first, and
/// how many there are; with the result of each.
pub async fn manifests(
    db: &Db,
    scope: &Scope,
    limit: i64,
    offset: i64,
) -> Result<(Vec<(ManifestHead, ManifestResult)>, i64), sqlx::Error> {
    let w = manifests_where(scope);
    let count_sql = format!("SELECT COUNT(*) FROM manifests{}", w.sql());
    let total: i64 = bind_args!(sqlx::query_scalar(AssertSqlSafe(count_sql)), w.args())
        .fetch_one(db.pool())
        .await?;
    let n = w.args().len();
    let sql = format!(
        "SELECT id, ref_manifest, SUBSTR(created_at, 1, 10) AS day, status, origin_id, \
         destination_id FROM manifests{} \
         ORDER BY created_at, id LIMIT ${} OFFSET ${}",
        w.sql(),
        n + 1,
        n + 2
    );
    let heads: Vec<ManifestHead> = bind_args!(sqlx::query_as(AssertSqlSafe(sql)), w.args())
        .bind(limit)
        .bind(offset)
        .fetch_all(db.pool())
        .await?;
    let ids: Vec<i64> = heads.iter().map(|h| h.id).collect();
    let mut results = super::depenses::results(db, &ids).await?;
    Ok((
        heads
            .into_iter()
            .map(|h| {
                let result = results.remove(&h.id).unwrap_or_default();
                (h, result)
            })
            .collect(),
        total,
    ))
}

/// The result of all the manifests of the scope together.
pub async fn manifests_total(db: &Db, scope: &Scope) -> Result<ManifestResult, sqlx::Error> {
    let w = manifests_where(scope);
    let sql = format!(
        "SELECT CAST(COALESCE(SUM(r.revenue), 0) AS BIGINT) FROM manifest_revenue r \
         WHERE r.manifest_id IN (SELECT id FROM manifests{})",
        w.sql()
    );
    let cargo: i64 = bind_args!(sqlx::query_scalar(AssertSqlSafe(sql)), w.args())
        .fetch_one(db.pool())
        .await?;
    // The tickets' fares (a cancelled ticket keeps what was paid of it), through their index on
    // the manifest.
    let sql = format!(
        "SELECT CAST(COALESCE(SUM(CASE WHEN b.status = 'annule' THEN b.paid ELSE b.fare END), 0) \
         AS BIGINT) FROM billets b WHERE b.manifest_id IN (SELECT id FROM manifests{})",
        w.sql()
    );
    let fares: i64 = bind_args!(sqlx::query_scalar(AssertSqlSafe(sql)), w.args())
        .fetch_one(db.pool())
        .await?;
    let sql = format!(
        "SELECT d.kind, CAST(SUM(d.mount) AS BIGINT) FROM depenses d \
         WHERE d.manifeste_id IN (SELECT id FROM manifests{}) AND d.kind <> 'commission' \
         AND d.cancelled_at IS NULL GROUP BY d.kind",
        w.sql()
    );
    let mut commissions = 0;
    let mut expenses = 0;
    let rows: Vec<(String, i64)> = bind_args!(sqlx::query_as(AssertSqlSafe(sql)), w.args())
        .fetch_all(db.pool())
        .await?;
    for (kind, amount) in rows {
        if kind == "share" {
            commissions += amount;
        } else {
            expenses += amount;
        }
    }
    let mut result = ManifestResult::new(cargo + fares, commissions, expenses);
    result.fares = fares;
    Ok(result)
}

// ---- best clients ----

#[derive(Clone, Debug, Default, FromRow)]
pub struct ClientTotal {
    pub sender_id: i64,
    pub expeditions: i64,
    pub weight: i64,
    pub billed: i64,
    pub paid: i64,
    /// How many senders the scope has (the window count of the page's query).
    pub senders: i64,
    #[sqlx(skip)]
    pub name: String,
    #[sqlx(skip)]
    pub tel: Option<String>,
}

fn clients_where(scope: &Scope) -> Where {
    let (start, end) = scope.instants();
    let mut w = Where::new();
    w.ge_text("created_at", &start).lt_text("created_at", &end);
    if let Some(b) = scope.branche_id {
        w.eq_int("extension_id", b);
    }
    if let Some(r) = scope.route_id {
        w.eq_int("price_id", r);
    }
    w
}

/// The senders of the expeditions registered in the scope, the largest billed total first, and
/// how many senders there are. Reads the period's expeditions through an index on the day (and
/// branch or route): its cost grows with the period.
pub async fn clients(
    db: &Db,
    scope: &Scope,
    limit: i64,
    offset: i64,
) -> Result<(Vec<ClientTotal>, i64), sqlx::Error> {
    let w = clients_where(scope);
    let n = w.args().len();
    // `+sender_id`: SQLite would otherwise group along the index on the sender, skipping through
    // every sender's expeditions (a month: 74 ms instead of 30 ms at the reference scale).
    let group = match db.backend() {
        Backend::Sqlite => "+sender_id",
        Backend::Postgres => "sender_id",
    };
    let sql = format!(
        "SELECT sender_id, COUNT(*) AS expeditions, CAST(SUM(weight_entry) AS BIGINT) AS weight, \
         CAST(SUM(price) AS BIGINT) AS billed, CAST(SUM(paid) AS BIGINT) AS paid, \
         COUNT(*) OVER () AS senders FROM expeditions{} GROUP BY {group} \
         ORDER BY SUM(price) DESC, sender_id LIMIT ${} OFFSET ${}",
        w.sql(),
        n + 1,
        n + 2
    );
    let mut rows: Vec<ClientTotal> = bind_args!(sqlx::query_as(AssertSqlSafe(sql)), w.args())
        .bind(limit)
        .bind(offset)
        .fetch_all(db.pool())
        .await?;
    let mut total = rows.first().map_or(0, |r| r.senders);
    if rows.is_empty() && offset > 0 {
        // Past the last page: the number of senders still.
        let sql = format!(
            "SELECT COUNT(DISTINCT sender_id) FROM expeditions{}",
            w.sql()
        );
        total = bind_args!(sqlx::query_scalar(AssertSqlSafe(sql)), w.args())
            .fetch_one(db.pool())
            .await?;
    }
    if rows.is_empty() {
        return Ok((rows, total));
    }
    let marks = placeholders(1, rows.len());
    let sql = format!("SELECT id, name, tel FROM users WHERE id IN ({marks})");
    let mut q = sqlx::query_as::<_, (i64, String, Option<String>)>(AssertSqlSafe(sql));
    for r in &rows {
        q = q.bind(r.sender_id);
    }
    let names: BTreeMap<i64, (String, Option<String>)> = q
        .fetch_all(db.pool())
        .await?
        .into_iter()
        .map(|(id, name, tel)| (id, (name, tel)))
        .collect();
    for r in &mut rows {
        if let Some((name, tel)) = names.get(&r.sender_id) {
            r.name = name.clone();
            r.tel = tel.clone();
        }
    }
    Ok((rows, total))
}
