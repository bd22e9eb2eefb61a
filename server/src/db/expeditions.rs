//! Expeditions, their parcels (packags) and contents, and their payments (invoices).
//!
//! Every write is one transaction begun for writing, that locks the expedition it changes and
//! re-checks, inside the lock, what allows the change (nothing moved, the edit is not stale, the
//! payment fits the debt).

use std::collections::BTreeMap;

use sqlx::{AssertSqlSafe, FromRow};

use serde_json::{Value, json};

use super::{
    Db, Refused, Tx, Written,
    articles::ArticleName,
    audit::{self, Action},
    list::{
        self, Arg, Newest, PageRequest, Paged, TabCount, Total, Where, insert_many,
        reference_prefix,
    },
    next_number, next_numbers,
    payments::{self, InvoiceRow, NewPayment, Pays},
    tallies,
    users::User,
};
use crate::domain::freight::{Buckets, ExpeditionStatus, Standing};

/// An expedition with its paid total and the names shown in lists.
#[derive(Clone, Debug, FromRow)]
pub struct ExpeditionRow {
    pub id: i64,
    pub ref_expedition: String,
    pub extension_id: i64,
    pub sender_id: i64,
    pub recipient_id: i64,
    pub price_id: i64,
    pub price_per_kg: i64,
    pub price: i64,
    pub cash: i64,
    pub quantity_entry: i64,
    pub weight_entry: i64,
    pub quantity_restant: i64,
    pub weight_restant: i64,
    pub quantity_waybill: i64,
    pub weight_waybill: i64,
    pub quantity_manifeste: i64,
    pub weight_manifeste: i64,
    pub status: String,
    pub created_at: String,
    pub updated_at: String,
    pub created_by: i64,
    pub paid: i64,
    pub sender_name: String,
    pub sender_tel: Option<String>,
    pub recipient_name: String,
    pub recipient_tel: Option<String>,
    pub origin_name: String,
    pub route_name: String,
}

const EXPEDITION_COLUMNS: &str = "x.id, x.ref_expedition, x.extension_id, x.sender_id, \
     x.recipient_id, x.price_id, x.price_per_kg, x.price, x.cash, x.quantity_entry, x.weight_entry, \
     x.quantity_restant, x.weight_restant, x.quantity_waybill, x.weight_waybill, \
     x.quantity_manifeste, x.weight_manifeste, x.status, x.created_at, x.updated_at, x.created_by, \
     x.paid, \
     s.name AS sender_name, s.tel AS sender_tel, r.name AS recipient_name, r.tel AS recipient_tel, \
     o.name AS origin_name, pr.name AS route_name";
const EXPEDITION_FROM: &str = "expeditions x JOIN users s ON s.id = x.sender_id \
     JOIN users r ON r.id = x.recipient_id JOIN extensions o ON o.id = x.extension_id \
     JOIN prices pr ON pr.id = x.price_id";

/// A parcel, with the name and phone of its recipient.
#[derive(Clone, Debug, FromRow)]
pub struct PackagRow {
    pub id: i64,
    pub ref_packag: String,
    pub expedition_id: i64,
    pub line_no: i64,
    pub unit_weight: i64,
    pub quantity_entry: i64,
    pub weight_entry: i64,
    pub quantity_restant: i64,
    pub weight_restant: i64,
    pub quantity_waybill: i64,
    pub weight_waybill: i64,
    pub quantity_manifeste: i64,
    pub weight_manifeste: i64,
    pub amount: i64,
    pub manual_amount: i64,
    pub description: Option<String>,
    pub recipient_id: i64,
    pub recipient_name: String,
    pub recipient_tel: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

const PACKAG_COLUMNS: &str = "p.id, p.ref_packag, p.expedition_id, p.line_no, p.unit_weight, \
     p.quantity_entry, p.weight_entry, p.quantity_restant, p.weight_restant, p.quantity_waybill, \
     p.weight_waybill, p.quantity_manifeste, p.weight_manifeste, p.amount, p.manual_amount, \
     p.description, p.recipient_id, pu.name AS recipient_name, pu.tel AS recipient_tel, \
     p.created_at, p.updated_at";

/// One article of a parcel's contents.
#[derive(Clone, Debug, FromRow)]
pub struct DetailRow {
    pub id: i64,
    pub packag_id: i64,
    pub article_id: i64,
    pub article_name: String,
    pub typearticle_id: Option<i64>,
    pub type_name: Option<String>,
    pub quantity: i64,
    pub stock: i64,
    pub expedie: i64,
}

/// A line of the expedition form, checked and priced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub quantity: i64,
    pub unit_weight: i64,
    pub amount: i64,
    pub manual_amount: bool,
    pub description: Option<String>,
    pub recipient_id: i64,
    /// (article, quantity), one entry per article.
    pub contents: Vec<(i64, i64)>,
}

