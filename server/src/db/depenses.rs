//! Money out: expense types, commissions on manifests split into beneficiaries' shares
//! (`DEP-000077`, `DEP-000077-1`…), standalone expenses (`DEP-000078`), the totals of each day
//! (`depense_days`, kept by the same transactions) and the result of manifests.
//!
//! A commission's `allotted` is the sum of its shares in force; every share written re-checks it
//! against the total inside the write transaction (SQLite's one writer, PostgreSQL's write lock
//! and row locks), so concurrent shares can never add up to more than the total.

use std::collections::BTreeMap;

use serde_json::json;
use sqlx::{AssertSqlSafe, FromRow};

use super::{
    Db, Refused, Tx, Written,
    audit::Action,
    expeditions::cents,
    list::{Arg, Newest, PageRequest, Paged, Total, Where, bind_args, reference_prefix},
    movements::placeholders,
    next_number,
};
use crate::domain::{
    depenses::{self, Actor, Commission, Kind, Manifest, ManifestResult, Refusal, Row},
    ledger::ManifestStatus,
};

// ---- expense types ----

#[derive(Clone, Debug, FromRow)]
pub struct TypeDepense {
    pub id: i64,
    pub type_name: String,
    pub ismanifeste: i64,
    /// 1 when an expense of this type exists (it cannot be deleted).
    pub used: i64,
    pub created_at: String,
    pub updated_at: String,
}

const TYPE_COLUMNS: &str = "t.id, t.type AS type_name, t.ismanifeste, \
     CASE WHEN EXISTS (SELECT 1 FROM depenses d WHERE d.typedepense_id = t.id) THEN 1 ELSE 0 END AS used, \
     t.created_at, t.updated_at";

/// Every expense type, by name (a short list).
pub async fn types(db: &Db) -> Result<Vec<TypeDepense>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {TYPE_COLUMNS} FROM typedepenses t ORDER BY t.type, t.id"
    )))
    .fetch_all(db.pool())
    .await
}

pub async fn find_type(db: &Db, id: i64) -> Result<Option<TypeDepense>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {TYPE_COLUMNS} FROM typedepenses t WHERE t.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

pub async fn create_type(
    db: &Db,
    name: &str,
    ismanifeste: bool,
    by: i64,
) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO typedepenses (type, ismanifeste, created_at, updated_at, created_by) \
         VALUES ($1, $2, $3, $3, $4) RETURNING id",
    )
    .bind(name)
    .bind(i64::from(ismanifeste))
    .bind(&now)
    .bind(by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create
        .on("typedepenses", id, by)
        .write(&mut tx, json!({ "type": name, "ismanifeste": ismanifeste }))
        .await?;
    tx.commit().await?;
    Ok(id)
}

/// Renames a type or changes whether it belongs to manifests (`false`: the edit was stale).
pub async fn update_type(
    db: &Db,
    id: i64,
    name: &str,
    ismanifeste: bool,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE typedepenses SET type = $1, ismanifeste = $2, updated_at = $3 \
         WHERE id = $4 AND updated_at = $5",
    )
    .bind(name)
    .bind(i64::from(ismanifeste))
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    super::finish_update(
        tx,
        changed,
        Action::Update.on("typedepenses", id, by),
        json!({ "type": name, "ismanifeste": ismanifeste }),
    )
    .await
}

/// Deletes a type no expense uses (`false` when one does).
pub async fn delete_type(db: &Db, id: i64, by: i64) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let used: Option<i64> =
        sqlx::query_scalar("SELECT id FROM depenses WHERE typedepense_id = $1 LIMIT 1")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
    if used.is_some() {
        return Ok(false);
    }
    sqlx::query("DELETE FROM depense_days WHERE typedepense_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM typedepenses WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    Action::Delete
        .on("typedepenses", id, by)
        .write(&mut tx, json!({}))
        .await?;
    tx.commit().await?;
    Ok(true)
}

// ---- rows ----

