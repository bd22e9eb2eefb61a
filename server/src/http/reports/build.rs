//! The dashboard and each report, built from db::reports' reads.

use std::collections::BTreeMap;

use serde_json::{Map, Value};
use time::Date;

use super::{
    Dashboard, DashboardPoint, DashboardRoute, ReportChart, page_of,
    table::{Cell, Column, Kind, Table, col},
};
use crate::{
    db::{
        Db,
        reports::{self, ExpeditionDay, Grouping, Scope},
    },
    domain::period::{GroupBy, Period, iso},
    messages::Lang,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    Revenue,
    Tonnage,
    Receivables,
    Commissions,
    Expenses,
    Manifests,
    Clients,
}

impl Report {
    pub fn parse(name: &str) -> Option<Report> {
        Some(match name {
            "revenue" => Report::Revenue,
            "tonnage" => Report::Tonnage,
            "receivables" => Report::Receivables,
            "commissions" => Report::Commissions,
            "expenses" => Report::Expenses,
            "manifests" => Report::Manifests,
            "clients" => Report::Clients,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Report::Revenue => "revenue",
            Report::Tonnage => "tonnage",
            Report::Receivables => "receivables",
            Report::Commissions => "commissions",
            Report::Expenses => "expenses",
            Report::Manifests => "manifests",
            Report::Clients => "clients",
        }
    }

    /// The file name's word (French, as the agency files them).
    pub fn slug(self) -> &'static str {
        match self {
            Report::Revenue => "revenus",
            Report::Tonnage => "tonnage",
            Report::Receivables => "creances",
            Report::Commissions => "commissions",
            Report::Expenses => "depenses",
            Report::Manifests => "manifestes",
            Report::Clients => "clients",
        }
    }

    /// The sheet's name in the workbook.
    pub fn sheet(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Report::Revenue, Lang::Fr) => "Revenus",
            (Report::Revenue, Lang::En) => "Revenue",
            (Report::Tonnage, _) => "Tonnage",
            (Report::Receivables, Lang::Fr) => "Créances",
            (Report::Receivables, Lang::En) => "Receivables",
            (Report::Commissions, _) => "Commissions",
            (Report::Expenses, Lang::Fr) => "Dépenses",
            (Report::Expenses, Lang::En) => "Expenses",
            (Report::Manifests, Lang::Fr) => "Manifestes",
            (Report::Manifests, Lang::En) => "Manifests",
            (Report::Clients, Lang::Fr) => "Meilleurs clients",
            (Report::Clients, Lang::En) => "Best clients",
        }
    }
}

// ---- dashboard ----