/// An expedition as registered or edited, checked and priced.
#[derive(Clone, Debug)]
pub struct Registration {
    pub extension_id: i64,
    pub sender_id: i64,
    pub recipient_id: i64,
    pub price_id: i64,
    pub price_per_kg: i64,
    /// As typed (cents), -1 for "paid in full".
    pub cash: i64,
    /// Paid at registration (cents).
    pub paid: i64,
    pub lines: Vec<Line>,
}

/// Totals of a registration. The HTTP layer checked every bound (DESIGN §2) before building it,
/// so these stay far below `i64::MAX`; they saturate rather than wrap all the same.
impl Registration {
    pub fn price(&self) -> i64 {
        self.lines
            .iter()
            .fold(0i64, |total, l| total.saturating_add(l.amount))
    }

    pub fn quantity(&self) -> i64 {
        self.lines
            .iter()
            .fold(0i64, |total, l| total.saturating_add(l.quantity))
    }

    pub fn weight(&self) -> i64 {
        self.lines.iter().fold(0i64, |total, l| {
            total.saturating_add(l.quantity.saturating_mul(l.unit_weight))
        })
    }
}

impl Registration {
    /// What the audit trail keeps of a registration or an edit (API units: dollars, kg).
    fn audit_fields(&self) -> Value {
        json!({
            "senderId": self.sender_id,
            "recipientId": self.recipient_id,
            "destinationId": self.price_id,
            "price": cents(self.price()),
            "quantity": self.quantity(),
            "weight": grams(self.weight()),
            "lines": self.lines.len(),
        })
    }
}

/// Cents as the API writes dollars.
pub fn cents(c: i64) -> Value {
    json!(c as f64 / 100.0)
}

/// Grams as the API writes kg.
pub fn grams(g: i64) -> Value {
    json!(g as f64 / 1000.0)
}

pub fn reference(kind: &str, number: i64) -> String {
    format!("{kind}-{number:06}")
}

/// What a registration wrote, besides the registration itself: enough, with the names its
/// checks read, to answer the expedition as a read would ([`Created::rows`]).
#[derive(Clone, Debug)]
pub struct Created {
    pub id: i64,
    pub ref_expedition: String,
    pub created_at: String,
    /// (parcel id, line number).
    pub packags: Vec<(i64, i64)>,
    /// (content id, parcel id, article id).
    pub contents: Vec<(i64, i64, i64)>,
    /// (invoice id, reference) of the payment made at registration.
    pub invoice: Option<(i64, String)>,
}