#[derive(Clone, Debug, FromRow)]
pub struct DepenseRow {
    pub id: i64,
    pub ref_depense: String,
    pub kind: String,
    pub parent_id: Option<i64>,
    pub parent_ref: Option<String>,
    pub parent_mount_t: Option<i64>,
    pub typedepense_id: i64,
    pub type_name: String,
    pub ismanifeste: i64,
    pub manifeste_id: Option<i64>,
    pub ref_manifest: Option<String>,
    pub manifest_status: Option<String>,
    pub branche_id: i64,
    pub branch_name: String,
    pub beneficer_id: Option<i64>,
    pub beneficer_name: Option<String>,
    pub beneficer_tel: Option<String>,
    pub mount: i64,
    pub mount_t: Option<i64>,
    pub allotted: i64,
    pub description: Option<String>,
    pub day: String,
    pub created_at: String,
    pub updated_at: String,
    pub created_by: i64,
    pub creator_name: String,
    pub creator_tel: Option<String>,
    pub cancelled_at: Option<String>,
}

const COLUMNS: &str = "d.id, d.ref_depense, d.kind, d.parent_id, pd.ref_depense AS parent_ref, \
     pd.mount_t AS parent_mount_t, d.typedepense_id, t.type AS type_name, t.ismanifeste, \
     d.manifeste_id, m.ref_manifest, m.status AS manifest_status, d.branche_id, \
     e.name AS branch_name, d.beneficer_id, b.name AS beneficer_name, b.tel AS beneficer_tel, \
     d.mount, d.mount_t, d.allotted, d.description, d.day, d.created_at, d.updated_at, \
     d.created_by, u.name AS creator_name, u.tel AS creator_tel, d.cancelled_at";
const FROM: &str = "depenses d JOIN typedepenses t ON t.id = d.typedepense_id \
     JOIN extensions e ON e.id = d.branche_id JOIN users u ON u.id = d.created_by \
     LEFT JOIN depenses pd ON pd.id = d.parent_id LEFT JOIN manifests m ON m.id = d.manifeste_id \
     LEFT JOIN users b ON b.id = d.beneficer_id";

pub async fn find(db: &Db, id: i64) -> Result<Option<DepenseRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE d.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// The shares of a commission, oldest first (cancelled ones included, marked).
pub async fn shares_of(db: &Db, commission_id: i64) -> Result<Vec<DepenseRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE d.parent_id = $1 ORDER BY d.id"
    )))
    .bind(commission_id)
    .fetch_all(db.pool())
    .await
}

/// A manifest's commissions, their shares and its expenses in force, oldest first.
pub async fn of_manifest(db: &Db, manifest_id: i64) -> Result<Vec<DepenseRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE d.manifeste_id = $1 AND d.cancelled_at IS NULL \
         ORDER BY d.id"
    )))
    .bind(manifest_id)
    .fetch_all(db.pool())
    .await
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Reference,
    Beneficiary,
    Description,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &["ref_depense", "beneficer.name", "description"];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "ref_depense" => SearchColumn::Reference,
            "beneficer.name" => SearchColumn::Beneficiary,
            "description" => SearchColumn::Description,
            _ => return None,
        })
    }
}

/// Which shares and expenses a list keeps: days from `from` to `to`, both included.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub from: Option<String>,
    pub to: Option<String>,
    pub branche_id: Option<i64>,
    pub typedepense_id: Option<i64>,
    pub manifeste_id: Option<i64>,
    pub beneficer_id: Option<i64>,
    /// `Some(false)`: only those in force; `Some(true)`: only cancelled ones.
    pub cancelled: Option<bool>,
}

/// What went out for one type over a list's filters.
#[derive(Clone, Debug, FromRow)]
pub struct TypeTotal {
    pub typedepense_id: i64,
    pub type_name: String,
    pub amount: i64,
    pub count: i64,
}

const NEWEST: Newest = Newest {
    table: "depenses d",
    key: "d.day",
    id: "d.id",
    select: COLUMNS,
    from: FROM,
};

