//! Agency branches (extensions).

use serde::Serialize;
use sqlx::FromRow;
use utoipa::ToSchema;

use serde_json::json;

use super::audit::Action;
use super::{
    Db, Tx,
    list::{PageRequest, Paged, Where, fetch_page},
};
use crate::domain::days;

/// An agency branch, with the spec's field names.
#[derive(Clone, Debug, FromRow, Serialize, ToSchema)]
pub struct Extension {
    pub id: i64,
    pub name: String,
    pub short_name: Option<String>,
    pub social_reason: Option<String>,
    pub nif: Option<String>,
    pub trade_registry: Option<String>,
    pub tel: Option<String>,
    pub tel1: Option<String>,
    pub tel2: Option<String>,
    pub email: Option<String>,
    pub mailbox: Option<String>,
    pub country: Option<String>,
    #[serde(rename = "countryCode")]
    pub country_code: Option<String>,
    pub region: Option<String>,
    pub city: Option<String>,
    pub municipality: Option<String>,
    pub neighborhood: Option<String>,
    pub avenue: Option<String>,
    pub other_adress: Option<String>,
    pub tax_center: Option<String>,
    pub activity_sector: Option<String>,
    pub legal_status: Option<String>,
    pub liable_vat: i64,
    pub status: i64,
    /// The IANA time zone whose dates are the branch's days (`Africa/Dar_es_Salaam`).
    pub timezone: String,
    /// Address of the logo (served to signed-in people only).
    pub logo: Option<String>,
    /// 1 marks a branch usable as a route's origin or destination.
    #[serde(rename = "type")]
    #[sqlx(rename = "type")]
    pub kind: i64,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "updatedAt")]
    pub updated_at: String,
    #[serde(skip)]
    pub archived: i64,
}

/// A branch's fields as saved (everything but identity, logo and bookkeeping).
#[derive(Clone, Debug, Default)]
pub struct Branch {
    pub name: String,
    pub short_name: Option<String>,
    pub social_reason: Option<String>,
    pub nif: Option<String>,
    pub trade_registry: Option<String>,
    pub tel: String,
    pub tel1: Option<String>,
    pub tel2: Option<String>,
    pub email: Option<String>,
    pub mailbox: Option<String>,
    pub country: String,
    pub country_code: Option<String>,
    pub region: String,
    pub city: String,
    pub municipality: Option<String>,
    pub neighborhood: Option<String>,
    pub avenue: Option<String>,
    pub other_adress: Option<String>,
    pub tax_center: Option<String>,
    pub activity_sector: Option<String>,
    pub legal_status: Option<String>,
    pub liable_vat: i64,
    pub status: i64,
    pub kind: i64,
    pub timezone: String,
}

const COLUMNS: &str = "e.id, e.name, e.short_name, e.social_reason, e.nif, e.trade_registry, e.tel, \
     e.tel1, e.tel2, e.email, e.mailbox, e.country, e.country_code, e.region, e.city, \
     e.municipality, e.neighborhood, e.avenue, e.other_adress, e.tax_center, e.activity_sector, \
     e.legal_status, e.liable_vat, e.status, e.timezone, e.logo, e.type, e.created_at, e.updated_at, e.archived";

