//! Invariant 5 in the database: the flight time and cycles of aircraft, components and pieces,
//! kept in the transaction of every write that changes them. A logbook entry adds its minutes and
//! cycles to its aircraft and to everything installed on it that day (`add_flight`, with negative
//! figures to take one back); an installation, a removal, an overhaul or a new baseline recounts the
//! item from the entries (`recount`). `domain::airworthiness::counters` is the rule both follow.

use sqlx::{AssertSqlSafe, FromRow};

use super::Tx;
use crate::domain::{airworthiness::Counters, period::next_day};

/// An item with counters: an aircraft or a component (`planecomposants`), or a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    Plane(i64),
    Piece(i64),
}

impl Item {
    fn table(self) -> &'static str {
        match self {
            Item::Plane(_) => "planecomposants",
            Item::Piece(_) => "pieces",
        }
    }

    fn id(self) -> i64 {
        match self {
            Item::Plane(id) | Item::Piece(id) => id,
        }
    }
}

/// What adding `$1` minutes and `$2` cycles flown on date `$3` does to an item's counters (an
/// overhaul takes the counters at the end of its day: that day's flights are before it).
const ADD: &str = "ttsn = ttsn + $1, tcsn = tcsn + $2, \
     ttso = ttso + CASE WHEN overhauled_on IS NULL OR overhauled_on < $3 THEN $1 ELSE 0 END, \
     tcso = tcso + CASE WHEN overhauled_on IS NULL OR overhauled_on < $3 THEN $2 ELSE 0 END";

/// Components installed on aircraft `$4` on date `$3`.
const COMPONENTS_ON: &str = "SELECT component_id FROM installations WHERE host_id = $4 \
     AND component_id IS NOT NULL AND installed_on <= $3 AND (removed_on IS NULL OR removed_on > $3)";