/// Shares and expenses (never a commission's own row), newest day first; the total of those in
/// force and its split by type.
pub async fn list(
    db: &Db,
    filter: &Filter,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<(Paged<DepenseRow>, i64, Vec<TypeTotal>), sqlx::Error> {
    let mut condition = Where::new();
    condition.raw("d.kind <> 'commission'");
    if let Some(from) = &filter.from {
        condition.ge_text("d.day", from);
    }
    if let Some(to) = &filter.to {
        condition.le_text("d.day", to);
    }
    if let Some(branch) = filter.branche_id {
        condition.eq_int("d.branche_id", branch);
    }
    if let Some(t) = filter.typedepense_id {
        condition.eq_int("d.typedepense_id", t);
    }
    if let Some(m) = filter.manifeste_id {
        condition.eq_int("d.manifeste_id", m);
    }
    if let Some(b) = filter.beneficer_id {
        condition.eq_int("d.beneficer_id", b);
    }
    match search {
        Some((SearchColumn::Reference, text)) => {
            condition.starts_with("d.ref_depense", &reference_prefix("DEP", text));
        }
        Some((SearchColumn::Beneficiary, text)) => {
            condition.person_named("d.beneficer_id", db.backend(), text);
        }
        Some((SearchColumn::Description, text)) => {
            condition.contains("d.description", text);
        }
        None => {}
    }
    match filter.cancelled {
        Some(false) => {
            condition.raw("d.cancelled_at IS NULL");
        }
        Some(true) => {
            condition.raw("d.cancelled_at IS NOT NULL");
        }
        None => {}
    }
    if search.is_none() && filter.manifeste_id.is_none() && filter.beneficer_id.is_none() {
        let (count, by_type) = day_totals(db, filter).await?;
        let amount = by_type.iter().map(|t| t.amount).sum();
        let page = NEWEST
            .page(db, &condition, Total::Known(count), page)
            .await?;
        return Ok((page, amount, by_type));
    }
    let mut in_force = condition.clone();
    in_force.raw("d.cancelled_at IS NULL");
    let sql = format!(
        "SELECT d.typedepense_id, t.type AS type_name, CAST(SUM(d.mount) AS BIGINT) AS amount, \
         COUNT(*) AS count FROM depenses d JOIN typedepenses t ON t.id = d.typedepense_id{} \
         GROUP BY d.typedepense_id, t.type ORDER BY t.type",
        in_force.sql()
    );
    let by_type: Vec<TypeTotal> = bind_args!(sqlx::query_as(AssertSqlSafe(sql)), in_force.args())
        .fetch_all(db.pool())
        .await?;
    let amount = by_type.iter().map(|t| t.amount).sum();
    let page = NEWEST.page(db, &condition, Total::Counted, page).await?;
    Ok((page, amount, by_type))
}

/// How many rows the filter keeps, and the totals in force by type, added up from `depense_days`.
async fn day_totals(db: &Db, filter: &Filter) -> Result<(i64, Vec<TypeTotal>), sqlx::Error> {
    let mut days = Where::new();
    if let Some(from) = &filter.from {
        days.ge_text("s.day", from);
    }
    if let Some(to) = &filter.to {
        days.le_text("s.day", to);
    }
    if let Some(branch) = filter.branche_id {
        days.eq_int("s.branche_id", branch);
    }
    if let Some(t) = filter.typedepense_id {
        days.eq_int("s.typedepense_id", t);
    }
    // `listed`: the rows the list shows; `count`: of a type, those its amount adds up (in force),
    // as when counted on the rows.
    let (listed, count, amount) = match filter.cancelled {
        None => ("s.depenses", "s.depenses - s.cancelled", "s.amount"),
        Some(false) => (
            "s.depenses - s.cancelled",
            "s.depenses - s.cancelled",
            "s.amount",
        ),
        Some(true) => ("s.cancelled", "s.cancelled", "0"),
    };
    // Added up per type first, then named: the join is made for the few types, not every day.
    let sql = format!(
        "SELECT g.typedepense_id, t.type AS type_name, g.amount, g.count, g.listed FROM \
         (SELECT s.typedepense_id, CAST(SUM({amount}) AS BIGINT) AS amount, \
         CAST(SUM({count}) AS BIGINT) AS count, CAST(SUM({listed}) AS BIGINT) AS listed \
         FROM depense_days s{} GROUP BY s.typedepense_id) g \
         JOIN typedepenses t ON t.id = g.typedepense_id ORDER BY t.type",
        days.sql()
    );
    let rows: Vec<(i64, String, i64, i64, i64)> =
        bind_args!(sqlx::query_as(AssertSqlSafe(sql)), days.args())
            .fetch_all(db.pool())
            .await?;
    let listed = rows.iter().map(|r| r.4).sum();
    // Types with nothing over the period say nothing.
    let by_type = rows
        .into_iter()
        .filter(|r| r.3 > 0)
        .map(|(typedepense_id, type_name, amount, count, _)| TypeTotal {
            typedepense_id,
            type_name,
            amount,
            count,
        })
        .collect();
    Ok((listed, by_type))
}

// ---- writes ----

/// The person writing: whether they hold `admin`, and their branch.
#[derive(Clone, Copy, Debug)]
pub struct Writer {
    pub admin: bool,
    pub branch: Option<i64>,
    pub id: i64,
}

/// A beneficiary's share of a manifest's commission of one type.
#[derive(Clone, Debug)]
pub struct NewShare {
    pub typedepense_id: i64,
    pub manifeste_id: i64,
    /// The commission's total: needed when the manifest has none of this type yet; when given
    /// for an existing one, its new total.
    pub mount_t: Option<i64>,
    pub beneficer_id: i64,
    pub mount: i64,
    pub description: Option<String>,
}

/// A standalone expense.
#[derive(Clone, Debug)]
pub struct Expense {
    pub typedepense_id: i64,
    pub branche_id: i64,
    pub mount: i64,
    pub day: String,
    pub description: Option<String>,
    pub beneficer_id: Option<i64>,
    pub manifeste_id: Option<i64>,
}

/// A share's new amount and beneficiary (and its commission's total, if it changes).
#[derive(Clone, Debug)]
pub struct ShareEdit {
    pub mount_t: Option<i64>,
    pub beneficer_id: i64,
    pub mount: i64,
    pub description: Option<String>,
}

/// Locks a manifest and reads what its commissions' rules need.
async fn lock_manifest(
    db: &Db,
    tx: &mut Tx,
    manifest_id: Option<i64>,
) -> Result<Option<Manifest>, sqlx::Error> {
    let Some(id) = manifest_id else {
        return Ok(None);
    };
    let row: Option<(String, i64, i64)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT status, origin_id, destination_id FROM manifests WHERE id = $1{}",
        db.for_update()
    )))
    .bind(id)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.map(|(status, origin, destination)| Manifest {
        // An unknown status is taken as validated: nothing changes without `admin`.
        status: ManifestStatus::parse(&status).unwrap_or(ManifestStatus::Arriver),
        origin,
        destination,
    }))
}

