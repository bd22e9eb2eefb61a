//! What lists count, kept as rows change: `tallies` (rows per list and tab) and `debts` (what each
//! client owes), maintained by the triggers of migration 0008 in the transaction that changes the
//! rows, and `payment_days` (the payments of each day at each branch); `expeditions.paid` kept by the payment's transaction (db::expeditions).

use sqlx::{Any, AnyConnection, AssertSqlSafe, Executor};

use super::{Backend, Db};

/// The number kept under `name` (0 when none was ever kept).
pub async fn get(db: &Db, name: &str) -> Result<i64, sqlx::Error> {
    let n: Option<i64> = sqlx::query_scalar("SELECT n FROM tallies WHERE name = $1")
        .bind(name)
        .fetch_optional(db.pool())
        .await?;
    Ok(n.unwrap_or(0))
}

/// The numbers kept under `prefix` followed by each of `names`, in that order, in one query.
pub async fn many(db: &Db, prefix: &str, names: &[&str]) -> Result<Vec<i64>, sqlx::Error> {
    let wanted: Vec<String> = names.iter().map(|n| format!("{prefix}{n}")).collect();
    let marks: Vec<String> = (1..=wanted.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT name, n FROM tallies WHERE name IN ({})",
        marks.join(", ")
    );
    let mut query = sqlx::query_as::<Any, (String, i64)>(AssertSqlSafe(sql));
    for name in &wanted {
        query = query.bind(name.clone());
    }
    let rows = query.fetch_all(db.pool()).await?;
    Ok(wanted
        .iter()
        .map(|w| {
            rows.iter()
                .find(|(name, _)| name == w)
                .map_or(0, |(_, n)| *n)
        })
        .collect())
}

/// Computes `expeditions.paid`, the tallies, the debts, the days' payments and (SQLite) the
/// names' index again from the rows (after a bulk load
/// that ran without the triggers; the same statements as migration 0008's).
pub async fn rebuild(conn: &mut AnyConnection, backend: Backend) -> Result<(), sqlx::Error> {
    for sql in REBUILD {
        conn.execute(*sql).await?;
    }
    if backend == Backend::Sqlite {
        conn.execute("INSERT INTO people_names (people_names) VALUES ('rebuild')")
            .await?;
    }
    Ok(())
}