/// Adds a flight of aircraft `plane` on `date` (negative figures take one back) to the aircraft and
/// to every component and piece installed on it that day, each from its baseline's date on.
pub async fn add_flight(
    tx: &mut Tx,
    plane: i64,
    date: &str,
    minutes: i64,
    cycles: i64,
) -> Result<(), sqlx::Error> {
    let statements = [
        format!("UPDATE planecomposants SET {ADD} WHERE id = $4 AND base_date <= $3"),
        format!(
            "UPDATE planecomposants SET {ADD} WHERE base_date <= $3 AND id IN ({COMPONENTS_ON})"
        ),
        format!(
            "UPDATE pieces SET {ADD} WHERE base_date <= $3 AND id IN (SELECT piece_id FROM \
             installations WHERE piece_id IS NOT NULL AND installed_on <= $3 \
             AND (removed_on IS NULL OR removed_on > $3) \
             AND (host_id = $4 OR host_id IN ({COMPONENTS_ON})))"
        ),
    ];
    for sql in statements {
        sqlx::query(AssertSqlSafe(sql))
            .bind(minutes)
            .bind(cycles)
            .bind(date)
            .bind(plane)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

#[derive(FromRow)]
struct Base {
    category: i64,
    base_date: String,
    base_ttsn: i64,
    base_ttso: i64,
    base_tcsn: i64,
    base_tcso: i64,
    overhauled_on: Option<String>,
}

#[derive(FromRow)]
struct Sums {
    minutes: i64,
    cycles: i64,
    minutes_since: i64,
    cycles_since: i64,
}

const SUMS: &str = "CAST(COALESCE(SUM(e.minutes), 0) AS BIGINT) AS minutes, \
     CAST(COALESCE(SUM(e.cycles), 0) AS BIGINT) AS cycles, \
     CAST(COALESCE(SUM(CASE WHEN e.date >= $2 THEN e.minutes ELSE 0 END), 0) AS BIGINT) AS minutes_since, \
     CAST(COALESCE(SUM(CASE WHEN e.date >= $2 THEN e.cycles ELSE 0 END), 0) AS BIGINT) AS cycles_since";

/// Entries `e` dated from the baseline (`$3`) to before `$4`.
const DATED: &str = "e.date >= $3 AND e.date < $4";

/// An entry `e` within installation `i`.
const DURING_I: &str =
    "e.date >= i.installed_on AND (i.removed_on IS NULL OR e.date < i.removed_on)";

/// An item's counters at the start of `until` (`None`: now), computed from its baseline and the
/// entries: the recount `domain::airworthiness::counters` describes.
pub async fn count(tx: &mut Tx, item: Item, until: Option<&str>) -> Result<Counters, sqlx::Error> {
    let base: Base = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {category}, base_date, base_ttsn, base_ttso, base_tcsn, base_tcso, overhauled_on \
         FROM {table} WHERE id = $1",
        category = match item {
            Item::Plane(_) => "category",
            Item::Piece(_) => "3 AS category",
        },
        table = item.table(),
    )))
    .bind(item.id())
    .fetch_one(&mut **tx)
    .await?;
    let queries: Vec<String> = match (item, base.category) {
        (Item::Plane(_), 1) => vec![format!(
            "SELECT {SUMS} FROM logbook_entries e WHERE e.plane_id = $1 AND {DATED}"
        )],
        (Item::Plane(_), _) => vec![format!(
            "SELECT {SUMS} FROM installations i JOIN logbook_entries e ON e.plane_id = i.host_id \
             AND {DURING_I} WHERE i.component_id = $1 AND {DATED}"
        )],
        (Item::Piece(_), _) => vec![
            format!(
                "SELECT {SUMS} FROM installations i JOIN logbook_entries e \
                 ON e.plane_id = i.host_id AND {DURING_I} WHERE i.piece_id = $1 AND {DATED}"
            ),
            format!(
                "SELECT {SUMS} FROM installations i JOIN installations c \
                 ON c.component_id = i.host_id JOIN logbook_entries e ON e.plane_id = c.host_id \
                 AND {DURING_I} AND e.date >= c.installed_on \
                 AND (c.removed_on IS NULL OR e.date < c.removed_on) \
                 WHERE i.piece_id = $1 AND {DATED}"
            ),
        ],
    };
    // Since overhaul: from the day after the overhaul (it took the counters at the end of its day).
    let since = match &base.overhauled_on {
        Some(day) => next_day(day),
        None => base.base_date.clone(),
    };
    let mut c = Counters {
        tsn: base.base_ttsn,
        tso: if base.overhauled_on.is_some() {
            0
        } else {
            base.base_ttso
        },
        csn: base.base_tcsn,
        cso: if base.overhauled_on.is_some() {
            0
        } else {
            base.base_tcso
        },
    };
    for sql in queries {
        let s: Sums = sqlx::query_as(AssertSqlSafe(sql))
            .bind(item.id())
            .bind(&since)
            .bind(&base.base_date)
            .bind(until.unwrap_or("9999-12-31"))
            .fetch_one(&mut **tx)
            .await?;
        c.tsn += s.minutes;
        c.csn += s.cycles;
        c.tso += s.minutes_since;
        c.cso += s.cycles_since;
    }
    Ok(c)
}

/// Sets an item's counters to what its baseline and the entries say.
pub async fn recount(tx: &mut Tx, item: Item) -> Result<Counters, sqlx::Error> {
    let c = count(tx, item, None).await?;
    sqlx::query(AssertSqlSafe(format!(
        "UPDATE {} SET ttsn = $1, ttso = $2, tcsn = $3, tcso = $4 WHERE id = $5",
        item.table()
    )))
    .bind(c.tsn)
    .bind(c.tso)
    .bind(c.csn)
    .bind(c.cso)
    .bind(item.id())
    .execute(&mut **tx)
    .await?;
    Ok(c)
}

/// Recounts a component and the pieces that were ever installed on it (after the component moved).
pub async fn recount_with_pieces(tx: &mut Tx, component: i64) -> Result<(), sqlx::Error> {
    recount(tx, Item::Plane(component)).await?;
    let pieces: Vec<(i64,)> = sqlx::query_as(
        "SELECT DISTINCT piece_id FROM installations WHERE host_id = $1 AND piece_id IS NOT NULL",
    )
    .bind(component)
    .fetch_all(&mut **tx)
    .await?;
    for (piece,) in pieces {
        recount(tx, Item::Piece(piece)).await?;
    }
    Ok(())
}
