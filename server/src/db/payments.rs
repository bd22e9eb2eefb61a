//! Payments (invoices) of expeditions and tickets alike — recorded, cancelled, listed — and what
//! clients still owe. The rules are `domain::payments`'s: this module locks what a payment pays,
//! asks them, and writes what they answer.

use sqlx::{AssertSqlSafe, FromRow};

use serde_json::json;

use super::{
    Db, Refused, Tx, Written,
    audit::Action,
    expeditions::{cents, reference},
    list::{Newest, PageRequest, Paged, Total, Where, reference_prefix},
    next_number, tallies,
};
use crate::domain::{
    payments::{self, Due, Payment, Refusal},
    tickets::Status,
};

#[derive(Clone, Debug, FromRow)]
pub struct InvoiceRow {
    pub id: i64,
    pub ref_invoice: String,
    /// The expedition or the ticket it pays (one of the two).
    pub expedition_id: Option<i64>,
    pub ref_expedition: Option<String>,
    pub billet_id: Option<i64>,
    pub ref_billet: Option<String>,
    pub subject: String,
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

// What a payment paid is named by its `subject`, which outlives an expedition or a ticket
// deleted once its payments were cancelled.
const COLUMNS: &str = "i.id, i.ref_invoice, i.expedition_id, \
     CASE WHEN i.subject LIKE 'EXP-%' THEN i.subject END AS ref_expedition, i.billet_id, \
     CASE WHEN i.subject LIKE 'BIL-%' THEN i.subject END AS ref_billet, i.subject, \
     i.customer_id, c.name AS customer_name, i.extension_id, e.name AS extension_name, i.amount, \
     i.created_at, i.created_by, u.name AS creator_name, i.cancelled_at, i.cancelled_by, \
     cu.name AS canceller_name, i.cancel_reason";
const FROM: &str = "invoices i \
     JOIN users c ON c.id = i.customer_id JOIN extensions e ON e.id = i.extension_id \
     JOIN users u ON u.id = i.created_by LEFT JOIN users cu ON cu.id = i.cancelled_by";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Reference,
    Expedition,
    Billet,
    Customer,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &[
        "ref_invoice",
        "expedition.ref_expedition",
        "billet.ref_billet",
        "customer.name",
    ];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "ref_invoice" => SearchColumn::Reference,
            "expedition.ref_expedition" => SearchColumn::Expedition,
            "billet.ref_billet" => SearchColumn::Billet,
            "customer.name" => SearchColumn::Customer,
            _ => return None,
        })
    }
}

const NEWEST: Newest = Newest {
    table: "invoices i",
    key: "i.created_at",
    id: "i.id",
    select: COLUMNS,
    from: FROM,
};

/// Which payments: taken from the day `from` (inclusive) to the day `until` (exclusive), each
/// payment on the day of its branch (`YYYY-MM-DD`; whole days: their totals are read from
/// `payment_days`).
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub from: Option<time::Date>,
    pub until: Option<time::Date>,
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

/// What a payment pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pays {
    Expedition(i64),
    Ticket(i64),
}

/// A payment about to be recorded, in the transaction that holds the lock of what it pays.
#[derive(Clone, Debug)]
pub struct NewPayment<'a> {
    /// Drawn from the `FAC` counter (with the expedition's number at registration).
    pub number: i64,
    pub pays: Pays,
    /// The reference of what it pays (`EXP-…`, `BIL-…`).
    pub subject: &'a str,
    pub customer_id: i64,
    /// The branch that took it: its day is the payment's.
    pub extension_id: i64,
    pub amount: i64,
    pub created_by: i64,
    pub created_at: &'a str,
}