pub async fn dashboard(
    db: &Db,
    period: Period,
    branche_id: Option<i64>,
) -> Result<Dashboard, sqlx::Error> {
    let scope = Scope {
        from: iso(period.from),
        to: iso(period.to),
        branche_id,
        route_id: None,
    };
    let group = GroupBy::for_span(period.days());
    // The period's totals are the routes' (a few dozen rows), not another read.
    let by_route: BTreeMap<i64, ExpeditionDay> = reports::expeditions(db, &scope, Grouping::Route)
        .await?
        .into_iter()
        .map(|d| (d.price_id, d))
        .collect();
    let mut all = ExpeditionDay::default();
    by_route.values().for_each(|d| all.add(d));
    let by_pair = reports::tickets(db, &scope, Grouping::Route).await?;
    let mut tickets = reports::TicketDay::default();
    by_pair.iter().for_each(|t| tickets.add(t));
    let billed = reports::expeditions(db, &scope, Grouping::Bucket(group)).await?;
    let billed_tickets = reports::tickets(db, &scope, Grouping::Bucket(group)).await?;
    let payments = reports::payments(db, &scope, group).await?;
    let depenses = reports::depenses(db, &scope, Some(group)).await?;
    let debt_total = reports::owed(db, branche_id).await?;
    let routes = reports::routes(db).await?;
    let collected: i64 = payments.iter().map(|(_, a)| a).sum();
    let spent: i64 = depenses.iter().map(|d| d.amount).sum();

    // Tickets on their route (the first from their origin to their destination), or on their
    // own block when no route joins them.
    let mut tickets_by_route: BTreeMap<i64, (i64, i64)> = BTreeMap::new();
    let mut unrouted = Vec::new();
    for t in by_pair {
        let route = routes
            .iter()
            .filter(|r| r.origin_id == t.origin_id && r.destination_id == t.destination_id)
            .map(|r| r.id)
            .min();
        match route {
            Some(id) => {
                let entry = tickets_by_route.entry(id).or_default();
                entry.0 += t.tickets;
                entry.1 += t.billed;
            }
            None => unrouted.push(t),
        }
    }

    let mut points: BTreeMap<String, [i64; 3]> = period
        .buckets(group)
        .iter()
        .map(|d| (iso(*d), [0i64; 3]))
        .collect();
    let billed_days = billed
        .iter()
        .map(|d| (&d.day, d.billed))
        .chain(billed_tickets.iter().map(|t| (&t.day, t.billed)));
    for (day, amount) in billed_days {
        if let Some(p) = points.get_mut(day) {
            p[0] += amount;
        }
    }
    for (day, amount) in &payments {
        if let Some(p) = points.get_mut(day) {
            p[1] += amount;
        }
    }
    for d in &depenses {
        if let Some(p) = points.get_mut(&d.key) {
            p[2] += d.amount;
        }
    }

    let mut blocks: Vec<DashboardRoute> = routes
        .into_iter()
        .filter(|r| {
            by_route.contains_key(&r.id)
                || tickets_by_route.contains_key(&r.id)
                || (r.active == 1 && branche_id.is_none_or(|b| r.origin_id == b))
        })
        .map(|r| {
            let d = by_route.get(&r.id).cloned().unwrap_or_default();
            let (tickets, fares) = tickets_by_route.get(&r.id).copied().unwrap_or_default();
            DashboardRoute {
                route_id: r.id,
                route: r.name,
                origin_id: r.origin_id,
                destination_id: r.destination_id,
                expeditions: d.expeditions,
                pieces: d.pieces,
                kg: d.weight,
                stock_pieces: d.stock_pieces,
                stock_kg: d.stock_weight,
                waybill_pieces: d.waybill_pieces,
                waybill_kg: d.waybill_weight,
                shipped_pieces: d.shipped_pieces,
                shipped_kg: d.shipped_weight,
                tickets,
                income: d.billed + fares,
            }
        })
        .collect();
    if !unrouted.is_empty() {
        let branches = reports::branch_names(db).await?;
        let name = |id: i64| branches.get(&id).cloned().unwrap_or_default();
        blocks.extend(unrouted.into_iter().map(|t| DashboardRoute {
            route_id: 0,
            route: format!("{} → {}", name(t.origin_id), name(t.destination_id)),
            origin_id: t.origin_id,
            destination_id: t.destination_id,
            expeditions: 0,
            pieces: 0,
            kg: 0,
            stock_pieces: 0,
            stock_kg: 0,
            waybill_pieces: 0,
            waybill_kg: 0,
            shipped_pieces: 0,
            shipped_kg: 0,
            tickets: t.tickets,
            income: t.billed,
        }));
    }

    Ok(Dashboard {
        from: scope.from,
        to: scope.to,
        today: String::new(),
        branche_id,
        group_by: group.as_str().to_string(),
        billed: all.billed + tickets.billed,
        collected,
        spent,
        cash: collected - spent,
        debt: all.billed - all.paid + tickets.billed - tickets.paid,
        debt_total,
        expeditions: all.expeditions,
        tickets: tickets.tickets,
        routes: blocks,
        series: points
            .into_iter()
            .map(|(date, [billed, collected, spent])| DashboardPoint {
                date,
                billed,
                collected,
                spent,
            })
            .collect(),
    })
}