/// Registers an expedition, its parcels and contents, and the payment made at registration.
pub async fn create(db: &Db, reg: &Registration, created_by: i64) -> Result<Created, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    // The payment's number is drawn with the expedition's: one statement less while the other
    // writers wait.
    let (number, invoice_number) = if reg.paid > 0 {
        let numbers = next_numbers(&mut tx, &["EXP", "FAC"]).await?;
        (numbers[0], Some(numbers[1]))
    } else {
        (next_number(&mut tx, "EXP").await?, None)
    };
    let ref_expedition = reference("EXP", number);
    let now = db.now();
    let day = super::extensions::local_day(&mut tx, reg.extension_id, &now).await?;
    let (quantity, weight) = (reg.quantity(), reg.weight());
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO expeditions (ref_expedition, extension_id, sender_id, recipient_id, price_id, \
         price_per_kg, price, cash, quantity_entry, weight_entry, quantity_restant, weight_restant, \
         status, created_at, updated_at, created_by, paid, day) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9, $10, $11, $12, $12, $13, $14, $15) \
         RETURNING id",
    )
    .bind(&ref_expedition)
    .bind(reg.extension_id)
    .bind(reg.sender_id)
    .bind(reg.recipient_id)
    .bind(reg.price_id)
    .bind(reg.price_per_kg)
    .bind(reg.price())
    .bind(reg.cash)
    .bind(quantity)
    .bind(weight)
    .bind(ExpeditionStatus::EnStock.as_str())
    .bind(&now)
    .bind(created_by)
    .bind(reg.paid)
    .bind(&day)
    .fetch_one(&mut *tx)
    .await?;
    let (packags, contents) =
        insert_lines(&mut tx, id, &ref_expedition, &reg.lines, 1, &now).await?;
    let mut fields = reg.audit_fields();
    fields["ref_expedition"] = json!(ref_expedition);
    fields["extensionId"] = json!(reg.extension_id);
    fields["cash"] = if reg.cash < 0 {
        json!(-1)
    } else {
        cents(reg.cash)
    };
    Action::Create
        .on("expeditions", id, created_by)
        .write(&mut tx, fields)
        .await?;
    let invoice = match invoice_number {
        Some(number) => Some(
            payments::record(
                &mut tx,
                NewPayment {
                    number,
                    pays: Pays::Expedition(id),
                    subject: &ref_expedition,
                    customer_id: reg.sender_id,
                    extension_id: reg.extension_id,
                    amount: reg.paid,
                    created_by,
                    created_at: &now,
                },
            )
            .await?,
        ),
        None => None,
    };
    tx.commit().await?;
    Ok(Created {
        id,
        ref_expedition,
        created_at: now,
        packags,
        contents,
        invoice,
    })
}

/// The names a registration's answer shows, as its checks read them.
pub struct Names<'a> {
    /// The sender, the recipient and every line's recipient.
    pub people: &'a BTreeMap<i64, User>,
    pub creator: &'a User,
    pub origin_name: &'a str,
    pub route_name: &'a str,
    pub articles: &'a BTreeMap<i64, ArticleName>,
}

/// The rows of a new expedition, as [`find`], [`packags_of`], [`contents_of`] and
/// `payments::of_expedition` would read them.
pub struct Rows {
    pub expedition: ExpeditionRow,
    pub packags: Vec<PackagRow>,
    pub contents: Vec<DetailRow>,
    pub invoices: Vec<InvoiceRow>,
}