/// Records a payment, of an expedition or a ticket alike, and its audit line; answers its id and
/// reference. The caller has checked it against what is owed and updates what was paid.
pub async fn record(tx: &mut Tx, payment: NewPayment<'_>) -> Result<(i64, String), sqlx::Error> {
    let ref_invoice = reference("FAC", payment.number);
    let day = super::extensions::local_day(tx, payment.extension_id, payment.created_at).await?;
    let (expedition_id, billet_id) = match payment.pays {
        Pays::Expedition(id) => (Some(id), None),
        Pays::Ticket(id) => (None, Some(id)),
    };
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO invoices (ref_invoice, expedition_id, billet_id, customer_id, extension_id, \
         amount, created_at, created_by, day, subject) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(&ref_invoice)
    .bind(expedition_id)
    .bind(billet_id)
    .bind(payment.customer_id)
    .bind(payment.extension_id)
    .bind(payment.amount)
    .bind(payment.created_at)
    .bind(payment.created_by)
    .bind(&day)
    .bind(payment.subject)
    .fetch_one(&mut **tx)
    .await?;
    let mut changes = json!({
        "ref_invoice": ref_invoice,
        "extensionId": payment.extension_id,
        "price": cents(payment.amount),
    });
    match payment.pays {
        Pays::Expedition(id) => changes["expeditionId"] = json!(id),
        Pays::Ticket(id) => {
            changes["billetId"] = json!(id);
            changes["ref_billet"] = json!(payment.subject);
        }
    }
    Action::Create
        .on("invoices", id, payment.created_by)
        .write(tx, changes)
        .await?;
    Ok((id, ref_invoice))
}

/// What a payment pays, locked: its reference, who owes it, the branch it belongs to, and what
/// is due.
struct Subject {
    reference: String,
    customer_id: i64,
    extension_id: i64,
    due: Due,
}

/// Locks an expedition or a ticket as its payments see it.
async fn lock_subject(db: &Db, tx: &mut Tx, of: Pays) -> Result<Option<Subject>, sqlx::Error> {
    let (sql, id) = match of {
        Pays::Expedition(id) => (
            "SELECT ref_expedition, sender_id, extension_id, price, paid, '' FROM expeditions \
             WHERE id = $1",
            id,
        ),
        Pays::Ticket(id) => (
            "SELECT ref_billet, customer_id, extension_id, fare, paid, status FROM billets \
             WHERE id = $1",
            id,
        ),
    };
    let row: Option<(String, i64, i64, i64, i64, String)> =
        sqlx::query_as(AssertSqlSafe(format!("{sql}{}", db.for_update())))
            .bind(id)
            .fetch_optional(&mut **tx)
            .await?;
    Ok(row.map(
        |(reference, customer_id, extension_id, price, paid, status)| Subject {
            reference,
            customer_id,
            extension_id,
            due: Due {
                price,
                paid,
                // A ticket's unknown status is taken as cancelled: it owes nothing more.
                cancelled: matches!(of, Pays::Ticket(_))
                    && Status::parse(&status).unwrap_or(Status::Annule) == Status::Annule,
            },
        },
    ))
}

/// Writes what is paid of an expedition or a ticket (a ticket's version moves with it).
async fn set_paid(tx: &mut Tx, of: Pays, paid: i64, now: &str) -> Result<(), sqlx::Error> {
    match of {
        Pays::Expedition(id) => {
            sqlx::query("UPDATE expeditions SET paid = $1 WHERE id = $2")
                .bind(paid)
                .bind(id)
                .execute(&mut **tx)
                .await?
        }
        Pays::Ticket(id) => {
            sqlx::query("UPDATE billets SET paid = $1, updated_at = $2 WHERE id = $3")
                .bind(paid)
                .bind(now)
                .bind(id)
                .execute(&mut **tx)
                .await?
        }
    };
    Ok(())
}

/// Records a later payment of `amount` cents of an expedition or a ticket, at most what it still
/// owes, at the branch of the person taking it (else the one it belongs to); answers its id.
pub async fn pay(
    db: &Db,
    of: Pays,
    amount: i64,
    extension_id: Option<i64>,
    created_by: i64,
) -> Written<i64, Refusal> {
    let mut tx = db.begin_write().await?;
    let subject = lock_subject(db, &mut tx, of).await?;
    let paid = payments::plan_payment(subject.as_ref().map(|s| s.due), amount).map_err(Refused)?;
    let Some(subject) = subject else {
        unreachable!("a payment planned has what it pays");
    };
    let now = db.now();
    let number = next_number(&mut tx, "FAC").await?;
    let (invoice, _) = record(
        &mut tx,
        NewPayment {
            number,
            pays: of,
            subject: &subject.reference,
            customer_id: subject.customer_id,
            extension_id: extension_id.unwrap_or(subject.extension_id),
            amount,
            created_by,
            created_at: &now,
        },
    )
    .await?;
    set_paid(&mut tx, of, paid, &now).await?;
    tx.commit().await?;
    Ok(invoice)
}