impl Writer {
    fn actor(self) -> Actor {
        Actor {
            admin: self.admin,
            branch: self.branch,
        }
    }
}

/// Adds to the totals of a day: rows listed, rows cancelled, amount in force.
async fn bump_day(
    tx: &mut Tx,
    day: &str,
    branch: i64,
    typedepense: i64,
    (listed, cancelled, amount): (i64, i64, i64),
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO depense_days (day, branche_id, typedepense_id, depenses, cancelled, amount) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (day, branche_id, typedepense_id) DO UPDATE \
         SET depenses = depense_days.depenses + excluded.depenses, \
         cancelled = depense_days.cancelled + excluded.cancelled, \
         amount = depense_days.amount + excluded.amount",
    )
    .bind(day)
    .bind(branch)
    .bind(typedepense)
    .bind(listed)
    .bind(cancelled)
    .bind(amount)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Adds a share to a manifest's commission of its type, creating the commission with its total
/// when the manifest has none. Answers the share's id.
pub async fn add_share(db: &Db, share: &NewShare, who: Writer) -> Written<i64, Refusal> {
    let mut tx = db.begin_write().await?;
    let manifest = lock_manifest(db, &mut tx, Some(share.manifeste_id)).await?;
    let existing: Option<(i64, String, i64, i64, i64)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT id, ref_depense, mount_t, allotted, shares FROM depenses \
         WHERE manifeste_id = $1 AND typedepense_id = $2 AND kind = 'commission' \
         AND cancelled_at IS NULL{}",
        db.for_update()
    )))
    .bind(share.manifeste_id)
    .bind(share.typedepense_id)
    .fetch_optional(&mut *tx)
    .await?;
    let plan = depenses::plan_share(
        who.actor(),
        manifest,
        existing
            .as_ref()
            .map(|(_, _, total, allotted, shares)| Commission {
                total: *total,
                allotted: *allotted,
                shares: *shares,
            }),
        share.mount_t,
        share.mount,
    )
    .map_err(Refused)?;
    let now = db.now();
    // The day of the manifest's branch, as every expense and payment there counts.
    let today = super::extensions::local_day(&mut tx, plan.branch, &now).await?;
    let Commission {
        total,
        allotted,
        shares: number,
    } = plan.commission;
    let (commission_id, reference) = match existing {
        Some((id, reference, ..)) => (id, reference),
        None => {
            let number = next_number(&mut tx, "DEP").await?;
            let reference = format!("DEP-{number:06}");
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO depenses (ref_depense, kind, typedepense_id, manifeste_id, branche_id, \
                 mount, mount_t, day, created_at, updated_at, created_by) \
                 VALUES ($1, 'commission', $2, $3, $4, $5, $5, $6, $7, $7, $8) RETURNING id",
            )
            .bind(&reference)
            .bind(share.typedepense_id)
            .bind(share.manifeste_id)
            .bind(plan.branch)
            .bind(total)
            .bind(&today)
            .bind(&now)
            .bind(who.id)
            .fetch_one(&mut *tx)
            .await?;
            (id, reference)
        }
    };
    sqlx::query(
        "UPDATE depenses SET mount = $1, mount_t = $1, allotted = $2, shares = $3, updated_at = $4 \
         WHERE id = $5",
    )
    .bind(total)
    .bind(allotted)
    .bind(number)
    .bind(&now)
    .bind(commission_id)
    .execute(&mut *tx)
    .await?;
    let share_ref = format!("{reference}-{number}");
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO depenses (ref_depense, kind, parent_id, typedepense_id, manifeste_id, \
         branche_id, beneficer_id, mount, description, day, created_at, updated_at, created_by) \
         VALUES ($1, 'share', $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11) RETURNING id",
    )
    .bind(&share_ref)
    .bind(commission_id)
    .bind(share.typedepense_id)
    .bind(share.manifeste_id)
    .bind(plan.branch)
    .bind(share.beneficer_id)
    .bind(share.mount)
    .bind(share.description.as_deref())
    .bind(&today)
    .bind(&now)
    .bind(who.id)
    .fetch_one(&mut *tx)
    .await?;
    bump_day(
        &mut tx,
        &today,
        plan.branch,
        share.typedepense_id,
        (1, 0, share.mount),
    )
    .await?;
    Action::Create
        .on("depenses", id, who.id)
        .write(
            &mut tx,
            json!({
                "ref_depense": share_ref,
                "commission": reference,
                "manifesteId": share.manifeste_id,
                "typedepenseId": share.typedepense_id,
                "mountT": cents(total),
                "beneficerId": share.beneficer_id,
                "mount": cents(share.mount),
                "description": share.description,
            }),
        )
        .await?;
    tx.commit().await?;
    Ok(id)
}

