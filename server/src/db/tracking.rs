//! Public tracking (`/suivi`): where an expedition's pieces are, read by reference. Three indexed
//! reads, whatever the size of the tables: the expedition by its unique reference (or through
//! one of its parcels' references), then its parcels' waybill and manifest lines.

use sqlx::FromRow;

use super::Db;

/// An expedition as tracking sees it, with the two phones that unlock it (never shown).
#[derive(Debug, FromRow)]
pub struct Tracked {
    pub id: i64,
    pub ref_expedition: String,
    pub status: String,
    pub quantity_entry: i64,
    pub quantity_waybill: i64,
    pub quantity_manifeste: i64,
    pub parcels: i64,
    pub created_at: String,
    pub origin: String,
    pub destination: String,
    pub sender_tel: Option<String>,
    pub recipient_tel: Option<String>,
}

/// When each later stage was first reached, and what is on validated manifests.
#[derive(Debug, Default, FromRow)]
pub struct Stages {
    /// The first waybill line of its parcels (RFC 3339).
    pub on_waybill_at: Option<String>,
    /// The first manifest line of its parcels (RFC 3339).
    pub on_manifest_at: Option<String>,
    /// The departure date and time (`YYYY-MM-DDTHH:MM`, the agency's local time) of the first
    /// validated manifest carrying its pieces, and how many pieces validated manifests carry.
    pub arrived_at: Option<String>,
    pub arrived: i64,
}

const COLUMNS: &str = "x.id, x.ref_expedition, x.status, x.quantity_entry, x.quantity_waybill, \
    x.quantity_manifeste, \
    (SELECT COUNT(*) FROM packags p WHERE p.expedition_id = x.id) AS parcels, \
    x.created_at, o.name AS origin, d.name AS destination, \
    s.tel AS sender_tel, r.tel AS recipient_tel \
    FROM expeditions x \
    JOIN extensions o ON o.id = x.extension_id \
    JOIN prices pr ON pr.id = x.price_id \
    JOIN extensions d ON d.id = pr.destination_id \
    JOIN users s ON s.id = x.sender_id \
    JOIN users r ON r.id = x.recipient_id";

/// The expedition with this reference (`EXP-000301`), or the one holding the parcel with this
/// reference (`EXP-000301-2`).
pub async fn find(db: &Db, reference: &str) -> Result<Option<Tracked>, sqlx::Error> {
    let by_expedition = format!("SELECT {COLUMNS} WHERE x.ref_expedition = $1");
    if let Some(found) = sqlx::query_as::<_, Tracked>(sqlx::AssertSqlSafe(by_expedition))
        .bind(reference)
        .fetch_optional(db.pool())
        .await?
    {
        return Ok(Some(found));
    }
    let by_parcel = format!(
        "SELECT {COLUMNS} WHERE x.id = (SELECT p.expedition_id FROM packags p WHERE p.ref_packag = $1)"
    );
    sqlx::query_as::<_, Tracked>(sqlx::AssertSqlSafe(by_parcel))
        .bind(reference)
        .fetch_optional(db.pool())
        .await
}

/// The dates of the stages after registration, from the lines of the expedition's parcels.
pub async fn stages(db: &Db, expedition_id: i64) -> Result<Stages, sqlx::Error> {
    sqlx::query_as::<_, Stages>(
        "SELECT \
         (SELECT MIN(wd.created_at) FROM waybilldetails wd \
          WHERE wd.packag_id IN (SELECT p.id FROM packags p WHERE p.expedition_id = $1)) \
           AS on_waybill_at, \
         (SELECT MIN(md.created_at) FROM manifestdetails md \
          WHERE md.packag_id IN (SELECT p.id FROM packags p WHERE p.expedition_id = $1)) \
           AS on_manifest_at, \
         (SELECT MIN(m.departure_date || 'T' || COALESCE(m.departure_time, '00:00')) \
          FROM manifestdetails md JOIN manifests m ON m.id = md.manifest_id \
          WHERE md.packag_id IN (SELECT p.id FROM packags p WHERE p.expedition_id = $1) \
          AND m.status = 'Arriver' AND m.departure_date IS NOT NULL) AS arrived_at, \
         COALESCE((SELECT CAST(SUM(md.quantity) AS BIGINT) \
          FROM manifestdetails md JOIN manifests m ON m.id = md.manifest_id \
          WHERE md.packag_id IN (SELECT p.id FROM packags p WHERE p.expedition_id = $1) \
          AND m.status = 'Arriver'), 0) AS arrived",
    )
    .bind(expedition_id)
    .fetch_one(db.pool())
    .await
}