const REBUILD: &[&str] = &[
    "UPDATE expeditions SET paid = COALESCE((SELECT SUM(i.amount) FROM invoices i \
     WHERE i.expedition_id = expeditions.id AND i.cancelled_at IS NULL), 0)",
    "UPDATE billets SET paid = COALESCE((SELECT SUM(i.amount) FROM invoices i \
     WHERE i.billet_id = billets.id AND i.cancelled_at IS NULL), 0)",
    "DELETE FROM debts",
    "DELETE FROM tallies",
    "DELETE FROM payment_days",
    "INSERT INTO payment_days (day, extension_id, payments, cancelled, amount) \
     SELECT day, extension_id, COUNT(*), \
     SUM(CASE WHEN cancelled_at IS NULL THEN 0 ELSE 1 END), \
     SUM(CASE WHEN cancelled_at IS NULL THEN amount ELSE 0 END) \
     FROM invoices GROUP BY day, extension_id",
    "INSERT INTO tallies (name, n) SELECT 'invoices', COUNT(*) FROM invoices",
    "INSERT INTO tallies (name, n) SELECT 'invoices/cancelled', COUNT(*) FROM invoices \
     WHERE cancelled_at IS NOT NULL",
    "INSERT INTO tallies (name, n) SELECT 'invoices/amount', COALESCE(SUM(amount), 0) \
     FROM invoices WHERE cancelled_at IS NULL",
    "INSERT INTO tallies (name, n) SELECT 'expeditions', COUNT(*) FROM expeditions",
    "INSERT INTO tallies (name, n) SELECT 'expeditions/' || status, COUNT(*) FROM expeditions \
     GROUP BY status",
    "INSERT INTO tallies (name, n) SELECT 'packags', COUNT(*) FROM packags",
    "INSERT INTO tallies (name, n) SELECT 'packags/restant', COUNT(*) FROM packags \
     WHERE quantity_restant > 0",
    "INSERT INTO tallies (name, n) SELECT 'packags/waybill', COUNT(*) FROM packags \
     WHERE quantity_waybill > 0",
    "INSERT INTO tallies (name, n) SELECT 'packags/manifeste', COUNT(*) FROM packags \
     WHERE quantity_manifeste > 0",
    "INSERT INTO tallies (name, n) SELECT 'waybills', COUNT(*) FROM waybills",
    "INSERT INTO tallies (name, n) SELECT 'waybills/' || status, COUNT(*) FROM waybills \
     GROUP BY status",
    "INSERT INTO tallies (name, n) SELECT 'manifests', COUNT(*) FROM manifests",
    "INSERT INTO tallies (name, n) SELECT 'manifests/' || status, COUNT(*) FROM manifests \
     GROUP BY status",
    "INSERT INTO debts (customer_id, expeditions, debt, oldest) \
     SELECT customer_id, COUNT(*), SUM(owed), MIN(created_at) FROM owings GROUP BY customer_id",
    "INSERT INTO tallies (name, n) SELECT 'debts', COUNT(*) FROM debts WHERE 1 = 1 \
     ON CONFLICT (name) DO UPDATE SET n = excluded.n",
    // Migration 0010: the reports' summaries.
    "DELETE FROM expedition_days",
    "INSERT INTO expedition_days (day, extension_id, price_id, expeditions, pieces, weight, \
     billed, paid, stock_pieces, stock_weight, waybill_pieces, waybill_weight, shipped_pieces, \
     shipped_weight) SELECT day, extension_id, price_id, COUNT(*), \
     SUM(quantity_entry), SUM(weight_entry), SUM(price), SUM(paid), SUM(quantity_restant), \
     SUM(weight_restant), SUM(quantity_waybill), SUM(weight_waybill), SUM(quantity_manifeste), \
     SUM(weight_manifeste) FROM expeditions \
     GROUP BY day, extension_id, price_id",
    "DELETE FROM debts_branch",
    "INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest) \
     SELECT extension_id, customer_id, COUNT(*), SUM(owed), MIN(created_at) \
     FROM owings GROUP BY extension_id, customer_id",
    "INSERT INTO tallies (name, n) SELECT 'owed', COALESCE(SUM(owed), 0) FROM owings",
    "INSERT INTO tallies (name, n) SELECT 'owed/' || extension_id, SUM(owed) \
     FROM owings GROUP BY extension_id",
    // Migration 0012: the tickets.
    "INSERT INTO tallies (name, n) SELECT 'billets', COUNT(*) FROM billets",
    "INSERT INTO tallies (name, n) SELECT 'billets/' || status, COUNT(*) FROM billets \
     GROUP BY status",
    "DELETE FROM billet_days",
    "INSERT INTO billet_days (day, extension_id, origin_id, destination_id, tickets, billed, paid) \
     SELECT day, extension_id, origin_id, destination_id, \
     SUM(CASE WHEN status <> 'annule' THEN 1 ELSE 0 END), \
     SUM(CASE WHEN status = 'annule' THEN paid ELSE fare END), SUM(paid) FROM billets \
     GROUP BY day, extension_id, origin_id, destination_id",
    "DELETE FROM manifest_revenue",
    "INSERT INTO manifest_revenue (manifest_id, revenue) SELECT md.manifest_id, \
     SUM((2 * p.amount * md.weight + p.weight_entry) / (2 * p.weight_entry)) \
     FROM manifestdetails md JOIN packags p ON p.id = md.packag_id \
     WHERE p.weight_entry > 0 GROUP BY md.manifest_id",
];
