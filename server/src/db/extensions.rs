//! Agency branches (extensions).

use serde::Serialize;
use sqlx::FromRow;
use utoipa::ToSchema;

use super::Db;

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
    pub logo: Option<String>,
    /// 1 marks a branch usable as a route's origin or destination.
    #[serde(rename = "type")]
    #[sqlx(rename = "type")]
    pub kind: i64,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "updatedAt")]
    pub updated_at: String,
}

pub async fn find(db: &Db, id: i64) -> Result<Option<Extension>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, short_name, social_reason, nif, trade_registry, tel, tel1, tel2, email, \
         mailbox, country, country_code, region, city, municipality, neighborhood, avenue, \
         other_adress, tax_center, activity_sector, legal_status, liable_vat, status, logo, type, \
         created_at, updated_at FROM extensions WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(db.pool())
    .await
}