/// Cancels a payment: the row stays, marked with who cancelled it, when and why, and what it paid
/// is owed again. Locks what it pays first, as payments do, so the debt is decided in one place.
pub async fn cancel(db: &Db, invoice_id: i64, reason: &str, by: i64) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let pays: Option<(Option<i64>, Option<i64>)> =
        sqlx::query_as("SELECT expedition_id, billet_id FROM invoices WHERE id = $1")
            .bind(invoice_id)
            .fetch_optional(&mut *tx)
            .await?;
    let of = match pays {
        Some((Some(id), _)) => Some(Pays::Expedition(id)),
        Some((None, Some(id))) => Some(Pays::Ticket(id)),
        _ => None,
    };
    let subject = match of {
        Some(of) => lock_subject(db, &mut tx, of).await?,
        None => None,
    };
    let payment: Option<(String, i64, Option<String>)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT ref_invoice, amount, cancelled_at FROM invoices WHERE id = $1{}",
        db.for_update()
    )))
    .bind(invoice_id)
    .fetch_optional(&mut *tx)
    .await?;
    let plan = payments::plan_cancellation(
        payment.as_ref().map(|(_, amount, cancelled_at)| Payment {
            amount: *amount,
            cancelled: cancelled_at.is_some(),
        }),
        subject.as_ref().map(|s| s.due),
    )
    .map_err(Refused)?;
    let (Some(of), Some(subject), Some((ref_invoice, ..))) = (of, subject, payment) else {
        unreachable!("a cancellation planned has its payment and what it paid");
    };
    let now = db.now();
    sqlx::query(
        "UPDATE invoices SET cancelled_at = $1, cancelled_by = $2, cancel_reason = $3 \
         WHERE id = $4 AND cancelled_at IS NULL",
    )
    .bind(&now)
    .bind(by)
    .bind(reason)
    .bind(invoice_id)
    .execute(&mut *tx)
    .await?;
    set_paid(&mut tx, of, plan.paid, &now).await?;
    let mut changes = json!({
        "ref_invoice": ref_invoice,
        "price": cents(plan.gives_back),
        "reason": reason,
    });
    match of {
        Pays::Expedition(id) => {
            changes["expeditionId"] = json!(id);
            changes["ref_expedition"] = json!(subject.reference);
        }
        Pays::Ticket(id) => {
            changes["billetId"] = json!(id);
            changes["ref_billet"] = json!(subject.reference);
        }
    }
    Action::Cancel
        .on("invoices", invoice_id, by)
        .write(&mut tx, changes)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Cancels, in `tx`, every payment in force of what `of` names (already locked by the caller),
/// with `reason`: what a refunded ticket gives back. Each cancellation has its line in the
/// journal; what it paid becomes zero. Answers the cents given back.
pub async fn refund_all(
    tx: &mut Tx,
    of: Pays,
    reference: &str,
    reason: &str,
    by: i64,
) -> Result<i64, sqlx::Error> {
    let (column, id, named) = match of {
        Pays::Expedition(id) => ("expedition_id", id, "ref_expedition"),
        Pays::Ticket(id) => ("billet_id", id, "ref_billet"),
    };
    let in_force: Vec<(i64, String, i64)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT id, ref_invoice, amount FROM invoices \
         WHERE {column} = $1 AND cancelled_at IS NULL ORDER BY id"
    )))
    .bind(id)
    .fetch_all(&mut **tx)
    .await?;
    let now = tx.now();
    let mut given_back = 0;
    for (invoice_id, ref_invoice, amount) in in_force {
        sqlx::query(
            "UPDATE invoices SET cancelled_at = $1, cancelled_by = $2, cancel_reason = $3 \
             WHERE id = $4",
        )
        .bind(&now)
        .bind(by)
        .bind(reason)
        .bind(invoice_id)
        .execute(&mut **tx)
        .await?;
        given_back += amount;
        let mut changes =
            json!({"ref_invoice": ref_invoice, "price": cents(amount), "reason": reason});
        changes[named] = json!(reference);
        Action::Cancel
            .on("invoices", invoice_id, by)
            .write(tx, changes)
            .await?;
    }
    set_paid(tx, of, 0, &now).await?;
    Ok(given_back)
}