/// What a write locks of a row before changing it.
#[derive(Debug, FromRow)]
struct Locked {
    id: i64,
    kind: String,
    parent_id: Option<i64>,
    manifeste_id: Option<i64>,
    branche_id: i64,
    typedepense_id: i64,
    mount: i64,
    mount_t: Option<i64>,
    allotted: i64,
    shares: i64,
    day: String,
    updated_at: String,
    cancelled_at: Option<String>,
    ref_depense: String,
}

impl Locked {
    /// The row as the rules see it (none when its kind is not one they know).
    fn rules(&self) -> Option<Row> {
        Some(Row {
            id: self.id,
            kind: Kind::parse(&self.kind)?,
            branch: self.branche_id,
            mount: self.mount,
            allotted: self.allotted,
            cancelled: self.cancelled_at.is_some(),
            version: self.updated_at.clone(),
        })
    }

    fn commission(&self) -> Commission {
        Commission {
            total: self.mount_t.unwrap_or(self.mount),
            allotted: self.allotted,
            shares: self.shares,
        }
    }
}

async fn lock(db: &Db, tx: &mut Tx, id: Option<i64>) -> Result<Option<Locked>, sqlx::Error> {
    let Some(id) = id else {
        return Ok(None);
    };
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT id, kind, parent_id, manifeste_id, branche_id, typedepense_id, mount, mount_t, \
         allotted, shares, day, updated_at, cancelled_at, ref_depense FROM depenses WHERE id = $1{}",
        db.for_update()
    )))
    .bind(id)
    .fetch_optional(&mut **tx)
    .await
}

