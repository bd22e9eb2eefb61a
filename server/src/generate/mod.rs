//! `soute generate`: DESIGN §9's reference data set (five years of a large agency) at a scale,
//! written in bulk into a fresh database, consistent with the ledger and the reference counters
//! so that the server carries on from it.

pub mod plan;

use crate::db::OrRefused;
use std::time::Instant;

use time::OffsetDateTime;

use crate::{
    app::StartupError,
    clock,
    db::{
        Db, articles,
        bulk::Loader,
        expeditions::reference,
        list::{Arg, PageRequest},
        planes, prices, profiles, users, vehicles,
    },
    demo,
    domain::days,
    security::Passwords,
};
use plan::{Agency, Owed, Plan, Role, Route, Sizes, Start};

/// Routes the demo leaves out: with them every branch serves every other, both ways (20 routes).
const MORE_ROUTES: [(usize, usize, i64); 4] = [(1, 3, 480), (1, 4, 150), (2, 3, 520), (2, 4, 400)];

/// The generated set's seed when none is given.
pub const DEFAULT_SEED: u64 = 2026;

#[derive(Clone, Debug)]
pub struct Options {
    /// 1.0 is DESIGN §9's reference set; 0.01 a hundredth of it.
    pub scale: f64,
    pub seed: u64,
    /// Where the aircraft documents' files go (the data folder's `files`).
    pub files_dir: std::path::PathBuf,
}

/// Fills a freshly migrated database (with its super user) with the set; refuses one that holds
/// branches or expeditions. Answers a summary for the console.
pub async fn generate(
    db: &Db,
    passwords: &Passwords,
    options: Options,
) -> Result<String, StartupError> {
    if !(options.scale > 0.0 && options.scale <= 10.0) {
        return Err(StartupError::Config(
            "the scale must be above 0 and at most 10".into(),
        ));
    }
    let mut loader = Loader::open(db).await?;
    if loader.holds_an_agency().await? {
        return Err(StartupError::Config(
            "the database already holds branches or expeditions: `soute generate` fills a fresh \
             database"
                .into(),
        ));
    }
    let began = Instant::now();
    let admin = users::first_superuser(db).await?;
    let agency = agency(db, admin).await?;
    let roles = Roles::create(db).await?;
    let staff_hash = passwords.hash(demo::STAFF_PASSWORD).await;
    let start = Start {
        user: loader.next_id("users").await?,
        expedition: loader.next_id("expeditions").await?,
        packag: loader.next_id("packags").await?,
        packagdetail: loader.next_id("packagdetails").await?,
        invoice: loader.next_id("invoices").await?,
        waybill: loader.next_id("waybills").await?,
        waybilldetail: loader.next_id("waybilldetails").await?,
        manifest: loader.next_id("manifests").await?,
        manifestdetail: loader.next_id("manifestdetails").await?,
        billet: loader.next_id("billets").await?,
        exp_number: loader.counter("EXP").await?,
        col_number: loader.counter("COL").await?,
        man_number: loader.counter("MAN").await?,
        fac_number: loader.counter("FAC").await?,
        bil_number: loader.counter("BIL").await?,
    };
    let sizes = Sizes::at(options.scale);
    let end = micros(db.clock().instant());
    let planned = Instant::now();
    let set = plan::plan(options.seed, sizes, end, &agency, start);
    tracing::info!(
        "planned {} expeditions in {:.1} s",
        set.expeditions.len(),
        planned.elapsed().as_secs_f64()
    );
    // Indexes are built and derived amounts computed once the rows are in; again even if
    // writing failed, so the database keeps its indexes and triggers whatever happens.
    let triggers = loader.drop_triggers(&TABLES).await?;
    let indexes = loader.drop_indexes(&TABLES).await?;
    let dep_start = (
        loader.next_id("depenses").await?,
        loader.counter("DEP").await?,
    );
    let money = MoneyTypes::read(db).await?;
    let written = write(&mut loader, &set, &roles, admin, &staff_hash).await;
    let spent = match written {
        Ok(()) => {
            money_out(
                &mut loader,
                &set,
                &agency,
                &money,
                admin,
                dep_start,
                options.seed,
            )
            .await
        }
        Err(e) => Err(e),
    };
    loader.build_indexes(indexes).await?;
    loader.restore_triggers(triggers).await?;
    let (depense_rows, dep_number) = spent?;
    crate::db::depenses::rebuild_days(db).await?;
    // The fleet's records over five years (whatever the scale: DESIGN §9 has 5 aircraft).
    let pilots: Vec<i64> = users::list(
        db,
        users::Scope::Code(users::PILOT_CODE),
        None,
        crate::db::list::PageRequest::first(100),
    )
    .await?
    .items
    .iter()
    .map(|p| p.id)
    .collect();
    let fleet = demo::fleet::load(
        db,
        &mut demo::Lcg(options.seed),
        &options.files_dir,
        &pilots,
        admin,
        1826,
    )
    .await?;
    tracing::info!("aircraft records: {fleet}");
    let last = |numbers: Option<i64>, start: i64| numbers.unwrap_or(start);
    loader
        .set_counters(&[
            (
                "EXP",
                last(set.expeditions.last().map(|x| x.number), start.exp_number),
            ),
            (
                "COL",
                last(set.waybills.last().map(|w| w.number), start.col_number),
            ),
            (
                "MAN",
                last(set.manifests.last().map(|m| m.number), start.man_number),
            ),
            (
                "FAC",
                last(set.payments.last().map(|p| p.number), start.fac_number),
            ),
            (
                "BIL",
                last(set.tickets.last().map(|t| t.number), start.bil_number),
            ),
            ("DEP", dep_number),
        ])
        .await?;
    loader.finish(&TABLES).await?;
    Ok(format!(
        "Jeu de données généré en {:.0} s (échelle {}, graine {}) : 5 agences, {} tarifs, {} \
         personnes (dont {} clients), {} expéditions, {} colis, {} lignes de contenu, {} \
         paiements, {} bordereaux et {} manifestes sur cinq ans, {} billets passagers, {} lignes de commissions et \
         de dépenses. Le personnel se connecte avec son numéro de téléphone et le mot de passe \
         « {} ».",
        began.elapsed().as_secs_f64(),
        options.scale,
        options.seed,
        agency.routes.len(),
        set.people.len(),
        sizes.clients,
        set.expeditions.len(),
        set.parcels.len(),
        set.contents.len(),
        set.payments.len(),
        set.waybills.len(),
        set.manifests.len(),
        set.tickets.len(),
        depense_rows,
        demo::STAFF_PASSWORD,
    ))
}