/// Moves an expedition or a ticket and its payments back to `at` (`soute demo`), each on its
/// branch's day then.
pub async fn backdate(tx: &mut Tx, of: Pays, at: &str) -> Result<(), sqlx::Error> {
    let (table, paid_by, id) = match of {
        Pays::Expedition(id) => ("expeditions", "expedition_id", id),
        Pays::Ticket(id) => ("billets", "billet_id", id),
    };
    let branch: i64 = sqlx::query_scalar(AssertSqlSafe(format!(
        "SELECT extension_id FROM {table} WHERE id = $1"
    )))
    .bind(id)
    .fetch_one(&mut **tx)
    .await?;
    let day = super::extensions::local_day(tx, branch, at).await?;
    sqlx::query(AssertSqlSafe(format!(
        "UPDATE {table} SET created_at = $1, updated_at = $1, day = $2 WHERE id = $3"
    )))
    .bind(at)
    .bind(&day)
    .bind(id)
    .execute(&mut **tx)
    .await?;
    let found: Vec<(i64, i64)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT id, extension_id FROM invoices WHERE {paid_by} = $1"
    )))
    .bind(id)
    .fetch_all(&mut **tx)
    .await?;
    for (invoice, branch) in found {
        let day = super::extensions::local_day(tx, branch, at).await?;
        sqlx::query("UPDATE invoices SET created_at = $1, day = $2 WHERE id = $3")
            .bind(at)
            .bind(&day)
            .bind(invoice)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// The payments of an expedition or a ticket follow it to whoever owes it now (its sender or
/// customer changed), so that the receivables and the payments' searches agree.
pub async fn follow_customer(tx: &mut Tx, of: Pays, customer_id: i64) -> Result<(), sqlx::Error> {
    let sql = match of {
        Pays::Expedition(_) => "UPDATE invoices SET customer_id = $1 WHERE expedition_id = $2",
        Pays::Ticket(_) => "UPDATE invoices SET customer_id = $1 WHERE billet_id = $2",
    };
    let (Pays::Expedition(id) | Pays::Ticket(id)) = of;
    sqlx::query(sql)
        .bind(customer_id)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Unlinks the (cancelled) payments of an expedition or ticket about to be deleted: they stay in
/// the journal, named by their `subject`.
pub async fn detach(tx: &mut Tx, of: Pays) -> Result<(), sqlx::Error> {
    let sql = match of {
        Pays::Expedition(_) => "UPDATE invoices SET expedition_id = NULL WHERE expedition_id = $1",
        Pays::Ticket(_) => "UPDATE invoices SET billet_id = NULL WHERE billet_id = $1",
    };
    let (Pays::Expedition(id) | Pays::Ticket(id)) = of;
    sqlx::query(sql).bind(id).execute(&mut **tx).await?;
    Ok(())
}

/// The payments of one ticket, oldest first.
pub async fn of_billet(db: &Db, billet_id: i64) -> Result<Vec<InvoiceRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE i.billet_id = $1 ORDER BY i.id"
    )))
    .bind(billet_id)
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
    // A branch's day lies within a day of UTC's: the instants bound the index range, the days
    // say which payments of its edges belong.
    if let Some(from) = filter.from {
        condition.ge_text(
            "i.created_at",
            &start_of(from.previous_day().unwrap_or(from)),
        );
        condition.ge_text("i.day", &from.to_string());
    }
    if let Some(until) = filter.until {
        condition.lt_text("i.created_at", &start_of(until.next_day().unwrap_or(until)));
        condition.lt_text("i.day", &until.to_string());
    }
    if let Some(branch) = filter.extension_id {
        condition.eq_int("i.extension_id", branch);
    }
    match search {
        Some((SearchColumn::Reference, text)) => {
            condition.starts_with("i.ref_invoice", &reference_prefix("FAC", text));
        }
        Some((SearchColumn::Expedition, text)) => {
            condition.in_prefixed(
                "i.expedition_id",
                "SELECT id FROM expeditions WHERE ref_expedition >= $a AND ref_expedition < $b",
                &reference_prefix("EXP", text),
            );
        }
        Some((SearchColumn::Billet, text)) => {
            condition.in_prefixed(
                "i.billet_id",
                "SELECT id FROM billets WHERE ref_billet >= $a AND ref_billet < $b",
                &reference_prefix("BIL", text),
            );
        }
        Some((SearchColumn::Customer, text)) => {
            condition.person_named("i.customer_id", db.backend(), text);
        }
        None => {}
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
    if search.is_none() {
        let (total, total_amount) = day_totals(db, filter).await?;
        let page = NEWEST
            .page(db, &condition, Total::Known(total), page)
            .await?;
        return Ok((page, total_amount));
    }
    let mut in_force = condition.clone();
    in_force.raw("i.cancelled_at IS NULL");
    let total_amount = in_force.sums(db, &["i.amount"], "invoices i").await?[0];
    let page = NEWEST.page(db, &condition, Total::Counted, page).await?;
    Ok((page, total_amount))
}