/// Changes a share (its commission's total with it, when given).
pub async fn update_share(
    db: &Db,
    id: i64,
    edit: &ShareEdit,
    updated_at: &str,
    who: Writer,
) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let row = lock(db, &mut tx, Some(id)).await?;
    let manifest = lock_manifest(db, &mut tx, row.as_ref().and_then(|r| r.manifeste_id)).await?;
    let commission = lock(db, &mut tx, row.as_ref().and_then(|r| r.parent_id)).await?;
    let after = depenses::plan_share_edit(
        who.actor(),
        row.as_ref().and_then(Locked::rules).as_ref(),
        manifest,
        commission.as_ref().map(Locked::commission),
        (edit.mount_t, edit.mount),
        updated_at,
    )
    .map_err(Refused)?;
    let (Some(row), Some(commission)) = (row, commission) else {
        unreachable!("a share planned has its row and commission");
    };
    let now = db.now();
    sqlx::query(
        "UPDATE depenses SET mount = $1, mount_t = $1, allotted = $2, updated_at = $3 WHERE id = $4",
    )
    .bind(after.total)
    .bind(after.allotted)
    .bind(&now)
    .bind(commission.id)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE depenses SET beneficer_id = $1, mount = $2, description = $3, updated_at = $4 \
         WHERE id = $5",
    )
    .bind(edit.beneficer_id)
    .bind(edit.mount)
    .bind(edit.description.as_deref())
    .bind(&now)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    bump_day(
        &mut tx,
        &row.day,
        row.branche_id,
        row.typedepense_id,
        (0, 0, edit.mount - row.mount),
    )
    .await?;
    Action::Update
        .on("depenses", id, who.id)
        .write(
            &mut tx,
            json!({
                "ref_depense": row.ref_depense,
                "mountT": cents(after.total),
                "beneficerId": edit.beneficer_id,
                "mount": cents(edit.mount),
                "description": edit.description,
            }),
        )
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Changes a commission's total (never below what its shares add up to).
pub async fn update_total(
    db: &Db,
    id: i64,
    mount_t: i64,
    updated_at: &str,
    who: Writer,
) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let row = lock(db, &mut tx, Some(id)).await?;
    let manifest = lock_manifest(db, &mut tx, row.as_ref().and_then(|r| r.manifeste_id)).await?;
    depenses::plan_total(
        who.actor(),
        row.as_ref().and_then(Locked::rules).as_ref(),
        manifest,
        mount_t,
        updated_at,
    )
    .map_err(Refused)?;
    let reference = row.map(|r| r.ref_depense).unwrap_or_default();
    sqlx::query("UPDATE depenses SET mount = $1, mount_t = $1, updated_at = $2 WHERE id = $3")
        .bind(mount_t)
        .bind(db.now())
        .bind(id)
        .execute(&mut *tx)
        .await?;
    Action::Update
        .on("depenses", id, who.id)
        .write(
            &mut tx,
            json!({ "ref_depense": reference, "mountT": cents(mount_t) }),
        )
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Records a standalone expense (`DEP-…`); answers its id.
pub async fn create_expense(db: &Db, e: &Expense, who: Writer) -> Written<i64, Refusal> {
    depenses::may_change_expense(who.admin, who.branch, e.branche_id).map_err(Refused)?;
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let number = next_number(&mut tx, "DEP").await?;
    let reference = format!("DEP-{number:06}");
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO depenses (ref_depense, kind, typedepense_id, manifeste_id, branche_id, \
         beneficer_id, mount, description, day, created_at, updated_at, created_by) \
         VALUES ($1, 'expense', $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) RETURNING id",
    )
    .bind(&reference)
    .bind(e.typedepense_id)
    .bind(e.manifeste_id)
    .bind(e.branche_id)
    .bind(e.beneficer_id)
    .bind(e.mount)
    .bind(e.description.as_deref())
    .bind(&e.day)
    .bind(&now)
    .bind(who.id)
    .fetch_one(&mut *tx)
    .await?;
    bump_day(
        &mut tx,
        &e.day,
        e.branche_id,
        e.typedepense_id,
        (1, 0, e.mount),
    )
    .await?;
    Action::Create
        .on("depenses", id, who.id)
        .write(&mut tx, expense_audit(&reference, e))
        .await?;
    tx.commit().await?;
    Ok(id)
}

fn expense_audit(reference: &str, e: &Expense) -> serde_json::Value {
    json!({
        "ref_depense": reference,
        "typedepenseId": e.typedepense_id,
        "brancheId": e.branche_id,
        "mount": cents(e.mount),
        "date": e.day,
        "description": e.description,
        "beneficerId": e.beneficer_id,
        "manifesteId": e.manifeste_id,
    })
}