/// The tables written with ids chosen here.
const TABLES: [&str; 11] = [
    "users",
    "expeditions",
    "packags",
    "packagdetails",
    "invoices",
    "waybills",
    "waybilldetails",
    "manifests",
    "manifestdetails",
    "billets",
    "depenses",
];

/// The expense types created at first start (migration 0009), by what the generator spends on.
struct MoneyTypes {
    commission: i64,
    handling: i64,
    fuel: i64,
    rent: i64,
    salaries: i64,
}

impl MoneyTypes {
    async fn read(db: &Db) -> Result<MoneyTypes, sqlx::Error> {
        let id = |name: &'static str| async move {
            sqlx::query_scalar::<_, i64>("SELECT id FROM typedepenses WHERE type = $1")
                .bind(name)
                .fetch_one(db.pool())
                .await
        };
        Ok(MoneyTypes {
            commission: id("Commission").await?,
            handling: id("Manutention").await?,
            fuel: id("Carburant").await?,
            rent: id("Loyer").await?,
            salaries: id("Salaires").await?,
        })
    }
}

/// Commissions on every manifest (a broker's share or two, now and then handling too) and each
/// branch's rent, salaries and weekly fuel over the years of the plan, written in bulk; answers
/// how many rows and the last `DEP` number. `depense_days` is recounted afterwards.
async fn money_out(
    loader: &mut Loader,
    set: &Plan,
    agency: &Agency,
    types: &MoneyTypes,
    admin: i64,
    (first_id, first_number): (i64, i64),
    seed: u64,
) -> Result<(usize, i64), sqlx::Error> {
    let mut rng = demo::Lcg(seed ^ 0xde9);
    let brokers: Vec<i64> = set
        .people
        .iter()
        .filter(|m| m.role == Role::Externe)
        .map(|m| m.id)
        .collect();
    let mut rows: Vec<Vec<Arg>> = Vec::new();
    let (mut id, mut number) = (first_id - 1, first_number);
    let mut row = |id: i64,
                   reference: String,
                   kind: &str,
                   parent: Option<i64>,
                   typedepense: i64,
                   manifest: Option<i64>,
                   branch: i64,
                   beneficer: Option<i64>,
                   (mount, mount_t, allotted, shares): (i64, Option<i64>, i64, i64),
                   description: &str,
                   at: i64| {
        let at = stamp(at);
        rows.push(vec![
            int(id),
            text(reference),
            text(kind),
            Arg::OptInt(parent),
            int(typedepense),
            Arg::OptInt(manifest),
            int(branch),
            Arg::OptInt(beneficer),
            int(mount),
            Arg::OptInt(mount_t),
            int(allotted),
            int(shares),
            Arg::OptText((!description.is_empty()).then(|| description.to_string())),
            text(&at[..10]),
            text(at.clone()),
            text(at),
            int(admin),
        ]);
    };
    for (n, m) in set.manifests.iter().enumerate() {
        if brokers.is_empty() {
            break;
        }
        let mut commissions = vec![(types.commission, 4_000 + 500 * rng.below(11) as i64)];
        if n % 3 == 1 {
            commissions.push((types.handling, 1_500));
        }
        for (typedepense, total) in commissions {
            number += 1;
            let reference = reference("DEP", number);
            let parts: Vec<i64> = if n % 2 == 0 || typedepense == types.handling {
                vec![total]
            } else {
                vec![total * 3 / 5, total - total * 3 / 5]
            };
            id += 1;
            let commission = id;
            row(
                commission,
                reference.clone(),
                "commission",
                None,
                typedepense,
                Some(m.id),
                m.route.origin,
                None,
                (total, Some(total), total, parts.len() as i64),
                "",
                m.at,
            );
            for (k, part) in parts.iter().enumerate() {
                id += 1;
                row(
                    id,
                    format!("{reference}-{}", k + 1),
                    "share",
                    Some(commission),
                    typedepense,
                    Some(m.id),
                    m.route.origin,
                    Some(brokers[rng.below(brokers.len())]),
                    (*part, None, 0, 0),
                    "Commission courtier",
                    m.at,
                );
            }
        }
    }
    // The branches' own expenses, from the first expedition to the last.
    const DAY: i64 = 86_400_000_000;
    let first = set.expeditions.first().map(|x| x.at).unwrap_or(0);
    let last = set.expeditions.last().map(|x| x.at).unwrap_or(0);
    let mut at = first - first.rem_euclid(DAY) + 9 * 3_600_000_000;
    while at <= last {
        let date = stamp(at);
        let day_of_month = &date[8..10];
        let week = (at / DAY) % 7;
        for (b, branch) in agency.branches.iter().enumerate() {
            let b = b as i64;
            let mut spend = |typedepense: i64, mount: i64, description: &str| {
                number += 1;
                id += 1;
                row(
                    id,
                    reference("DEP", number),
                    "expense",
                    None,
                    typedepense,
                    None,
                    *branch,
                    None,
                    (mount, None, 0, 0),
                    description,
                    at,
                );
            };
            if day_of_month == "01" {
                spend(types.rent, 45_000 + 15_000 * b, "Loyer de l'agence");
            }
            if day_of_month == "28" {
                spend(types.salaries, 180_000 + 40_000 * b, "Salaires du mois");
            }
            if week == b % 7 {
                spend(
                    types.fuel,
                    (40 + rng.below(80) as i64) * 165,
                    "Gasoil camion",
                );
            }
        }
        at += DAY;
    }
    let count = rows.len();
    loader
        .insert(
            "depenses",
            "id, ref_depense, kind, parent_id, typedepense_id, manifeste_id, branche_id, \
             beneficer_id, mount, mount_t, allotted, shares, description, day, created_at, \
             updated_at, created_by",
            rows,
        )
        .await?;
    Ok((count, number))
}