pub async fn find(db: &Db, id: i64) -> Result<Option<Extension>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM extensions e WHERE e.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// The branches of these ids, in one query (lists and details name several at once).
pub async fn find_many(db: &Db, ids: &[i64]) -> Result<Vec<Extension>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT {COLUMNS} FROM extensions e WHERE e.id IN ({})",
        super::movements::placeholders(1, ids.len())
    );
    let mut query = sqlx::query_as(sqlx::AssertSqlSafe(sql));
    for id in ids {
        query = query.bind(*id);
    }
    query.fetch_all(db.pool()).await
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Name,
    City,
    Country,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &["name", "city", "country"];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "name" => SearchColumn::Name,
            "city" => SearchColumn::City,
            "country" => SearchColumn::Country,
            _ => return None,
        })
    }

    fn expr(self) -> &'static str {
        match self {
            SearchColumn::Name => "e.name",
            SearchColumn::City => "e.city",
            SearchColumn::Country => "e.country",
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Filter {
    pub status: Option<i64>,
    pub kind: Option<i64>,
}

/// Branches (never archived ones), by name.
pub async fn list(
    db: &Db,
    filter: Filter,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<Extension>, sqlx::Error> {
    let mut condition = Where::new();
    condition.raw("e.archived = 0");
    if let Some(status) = filter.status {
        condition.eq_int("e.status", status);
    }
    if let Some(kind) = filter.kind {
        condition.eq_int("e.type", kind);
    }
    if let Some((column, text)) = search {
        condition.contains(column.expr(), text);
    }
    fetch_page(
        db,
        COLUMNS,
        "extensions e",
        &condition,
        "e.name, e.id",
        page,
    )
    .await
}

pub async fn create(
    db: &Db,
    b: &Branch,
    logo: Option<&str>,
    created_by: i64,
) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO extensions (name, short_name, social_reason, nif, trade_registry, tel, tel1, \
         tel2, email, mailbox, country, country_code, region, city, municipality, neighborhood, \
         avenue, other_adress, tax_center, activity_sector, legal_status, liable_vat, status, type, \
         logo, created_at, updated_at, created_by, timezone) VALUES ($1, $2, $3, $4, $5, $6, $7, \
         $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, \
         $26, $26, $27, $28) RETURNING id",
    )
    .bind(&b.name)
    .bind(&b.short_name)
    .bind(&b.social_reason)
    .bind(&b.nif)
    .bind(&b.trade_registry)
    .bind(&b.tel)
    .bind(&b.tel1)
    .bind(&b.tel2)
    .bind(&b.email)
    .bind(&b.mailbox)
    .bind(&b.country)
    .bind(&b.country_code)
    .bind(&b.region)
    .bind(&b.city)
    .bind(&b.municipality)
    .bind(&b.neighborhood)
    .bind(&b.avenue)
    .bind(&b.other_adress)
    .bind(&b.tax_center)
    .bind(&b.activity_sector)
    .bind(&b.legal_status)
    .bind(b.liable_vat)
    .bind(b.status)
    .bind(b.kind)
    .bind(logo)
    .bind(&now)
    .bind(created_by)
    .bind(&b.timezone)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create.on("extensions", id, created_by)
        .write(&mut tx, json!({ "name": b.name, "short_name": b.short_name, "tel": b.tel, "email": b.email, "city": b.city, "timezone": b.timezone, "status": b.status, "logo": logo }))
        .await?;
    tx.commit().await?;
    Ok(id)
}

/// Saves a branch if nobody saved it since `updated_at` (false otherwise); a new logo replaces
/// the old one, `None` keeps it.
pub async fn update(
    db: &Db,
    id: i64,
    b: &Branch,
    logo: Option<&str>,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE extensions SET name = $1, short_name = $2, social_reason = $3, nif = $4, \
         trade_registry = $5, tel = $6, tel1 = $7, tel2 = $8, email = $9, mailbox = $10, \
         country = $11, country_code = $12, region = $13, city = $14, municipality = $15, \
         neighborhood = $16, avenue = $17, other_adress = $18, tax_center = $19, \
         activity_sector = $20, legal_status = $21, liable_vat = $22, status = $23, type = $24, \
         logo = COALESCE($25, logo), updated_at = $26, timezone = $29 \
         WHERE id = $27 AND updated_at = $28",
    )
    .bind(&b.name)
    .bind(&b.short_name)
    .bind(&b.social_reason)
    .bind(&b.nif)
    .bind(&b.trade_registry)
    .bind(&b.tel)
    .bind(&b.tel1)
    .bind(&b.tel2)
    .bind(&b.email)
    .bind(&b.mailbox)
    .bind(&b.country)
    .bind(&b.country_code)
    .bind(&b.region)
    .bind(&b.city)
    .bind(&b.municipality)
    .bind(&b.neighborhood)
    .bind(&b.avenue)
    .bind(&b.other_adress)
    .bind(&b.tax_center)
    .bind(&b.activity_sector)
    .bind(&b.legal_status)
    .bind(b.liable_vat)
    .bind(b.status)
    .bind(b.kind)
    .bind(logo)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .bind(&b.timezone)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let line = Action::Update.on("extensions", id, by);
    let changes = json!({
        "name": b.name,
        "short_name": b.short_name,
        "tel": b.tel,
        "email": b.email,
        "city": b.city,
        "timezone": b.timezone,
        "status": b.status,
        "logo": logo,
    });
    super::finish_update(tx, changed, line, changes).await
}