/// Changes a standalone expense (its day's totals move with it).
pub async fn update_expense(
    db: &Db,
    id: i64,
    e: &Expense,
    updated_at: &str,
    who: Writer,
) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let row = lock(db, &mut tx, Some(id)).await?;
    depenses::plan_expense_edit(
        who.actor(),
        row.as_ref().and_then(Locked::rules).as_ref(),
        e.branche_id,
        updated_at,
    )
    .map_err(Refused)?;
    let Some(row) = row else {
        unreachable!("an expense planned has its row");
    };
    sqlx::query(
        "UPDATE depenses SET typedepense_id = $1, manifeste_id = $2, branche_id = $3, \
         beneficer_id = $4, mount = $5, description = $6, day = $7, updated_at = $8 WHERE id = $9",
    )
    .bind(e.typedepense_id)
    .bind(e.manifeste_id)
    .bind(e.branche_id)
    .bind(e.beneficer_id)
    .bind(e.mount)
    .bind(e.description.as_deref())
    .bind(&e.day)
    .bind(db.now())
    .bind(id)
    .execute(&mut *tx)
    .await?;
    bump_day(
        &mut tx,
        &row.day,
        row.branche_id,
        row.typedepense_id,
        (-1, 0, -row.mount),
    )
    .await?;
    bump_day(
        &mut tx,
        &e.day,
        e.branche_id,
        e.typedepense_id,
        (1, 0, e.mount),
    )
    .await?;
    Action::Update
        .on("depenses", id, who.id)
        .write(&mut tx, expense_audit(&row.ref_depense, e))
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Cancels a share (the last in force of its commission), a commission without shares in force,
/// or an expense. The row stays, marked with who and when.
pub async fn cancel(db: &Db, id: i64, who: Writer) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let row = lock(db, &mut tx, Some(id)).await?;
    let rules = row.as_ref().and_then(Locked::rules);
    let manifest = match rules.as_ref().map(|r| r.kind) {
        Some(Kind::Share | Kind::Commission) => {
            lock_manifest(db, &mut tx, row.as_ref().and_then(|r| r.manifeste_id)).await?
        }
        _ => None,
    };
    let last_share: Option<i64> = match row.as_ref().and_then(|r| r.parent_id) {
        Some(parent) => {
            sqlx::query_scalar(
                "SELECT MAX(id) FROM depenses WHERE parent_id = $1 AND cancelled_at IS NULL",
            )
            .bind(parent)
            .fetch_one(&mut *tx)
            .await?
        }
        None => None,
    };
    let plan = depenses::plan_cancel(who.actor(), rules.as_ref(), manifest, last_share)
        .map_err(Refused)?;
    let Some(row) = row else {
        unreachable!("a cancellation planned has its row");
    };
    let now = db.now();
    if let (true, Some(parent)) = (plan.releases_share, row.parent_id) {
        sqlx::query("UPDATE depenses SET allotted = allotted - $1, updated_at = $2 WHERE id = $3")
            .bind(row.mount)
            .bind(&now)
            .bind(parent)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query(
        "UPDATE depenses SET cancelled_at = $1, cancelled_by = $2, updated_at = $1 WHERE id = $3",
    )
    .bind(&now)
    .bind(who.id)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    if plan.leaves_day_totals {
        bump_day(
            &mut tx,
            &row.day,
            row.branche_id,
            row.typedepense_id,
            (0, 1, -row.mount),
        )
        .await?;
    }
    Action::Cancel
        .on("depenses", id, who.id)
        .write(
            &mut tx,
            json!({ "ref_depense": row.ref_depense, "mount": cents(row.mount) }),
        )
        .await?;
    tx.commit().await?;
    Ok(())
}

// ---- manifest results ----