fn parse_day(day: &str) -> Option<Date> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    Date::parse(day.get(..10)?, format).ok()
}

// ---- reports ----

/// A report built: its table (a page of rows, or every row for a file), how many rows it has in
/// all, and its chart.
pub struct Built {
    pub table: Table,
    pub total: i64,
    pub chart: Option<ReportChart>,
}

/// Rows fetched at once when a file needs every row of a report read page by page.
const BATCH: i64 = 500;

/// The page asked for, or (for a file) every page, read `BATCH` rows at a time; with the number
/// of rows `fetch` answers.
async fn pages<T, F, Fut>(
    paging: Option<(i64, i64)>,
    mut fetch: F,
) -> Result<(Vec<T>, i64), sqlx::Error>
where
    F: FnMut(i64, i64) -> Fut,
    Fut: std::future::Future<Output = Result<(Vec<T>, i64), sqlx::Error>>,
{
    if let Some((limit, offset)) = paging {
        return fetch(limit, offset).await;
    }
    let mut all = Vec::new();
    loop {
        let (batch, count) = fetch(BATCH, all.len() as i64).await?;
        let done = (batch.len() as i64) < BATCH;
        all.extend(batch);
        if done {
            return Ok((all, count));
        }
    }
}

pub async fn report(
    db: &Db,
    report: Report,
    scope: &Scope,
    group: GroupBy,
    today: Date,
    paging: Option<(i64, i64)>,
    lang: Lang,
) -> Result<Built, sqlx::Error> {
    match report {
        Report::Revenue => revenue(db, scope, group, paging).await,
        Report::Tonnage => tonnage(db, scope, paging).await,
        Report::Receivables => receivables(db, scope, today, paging).await,
        Report::Commissions => commissions(db, scope, paging).await,
        Report::Expenses => expenses(db, scope, paging, lang).await,
        Report::Manifests => manifests(db, scope, paging, lang).await,
        Report::Clients => clients(db, scope, paging).await,
    }
}

fn total(key: &'static str, value: i64) -> (&'static str, Option<i64>) {
    (key, Some(value))
}