pub use super::users::Removal;

/// Deletes a branch, or archives it (hidden, inactive) when people or prices refer to it.
pub async fn remove(db: &Db, id: i64, by: i64) -> Result<Removal, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    match sqlx::query("DELETE FROM extensions WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await
    {
        Ok(_) => {
            Action::Delete
                .on("extensions", id, by)
                .write(&mut tx, json!({}))
                .await?;
            tx.commit().await?;
            Ok(Removal::Deleted)
        }
        Err(e) if super::is_foreign_key_violation(&e) => {
            tx.rollback().await?;
            let mut tx = db.begin_write().await?;
            sqlx::query(
                "UPDATE extensions SET archived = 1, status = 0, updated_at = $1 WHERE id = $2",
            )
            .bind(db.now())
            .bind(id)
            .execute(&mut *tx)
            .await?;
            Action::Delete
                .on("extensions", id, by)
                .write(&mut tx, json!({ "archived": true }))
                .await?;
            tx.commit().await?;
            Ok(Removal::Archived)
        }
        Err(e) => Err(e),
    }
}

/// Active branches, for the public contact page.
pub async fn active(db: &Db) -> Result<Vec<Extension>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM extensions e WHERE e.archived = 0 AND e.status = 1 ORDER BY e.name"
    )))
    .fetch_all(db.pool())
    .await
}

/// The local date (`YYYY-MM-DD`) of the instant `at` at this branch (DESIGN §2: days belong to
/// branches), read inside the writer's transaction.
pub async fn local_day(tx: &mut Tx, extension_id: i64, at: &str) -> Result<String, sqlx::Error> {
    let zone: Option<String> = sqlx::query_scalar("SELECT timezone FROM extensions WHERE id = $1")
        .bind(extension_id)
        .fetch_optional(&mut **tx)
        .await?;
    Ok(days::local_day(
        at,
        zone.as_deref().unwrap_or(days::FALLBACK_ZONE),
    ))
}

/// Today's date at this branch (the super user, who has none, sees the agency's first branch's).
pub async fn today(db: &Db, extension_id: Option<i64>) -> Result<String, sqlx::Error> {
    let zone: Option<String> = match extension_id {
        Some(id) => {
            sqlx::query_scalar("SELECT timezone FROM extensions WHERE id = $1")
                .bind(id)
                .fetch_optional(db.pool())
                .await?
        }
        None => {
            sqlx::query_scalar("SELECT timezone FROM extensions ORDER BY id LIMIT 1")
                .fetch_optional(db.pool())
                .await?
        }
    };
    Ok(days::local_day(
        &db.now(),
        zone.as_deref().unwrap_or(days::FALLBACK_ZONE),
    ))
}

/// The latest "today" among the agency's branches: the last day a date typed at any of them may
/// be. An aircraft belongs to no branch, so its records (logbook entries, installs, inspections,
/// documents) are dated up to this day: at 00:30 in Dar es Salaam it is already tomorrow in UTC.
pub async fn latest_today(db: &Db) -> Result<String, sqlx::Error> {
    let zones: Vec<String> = sqlx::query_scalar("SELECT DISTINCT timezone FROM extensions")
        .fetch_all(db.pool())
        .await?;
    let now = db.now();
    Ok(zones
        .iter()
        .map(|zone| days::local_day(&now, zone))
        .chain(std::iter::once(days::local_day(&now, days::FALLBACK_ZONE)))
        .chain(std::iter::once(now[..10].to_string()))
        .max()
        .expect("at least UTC's day"))
}