impl Created {
    /// The rows just written, without reading them back; `None` if a name is missing (the
    /// caller then reads them).
    pub fn rows(&self, reg: &Registration, names: &Names<'_>) -> Option<Rows> {
        let person = |id: i64| names.people.get(&id);
        let (sender, recipient) = (person(reg.sender_id)?, person(reg.recipient_id)?);
        let (quantity, weight) = (reg.quantity(), reg.weight());
        let now = &self.created_at;
        let expedition = ExpeditionRow {
            id: self.id,
            ref_expedition: self.ref_expedition.clone(),
            extension_id: reg.extension_id,
            sender_id: reg.sender_id,
            recipient_id: reg.recipient_id,
            price_id: reg.price_id,
            price_per_kg: reg.price_per_kg,
            price: reg.price(),
            cash: reg.cash,
            quantity_entry: quantity,
            weight_entry: weight,
            quantity_restant: quantity,
            weight_restant: weight,
            quantity_waybill: 0,
            weight_waybill: 0,
            quantity_manifeste: 0,
            weight_manifeste: 0,
            status: ExpeditionStatus::EnStock.as_str().to_string(),
            created_at: now.clone(),
            updated_at: now.clone(),
            created_by: names.creator.id,
            paid: reg.paid,
            sender_name: sender.name.clone(),
            sender_tel: sender.tel.clone(),
            recipient_name: recipient.name.clone(),
            recipient_tel: recipient.tel.clone(),
            origin_name: names.origin_name.to_string(),
            route_name: names.route_name.to_string(),
        };
        let mut packags = Vec::with_capacity(self.packags.len());
        let mut line_of = BTreeMap::new();
        for &(id, line_no) in &self.packags {
            let l = reg.lines.get(usize::try_from(line_no - 1).ok()?)?;
            let to = person(l.recipient_id)?;
            let weight = l.quantity * l.unit_weight;
            line_of.insert(id, line_no);
            packags.push(PackagRow {
                id,
                ref_packag: format!("{}-{line_no}", self.ref_expedition),
                expedition_id: self.id,
                line_no,
                unit_weight: l.unit_weight,
                quantity_entry: l.quantity,
                weight_entry: weight,
                quantity_restant: l.quantity,
                weight_restant: weight,
                quantity_waybill: 0,
                weight_waybill: 0,
                quantity_manifeste: 0,
                weight_manifeste: 0,
                amount: l.amount,
                manual_amount: i64::from(l.manual_amount),
                description: l.description.clone(),
                recipient_id: l.recipient_id,
                recipient_name: to.name.clone(),
                recipient_tel: to.tel.clone(),
                created_at: now.clone(),
                updated_at: now.clone(),
            });
        }
        packags.sort_by_key(|p| p.line_no);
        let mut contents = Vec::with_capacity(self.contents.len());
        for &(id, packag_id, article_id) in &self.contents {
            let line_no = *line_of.get(&packag_id)?;
            let l = &reg.lines[usize::try_from(line_no - 1).ok()?];
            let (_, quantity) = l.contents.iter().find(|(a, _)| *a == article_id)?;
            let article = names.articles.get(&article_id)?;
            contents.push((
                line_no,
                DetailRow {
                    id,
                    packag_id,
                    article_id,
                    article_name: article.name.clone(),
                    typearticle_id: article.typearticle_id,
                    type_name: article.type_name.clone(),
                    quantity: *quantity,
                    stock: *quantity,
                    expedie: 0,
                },
            ));
        }
        contents.sort_by_key(|(line_no, d)| (*line_no, d.id));
        let invoices = self
            .invoice
            .iter()
            .map(|(id, ref_invoice)| InvoiceRow {
                id: *id,
                ref_invoice: ref_invoice.clone(),
                expedition_id: Some(self.id),
                ref_expedition: Some(self.ref_expedition.clone()),
                billet_id: None,
                ref_billet: None,
                subject: self.ref_expedition.clone(),
                customer_id: reg.sender_id,
                customer_name: sender.name.clone(),
                extension_id: reg.extension_id,
                extension_name: names.origin_name.to_string(),
                amount: reg.paid,
                created_at: now.clone(),
                created_by: names.creator.id,
                creator_name: names.creator.name.clone(),
                cancelled_at: None,
                cancelled_by: None,
                canceller_name: None,
                cancel_reason: None,
            })
            .collect();
        Some(Rows {
            expedition,
            packags,
            contents: contents.into_iter().map(|(_, d)| d).collect(),
            invoices,
        })
    }
}