/// The chart's rows: for each row, its `index` cell and the `series` cells, in JSON units.
fn chart(
    table: &Table,
    rows: &[Vec<Cell>],
    kind: &str,
    index: &'static str,
    series: &[&'static str],
) -> ReportChart {
    let data = rows
        .iter()
        .map(|row| {
            let json = table.row_json(row);
            let mut map = Map::new();
            for key in std::iter::once(&index).chain(series) {
                map.insert(
                    key.to_string(),
                    json.get(*key).cloned().unwrap_or(Value::Null),
                );
            }
            Value::Object(map)
        })
        .collect();
    ReportChart {
        kind: kind.to_string(),
        index: index.to_string(),
        series: series.iter().map(|s| s.to_string()).collect(),
        data,
    }
}

fn route_name(routes: &[reports::Route], id: i64) -> String {
    routes
        .iter()
        .find(|r| r.id == id)
        .map_or_else(|| format!("#{id}"), |r| r.name.clone())
}

const REVENUE: &[Column] = &[
    col("period", "Période", "Period", Kind::Date),
    col("branche", "Agence", "Branch", Kind::Text),
    col("route", "Trajet", "Route", Kind::Text),
    col("expeditions", "Expéditions", "Shipments", Kind::Count),
    col("kg", "Poids (kg)", "Weight (kg)", Kind::Kg),
    col("tickets", "Billets", "Tickets", Kind::Count),
    col("billed", "Facturé", "Billed", Kind::Money),
    col("paid", "Payé", "Paid", Kind::Money),
    col("debt", "Dette", "Debt", Kind::Money),
];

/// What was billed by day, week or month, per branch and route: expeditions (`expedition_days`)
/// and tickets (`billet_days`).
async fn revenue(
    db: &Db,
    scope: &Scope,
    group: GroupBy,
    paging: Option<(i64, i64)>,
) -> Result<Built, sqlx::Error> {
    let (limit, offset) = paging.unwrap_or((i64::MAX, 0));
    let (found, count) = reports::revenue_rows(db, scope, group, limit, offset).await?;
    // The totals and the chart's series from one read of each kind by bucket.
    let mut all = ExpeditionDay::default();
    let mut tickets = reports::TicketDay::default();
    let mut periods: BTreeMap<String, (i64, i64)> = BTreeMap::new();
    for d in reports::expeditions(db, scope, Grouping::Bucket(group)).await? {
        all.add(&d);
        let entry = periods.entry(d.day).or_default();
        entry.0 += d.billed;
        entry.1 += d.paid;
    }
    for t in reports::tickets(db, scope, Grouping::Bucket(group)).await? {
        tickets.add(&t);
        let entry = periods.entry(t.day).or_default();
        entry.0 += t.billed;
        entry.1 += t.paid;
    }
    let rows: Vec<Vec<Cell>> = found
        .into_iter()
        .map(|r| {
            vec![
                Cell::text(r.day),
                Cell::text(r.branche),
                Cell::text(r.route),
                Cell::n(r.expeditions),
                Cell::n(r.weight),
                Cell::n(r.tickets),
                Cell::n(r.billed),
                Cell::n(r.paid),
                Cell::n(r.billed - r.paid),
            ]
        })
        .collect();
    let period = Period {
        from: parse_day(&scope.from).unwrap_or(Date::MIN),
        to: parse_day(&scope.to).unwrap_or(Date::MIN),
    };
    let series: Vec<Vec<Cell>> = period
        .buckets(group)
        .into_iter()
        .map(|start| {
            let (billed, paid) = periods.get(&iso(start)).copied().unwrap_or_default();
            vec![
                Cell::text(iso(start)),
                Cell::Text(None),
                Cell::Text(None),
                Cell::Number(None),
                Cell::Number(None),
                Cell::Number(None),
                Cell::n(billed),
                Cell::n(paid),
                Cell::n(billed - paid),
            ]
        })
        .collect();
    let billed = all.billed + tickets.billed;
    let paid = all.paid + tickets.paid;
    let table = Table {
        columns: REVENUE,
        rows,
        totals: vec![
            total("expeditions", all.expeditions),
            total("kg", all.weight),
            total("tickets", tickets.tickets),
            total("billed", billed),
            total("paid", paid),
            total("debt", billed - paid),
        ],
    };
    let chart = chart(&table, &series, "line", "period", &["billed", "paid"]);
    Ok(Built {
        table,
        total: count,
        chart: Some(chart),
    })
}

const TONNAGE: &[Column] = &[
    col("route", "Trajet", "Route", Kind::Text),
    col("expeditions", "Expéditions", "Shipments", Kind::Count),
    col("pieces", "Pièces", "Pieces", Kind::Count),
    col("kg", "Poids (kg)", "Weight (kg)", Kind::Kg),
    col("stockKg", "En stock (kg)", "In stock (kg)", Kind::Kg),
    col(
        "waybillKg",
        "Sur bordereau (kg)",
        "On waybills (kg)",
        Kind::Kg,
    ),
    col("shippedKg", "Expédié (kg)", "Shipped (kg)", Kind::Kg),
];

/// Per route, the weight registered in the period and where it is now.
async fn tonnage(db: &Db, scope: &Scope, paging: Option<(i64, i64)>) -> Result<Built, sqlx::Error> {
    let routes = reports::routes(db).await?;
    let mut by_route: BTreeMap<String, ExpeditionDay> = BTreeMap::new();
    let mut all = ExpeditionDay::default();
    for d in reports::expeditions(db, scope, Grouping::Route).await? {
        by_route
            .entry(route_name(&routes, d.price_id))
            .or_default()
            .add(&d);
        all.add(&d);
    }
    let rows: Vec<Vec<Cell>> = by_route
        .into_iter()
        .map(|(route, d)| {
            vec![
                Cell::text(route),
                Cell::n(d.expeditions),
                Cell::n(d.pieces),
                Cell::n(d.weight),
                Cell::n(d.stock_weight),
                Cell::n(d.waybill_weight),
                Cell::n(d.shipped_weight),
            ]
        })
        .collect();
    let count = rows.len() as i64;
    let mut table = Table {
        columns: TONNAGE,
        rows: Vec::new(),
        totals: vec![
            total("expeditions", all.expeditions),
            total("pieces", all.pieces),
            total("kg", all.weight),
            total("stockKg", all.stock_weight),
            total("waybillKg", all.waybill_weight),
            total("shippedKg", all.shipped_weight),
        ],
    };
    let chart = chart(
        &table,
        &rows,
        "stacked",
        "route",
        &["stockKg", "waybillKg", "shippedKg"],
    );
    table.rows = page_of(rows, paging);
    Ok(Built {
        table,
        total: count,
        chart: Some(chart),
    })
}

const RECEIVABLES: &[Column] = &[
    col("client", "Client", "Client", Kind::Text),
    col("tel", "Téléphone", "Phone", Kind::Text),
    col(
        "expeditions",
        "Expéditions et billets dus",
        "Shipments and tickets owed",
        Kind::Count,
    ),
    col("age0_30", "0–30 jours", "0–30 days", Kind::Money),
    col("age31_60", "31–60 jours", "31–60 days", Kind::Money),
    col("age61_90", "61–90 jours", "61–90 days", Kind::Money),
    col("age90", "Plus de 90 jours", "Over 90 days", Kind::Money),
    col("debt", "Dette", "Debt", Kind::Money),
    col("oldest", "Plus ancienne", "Oldest", Kind::Date),
];

/// What each client owes today, by age of the expeditions and tickets, the largest debt first.
async fn receivables(
    db: &Db,
    scope: &Scope,
    today: Date,
    paging: Option<(i64, i64)>,
) -> Result<Built, sqlx::Error> {
    let count = reports::receivable_count(db, scope.branche_id).await?;
    let (found, _) = pages(paging, |limit, offset| async move {
        let found = reports::receivables(db, scope.branche_id, today, limit, offset).await?;
        Ok((found, count))
    })
    .await?;
    let ages = reports::owed_by_age(db, scope.branche_id, today).await?;
    let rows: Vec<Vec<Cell>> = found
        .into_iter()
        .map(|r| {
            vec![
                Cell::text(r.name),
                Cell::Text(r.tel),
                Cell::n(r.expeditions),
                Cell::n(r.ages[0]),
                Cell::n(r.ages[1]),
                Cell::n(r.ages[2]),
                Cell::n(r.ages[3]),
                Cell::n(r.debt),
                Cell::text(r.oldest),
            ]
        })
        .collect();
    let table = Table {
        columns: RECEIVABLES,
        rows,
        totals: vec![
            total("age0_30", ages[0]),
            total("age31_60", ages[1]),
            total("age61_90", ages[2]),
            total("age90", ages[3]),
            total("debt", ages.iter().sum()),
        ],
    };
    let first: Vec<Vec<Cell>> = table.rows.iter().take(10).cloned().collect();
    let chart = chart(
        &table,
        &first,
        "stacked",
        "client",
        &["age0_30", "age31_60", "age61_90", "age90"],
    );
    Ok(Built {
        table,
        total: count,
        chart: Some(chart),
    })
}

const COMMISSIONS: &[Column] = &[
    col("beneficiary", "Bénéficiaire", "Beneficiary", Kind::Text),
    col("tel", "Téléphone", "Phone", Kind::Text),
    col("shares", "Parts", "Shares", Kind::Count),
    col("amount", "Montant", "Amount", Kind::Money),
];

/// The commission shares dated in the period, by beneficiary.
async fn commissions(
    db: &Db,
    scope: &Scope,
    paging: Option<(i64, i64)>,
) -> Result<Built, sqlx::Error> {
    let found = reports::commissions(db, scope).await?;
    let shares = found.iter().map(|b| b.shares).sum();
    let amount = found.iter().map(|b| b.amount).sum();
    let rows: Vec<Vec<Cell>> = found
        .into_iter()
        .map(|b| {
            vec![
                Cell::text(b.name),
                Cell::Text(b.tel),
                Cell::n(b.shares),
                Cell::n(b.amount),
            ]
        })
        .collect();
    let count = rows.len() as i64;
    let mut table = Table {
        columns: COMMISSIONS,
        rows: Vec::new(),
        totals: vec![total("shares", shares), total("amount", amount)],
    };
    let first: Vec<Vec<Cell>> = rows.iter().take(10).cloned().collect();
    let chart = chart(&table, &first, "bar", "beneficiary", &["amount"]);
    table.rows = page_of(rows, paging);
    Ok(Built {
        table,
        total: count,
        chart: Some(chart),
    })
}

const EXPENSES: &[Column] = &[
    col("type", "Type", "Type", Kind::Text),
    col("manifest", "Sur manifeste", "On manifests", Kind::Text),
    col("depenses", "Dépenses", "Expenses", Kind::Count),
    col("amount", "Montant", "Amount", Kind::Money),
];

/// Shares and expenses dated in the period, by type (from `depense_days`).
async fn expenses(
    db: &Db,
    scope: &Scope,
    paging: Option<(i64, i64)>,
    lang: Lang,
) -> Result<Built, sqlx::Error> {
    let types = reports::type_names(db).await?;
    let mut by_type: BTreeMap<i64, (i64, i64)> = BTreeMap::new();
    for d in reports::depenses(db, scope, None).await? {
        let t = by_type
            .entry(d.key.parse().unwrap_or_default())
            .or_default();
        t.0 += d.depenses;
        t.1 += d.amount;
    }
    let mut sorted: Vec<(i64, (i64, i64))> = by_type.into_iter().collect();
    sorted.sort_by(|a, b| b.1.1.cmp(&a.1.1).then(a.0.cmp(&b.0)));
    let (count_all, amount_all) = sorted
        .iter()
        .fold((0, 0), |(c, a), (_, (n, m))| (c + n, a + m));
    let rows: Vec<Vec<Cell>> = sorted
        .into_iter()
        .map(|(id, (n, amount))| {
            let (name, manifest) = types.get(&id).cloned().unwrap_or_default();
            let yes_no = match (manifest, lang) {
                (true, Lang::Fr) => "Oui",
                (false, Lang::Fr) => "Non",
                (true, Lang::En) => "Yes",
                (false, Lang::En) => "No",
            };
            vec![
                Cell::text(name),
                Cell::text(yes_no),
                Cell::n(n),
                Cell::n(amount),
            ]
        })
        .collect();
    let count = rows.len() as i64;
    let mut table = Table {
        columns: EXPENSES,
        rows: Vec::new(),
        totals: vec![total("depenses", count_all), total("amount", amount_all)],
    };
    let chart = chart(&table, &rows, "bar", "type", &["amount"]);
    table.rows = page_of(rows, paging);
    Ok(Built {
        table,
        total: count,
        chart: Some(chart),
    })
}

const MANIFESTS: &[Column] = &[
    col("ref", "Manifeste", "Manifest", Kind::Text),
    col("date", "Date", "Date", Kind::Date),
    col("route", "Trajet", "Route", Kind::Text),
    col("status", "Statut", "Status", Kind::Text),
    col("revenue", "Revenu", "Revenue", Kind::Money),
    col("fares", "Dont billets", "Of which tickets", Kind::Money),
    col("commissions", "Commissions", "Commissions", Kind::Money),
    col("expenses", "Dépenses", "Expenses", Kind::Money),
    col("margin", "Marge", "Margin", Kind::Money),
    col("marginPercent", "Marge %", "Margin %", Kind::Percent),
];

/// The result of each manifest created in the period (leaving from or arriving at the branch).
async fn manifests(
    db: &Db,
    scope: &Scope,
    paging: Option<(i64, i64)>,
    lang: Lang,
) -> Result<Built, sqlx::Error> {
    let branches = reports::branch_names(db).await?;
    let (found, count) = pages(paging, |limit, offset| {
        reports::manifests(db, scope, limit, offset)
    })
    .await?;
    let sum = reports::manifests_total(db, scope).await?;
    let name = |id: i64| branches.get(&id).cloned().unwrap_or_default();
    let rows: Vec<Vec<Cell>> = found
        .into_iter()
        .map(|(m, r)| {
            let status = match (m.status.as_str(), lang) {
                ("EnCours", Lang::Fr) => "En préparation",
                ("EnCours", Lang::En) => "In preparation",
                (_, Lang::Fr) => "Validé",
                (_, Lang::En) => "Validated",
            };
            vec![
                Cell::text(m.ref_manifest),
                Cell::text(m.day),
                Cell::text(format!(
                    "{} - {}",
                    name(m.origin_id),
                    name(m.destination_id)
                )),
                Cell::text(status),
                Cell::n(r.revenue),
                Cell::n(r.fares),
                Cell::n(r.commissions),
                Cell::n(r.expenses),
                Cell::n(r.margin),
                Cell::Number(r.margin_permille),
            ]
        })
        .collect();
    Ok(Built {
        table: Table {
            columns: MANIFESTS,
            rows,
            totals: vec![
                total("revenue", sum.revenue),
                total("fares", sum.fares),
                total("commissions", sum.commissions),
                total("expenses", sum.expenses),
                total("margin", sum.margin),
                ("marginPercent", sum.margin_permille),
            ],
        },
        total: count,
        chart: None,
    })
}

const CLIENTS: &[Column] = &[
    col("client", "Client", "Client", Kind::Text),
    col("tel", "Téléphone", "Phone", Kind::Text),
    col("expeditions", "Expéditions", "Shipments", Kind::Count),
    col("kg", "Poids (kg)", "Weight (kg)", Kind::Kg),
    col("billed", "Facturé", "Billed", Kind::Money),
    col("paid", "Payé", "Paid", Kind::Money),
    col("debt", "Dette", "Debt", Kind::Money),
];

/// The senders of the period's expeditions, the largest billed total first.
async fn clients(db: &Db, scope: &Scope, paging: Option<(i64, i64)>) -> Result<Built, sqlx::Error> {
    let (found, count) = pages(paging, |limit, offset| {
        reports::clients(db, scope, limit, offset)
    })
    .await?;
    let all = reports::expeditions(db, scope, Grouping::All)
        .await?
        .pop()
        .unwrap_or_default();
    let rows: Vec<Vec<Cell>> = found
        .into_iter()
        .map(|c| {
            vec![
                Cell::text(c.name),
                Cell::Text(c.tel),
                Cell::n(c.expeditions),
                Cell::n(c.weight),
                Cell::n(c.billed),
                Cell::n(c.paid),
                Cell::n(c.billed - c.paid),
            ]
        })
        .collect();
    let table = Table {
        columns: CLIENTS,
        rows,
        totals: vec![
            total("expeditions", all.expeditions),
            total("kg", all.weight),
            total("billed", all.billed),
            total("paid", all.paid),
            total("debt", all.billed - all.paid),
        ],
    };
    let first: Vec<Vec<Cell>> = table.rows.iter().take(10).cloned().collect();
    let chart = chart(&table, &first, "bar", "client", &["billed"]);
    Ok(Built {
        table,
        total: count,
        chart: Some(chart),
    })
}
