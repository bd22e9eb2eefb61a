//! The fleet's due list (DESIGN §4 "Due list", issue 17): reads what the rules of
//! `domain::due` need — the aircraft with their use over the last 90 days, the pieces with a
//! limit, the inspection items with their last performance, the documents — in five statements
//! whatever the fleet's history, and assesses every limit. Read through the pool for the list and
//! the aircraft views, or inside a write transaction for the manifest interlock (so a manifest
//! and a renewal cannot cross).

use std::sync::{Arc, Mutex};

use sqlx::{Any, AnyConnection, FromRow, any::AnyRow};
use time::{Date, Duration};

use super::{Db, reads::Reads};
use crate::domain::{
    airworthiness::Interval,
    due::{
        self, Assessment, Due, FORECAST_DAYS, InService, Piece, PieceLimits, Status, Thresholds,
        Use,
    },
    ledger::MoveRefusal,
    period::{iso, parse_iso},
};

/// Where the statements run.
pub enum On<'a> {
    Pool(&'a Reads),
    Conn(&'a mut AnyConnection),
}

impl On<'_> {
    pub fn pool(db: &Db) -> On<'_> {
        On::Pool(db.pool())
    }

    async fn all<T>(&mut self, sql: String, args: &[Arg]) -> Result<Vec<T>, sqlx::Error>
    where
        T: Send + Unpin + for<'r> FromRow<'r, AnyRow>,
    {
        let mut q = sqlx::query_as::<Any, T>(sqlx::AssertSqlSafe(sql));
        for a in args {
            q = match a {
                Arg::Int(v) => q.bind(*v),
                Arg::Text(v) => q.bind(v.clone()),
            };
        }
        match self {
            On::Pool(r) => q.fetch_all(*r).await,
            On::Conn(c) => q.fetch_all(&mut **c).await,
        }
    }
}

enum Arg {
    Int(i64),
    Text(String),
}

/// One limit of one item, assessed.
#[derive(Clone, Debug)]
pub struct DueItem {
    /// Unique and stable: `piece:12:life:hours`.
    pub key: String,
    /// `piece`, `inspection` or `document`.
    pub item_kind: &'static str,
    pub item_id: i64,
    pub item: String,
    /// The aircraft it flies with (none: a piece in store).
    pub plane_id: Option<i64>,
    pub plane: Option<String>,
    /// The component a piece is installed on.
    pub host: Option<String>,
    pub assessment: Assessment,
}

/// An aircraft's state: grounded when anything of it is past due.
#[derive(Clone, Debug)]
pub struct PlaneDue {
    pub id: i64,
    pub immatriculation: String,
    pub overdue: i64,
    pub due_soon: i64,
    pub recent: Use,
}

impl PlaneDue {
    pub fn grounded(&self) -> bool {
        self.overdue > 0
    }
}

#[derive(Clone, Debug)]
pub struct Fleet {
    pub today: Date,
    pub planes: Vec<PlaneDue>,
    /// Every limit, in the list's order (`domain::due::list_order`).
    pub items: Vec<DueItem>,
}

impl Fleet {
    /// The list of one aircraft (none when it is not an aircraft).
    pub fn only(&self, plane: i64) -> Fleet {
        Fleet {
            today: self.today,
            planes: self
                .planes
                .iter()
                .filter(|p| p.id == plane)
                .cloned()
                .collect(),
            items: self
                .items
                .iter()
                .filter(|i| i.plane_id == Some(plane))
                .cloned()
                .collect(),
        }
    }

    pub fn plane(&self, id: i64) -> Option<&PlaneDue> {
        self.planes.iter().find(|p| p.id == id)
    }

    /// The first `n` items of an aircraft, in the list's order.
    pub fn next_of(&self, plane: i64, n: usize) -> Vec<DueItem> {
        self.items
            .iter()
            .filter(|i| i.plane_id == Some(plane))
            .take(n)
            .cloned()
            .collect()
    }

    /// What grounds an aircraft: its items past due.
    pub fn overdue_of(&self, plane: i64) -> Vec<&DueItem> {
        self.items
            .iter()
            .filter(|i| i.plane_id == Some(plane) && i.assessment.status == Status::Depasse)
            .collect()
    }
}

#[derive(FromRow)]
struct PlaneRow {
    id: i64,
    immatriculation: String,
    ttsn: i64,
    tcsn: i64,
    minutes: i64,
    cycles: i64,
}