/// Inserts lines numbered from `first_line` and their contents.
async fn insert_lines(
    tx: &mut Tx,
    expedition_id: i64,
    ref_expedition: &str,
    lines: &[Line],
    first_line: i64,
    now: &str,
) -> Result<(Vec<(i64, i64)>, Vec<(i64, i64, i64)>), sqlx::Error> {
    let rows: Vec<Vec<Arg>> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let line_no = first_line + i as i64;
            let weight = l.quantity * l.unit_weight;
            vec![
                Arg::Text(format!("{ref_expedition}-{line_no}")),
                Arg::Int(expedition_id),
                Arg::Int(line_no),
                Arg::Int(l.unit_weight),
                Arg::Int(l.quantity),
                Arg::Int(weight),
                Arg::Int(l.quantity),
                Arg::Int(weight),
                Arg::Int(l.amount),
                Arg::Int(i64::from(l.manual_amount)),
                Arg::OptText(l.description.clone()),
                Arg::Int(l.recipient_id),
                Arg::Text(now.to_string()),
                Arg::Text(now.to_string()),
            ]
        })
        .collect();
    let inserted: Vec<(i64, i64)> = insert_many(
        tx,
        "packags",
        &[
            "ref_packag",
            "expedition_id",
            "line_no",
            "unit_weight",
            "quantity_entry",
            "weight_entry",
            "quantity_restant",
            "weight_restant",
            "amount",
            "manual_amount",
            "description",
            "recipient_id",
            "created_at",
            "updated_at",
        ],
        &rows,
        "id, line_no",
    )
    .await?;
    let contents: Vec<(i64, &Line)> = inserted
        .iter()
        .map(|(id, line_no)| (*id, &lines[(*line_no - first_line) as usize]))
        .collect();
    let contents = insert_contents(tx, &contents).await?;
    Ok((inserted, contents))
}

/// Inserts the contents of these parcels; answers (content id, parcel id, article id).
async fn insert_contents(
    tx: &mut Tx,
    lines: &[(i64, &Line)],
) -> Result<Vec<(i64, i64, i64)>, sqlx::Error> {
    let rows: Vec<Vec<Arg>> = lines
        .iter()
        .flat_map(|(packag_id, line)| {
            line.contents.iter().map(move |(article, quantity)| {
                vec![
                    Arg::Int(*packag_id),
                    Arg::Int(*article),
                    Arg::Int(*quantity),
                    Arg::Int(*quantity),
                ]
            })
        })
        .collect();
    insert_many(
        tx,
        "packagdetails",
        &["packag_id", "article_id", "quantity", "stock"],
        &rows,
        "id, packag_id, article_id",
    )
    .await
}

/// Why a change was refused (the rules are `freight::Standing`'s).
pub use crate::domain::freight::ExpeditionRefusal as Refusal;

#[derive(FromRow)]
struct Locked {
    ref_expedition: String,
    extension_id: i64,
    sender_id: i64,
    recipient_id: i64,
    price_id: i64,
    price: i64,
    quantity_entry: i64,
    weight_entry: i64,
    lines: i64,
    quantity_waybill: i64,
    quantity_manifeste: i64,
    updated_at: String,
    paid: i64,
}

impl Locked {
    /// What the expedition's rules decide on.
    fn standing(&self) -> Standing<'_> {
        Standing {
            origin: self.extension_id,
            buckets: Buckets {
                quantity_waybill: self.quantity_waybill,
                quantity_manifeste: self.quantity_manifeste,
                ..Buckets::default()
            },
            updated_at: &self.updated_at,
            price: self.price,
            paid: self.paid,
        }
    }
}

async fn lock(db: &Db, tx: &mut Tx, id: i64) -> Result<Option<Locked>, sqlx::Error> {
    #[allow(clippy::type_complexity)]
    let row: Option<(
        String,
        i64,
        i64,
        i64,
        i64,
        i64,
        i64,
        i64,
        i64,
        i64,
        String,
        i64,
    )> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT ref_expedition, extension_id, sender_id, recipient_id, price_id, price, \
         quantity_entry, weight_entry, quantity_waybill, quantity_manifeste, updated_at, paid \
         FROM expeditions WHERE id = $1{}",
        db.for_update()
    )))
    .bind(id)
    .fetch_optional(&mut **tx)
    .await?;
    let Some((
        ref_expedition,
        extension_id,
        sender_id,
        recipient_id,
        price_id,
        price,
        quantity_entry,
        weight_entry,
        quantity_waybill,
        quantity_manifeste,
        updated_at,
        paid,
    )) = row
    else {
        return Ok(None);
    };
    let lines: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM packags WHERE expedition_id = $1")
        .bind(id)
        .fetch_one(&mut **tx)
        .await?;
    Ok(Some(Locked {
        ref_expedition,
        extension_id,
        sender_id,
        recipient_id,
        price_id,
        price,
        quantity_entry,
        weight_entry,
        lines,
        quantity_waybill,
        quantity_manifeste,
        updated_at,
        paid,
    }))
}