/// The results of these manifests: what their lines bring in (`manifest_revenue`, kept by the
/// lines' triggers), their tickets' fares, and what went out (shares and expenses in force). The
/// one place a manifest's result is read: its card, its page and the manifests report.
pub async fn results(
    db: &Db,
    manifest_ids: &[i64],
) -> Result<BTreeMap<i64, ManifestResult>, sqlx::Error> {
    let mut ids = manifest_ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    if ids.is_empty() {
        return Ok(BTreeMap::new());
    }
    let marks = placeholders(1, ids.len());
    let revenue_sql =
        format!("SELECT manifest_id, revenue FROM manifest_revenue WHERE manifest_id IN ({marks})");
    let mut q = sqlx::query_as::<_, (i64, i64)>(AssertSqlSafe(revenue_sql));
    for id in &ids {
        q = q.bind(*id);
    }
    let revenue: BTreeMap<i64, i64> = q.fetch_all(db.pool()).await?.into_iter().collect();
    let costs_sql = format!(
        "SELECT manifeste_id, kind, CAST(SUM(mount) AS BIGINT) FROM depenses \
         WHERE manifeste_id IN ({marks}) AND kind <> 'commission' AND cancelled_at IS NULL \
         GROUP BY manifeste_id, kind"
    );
    let mut q = sqlx::query_as::<_, (i64, String, i64)>(AssertSqlSafe(costs_sql));
    for id in &ids {
        q = q.bind(*id);
    }
    // The tickets' fares (a cancelled ticket keeps what was paid of it).
    let fares: BTreeMap<i64, i64> = super::billets::passengers_of(db, &ids)
        .await?
        .into_iter()
        .map(|p| (p.manifest_id, p.fares))
        .collect();
    let mut costs: BTreeMap<i64, (i64, i64)> = BTreeMap::new();
    for (manifest, kind, amount) in q.fetch_all(db.pool()).await? {
        let entry = costs.entry(manifest).or_default();
        if kind == "share" {
            entry.0 += amount;
        } else {
            entry.1 += amount;
        }
    }
    Ok(ids
        .into_iter()
        .map(|id| {
            let (commissions, expenses) = costs.get(&id).copied().unwrap_or_default();
            let cargo = revenue.get(&id).copied().unwrap_or_default();
            let fares = fares.get(&id).copied().unwrap_or_default();
            let mut result = ManifestResult::new(cargo + fares, commissions, expenses);
            result.fares = fares;
            (id, result)
        })
        .collect())
}

/// What a manifest brings in for each destination of its parcels.
#[derive(Clone, Debug, FromRow)]
pub struct DestinationRevenue {
    pub destination_id: i64,
    pub name: String,
    pub revenue: i64,
}

/// What a manifest brings in for each destination of its parcels: each line's revenue as
/// `domain::depenses::line_revenue` computes it, added up by destination, by name.
pub async fn revenue_by_destination(
    db: &Db,
    manifest_id: i64,
) -> Result<Vec<DestinationRevenue>, sqlx::Error> {
    let lines: Vec<(i64, String, i64, i64, i64)> = sqlx::query_as(
        "SELECT pr.destination_id, e.name, p.amount, md.weight, p.weight_entry \
         FROM manifestdetails md \
         JOIN packags p ON p.id = md.packag_id JOIN expeditions x ON x.id = md.expedition_id \
         JOIN prices pr ON pr.id = x.price_id JOIN extensions e ON e.id = pr.destination_id \
         WHERE md.manifest_id = $1",
    )
    .bind(manifest_id)
    .fetch_all(db.pool())
    .await?;
    let mut by_destination: BTreeMap<(String, i64), i64> = BTreeMap::new();
    for (destination_id, name, amount, weight, entry_weight) in lines {
        *by_destination.entry((name, destination_id)).or_default() +=
            depenses::line_revenue(amount, weight, entry_weight);
    }
    Ok(by_destination
        .into_iter()
        .map(|((name, destination_id), revenue)| DestinationRevenue {
            destination_id,
            name,
            revenue,
        })
        .collect())
}

/// What went out on a manifest for each type (shares and expenses in force).
pub async fn costs_by_type(db: &Db, manifest_id: i64) -> Result<Vec<TypeTotal>, sqlx::Error> {
    sqlx::query_as(
        "SELECT d.typedepense_id, t.type AS type_name, CAST(SUM(d.mount) AS BIGINT) AS amount, \
         COUNT(*) AS count FROM depenses d JOIN typedepenses t ON t.id = d.typedepense_id \
         WHERE d.manifeste_id = $1 AND d.kind <> 'commission' AND d.cancelled_at IS NULL \
         GROUP BY d.typedepense_id, t.type ORDER BY t.type",
    )
    .bind(manifest_id)
    .fetch_all(db.pool())
    .await
}

/// Recounts `depense_days` from the rows (after rows were written or dated by other means than
/// this module's writes: the demo's and the generator's back-dated data).
pub async fn rebuild_days(db: &Db) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM depense_days")
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "INSERT INTO depense_days (day, branche_id, typedepense_id, depenses, cancelled, amount) \
         SELECT day, branche_id, typedepense_id, COUNT(*), \
         SUM(CASE WHEN cancelled_at IS NULL THEN 0 ELSE 1 END), \
         SUM(CASE WHEN cancelled_at IS NULL THEN mount ELSE 0 END) \
         FROM depenses WHERE kind <> 'commission' GROUP BY day, branche_id, typedepense_id",
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}