#[derive(FromRow)]
struct PieceRow {
    id: i64,
    libele: String,
    serie: String,
    ttsn: i64,
    ttso: i64,
    tcsn: i64,
    tcso: i64,
    date_installation_life: String,
    overhauled_on: Option<String>,
    hour_life: Option<i64>,
    cycle_life: Option<i64>,
    hour_revision: Option<i64>,
    cycle_revision: Option<i64>,
    day_revision: Option<i64>,
    hour_service: Option<i64>,
    cycle_service: Option<i64>,
    day_service: Option<i64>,
    installed_on: Option<String>,
    host_minutes_on: Option<i64>,
    host_cycles_on: Option<i64>,
    host_category: Option<i64>,
    host_id: Option<i64>,
    host_name: Option<String>,
    host_ttsn: Option<i64>,
    host_tcsn: Option<i64>,
    host_plane: Option<i64>,
}

#[derive(FromRow)]
struct InspectionRow {
    id: i64,
    plane_id: i64,
    description: String,
    interval_hours: Option<i64>,
    interval_cycles: Option<i64>,
    interval_days: Option<i64>,
    done_date: Option<String>,
    done_minutes: Option<i64>,
    done_cycles: Option<i64>,
}

#[derive(FromRow)]
struct DocumentRow {
    id: i64,
    plane_id: i64,
    serie: String,
    description: String,
    date_expiration: Option<String>,
}

const HAS_LIMIT: &str = "(p.hour_life IS NOT NULL OR p.cycle_life IS NOT NULL \
     OR p.hour_revision IS NOT NULL OR p.cycle_revision IS NOT NULL OR p.day_revision IS NOT NULL \
     OR p.hour_service IS NOT NULL OR p.cycle_service IS NOT NULL OR p.day_service IS NOT NULL)";

/// The due list of the fleet, or of one aircraft, on `today`.
pub async fn fleet(
    mut on: On<'_>,
    plane: Option<i64>,
    today: Date,
    thresholds: Thresholds,
) -> Result<Fleet, sqlx::Error> {
    let since = iso(today - Duration::days(FORECAST_DAYS - 1));
    let today_text = iso(today);
    // Each aircraft's use over the last 90 days, from the entries' covering index.
    let sum = |column: &str| {
        format!(
            "(SELECT CAST(COALESCE(SUM(e.{column}), 0) AS BIGINT) FROM logbook_entries e \
             WHERE e.plane_id = a.id AND e.date >= $1 AND e.date <= $2) AS {column}"
        )
    };
    let mut args = vec![Arg::Text(since), Arg::Text(today_text)];
    let only = match plane {
        Some(id) => {
            args.push(Arg::Int(id));
            " AND a.id = $3"
        }
        None => "",
    };
    let planes: Vec<PlaneRow> = on
        .all(
            format!(
                "SELECT a.id, a.immatriculation, a.ttsn, a.tcsn, {}, {} \
                 FROM planecomposants a WHERE a.category = 1{only} ORDER BY a.immatriculation, a.id",
                sum("minutes"),
                sum("cycles")
            ),
            &args,
        )
        .await?;
    let one = || plane.map(Arg::Int).into_iter().collect::<Vec<_>>();
    let pieces: Vec<PieceRow> = on
        .all(
            format!(
                "SELECT p.id, p.libele, p.serie, p.ttsn, p.ttso, p.tcsn, p.tcso, \
                 p.date_installation_life, p.overhauled_on, p.hour_life, p.cycle_life, \
                 p.hour_revision, p.cycle_revision, p.day_revision, p.hour_service, p.cycle_service, \
                 p.day_service, i.installed_on, i.host_minutes_on, i.host_cycles_on, \
                 h.category AS host_category, h.id AS host_id, h.immatriculation AS host_name, \
                 h.ttsn AS host_ttsn, h.tcsn AS host_tcsn, h.plane_id AS host_plane \
                 FROM pieces p \
                 LEFT JOIN installations i ON i.piece_id = p.id AND i.removed_on IS NULL \
                 LEFT JOIN planecomposants h ON h.id = p.host_id \
                 WHERE {HAS_LIMIT}{} ORDER BY p.id",
                if plane.is_some() {
                    " AND (p.host_id = $1 OR p.host_id IN \
                     (SELECT c.id FROM planecomposants c WHERE c.plane_id = $1))"
                } else {
                    ""
                }
            ),
            &one(),
        )
        .await?;
    let inspections: Vec<InspectionRow> = on
        .all(
            format!(
                "SELECT i.id, i.plane_id, i.description, i.interval_hours, i.interval_cycles, \
                 i.interval_days, d.date AS done_date, d.minutes AS done_minutes, \
                 d.cycles AS done_cycles FROM inspections i \
                 LEFT JOIN inspection_done d ON d.id = (SELECT x.id FROM inspection_done x \
                 WHERE x.inspection_id = i.id ORDER BY x.date DESC, x.id DESC LIMIT 1){} \
                 ORDER BY i.id",
                if plane.is_some() {
                    " WHERE i.plane_id = $1"
                } else {
                    ""
                }
            ),
            &one(),
        )
        .await?;
    let documents: Vec<DocumentRow> = on
        .all(
            format!(
                "SELECT id, plane_id, serie, description, date_expiration FROM documents{} \
                 ORDER BY id",
                if plane.is_some() {
                    " WHERE plane_id = $1"
                } else {
                    ""
                }
            ),
            &one(),
        )
        .await?;
    Ok(assemble(
        today,
        thresholds,
        planes,
        pieces,
        inspections,
        documents,
    ))
}