/// Replaces what an expedition holds, while nothing of it has moved. Lines keep their parcel (and
/// its id, printed on labels) by line number; lines beyond the new count are removed.
pub async fn update(
    db: &Db,
    id: i64,
    reg: &Registration,
    updated_at: &str,
    branch: Option<i64>,
    by: i64,
) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let Some(current) = lock(db, &mut tx, id).await? else {
        return Err(Refused(Refusal::NotFound));
    };
    current
        .standing()
        .may_edit(branch, updated_at, reg.price())
        .map_err(Refused)?;
    let before = json!({
        "senderId": current.sender_id,
        "recipientId": current.recipient_id,
        "destinationId": current.price_id,
        "price": cents(current.price),
        "quantity": current.quantity_entry,
        "weight": grams(current.weight_entry),
        "lines": current.lines,
    });
    Action::Update
        .on("expeditions", id, by)
        .write(&mut tx, audit::diff(&before, &reg.audit_fields()))
        .await?;
    let now = db.now();
    let (quantity, weight) = (reg.quantity(), reg.weight());
    sqlx::query(
        "UPDATE expeditions SET sender_id = $1, recipient_id = $2, price_id = $3, \
         price_per_kg = $4, price = $5, quantity_entry = $6, weight_entry = $7, \
         quantity_restant = $6, weight_restant = $7, status = $8, updated_at = $9 WHERE id = $10",
    )
    .bind(reg.sender_id)
    .bind(reg.recipient_id)
    .bind(reg.price_id)
    .bind(reg.price_per_kg)
    .bind(reg.price())
    .bind(quantity)
    .bind(weight)
    .bind(ExpeditionStatus::EnStock.as_str())
    .bind(&now)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    if reg.sender_id != current.sender_id {
        payments::follow_customer(&mut tx, Pays::Expedition(id), reg.sender_id).await?;
    }

    sqlx::query(
        "DELETE FROM packagdetails WHERE packag_id IN (SELECT id FROM packags WHERE expedition_id = $1)",
    )
    .bind(id)
    .execute(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM packags WHERE expedition_id = $1 AND line_no > $2")
        .bind(id)
        .bind(reg.lines.len() as i64)
        .execute(&mut *tx)
        .await?;
    let kept: Vec<(i64, i64)> =
        sqlx::query_as("SELECT id, line_no FROM packags WHERE expedition_id = $1 ORDER BY line_no")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
    // One statement per kept line: their ids are on printed labels, so they are updated in place.
    for (packag_id, line_no) in &kept {
        let l = &reg.lines[(*line_no - 1) as usize];
        let weight = l.quantity * l.unit_weight;
        sqlx::query(
            "UPDATE packags SET unit_weight = $1, quantity_entry = $2, weight_entry = $3, \
             quantity_restant = $2, weight_restant = $3, amount = $4, manual_amount = $5, \
             description = $6, recipient_id = $7, updated_at = $8 WHERE id = $9",
        )
        .bind(l.unit_weight)
        .bind(l.quantity)
        .bind(weight)
        .bind(l.amount)
        .bind(i64::from(l.manual_amount))
        .bind(&l.description)
        .bind(l.recipient_id)
        .bind(&now)
        .bind(packag_id)
        .execute(&mut *tx)
        .await?;
    }
    let kept_lines: Vec<(i64, &Line)> = kept
        .iter()
        .map(|(packag_id, line_no)| (*packag_id, &reg.lines[(*line_no - 1) as usize]))
        .collect();
    insert_contents(&mut tx, &kept_lines).await?;
    let first_new = kept.len() as i64 + 1;
    insert_lines(
        &mut tx,
        id,
        &current.ref_expedition,
        &reg.lines[kept.len()..],
        first_new,
        &now,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Deletes an expedition with its parcels, while nothing of it has moved and none of its payments
/// is in force; its cancelled payments stay in the journal.
pub async fn delete(db: &Db, id: i64, branch: Option<i64>, by: i64) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let Some(current) = lock(db, &mut tx, id).await? else {
        return Err(Refused(Refusal::NotFound));
    };
    current.standing().may_delete(branch).map_err(Refused)?;
    Action::Delete
        .on("expeditions", id, by)
        .write(
            &mut tx,
            json!({
                "ref_expedition": current.ref_expedition,
                "price": cents(current.price),
                "paid": cents(current.paid),
            }),
        )
        .await?;
    payments::detach(&mut tx, Pays::Expedition(id)).await?;
    for sql in [
        "DELETE FROM packagdetails WHERE packag_id IN (SELECT id FROM packags WHERE expedition_id = $1)",
        "DELETE FROM packags WHERE expedition_id = $1",
        "DELETE FROM expeditions WHERE id = $1",
    ] {
        sqlx::query(sql).bind(id).execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

pub async fn find(db: &Db, id: i64) -> Result<Option<ExpeditionRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {EXPEDITION_COLUMNS} FROM {EXPEDITION_FROM} WHERE x.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

pub async fn packags_of(db: &Db, expedition_id: i64) -> Result<Vec<PackagRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {PACKAG_COLUMNS} FROM packags p JOIN users pu ON pu.id = p.recipient_id \
         WHERE p.expedition_id = $1 ORDER BY p.line_no"
    )))
    .bind(expedition_id)
    .fetch_all(db.pool())
    .await
}

