//! Payments (invoices) across expeditions, and what clients still owe.

use sqlx::{AssertSqlSafe, FromRow};

use super::{
    Db,
    list::{PageRequest, Paged, Where, fetch_page},
};

#[derive(Clone, Debug, FromRow)]
pub struct InvoiceRow {
    pub id: i64,
    pub ref_invoice: String,
    pub expedition_id: i64,
    pub ref_expedition: String,
    pub customer_id: i64,
    pub customer_name: String,
    pub extension_id: i64,
    pub extension_name: String,
    pub amount: i64,
    pub created_at: String,
    pub created_by: i64,
    pub creator_name: String,
    pub cancelled_at: Option<String>,
    pub cancelled_by: Option<i64>,
    pub canceller_name: Option<String>,
    pub cancel_reason: Option<String>,
}

const COLUMNS: &str = "i.id, i.ref_invoice, i.expedition_id, x.ref_expedition, \
     i.customer_id, c.name AS customer_name, i.extension_id, e.name AS extension_name, i.amount, \
     i.created_at, i.created_by, u.name AS creator_name, i.cancelled_at, i.cancelled_by, \
     cu.name AS canceller_name, i.cancel_reason";
const FROM: &str = "invoices i JOIN expeditions x ON x.id = i.expedition_id \
     JOIN users c ON c.id = i.customer_id JOIN extensions e ON e.id = i.extension_id \
     JOIN users u ON u.id = i.created_by LEFT JOIN users cu ON cu.id = i.cancelled_by";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Reference,
    Expedition,
    Customer,
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "ref_invoice" => SearchColumn::Reference,
            "expedition.ref_expedition" => SearchColumn::Expedition,
            "customer.name" => SearchColumn::Customer,
            _ => return None,
        })
    }

    fn expr(self) -> &'static str {
        match self {
            SearchColumn::Reference => "i.ref_invoice",
            SearchColumn::Expedition => "x.ref_expedition",
            SearchColumn::Customer => "c.name",
        }
    }
}

/// Which payments: taken from `from` (inclusive) to `until` (exclusive), RFC 3339 instants.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub from: Option<String>,
    pub until: Option<String>,
    pub extension_id: Option<i64>,
    /// `Some(false)`: only payments in force; `Some(true)`: only cancelled ones.
    pub cancelled: Option<bool>,
}

pub async fn find(db: &Db, id: i64) -> Result<Option<InvoiceRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE i.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// The payments of one expedition, oldest first.
pub async fn of_expedition(db: &Db, expedition_id: i64) -> Result<Vec<InvoiceRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE i.expedition_id = $1 ORDER BY i.id"
    )))
    .bind(expedition_id)
    .fetch_all(db.pool())
    .await
}

/// Payments newest first, and the total of those in force (cancelled payments are listed, marked,
/// but never counted).
pub async fn list(
    db: &Db,
    filter: &Filter,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<(Paged<InvoiceRow>, i64), sqlx::Error> {
    let mut condition = Where::new();
    if let Some(from) = &filter.from {
        condition.ge_text("i.created_at", from);
    }
    if let Some(until) = &filter.until {
        condition.lt_text("i.created_at", until);
    }
    if let Some(branch) = filter.extension_id {
        condition.eq_int("i.extension_id", branch);
    }
    if let Some((column, text)) = search {
        condition.contains(column.expr(), text);
    }
    match filter.cancelled {
        Some(false) => {
            condition.raw("i.cancelled_at IS NULL");
        }
        Some(true) => {
            condition.raw("i.cancelled_at IS NOT NULL");
        }
        None => {}
    }
    let mut in_force = condition.clone();
    in_force.raw("i.cancelled_at IS NULL");
    let total_amount = in_force.sum_bigint(db, "i.amount", FROM).await?;
    let page = fetch_page(
        db,
        COLUMNS,
        FROM,
        &condition,
        "i.created_at DESC, i.id DESC",
        page,
    )
    .await?;
    Ok((page, total_amount))
}

/// What one client owes.
#[derive(Clone, Debug, FromRow)]
pub struct Receivable {
    pub customer_id: i64,
    pub name: String,
    pub tel: Option<String>,
    pub expeditions: i64,
    pub debt: i64,
    pub oldest: String,
}

/// Clients with a debt, the one owing for the longest first.
pub async fn receivables(db: &Db, page: PageRequest) -> Result<Paged<Receivable>, sqlx::Error> {
    const OWED: &str = "FROM expeditions x JOIN users u ON u.id = x.sender_id \
         LEFT JOIN (SELECT expedition_id, CAST(SUM(amount) AS BIGINT) AS paid FROM invoices \
         WHERE cancelled_at IS NULL GROUP BY expedition_id) p ON p.expedition_id = x.id \
         WHERE x.price > COALESCE(p.paid, 0)";
    let total: i64 = sqlx::query_scalar(AssertSqlSafe(format!(
        "SELECT COUNT(DISTINCT x.sender_id) {OWED}"
    )))
    .fetch_one(db.pool())
    .await?;
    let items = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT x.sender_id AS customer_id, u.name, u.tel, COUNT(*) AS expeditions, \
         CAST(SUM(x.price - COALESCE(p.paid, 0)) AS BIGINT) AS debt, MIN(x.created_at) AS oldest \
         {OWED} GROUP BY x.sender_id, u.name, u.tel ORDER BY MIN(x.created_at), x.sender_id \
         LIMIT $1 OFFSET $2"
    )))
    .bind(page.per_page)
    .bind((page.page - 1) * page.per_page)
    .fetch_all(db.pool())
    .await?;
    Ok(Paged { items, total })
}