/// The demo's branches, vehicles, aircraft and articles with a route between every two branches,
/// two more aircraft, and the staff profiles; answers what the plan needs of them.
async fn agency(db: &Db, admin: i64) -> Result<Agency, sqlx::Error> {
    let routes: Vec<(usize, usize, i64)> =
        demo::ROUTES.iter().chain(&MORE_ROUTES).copied().collect();
    let branches = demo::agency(db, admin, &routes).await?;
    for (registration, serie, maker, base) in [
        ("9Q-CLT", "L410-UVP-E20-2914", "Let Kunovice", "Bukavu"),
        ("9Q-CAN", "AN28-1AJ007-12", "PZL Mielec", "Goma"),
    ] {
        let fields = planes::Fields {
            immatriculation: registration.to_string(),
            serie: serie.to_string(),
            constructeur: maker.to_string(),
            date_fabrication: "2012-05-14".to_string(),
            date_revision: "2026-02-10".to_string(),
            ttsn: 14_200 * 60,
            ttso: 1_900 * 60,
            tcsn: 16_800,
            tcso: 2_100,
            count_composant: Some(2),
            city: Some(base.to_string()),
            base_date: db.clock().today(),
            ..Default::default()
        };
        let files = planes::Files::default();
        planes::create(db, planes::AIRCRAFT, &fields, files, None, admin)
            .await
            .or_refused(|r| sqlx::Error::Protocol(format!("aircraft: {r:?}")))?;
    }
    let all = PageRequest::first(100);
    let filter = prices::Filter {
        status: Some(1),
        origin_id: None,
    };
    let routes = prices::list(db, filter, None, all)
        .await?
        .items
        .into_iter()
        .map(|p| Route {
            id: p.id,
            origin: p.origin_id,
            destination: p.destination_id,
            price: p.price,
        })
        .collect();
    let ids = |items: Vec<i64>| {
        let mut items = items;
        items.sort_unstable();
        items
    };
    Ok(Agency {
        branches,
        routes,
        vehicles: ids(vehicles::list(db, None, all)
            .await?
            .items
            .iter()
            .map(|v| v.id)
            .collect()),
        planes: ids(planes::list(db, planes::AIRCRAFT, None, None, all)
            .await?
            .items
            .iter()
            .map(|p| p.id)
            .collect()),
        articles: ids(articles::list(db, None, None, all)
            .await?
            .items
            .iter()
            .map(|a| a.id)
            .collect()),
    })
}