/// The contents of an expedition's parcels (`expedition_id`) or of one parcel (`packag_id`).
const CONTENTS: &str = "SELECT d.id, d.packag_id, d.article_id, a.name AS article_name, \
     a.typearticle_id, t.name AS type_name, d.quantity, d.stock, d.expedie FROM packagdetails d \
     JOIN packags p ON p.id = d.packag_id JOIN articles a ON a.id = d.article_id \
     LEFT JOIN typearticles t ON t.id = a.typearticle_id";

/// Whose contents: an expedition's parcels or one parcel.
#[derive(Clone, Copy, Debug)]
pub enum ContentsOf {
    Expedition(i64),
    Packag(i64),
}

pub async fn contents_of(db: &Db, of: ContentsOf) -> Result<Vec<DetailRow>, sqlx::Error> {
    // One statement per case: a `COALESCE($n, column)` filter would hide the column from its index.
    let (condition, id) = match of {
        ContentsOf::Expedition(id) => (
            "d.packag_id IN (SELECT id FROM packags WHERE expedition_id = $1)",
            id,
        ),
        ContentsOf::Packag(id) => ("d.packag_id = $1", id),
    };
    sqlx::query_as(AssertSqlSafe(format!(
        "{CONTENTS} WHERE {condition} ORDER BY p.line_no, d.id"
    )))
    .bind(id)
    .fetch_all(db.pool())
    .await
}

/// The contents of every parcel on a manifest, in one query.
pub async fn contents_on_manifest(
    db: &Db,
    manifest_id: i64,
) -> Result<Vec<DetailRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "{CONTENTS} WHERE d.packag_id IN \
         (SELECT md.packag_id FROM manifestdetails md WHERE md.manifest_id = $1) \
         ORDER BY p.line_no, d.id"
    )))
    .bind(manifest_id)
    .fetch_all(db.pool())
    .await
}

/// Whose expeditions a list shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    All,
    /// Those a person sends or receives.
    Party(i64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Reference,
    Sender,
    Recipient,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &[
        "ref_expedition",
        "sender.name",
        "client.name",
        "recipient.name",
    ];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "ref_expedition" => SearchColumn::Reference,
            "sender.name" | "client.name" => SearchColumn::Sender,
            "recipient.name" => SearchColumn::Recipient,
            _ => return None,
        })
    }
}

/// The expeditions a person (`$a`) sends or receives, each through its index: an `OR` of the two
/// could be read by walking every expedition in date order.
pub const PARTY: &str = "SELECT id FROM expeditions WHERE sender_id = $a \
     UNION SELECT id FROM expeditions WHERE recipient_id = $a";

