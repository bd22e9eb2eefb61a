//! The parcel ledger in the database (DESIGN §3): the primitives every waybill and manifest move
//! is made of, inside one write transaction.
//!
//! **Lock order.** A move locks the rows it changes before reading them, always in this order:
//! the manifest, then waybills, then expeditions, then parcels, each kind by increasing id. Expedition
//! edits and payments lock their expedition first and no waybill or manifest, so two transactions
//! never wait for each other in a circle. On SQLite the transaction holds the only write lock from
//! its first statement (`BEGIN IMMEDIATE`), so the row locks are PostgreSQL's only.
//!
//! Every bucket write is also conditional on the values read under the lock: if it ever found
//! something else, the move is refused (409) rather than written over.

use std::collections::{BTreeMap, BTreeSet};

use sqlx::{AssertSqlSafe, FromRow};

use super::{Db, Tx};
pub use crate::domain::ledger::MoveRefusal;
use crate::domain::{
    freight::{Buckets, ExpeditionStatus, expedition_status},
    ledger::Parcel,
};

/// `$from, $from+1, …` for `n` values.
pub fn placeholders(from: usize, n: usize) -> String {
    (from..from + n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Locks the rows of `table` with these ids, by increasing id (PostgreSQL; no-op on SQLite).
pub async fn lock_rows(
    db: &Db,
    tx: &mut Tx,
    table: &'static str,
    ids: &BTreeSet<i64>,
) -> Result<(), sqlx::Error> {
    if ids.is_empty() || db.for_update().is_empty() {
        return Ok(());
    }
    let sql = format!(
        "SELECT id FROM {table} WHERE id IN ({}) ORDER BY id{}",
        placeholders(1, ids.len()),
        db.for_update()
    );
    let mut query = sqlx::query_scalar::<sqlx::Any, i64>(AssertSqlSafe(sql));
    for id in ids {
        query = query.bind(*id);
    }
    query.fetch_all(&mut **tx).await?;
    Ok(())
}

/// A parcel's buckets, as read under the lock.
#[derive(FromRow)]
struct ParcelRow {
    id: i64,
    expedition_id: i64,
    ref_packag: String,
    quantity_restant: i64,
    weight_restant: i64,
    quantity_waybill: i64,
    weight_waybill: i64,
    quantity_manifeste: i64,
    weight_manifeste: i64,
}

impl From<ParcelRow> for Parcel {
    fn from(r: ParcelRow) -> Parcel {
        Parcel {
            id: r.id,
            expedition_id: r.expedition_id,
            reference: r.ref_packag,
            buckets: Buckets {
                quantity_restant: r.quantity_restant,
                weight_restant: r.weight_restant,
                quantity_waybill: r.quantity_waybill,
                weight_waybill: r.weight_waybill,
                quantity_manifeste: r.quantity_manifeste,
                weight_manifeste: r.weight_manifeste,
            },
        }
    }
}

/// The expedition of each of these parcels (those that exist), read without locking: it says
/// which expeditions to lock before the parcels.
pub async fn expeditions_of(
    tx: &mut Tx,
    parcels: &BTreeSet<i64>,
) -> Result<BTreeMap<i64, i64>, sqlx::Error> {
    if parcels.is_empty() {
        return Ok(BTreeMap::new());
    }
    let sql = format!(
        "SELECT id, expedition_id FROM packags WHERE id IN ({})",
        placeholders(1, parcels.len())
    );
    let mut query = sqlx::query_as::<sqlx::Any, (i64, i64)>(AssertSqlSafe(sql));
    for id in parcels {
        query = query.bind(*id);
    }
    Ok(query.fetch_all(&mut **tx).await?.into_iter().collect())
}

/// Where each of these parcels is in stock (its expedition's branch) and its reference, read
/// without locking: neither changes after registration.
pub async fn stocked_at(
    tx: &mut Tx,
    parcels: &BTreeSet<i64>,
) -> Result<BTreeMap<i64, (i64, String)>, sqlx::Error> {
    if parcels.is_empty() {
        return Ok(BTreeMap::new());
    }
    let sql = format!(
        "SELECT p.id, x.extension_id, p.ref_packag FROM packags p \
         JOIN expeditions x ON x.id = p.expedition_id WHERE p.id IN ({})",
        placeholders(1, parcels.len())
    );
    let mut query = sqlx::query_as::<sqlx::Any, (i64, i64, String)>(AssertSqlSafe(sql));
    for id in parcels {
        query = query.bind(*id);
    }
    Ok(query
        .fetch_all(&mut **tx)
        .await?
        .into_iter()
        .map(|(id, branch, reference)| (id, (branch, reference)))
        .collect())
}

/// Locks these parcels and their expeditions (in the lock order) and reads the parcels' buckets.
pub async fn lock_parcels(
    db: &Db,
    tx: &mut Tx,
    parcels: &BTreeMap<i64, i64>,
) -> Result<BTreeMap<i64, Parcel>, sqlx::Error> {
    let expeditions: BTreeSet<i64> = parcels.values().copied().collect();
    lock_rows(db, tx, "expeditions", &expeditions).await?;
    let ids: BTreeSet<i64> = parcels.keys().copied().collect();
    lock_rows(db, tx, "packags", &ids).await?;
    if ids.is_empty() {
        return Ok(BTreeMap::new());
    }
    let sql = format!(
        "SELECT id, expedition_id, ref_packag, quantity_restant, weight_restant, quantity_waybill, \
         weight_waybill, quantity_manifeste, weight_manifeste FROM packags WHERE id IN ({})",
        placeholders(1, ids.len())
    );
    let mut query = sqlx::query_as::<sqlx::Any, ParcelRow>(AssertSqlSafe(sql));
    for id in &ids {
        query = query.bind(*id);
    }
    Ok(query
        .fetch_all(&mut **tx)
        .await?
        .into_iter()
        .map(|p| (p.id, Parcel::from(p)))
        .collect())
}

/// Writes the parcels whose buckets changed (each only if it still holds what was read), then
/// their expeditions' totals and statuses (invariant 3). Answers false if a parcel had changed.
pub async fn write_parcels(
    tx: &mut Tx,
    before: &BTreeMap<i64, Parcel>,
    after: &BTreeMap<i64, Parcel>,
    now: &str,
) -> Result<bool, sqlx::Error> {
    let mut expeditions = BTreeSet::new();
    for (id, parcel) in after {
        let (old, new) = (&before[id].buckets, &parcel.buckets);
        if old == new {
            continue;
        }
        expeditions.insert(parcel.expedition_id);
        let written = sqlx::query(
            "UPDATE packags SET quantity_restant = $1, weight_restant = $2, quantity_waybill = $3, \
             weight_waybill = $4, quantity_manifeste = $5, weight_manifeste = $6, updated_at = $7 \
             WHERE id = $8 AND quantity_restant = $9 AND quantity_waybill = $10 \
             AND quantity_manifeste = $11 AND weight_restant = $12 AND weight_waybill = $13 \
             AND weight_manifeste = $14",
        )
        .bind(new.quantity_restant)
        .bind(new.weight_restant)
        .bind(new.quantity_waybill)
        .bind(new.weight_waybill)
        .bind(new.quantity_manifeste)
        .bind(new.weight_manifeste)
        .bind(now)
        .bind(*id)
        .bind(old.quantity_restant)
        .bind(old.quantity_waybill)
        .bind(old.quantity_manifeste)
        .bind(old.weight_restant)
        .bind(old.weight_waybill)
        .bind(old.weight_manifeste)
        .execute(&mut **tx)
        .await?;
        if written.rows_affected() != 1 {
            return Ok(false);
        }
    }
    for id in expeditions {
        refresh_expedition(tx, id).await?;
    }
    Ok(true)
}

/// Sets an expedition's buckets to the sums of its parcels', and its status from them.
async fn refresh_expedition(tx: &mut Tx, id: i64) -> Result<(), sqlx::Error> {
    let sums: (i64, i64, i64, i64, i64, i64) = sqlx::query_as(
        "SELECT COALESCE(CAST(SUM(quantity_restant) AS BIGINT), 0), \
             COALESCE(CAST(SUM(weight_restant) AS BIGINT), 0), \
             COALESCE(CAST(SUM(quantity_waybill) AS BIGINT), 0), \
             COALESCE(CAST(SUM(weight_waybill) AS BIGINT), 0), \
             COALESCE(CAST(SUM(quantity_manifeste) AS BIGINT), 0), \
             COALESCE(CAST(SUM(weight_manifeste) AS BIGINT), 0) \
             FROM packags WHERE expedition_id = $1",
    )
    .bind(id)
    .fetch_one(&mut **tx)
    .await?;
    let buckets = Buckets {
        quantity_restant: sums.0,
        weight_restant: sums.1,
        quantity_waybill: sums.2,
        weight_waybill: sums.3,
        quantity_manifeste: sums.4,
        weight_manifeste: sums.5,
    };
    let status: ExpeditionStatus = expedition_status(&buckets);
    sqlx::query(
        "UPDATE expeditions SET quantity_restant = $1, weight_restant = $2, quantity_waybill = $3, \
         weight_waybill = $4, quantity_manifeste = $5, weight_manifeste = $6, status = $7 \
         WHERE id = $8",
    )
    .bind(buckets.quantity_restant)
    .bind(buckets.weight_restant)
    .bind(buckets.quantity_waybill)
    .bind(buckets.weight_waybill)
    .bind(buckets.quantity_manifeste)
    .bind(buckets.weight_manifeste)
    .bind(status.as_str())
    .bind(id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