/// The profile of each kind of person.
struct Roles {
    manager: i64,
    agent: i64,
    driver: i64,
    pilot: i64,
    externe: i64,
    client: i64,
}

impl Roles {
    /// Creates the staff profiles; finds the fixed ones.
    async fn create(db: &Db) -> Result<Roles, sqlx::Error> {
        let (agent, manager) = demo::staff_profiles(db).await?;
        let code =
            |c: &'static str| async move { profiles::find_by_code(db, c).await.map(|p| p.id) };
        Ok(Roles {
            manager,
            agent,
            driver: code("chauffeur").await?,
            pilot: code("pilote").await?,
            externe: code("externe").await?,
            client: code("client").await?,
        })
    }

    fn of(&self, role: Role) -> i64 {
        match role {
            Role::Manager => self.manager,
            Role::Agent => self.agent,
            Role::Driver => self.driver,
            Role::Pilot => self.pilot,
            Role::Externe => self.externe,
            Role::Client => self.client,
        }
    }
}

fn micros(at: OffsetDateTime) -> i64 {
    (at.unix_timestamp_nanos() / 1000) as i64
}

/// A time of the plan as stored.
fn stamp(micros: i64) -> String {
    let at = OffsetDateTime::from_unix_timestamp_nanos(i128::from(micros) * 1000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH);
    clock::stamp(at)
}

fn int(v: i64) -> Arg {
    Arg::Int(v)
}

fn text(v: impl Into<String>) -> Arg {
    Arg::Text(v.into())
}

/// A departure as the validation forms record it: date and `HH:MM`.
fn departure(at: Option<i64>) -> (Arg, Arg) {
    match at.map(stamp) {
        Some(s) => (text(&s[..10]), text(&s[11..16])),
        None => (Arg::OptText(None), Arg::OptText(None)),
    }
}