fn date(text: &str) -> Date {
    // Dates are checked on the way in; one unreadable counts from the earliest possible day.
    parse_iso(text).unwrap_or(Date::MIN)
}

fn assemble(
    today: Date,
    thresholds: Thresholds,
    planes: Vec<PlaneRow>,
    pieces: Vec<PieceRow>,
    inspections: Vec<InspectionRow>,
    documents: Vec<DocumentRow>,
) -> Fleet {
    let recent_of = |id: Option<i64>| {
        planes
            .iter()
            .find(|p| Some(p.id) == id)
            .map(|p| Use {
                minutes: p.minutes,
                cycles: p.cycles,
                days: FORECAST_DAYS,
            })
            .unwrap_or_default()
    };
    let name_of = |id: Option<i64>| {
        planes
            .iter()
            .find(|p| Some(p.id) == id)
            .map(|p| p.immatriculation.clone())
    };
    let mut items = Vec::new();
    let mut push = |kind: &'static str,
                    id: i64,
                    item: &str,
                    plane: Option<i64>,
                    host: Option<String>,
                    dues: Vec<Due>| {
        let recent = recent_of(plane);
        for d in dues {
            let a = due::assess(d, today, thresholds, recent);
            items.push(DueItem {
                key: format!("{kind}:{id}:{}:{}", d.kind.as_str(), d.dimension.as_str()),
                item_kind: kind,
                item_id: id,
                item: item.to_string(),
                plane_id: plane,
                plane: name_of(plane),
                host: host.clone(),
                assessment: a,
            });
        }
    };
    for p in &pieces {
        let installed = match (&p.installed_on, p.host_ttsn, p.host_tcsn) {
            (Some(on), Some(minutes), Some(cycles)) => Some(InService {
                since: date(on),
                minutes: (minutes - p.host_minutes_on.unwrap_or(minutes)).max(0),
                cycles: (cycles - p.host_cycles_on.unwrap_or(cycles)).max(0),
            }),
            _ => None,
        };
        let facts = Piece {
            tsn: p.ttsn,
            tso: p.ttso,
            csn: p.tcsn,
            cso: p.tcso,
            in_service_on: date(&p.date_installation_life),
            overhauled_on: p.overhauled_on.as_deref().map(date),
            installed,
            limits: PieceLimits {
                hour_life: p.hour_life,
                cycle_life: p.cycle_life,
                hour_revision: p.hour_revision,
                cycle_revision: p.cycle_revision,
                day_revision: p.day_revision,
                hour_service: p.hour_service,
                cycle_service: p.cycle_service,
                day_service: p.day_service,
            },
        };
        let (plane, host) = match p.host_category {
            Some(1) => (p.host_id, None),
            Some(_) => (p.host_plane, p.host_name.clone()),
            None => (None, None),
        };
        push(
            "piece",
            p.id,
            &format!("{} — SN {}", p.libele, p.serie),
            plane,
            host,
            due::piece_dues(&facts),
        );
    }
    for i in &inspections {
        let Some(aircraft) = planes.iter().find(|p| p.id == i.plane_id) else {
            continue;
        };
        let done = match (&i.done_date, i.done_minutes, i.done_cycles) {
            (Some(d), Some(m), Some(c)) => Some((m, c, date(d))),
            _ => None,
        };
        let interval = Interval {
            hours: i.interval_hours,
            cycles: i.interval_cycles,
            days: i.interval_days,
        };
        push(
            "inspection",
            i.id,
            &i.description,
            Some(i.plane_id),
            None,
            due::inspection_dues(interval, done, (aircraft.ttsn, aircraft.tcsn)),
        );
    }
    let keys: Vec<(i64, &str, Option<Date>)> = documents
        .iter()
        .map(|d| {
            (
                d.plane_id,
                d.description.as_str(),
                d.date_expiration.as_deref().map(date),
            )
        })
        .collect();
    for (d, in_force) in documents.iter().zip(due::in_force(&keys)) {
        if !in_force {
            continue;
        }
        let label = format!("{} — N° {}", d.description, d.serie);
        let dues = due::document_due(d.date_expiration.as_deref().map(date));
        push(
            "document",
            d.id,
            &label,
            Some(d.plane_id),
            None,
            dues.into_iter().collect(),
        );
    }
    items.sort_by(|a, b| due::list_order(&a.assessment, &b.assessment));
    let planes = planes
        .iter()
        .map(|p| {
            let of = |s: Status| {
                items
                    .iter()
                    .filter(|i| i.plane_id == Some(p.id) && i.assessment.status == s)
                    .count() as i64
            };
            PlaneDue {
                id: p.id,
                immatriculation: p.immatriculation.clone(),
                overdue: of(Status::Depasse),
                due_soon: of(Status::Bientot),
                recent: Use {
                    minutes: p.minutes,
                    cycles: p.cycles,
                    days: FORECAST_DAYS,
                },
            }
        })
        .collect();
    Fleet {
        today,
        planes,
        items,
    }
}