const NEWEST: Newest = Newest {
    table: "expeditions x",
    key: "x.created_at",
    id: "x.id",
    select: EXPEDITION_COLUMNS,
    from: EXPEDITION_FROM,
};

/// Expeditions newest first.
pub async fn list(
    db: &Db,
    scope: Scope,
    status: Option<ExpeditionStatus>,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<ExpeditionRow>, sqlx::Error> {
    let mut condition = Where::new();
    if let Scope::Party(person) = scope {
        condition.in_subquery("x.id", PARTY, &[Arg::Int(person)]);
    }
    if let Some(status) = status {
        condition.eq_text("x.status", status.as_str());
    }
    if let Some(search) = search {
        searched(&mut condition, db, search);
    }
    let total = match (scope, search, status) {
        (Scope::All, None, None) => Total::Kept("expeditions".into()),
        (Scope::All, None, Some(status)) => Total::Kept(format!("expeditions/{}", status.as_str())),
        _ => Total::Counted,
    };
    NEWEST.page(db, &condition, total, page).await
}

/// Keeps the expeditions a search finds: references from their start, people through their
/// names' index (each through its own index on `expeditions`).
fn searched(condition: &mut Where, db: &Db, (column, text): (SearchColumn, &str)) {
    match column {
        SearchColumn::Reference => {
            condition.starts_with("x.ref_expedition", &reference_prefix("EXP", text));
        }
        SearchColumn::Sender => {
            condition.person_named("x.sender_id", db.backend(), text);
        }
        SearchColumn::Recipient => {
            condition.person_named("x.recipient_id", db.backend(), text);
        }
    }
}

/// The list's tabs, as conditions (in `ExpeditionStatus::ALL` order).
const TABS: [&str; 3] = [
    "x.status = 'EnStock'",
    "x.status = 'EnCours'",
    "x.status = 'Expedié'",
];

/// How many expeditions a search finds in each status (in `ExpeditionStatus::ALL` order), with
/// the list's own filter, each count bounded ([`list::search_counts`]).
pub async fn search_counts(
    db: &Db,
    search: (SearchColumn, &str),
) -> Result<Vec<TabCount>, sqlx::Error> {
    debug_assert!(
        ExpeditionStatus::ALL
            .iter()
            .zip(TABS)
            .all(|(s, tab)| tab.ends_with(&format!("'{}'", s.as_str())))
    );
    let mut condition = Where::new();
    searched(&mut condition, db, search);
    // A reference walks its index from the newest: those still in stock or on their way first.
    let newest_first = (search.0 == SearchColumn::Reference).then_some("x.ref_expedition");
    list::search_counts(db, "expeditions x", &condition, newest_first, &TABS).await
}

/// How many expeditions are in each status (statuses without any are absent).
pub async fn counts(db: &Db, scope: Scope) -> Result<Vec<(String, i64)>, sqlx::Error> {
    match scope {
        Scope::All => {
            let statuses: Vec<&str> = ExpeditionStatus::ALL.iter().map(|s| s.as_str()).collect();
            let kept = tallies::many(db, "expeditions/", &statuses).await?;
            Ok(statuses
                .into_iter()
                .zip(kept)
                .map(|(s, n)| (s.to_string(), n))
                .collect())
        }
        Scope::Party(person) => {
            sqlx::query_as(AssertSqlSafe(format!(
                "SELECT status, COUNT(*) FROM expeditions WHERE id IN ({}) GROUP BY status",
                PARTY.replace("$a", "$1")
            )))
            .bind(person)
            .fetch_all(db.pool())
            .await
        }
    }
}

/// Moves an expedition, its parcels and payments back in time (demo data spans past months).
pub async fn backdate(db: &Db, id: i64, at: &str) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    payments::backdate(&mut tx, Pays::Expedition(id), at).await?;
    sqlx::query("UPDATE packags SET created_at = $1, updated_at = $1 WHERE expedition_id = $2")
        .bind(at)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}