/// How many payments the filter keeps, and the total of those in force, added up from the days
/// of `payment_days` rather than read payment after payment.
async fn day_totals(db: &Db, filter: &Filter) -> Result<(i64, i64), sqlx::Error> {
    if filter.from.is_none() && filter.until.is_none() && filter.extension_id.is_none() {
        // All payments ever: kept as they are taken and cancelled.
        let [payments, cancelled, amount] =
            tallies::many(db, "invoices", &["", "/cancelled", "/amount"]).await?[..]
        else {
            unreachable!("three tallies asked, three answered")
        };
        return Ok(totals_of(filter, payments, cancelled, amount));
    }
    let mut days = Where::new();
    if let Some(from) = filter.from {
        days.ge_text("day", &from.to_string());
    }
    if let Some(until) = filter.until {
        days.lt_text("day", &until.to_string());
    }
    if let Some(branch) = filter.extension_id {
        days.eq_int("extension_id", branch);
    }
    let [payments, cancelled, amount] = days
        .sums(db, &["payments", "cancelled", "amount"], "payment_days")
        .await?[..]
    else {
        unreachable!("three sums asked, three answered")
    };
    Ok(totals_of(filter, payments, cancelled, amount))
}

/// How many payments the filter keeps, and the total of those in force.
fn totals_of(filter: &Filter, payments: i64, cancelled: i64, amount: i64) -> (i64, i64) {
    match filter.cancelled {
        None => (payments, amount),
        Some(false) => (payments - cancelled, amount),
        Some(true) => (cancelled, 0),
    }
}

/// Midnight UTC of a day, as stored.
fn start_of(day: time::Date) -> String {
    crate::clock::stamp(day.midnight().assume_utc())
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

/// Clients with a debt, the one owing for the longest first: read from `debts`, which the
/// expeditions' triggers keep (migration 0008).
pub async fn receivables(db: &Db, page: PageRequest) -> Result<Paged<Receivable>, sqlx::Error> {
    let total = tallies::get(db, "debts").await?;
    let items = sqlx::query_as(
        "SELECT d.customer_id, u.name, u.tel, d.expeditions, d.debt, d.oldest \
         FROM debts d JOIN users u ON u.id = d.customer_id \
         ORDER BY d.oldest, d.customer_id LIMIT $1 OFFSET $2",
    )
    .bind(page.per_page)
    .bind((page.page - 1) * page.per_page)
    .fetch_all(db.pool())
    .await?;
    Ok(Paged { items, total })
}