/// Inside a write transaction: why a manifest may not leave on this aircraft (its items past
/// due, the list's order), or nothing when it is in service.
pub async fn grounding(
    conn: &mut AnyConnection,
    plane: i64,
    today: time::Date,
) -> Result<Option<MoveRefusal>, sqlx::Error> {
    // Past due does not depend on the thresholds.
    let fleet = fleet(On::Conn(conn), Some(plane), today, Thresholds::default()).await?;
    let Some(aircraft) = fleet.plane(plane) else {
        return Ok(None);
    };
    let items: Vec<(String, due::Late)> = fleet
        .overdue_of(plane)
        .into_iter()
        .map(|i| (i.item.clone(), i.assessment.late()))
        .collect();
    Ok((!items.is_empty()).then(|| MoveRefusal::Grounded {
        plane: aircraft.immatriculation.clone(),
        items,
    }))
}

/// The fleet's due list as last read: the write generation, day and thresholds it was read for.
#[derive(Debug, Default)]
pub struct Cache(Mutex<Option<Kept>>);

/// A reading: the write generation, the day and the thresholds it holds for.
type Kept = (u64, Date, Thresholds, Arc<Fleet>);

/// The fleet's due list for the list and the aircraft views: on SQLite kept until a write
/// transaction of this process ends or the day changes (so the views cost nothing while nothing
/// changes); read each time on PostgreSQL. The interlock never reads this: it assesses inside
/// its own transaction.
pub async fn fleet_now(
    db: &Db,
    today: Date,
    thresholds: Thresholds,
) -> Result<Arc<Fleet>, sqlx::Error> {
    // The generation is taken before reading: a write ending meanwhile makes this reading
    // out of date at once.
    let generation = db.generation();
    let cache = db.due_cache();
    if let Some(g) = generation {
        let kept = cache.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((kg, day, t, fleet)) = kept.as_ref()
            && (*kg, *day, *t) == (g, today, thresholds)
        {
            return Ok(fleet.clone());
        }
    }
    let fleet = Arc::new(fleet(On::pool(db), None, today, thresholds).await?);
    if let Some(g) = generation {
        *cache.0.lock().unwrap_or_else(|e| e.into_inner()) =
            Some((g, today, thresholds, fleet.clone()));
    }
    Ok(fleet)
}