/// Writes the plan, table after table in id order, saying how long each took.
async fn write(
    loader: &mut Loader,
    set: &Plan,
    roles: &Roles,
    admin: i64,
    staff_hash: &str,
) -> Result<(), sqlx::Error> {
    let rows = set.people.iter().map(|m| {
        let p = &m.person;
        let at = stamp(m.at);
        let hash = matches!(
            m.role,
            Role::Manager | Role::Agent | Role::Driver | Role::Pilot
        )
        .then(|| staff_hash.to_string());
        vec![
            int(m.id),
            text(&p.name),
            Arg::OptText(p.email.clone()),
            Arg::OptText(p.tel.clone()),
            Arg::OptText(p.adress.clone()),
            Arg::OptText(p.gender.clone()),
            Arg::OptText(p.country.clone()),
            Arg::OptText(p.country_data.clone()),
            Arg::OptText(p.country_code.clone()),
            Arg::OptText(p.region.clone()),
            Arg::OptText(p.city.clone()),
            int(roles.of(m.role)),
            Arg::OptInt(m.branch),
            int(1),
            Arg::OptText(hash),
            int(admin),
            text(at.clone()),
            text(at),
        ]
    });
    loader
        .insert(
            "users",
            "id, name, email, tel, adress, gender, country, country_data, country_code, region, \
             city, profile_id, extension_id, status, password_hash, created_by, created_at, \
             updated_at",
            rows,
        )
        .await?;

    // Days belong to branches: each row's is its branch's local date.
    let zones = loader.zones().await?;
    let day = |branch: i64, at: &str| {
        days::local_day(
            at,
            zones
                .get(&branch)
                .map_or(days::FALLBACK_ZONE, String::as_str),
        )
    };
    let rows = set.expeditions.iter().map(|x| {
        let at = stamp(x.at);
        let t = &x.totals;
        vec![
            int(x.id),
            text(reference("EXP", x.number)),
            int(x.route.origin),
            int(x.sender),
            int(x.recipient),
            int(x.route.id),
            int(x.route.price),
            int(x.price),
            int(x.cash),
            int(t.quantity()),
            int(t.weight()),
            int(t.quantity_restant),
            int(t.weight_restant),
            int(t.quantity_waybill),
            int(t.weight_waybill),
            int(t.quantity_manifeste),
            int(t.weight_manifeste),
            text(x.status.as_str()),
            text(day(x.route.origin, &at)),
            text(at.clone()),
            text(at),
            int(x.agent),
        ]
    });
    loader
        .insert(
            "expeditions",
            "id, ref_expedition, extension_id, sender_id, recipient_id, price_id, price_per_kg, \
             price, cash, quantity_entry, weight_entry, quantity_restant, weight_restant, \
             quantity_waybill, weight_waybill, quantity_manifeste, weight_manifeste, status, day, \
             created_at, updated_at, created_by",
            rows,
        )
        .await?;

    let rows = set.parcels.iter().map(|p| {
        let x = &set.expeditions[p.expedition];
        let b = &p.buckets;
        vec![
            int(p.id),
            text(format!("{}-{}", reference("EXP", x.number), p.line_no)),
            int(x.id),
            int(p.line_no),
            int(p.unit_weight),
            int(p.quantity),
            int(p.weight),
            int(b.quantity_restant),
            int(b.weight_restant),
            int(b.quantity_waybill),
            int(b.weight_waybill),
            int(b.quantity_manifeste),
            int(b.weight_manifeste),
            int(p.amount),
            int(i64::from(p.manual_amount)),
            text(p.description),
            int(p.recipient),
            text(stamp(x.at)),
            text(stamp(p.updated_at)),
        ]
    });
    loader
        .insert(
            "packags",
            "id, ref_packag, expedition_id, line_no, unit_weight, quantity_entry, weight_entry, \
             quantity_restant, weight_restant, quantity_waybill, weight_waybill, \
             quantity_manifeste, weight_manifeste, amount, manual_amount, description, \
             recipient_id, created_at, updated_at",
            rows,
        )
        .await?;

    let rows = set.contents.iter().map(|c| {
        vec![
            int(c.id),
            int(set.parcels[c.parcel].id),
            int(c.article),
            int(c.quantity),
            int(c.quantity - c.expedie),
            int(c.expedie),
        ]
    });
    loader
        .insert(
            "packagdetails",
            "id, packag_id, article_id, quantity, stock, expedie",
            rows,
        )
        .await?;

    let rows = set.waybills.iter().map(|w| {
        let (date, time) = departure(w.validated);
        vec![
            int(w.id),
            text(reference("COL", w.number)),
            text(w.status.as_str()),
            int(w.driver),
            int(w.vehicle),
            int(w.route.origin),
            int(w.route.destination),
            date,
            time,
            int(w.quantity),
            int(w.weight),
            int(w.quantity_restant),
            int(w.weight_restant),
            text(stamp(w.at)),
            text(stamp(w.validated.unwrap_or(w.at))),
            int(w.created_by),
        ]
    });
    loader
        .insert(
            "waybills",
            "id, ref_waybill, status, driver_id, vehicle_id, origin_id, destination_id, \
             departure_date, departure_time, quantity, weight, quantity_restant, weight_restant, \
             created_at, updated_at, created_by",
            rows,
        )
        .await?;

    let rows = set.waybill_lines.iter().map(|l| {
        let parcel = &set.parcels[l.parcel];
        vec![
            int(l.id),
            int(set.waybills[l.waybill].id),
            int(parcel.id),
            int(set.expeditions[parcel.expedition].id),
            int(l.quantity),
            int(l.weight),
            int(l.quantity_restant),
            int(l.weight_restant),
            text(stamp(l.at)),
            text(stamp(l.updated_at)),
        ]
    });
    loader
        .insert(
            "waybilldetails",
            "id, waybill_id, packag_id, expedition_id, quantity, weight, quantity_restant, \
             weight_restant, created_at, updated_at",
            rows,
        )
        .await?;

    let rows = set.manifests.iter().map(|m| {
        let (date, time) = departure(m.arrived);
        vec![
            int(m.id),
            text(reference("MAN", m.number)),
            text(m.status().as_str()),
            int(m.plane),
            int(m.pilot),
            int(m.route.origin),
            int(m.route.destination),
            date,
            time,
            text(stamp(m.at)),
            text(stamp(m.arrived.unwrap_or(m.at))),
            int(m.created_by),
        ]
    });
    loader
        .insert(
            "manifests",
            "id, ref_manifest, status, plane_id, pilot_id, origin_id, destination_id, \
             departure_date, departure_time, created_at, updated_at, created_by",
            rows,
        )
        .await?;

    let rows = set.manifest_lines.iter().map(|l| {
        let source = &set.waybill_lines[l.waybill_line];
        let parcel = &set.parcels[source.parcel];
        let at = stamp(l.at);
        vec![
            int(l.id),
            int(set.manifests[l.manifest].id),
            int(source.id),
            int(set.waybills[source.waybill].id),
            int(parcel.id),
            int(set.expeditions[parcel.expedition].id),
            int(l.quantity),
            int(l.weight),
            text(at.clone()),
            text(at),
        ]
    });
    loader
        .insert(
            "manifestdetails",
            "id, manifest_id, waybilldetail_id, waybill_id, packag_id, expedition_id, quantity, \
             weight, created_at, updated_at",
            rows,
        )
        .await?;

    let rows = set.tickets.iter().map(|t| {
        let m = &set.manifests[t.manifest];
        let p = &set.people[t.passenger].person;
        let at = stamp(t.at);
        vec![
            int(t.id),
            text(reference("BIL", t.number)),
            int(m.id),
            text(t.status),
            text(&p.name),
            Arg::OptText(p.tel.clone()),
            text(format!("OP-{:07}", t.number % 10_000_000)),
            text(t.kind),
            Arg::OptText(t.seat.clone()),
            int(t.weight),
            int(t.baggage_pieces),
            int(t.baggage_weight),
            int(t.fare),
            int(set.people[t.passenger].id),
            int(m.route.origin),
            int(m.route.origin),
            int(m.route.destination),
            text(day(m.route.origin, &at)),
            text(at.clone()),
            text(at),
            int(t.by),
        ]
    });
    loader
        .insert(
            "billets",
            "id, ref_billet, manifest_id, status, name, tel, document, kind, seat, weight, \
             baggage_pieces, baggage_weight, fare, customer_id, extension_id, origin_id, \
             destination_id, day, created_at, updated_at, created_by",
            rows,
        )
        .await?;

    // Payments last: they pay expeditions and tickets.
    let rows = set.payments.iter().map(|p| {
        let (expedition, billet, customer, branch, subject) = match p.on {
            Owed::Expedition(x) => {
                let x = &set.expeditions[x];
                let subject = reference("EXP", x.number);
                (Some(x.id), None, x.sender, x.route.origin, subject)
            }
            Owed::Ticket(t) => {
                let t = &set.tickets[t];
                let passenger = set.people[t.passenger].id;
                let origin = set.manifests[t.manifest].route.origin;
                (
                    None,
                    Some(t.id),
                    passenger,
                    origin,
                    reference("BIL", t.number),
                )
            }
        };
        let cancelled = p.cancelled.as_ref();
        let at = stamp(p.at);
        vec![
            int(p.id),
            text(reference("FAC", p.number)),
            Arg::OptInt(expedition),
            Arg::OptInt(billet),
            int(customer),
            int(branch),
            int(p.amount),
            text(day(branch, &at)),
            text(subject),
            text(at),
            int(p.by),
            Arg::OptText(cancelled.map(|c| stamp(c.at))),
            Arg::OptInt(cancelled.map(|c| c.by)),
            Arg::OptText(cancelled.map(|c| c.reason.to_string())),
        ]
    });
    loader
        .insert(
            "invoices",
            "id, ref_invoice, expedition_id, billet_id, customer_id, extension_id, amount, day, \
             subject, created_at, created_by, cancelled_at, cancelled_by, cancel_reason",
            rows,
        )
        .await?;
    Ok(())
}
