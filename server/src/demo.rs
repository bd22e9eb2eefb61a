//! `soute demo`: a realistic data set to try the app with. Each feature adds its part here.
//!
//! The data is made from fixed lists with a fixed seed, so every demo database looks the same.

pub(crate) mod fleet;
mod passengers;

pub use fleet::one_page_pdf;

use crate::db::{OrRefused, Refused, WriteError};
use crate::{
    app::StartupError,
    db::{
        Db, articles, depenses,
        expeditions::{self, Line, Registration},
        extensions,
        list::PageRequest,
        manifests,
        payments::{self, Pays},
        planes, prices, profiles, users, vehicles, waybills,
    },
    domain::{
        days, freight, geography,
        ledger::{ManifestStatus, MoveRefusal},
        people::Person,
        permissions::Permission,
    },
    security::Passwords,
};

/// Password of every demo staff account (printed by the command).
pub const STAFF_PASSWORD: &str = "Soute-demo-2026";

const FIRST_NAMES: [&str; 40] = [
    "Amani",
    "Baraka",
    "Neema",
    "Imani",
    "Zawadi",
    "Furaha",
    "Rehema",
    "Upendo",
    "Bahati",
    "Tumaini",
    "Jean-Pierre",
    "Marie-Claire",
    "Christelle",
    "Patrick",
    "Josué",
    "Gloria",
    "Didier",
    "Aline",
    "Espoir",
    "Fiston",
    "Mireille",
    "Héritier",
    "Sifa",
    "Faida",
    "Kahindo",
    "Masika",
    "Kavira",
    "Eric",
    "Claudine",
    "Innocent",
    "Janvier",
    "Esther",
    "Grâce",
    "Emmanuel",
    "Josiane",
    "Consolate",
    "Juma",
    "Halima",
    "Said",
    "Mwanaisha",
];

const SURNAMES: [&str; 40] = [
    "Mwamba",
    "Kabila",
    "Ilunga",
    "Tshisekedi",
    "Mukendi",
    "Kasongo",
    "Mbuyi",
    "Kalala",
    "Lukusa",
    "Bahati",
    "Muhindo",
    "Kambale",
    "Paluku",
    "Kasereka",
    "Mumbere",
    "Nzeyimana",
    "Ndayishimiye",
    "Niyonzima",
    "Hakizimana",
    "Irakoze",
    "Nshimirimana",
    "Bizimana",
    "Ndikumana",
    "Manirakiza",
    "Mushi",
    "Mollel",
    "Kimaro",
    "Massawe",
    "Mrema",
    "Lyimo",
    "Mwakyusa",
    "Mfinanga",
    "Swai",
    "Kiwelu",
    "Uwimana",
    "Mutoni",
    "Habimana",
    "Nkurunziza",
    "Banza",
    "Tambwe",
];

/// Loads the demo data unless it is there already, and answers a summary for the console.
pub async fn load(
    db: &Db,
    passwords: &Passwords,
    files_dir: &std::path::Path,
) -> Result<String, StartupError> {
    if users::counts(db).await?.iter().any(|c| c.count > 0) {
        return Ok("Les données de démonstration sont déjà chargées : rien n'est ajouté.".into());
    }
    let mut rng = Lcg(2026);
    let staff_hash = passwords.hash(STAFF_PASSWORD).await;
    let admin = users::first_superuser(db).await?;
    let branches = agency(db, admin, &ROUTES).await?;
    let (agent, manager) = staff_profiles(db).await?;

    let chauffeur = profiles::find_by_code(db, "chauffeur").await?.id;
    let pilote = profiles::find_by_code(db, "pilote").await?.id;
    let externe = profiles::find_by_code(db, "externe").await?.id;
    let client = profiles::find_by_code(db, "client").await?.id;

    let staff: [(i64, usize, Option<&str>); 5] = [
        (manager, 2, Some(&staff_hash)),
        (agent, 4, Some(&staff_hash)),
        (chauffeur, 5, Some(&staff_hash)),
        (pilote, 3, Some(&staff_hash)),
        (externe, 4, None),
    ];
    let mut made = 0;
    let mut logins = Vec::new();
    for (profile_id, count, hash) in staff {
        for _ in 0..count {
            let person = person(&mut rng, made);
            if hash.is_some() && logins.len() < 3 {
                logins.push(person.tel.clone().unwrap_or_default());
            }
            let branch = branches[made % branches.len()];
            create(db, &person, profile_id, hash, Some(branch)).await?;
            made += 1;
        }
    }
    let mut clients = Vec::new();
    let mut phones = Vec::new();
    for _ in 0..50 {
        let p = person(&mut rng, made);
        phones.extend(p.tel.clone());
        clients.push(create(db, &p, client, None, None).await?);
        made += 1;
    }
    let shipped = shipments(db, &mut rng, &clients, admin).await?;
    let mut sold = passengers::Sold::new(made);
    let moved = movements(db, &mut rng, &shipped, &phones, &mut sold, admin).await?;
    let spent = money_out(db, &mut rng, &branches, admin).await?;
    let all = PageRequest::first(100);
    let pilots: Vec<i64> = users::list(db, users::Scope::Code(users::PILOT_CODE), None, all)
        .await?
        .items
        .iter()
        .map(|p| p.id)
        .collect();
    let fleet = fleet::load(db, &mut rng, files_dir, &pilots, admin, fleet::DAYS).await?;
    let shipped = shipped.len();
    Ok(format!(
        "Données de démonstration chargées : 5 agences (Goma, Bukavu, Kinshasa, Dar es Salaam, \
         Bujumbura) et leurs tarifs, 6 véhicules, 3 avions, 20 articles, 18 membres du personnel \
         (responsables, agents, chauffeurs, pilotes, externes), 50 clients et {shipped} expéditions \
         sur les 90 derniers jours, {moved}, {} billets passagers, {spent} ; pour les avions : {fleet}. Le personnel se connecte avec son numéro de téléphone (par \
         exemple {}) et le mot de passe « {STAFF_PASSWORD} ».",
        sold.tickets,
        logins.join(", ")
    ))
}

/// The two staff profiles of an agency, counter agent and branch manager; answers their ids.
pub(crate) async fn staff_profiles(db: &Db) -> Result<(i64, i64), sqlx::Error> {
    let catalogue = profiles::permissions(db).await?;
    let ids_of = |granted: &[Permission]| -> Vec<i64> {
        catalogue
            .iter()
            .filter(|p| granted.contains(&p.name))
            .map(|p| p.id)
            .collect()
    };
    let agent = profiles::create(db, "Agent de comptoir", &ids_of(AGENT_PERMISSIONS), None).await?;
    let manager = profiles::create(
        db,
        "Responsable d'agence",
        &ids_of(MANAGER_PERMISSIONS),
        None,
    )
    .await?;
    Ok((agent, manager))
}

const AGENT_PERMISSIONS: &[Permission] = &[
    Permission::ShowDashboard,
    Permission::ShowPrice,
    Permission::ShowArticle,
    Permission::AddArticle,
    Permission::ShowClient,
    Permission::AddClient,
    Permission::EditClient,
    Permission::ShowExpedition,
    Permission::AddExpedition,
    Permission::ShowParcel,
    Permission::ShowInvoice,
    Permission::AddInvoice,
    // Tickets: the flights (manifests) they are sold on.
    Permission::ShowManifest,
    Permission::ShowTicket,
    Permission::AddTicket,
    Permission::EditTicket,
    Permission::DeleteTicket,
];

const MANAGER_PERMISSIONS: &[Permission] = &[
    Permission::ShowDashboard,
    Permission::ShowBranch,
    Permission::ShowPrice,
    Permission::AddPrice,
    Permission::EditPrice,
    Permission::ShowVehicle,
    Permission::AddVehicle,
    Permission::EditVehicle,
    Permission::ShowArticle,
    Permission::AddArticle,
    Permission::EditArticle,
    Permission::ShowAircraft,
    Permission::ShowComponent,
    Permission::ShowPart,
    Permission::ShowInspection,
    Permission::ShowDocument,
    Permission::ShowLogbook,
    Permission::AddLogbook,
    Permission::EditLogbook,
    Permission::ShowReport,
    Permission::ShowStaff,
    Permission::AddStaff,
    Permission::EditStaff,
    Permission::ShowClient,
    Permission::AddClient,
    Permission::EditClient,
    Permission::DeleteClient,
    Permission::ShowProfile,
    Permission::ShowExpedition,
    Permission::AddExpedition,
    Permission::EditExpedition,
    Permission::ShowParcel,
    Permission::ShowInvoice,
    Permission::AddInvoice,
    Permission::ShowWaybill,
    Permission::AddWaybill,
    Permission::EditWaybill,
    Permission::DeleteWaybill,
    Permission::ValidateWaybill,
    Permission::ShowManifest,
    Permission::AddManifest,
    Permission::EditManifest,
    Permission::DeleteManifest,
    Permission::ValidateManifest,
    Permission::ShowExpense,
    Permission::AddExpense,
    Permission::EditExpense,
    Permission::DeleteExpense,
    Permission::ShowTicket,
    Permission::AddTicket,
    Permission::EditTicket,
    Permission::DeleteTicket,
];

/// What agents write on a parcel line.
pub(crate) const DESCRIPTIONS: [&str; 6] = [
    "Colis fragile",
    "Marchandises diverses",
    "Documents",
    "Vivres",
    "Effets personnels",
    "Matériel de bureau",
];

/// A registered demo expedition: its id, its route's branches, and how old it is.
struct Shipped {
    id: i64,
    origin_id: i64,
    destination_id: i64,
    minutes_ago: i64,
}

/// About 300 expeditions over the last 90 days, some paid in full, some on credit, some partly
/// paid and settled later; answers them, oldest first.
async fn shipments(
    db: &Db,
    rng: &mut Lcg,
    clients: &[i64],
    admin: i64,
) -> Result<Vec<Shipped>, sqlx::Error> {
    let mut shipped = Vec::new();
    let routes = prices::list(
        db,
        prices::Filter {
            status: Some(1),
            origin_id: None,
        },
        None,
        PageRequest::first(100),
    )
    .await?
    .items;
    let catalogue: Vec<i64> = articles::list(db, None, None, PageRequest::first(100))
        .await?
        .items
        .into_iter()
        .map(|a| a.id)
        .collect();
    const COUNT: usize = 300;
    // Oldest first, so references grow with dates.
    let mut ages: Vec<i64> = (0..COUNT).map(|_| rng.below(90 * 24 * 60) as i64).collect();
    ages.sort_unstable_by(|a, b| b.cmp(a));
    for minutes_ago in ages {
        let route = &routes[rng.below(routes.len())];
        let from = rng.below(clients.len());
        // Someone else: one of the other clients.
        let to = (from + 1 + rng.below(clients.len() - 1)) % clients.len();
        let (sender, recipient) = (clients[from], clients[to]);
        let lines: Vec<Line> = (0..1 + rng.below(3))
            .map(|_| {
                let quantity = 1 + rng.below(8) as i64;
                let unit_weight = 500 + rng.below(40) as i64 * 500;
                let contents = if rng.below(3) == 0 {
                    Vec::new()
                } else {
                    vec![(catalogue[rng.below(catalogue.len())], quantity)]
                };
                Line {
                    quantity,
                    unit_weight,
                    amount: freight::line_amount(route.price, quantity, unit_weight)
                        .unwrap_or_default(),
                    manual_amount: false,
                    description: Some(DESCRIPTIONS[rng.below(DESCRIPTIONS.len())].to_string()),
                    recipient_id: recipient,
                    contents,
                }
            })
            .collect();
        let price: i64 = lines.iter().map(|l| l.amount).sum();
        let (cash, paid) = match rng.below(10) {
            0..=3 => (-1, price),
            4..=6 => (0, 0),
            _ => {
                let part = price / 2 / 100 * 100;
                (part, part)
            }
        };
        let registration = Registration {
            extension_id: route.origin_id,
            sender_id: sender,
            recipient_id: recipient,
            price_id: route.id,
            price_per_kg: route.price,
            cash,
            paid,
            lines,
        };
        let id = expeditions::create(db, &registration, admin).await?.id;
        // Half of the debts were settled later.
        if paid < price && rng.below(2) == 0 {
            payments::pay(db, Pays::Expedition(id), price - paid, None, admin)
                .await
                .or_refused(|_| sqlx::Error::RowNotFound)?;
        }
        expeditions::backdate(
            db,
            id,
            &db.clock().from_now(time::Duration::minutes(-minutes_ago)),
        )
        .await?;
        shipped.push(Shipped {
            id,
            origin_id: route.origin_id,
            destination_id: route.destination_id,
            minutes_ago,
        });
    }
    Ok(shipped)
}

const DAY: i64 = 24 * 60;

/// Moves the demo expeditions as an agency would: per route, in batches of a few expeditions,
/// the old ones loaded on waybills then on manifests that arrived, the more recent ones on
/// manifests in preparation, on validated waybills waiting for a flight, or partly on waybills in
/// preparation, and the last days' still in stock. Answers a summary.
async fn movements(
    db: &Db,
    rng: &mut Lcg,
    shipped: &[Shipped],
    phones: &[String],
    sold: &mut passengers::Sold,
    admin: i64,
) -> Result<String, sqlx::Error> {
    let all = PageRequest::first(100);
    let drivers = users::list(db, users::Scope::Code(users::DRIVER_CODE), None, all).await?;
    let pilots = users::list(db, users::Scope::Code(users::PILOT_CODE), None, all).await?;
    let vehicles = vehicles::list(db, None, all).await?.items;
    let planes = planes::list(db, 1, None, None, all).await?.items;
    let refused = |_| sqlx::Error::Protocol("demo: a move was refused".into());
    let mut routes: std::collections::BTreeMap<(i64, i64), Vec<&Shipped>> = Default::default();
    for s in shipped {
        routes
            .entry((s.origin_id, s.destination_id))
            .or_default()
            .push(s);
    }
    let (mut waybill_count, mut manifest_count) = (0, 0);
    for ((origin_id, destination_id), expeditions) in routes {
        for batch in expeditions.chunks(3) {
            // The newest of the batch says how far it got.
            let age = batch.iter().map(|s| s.minutes_ago).min().unwrap_or(0);
            if age < 2 * DAY {
                continue;
            }
            let mut loads = Vec::new();
            for s in batch {
                for parcel in expeditions::packags_of(db, s.id).await? {
                    // Waybills in preparation hold part of a parcel now and then.
                    let quantity = if age < 5 * DAY && parcel.quantity_entry > 1 {
                        parcel.quantity_entry / 2
                    } else {
                        parcel.quantity_entry
                    };
                    loads.push((parcel.id, quantity));
                }
            }
            let fields = waybills::WaybillFields {
                driver_id: drivers.items[rng.below(drivers.items.len())].id,
                vehicle_id: vehicles[rng.below(vehicles.len())].id,
                origin_id,
                destination_id,
            };
            let waybill = waybills::create(db, &fields, &loads, admin)
                .await
                .or_refused(refused)?;
            let loaded_at = db.clock().from_now(time::Duration::minutes(-(age - 60)));
            waybill_count += 1;
            if age >= 5 * DAY {
                let departure = &db.clock().from_now(time::Duration::minutes(-(age - DAY)))[..10];
                waybills::validate(db, waybill, departure, Some("08:00"), admin)
                    .await
                    .or_refused(refused)?;
            }
            waybills::backdate(db, waybill, &loaded_at).await?;
            if age < 10 * DAY {
                continue;
            }
            let lines: Vec<(i64, i64)> = waybills::details(db, waybill)
                .await?
                .iter()
                .map(|d| (d.id, d.quantity_restant))
                .collect();
            // Manifests of the last three weeks sometimes leave a line for the next flight.
            let lines = if age < 21 * DAY && lines.len() > 1 {
                &lines[..lines.len() - 1]
            } else {
                &lines[..]
            };
            // An aircraft that can take the cargo (the small one cannot always).
            let first = rng.below(planes.len());
            let pilot_id = Some(pilots.items[rng.below(pilots.items.len())].id);
            let mut manifest = None;
            for k in 0..planes.len() {
                let fields = manifests::ManifestFields {
                    plane_id: planes[(first + k) % planes.len()].id,
                    pilot_id,
                    origin_id,
                    destination_id,
                };
                match manifests::create(db, &fields, lines, admin).await {
                    Ok(id) => {
                        manifest = Some(id);
                        break;
                    }
                    Err(Refused(MoveRefusal::Overloaded { .. })) => continue,
                    Err(Refused(other)) => return Err(refused(other)),
                    Err(WriteError::Database(e)) => return Err(e),
                }
            }
            let manifest = manifest.ok_or_else(|| refused(MoveRefusal::NotFound))?;
            manifest_count += 1;
            let tickets =
                passengers::sell(db, rng, manifest, age - DAY, phones, sold, admin).await?;
            if age >= 15 * DAY {
                passengers::board(db, rng, &tickets, admin).await?;
                let departure = db
                    .clock()
                    .from_now(time::Duration::minutes(-(age - 2 * DAY)));
                let everyone = |_: &manifests::LockedManifest| true;
                manifests::set_status(
                    db,
                    manifest,
                    ManifestStatus::Arriver,
                    Some(manifests::Departure {
                        date: &departure[..10],
                        time: Some("10:30"),
                        boarded: &[],
                    }),
                    false,
                    &everyone,
                    admin,
                )
                .await
                .or_refused(refused)?;
            }
            manifests::backdate(
                db,
                manifest,
                &db.clock().from_now(time::Duration::minutes(-(age - DAY))),
            )
            .await?;
        }
    }
    Ok(format!(
        "{waybill_count} bordereaux et {manifest_count} manifestes"
    ))
}

/// Commissions on the manifests (to the external persons) and the branches' own expenses over the
/// last three months: rent on the 1st, salaries on the 28th, fuel every week, sundries now and then.
async fn money_out(
    db: &Db,
    rng: &mut Lcg,
    branches: &[i64],
    admin: i64,
) -> Result<String, sqlx::Error> {
    let refused = |_| sqlx::Error::Protocol("demo: an expense was refused".into());
    let who = depenses::Writer {
        admin: true,
        branch: None,
        id: admin,
    };
    let type_id = |name: &'static str| async move {
        sqlx::query_scalar::<_, i64>("SELECT id FROM typedepenses WHERE type = $1")
            .bind(name)
            .fetch_one(db.pool())
            .await
    };
    let (commission, handling) = (type_id("Commission").await?, type_id("Manutention").await?);
    let (fuel, rent) = (type_id("Carburant").await?, type_id("Loyer").await?);
    let (salaries, sundries) = (type_id("Salaires").await?, type_id("Divers").await?);
    let externe = profiles::find_by_code(db, "externe").await?.id;
    let beneficiaries: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM users WHERE profile_id = $1 ORDER BY id")
            .bind(externe)
            .fetch_all(db.pool())
            .await?;
    let flights: Vec<(i64, String)> =
        sqlx::query_as("SELECT id, created_at FROM manifests ORDER BY id")
            .fetch_all(db.pool())
            .await?;
    let mut shares = 0;
    for (n, (manifest, created_at)) in flights.iter().enumerate() {
        // Commission: $40–$90, shared by one or two brokers, now and then not all of it.
        let total = 4_000 + 500 * rng.below(11) as i64;
        let first = beneficiaries[rng.below(beneficiaries.len())];
        let split = if n % 3 == 0 { total } else { total * 3 / 5 };
        let mut parts = vec![(first, split)];
        if split < total && n % 4 != 1 {
            let second = beneficiaries[(n + 1) % beneficiaries.len()];
            parts.push((second, total - split));
        }
        if n % 3 == 1 {
            // Handling at the airport, one porter team.
            parts.push((beneficiaries[n % beneficiaries.len()], -1_500));
        }
        for (beneficer_id, mount) in parts {
            let (typedepense_id, mount, mount_t) = if mount < 0 {
                (handling, -mount, -mount)
            } else {
                (commission, mount, total)
            };
            let share = depenses::NewShare {
                typedepense_id,
                manifeste_id: *manifest,
                mount_t: Some(mount_t),
                beneficer_id,
                mount,
                description: Some(if typedepense_id == handling {
                    "Manutention aéroport".into()
                } else {
                    "Commission courtier".into()
                }),
            };
            depenses::add_share(db, &share, who)
                .await
                .or_refused(refused)?;
            shares += 1;
        }
        sqlx::query("UPDATE depenses SET day = $1, created_at = $2, updated_at = $2 WHERE manifeste_id = $3")
            .bind(&created_at[..10])
            .bind(created_at)
            .bind(manifest)
            .execute(db.pool())
            .await?;
    }
    let today = db.clock().today_date();
    let mut expenses = 0;
    for days_ago in (0..90).rev() {
        let day = today - time::Duration::days(days_ago);
        let date = format!(
            "{:04}-{:02}-{:02}",
            day.year(),
            u8::from(day.month()),
            day.day()
        );
        for (b, branch) in branches.iter().enumerate() {
            let spend = |typedepense_id: i64, mount: i64, description: &str| depenses::Expense {
                typedepense_id,
                branche_id: *branch,
                mount,
                day: date.clone(),
                description: Some(description.to_string()),
                beneficer_id: None,
                manifeste_id: None,
            };
            let mut todo = Vec::new();
            if day.day() == 1 {
                todo.push(spend(rent, 45_000 + 15_000 * b as i64, "Loyer de l'agence"));
            }
            if day.day() == 28 {
                todo.push(spend(
                    salaries,
                    180_000 + 40_000 * b as i64,
                    "Salaires du mois",
                ));
            }
            if (days_ago + b as i64) % 7 == 0 {
                let litres = 40 + rng.below(80) as i64;
                todo.push(spend(
                    fuel,
                    litres * 165,
                    &format!("Gasoil camion, {litres} l"),
                ));
            }
            if rng.below(12) == 0 {
                todo.push(spend(
                    sundries,
                    1_000 + 250 * rng.below(40) as i64,
                    "Fournitures de bureau",
                ));
            }
            for e in todo {
                depenses::create_expense(db, &e, who)
                    .await
                    .or_refused(refused)?;
                expenses += 1;
            }
        }
    }
    depenses::rebuild_days(db).await?;
    Ok(format!(
        "{shares} parts de commission et {expenses} dépenses d'agence"
    ))
}

/// The five branches, the given routes (both ways) and their prices, vehicles, aircraft and
/// articles; answers the branch ids (staff are spread over them).
pub(crate) async fn agency(
    db: &Db,
    admin: i64,
    routes: &[(usize, usize, i64)],
) -> Result<Vec<i64>, sqlx::Error> {
    let mut ids = Vec::new();
    for (name, code, region, city, tel, avenue) in BRANCHES {
        let branch = extensions::Branch {
            name: name.to_string(),
            short_name: Some(city.to_string()),
            social_reason: Some("Soute Fret SARL".into()),
            nif: Some(format!("A{}", 1_000_000 + ids.len() * 7_321)),
            trade_registry: Some(format!(
                "RCCM/{}/2019/B/{:04}",
                &code.to_uppercase(),
                212 + ids.len()
            )),
            tel: tel.to_string(),
            email: Some(format!(
                "{}@soute.example",
                city.to_lowercase().replace(' ', "-")
            )),
            country: geography::country(code)
                .map(|c| c.fr.clone())
                .unwrap_or_default(),
            country_code: Some(code.to_string()),
            region: region.to_string(),
            city: city.to_string(),
            municipality: Some(city.to_string()),
            avenue: Some(avenue.to_string()),
            activity_sector: Some("Transport de fret".into()),
            legal_status: Some("SARL".into()),
            liable_vat: 1,
            status: 1,
            kind: 1,
            timezone: days::zone_for(Some(code), Some(region), Some(city)).to_string(),
            ..Default::default()
        };
        ids.push(extensions::create(db, &branch, None, admin).await?);
    }
    for &(from, to, dollars_per_kg) in routes {
        let (a, b) = (ids[from], ids[to]);
        for (origin, destination) in [(a, b), (b, a)] {
            let name = format!(
                "{} - {}",
                BRANCHES[index_of(&ids, origin)].3,
                BRANCHES[index_of(&ids, destination)].3
            );
            prices::create(
                db,
                &prices::NewPrice {
                    name: &name,
                    price: dollars_per_kg,
                    origin_id: origin,
                    destination_id: destination,
                    status: 1,
                },
                admin,
            )
            .await?;
        }
    }
    for (plate, mark, description) in VEHICLES {
        vehicles::create(db, plate, Some(mark), Some(description), admin).await?;
    }
    for a in AIRCRAFT {
        let fields = planes::Fields {
            immatriculation: a.registration.to_string(),
            serie: a.serie.to_string(),
            constructeur: a.maker.to_string(),
            date_fabrication: a.built.to_string(),
            date_revision: a.revised.to_string(),
            ttsn: a.hours * 60,
            ttso: a.hours * 60 / 8,
            tcsn: a.cycles,
            tcso: a.cycles / 8,
            count_composant: Some(2),
            city: Some(a.base.to_string()),
            seats: Some(a.seats),
            max_payload: Some(a.max_payload_kg * 1000),
            // Two years of logbook follow (demo::fleet).
            base_date: crate::domain::period::iso(
                crate::domain::period::parse_iso(&db.clock().today()).expect("today is a date")
                    - time::Duration::days(730),
            ),
            ..Default::default()
        };
        planes::create(
            db,
            planes::AIRCRAFT,
            &fields,
            planes::Files::default(),
            None,
            admin,
        )
        .await
        .or_refused(|r| sqlx::Error::Protocol(format!("demo aircraft: {r:?}")))?;
    }
    for (kind, names) in ARTICLES {
        let kind_id = articles::create_type(db, kind, admin).await?;
        for name in names {
            articles::create(db, name, Some(kind_id), admin).await?;
        }
    }
    Ok(ids)
}

fn index_of(ids: &[i64], id: i64) -> usize {
    ids.iter().position(|i| *i == id).unwrap_or(0)
}

/// Name, country, region, city, phone, avenue.
const BRANCHES: [(&str, &str, &str, &str, &str, &str); 5] = [
    (
        "Soute Goma",
        "cd",
        "Nord-Kivu",
        "Goma",
        "243997100200",
        "Boulevard Kanyamuhanga 45",
    ),
    (
        "Soute Bukavu",
        "cd",
        "Sud-Kivu",
        "Bukavu",
        "243997100300",
        "Avenue Patrice Lumumba 12",
    ),
    (
        "Soute Kinshasa",
        "cd",
        "Kinshasa",
        "Kinshasa",
        "243817100400",
        "Boulevard du 30 Juin 88",
    ),
    (
        "Soute Dar es Salaam",
        "tz",
        "Dar es Salaam",
        "Dar es Salaam",
        "255754100500",
        "Nyerere Road 17",
    ),
    (
        "Soute Bujumbura",
        "bi",
        "Bujumbura Mairie",
        "Bujumbura",
        "25779100600",
        "Boulevard de l'Uprona 9",
    ),
];

/// Routes between branches (both ways) with their price in cents per kg.
pub(crate) const ROUTES: [(usize, usize, i64); 6] = [
    (0, 2, 350),
    (0, 1, 120),
    (1, 2, 380),
    (0, 3, 450),
    (0, 4, 180),
    (3, 4, 300),
];

const VEHICLES: [(&str, &str, &str); 6] = [
    ("CGO 4521 AB", "Isuzu NPR", "Camion 5 t, caisse fermée"),
    ("CGO 7788 BK", "Mitsubishi Fuso", "Camion 10 t, bâché"),
    ("BKV 1203 CD", "Toyota Hilux", "Pick-up de livraison"),
    ("KN 3390 BB", "Mercedes Actros", "Semi-remorque 25 t"),
    ("T 512 DKL", "Scania P360", "Camion 18 t"),
    ("D 4470 A", "Toyota Dyna", "Camion 3 t, ville"),
];

struct DemoAircraft {
    registration: &'static str,
    serie: &'static str,
    maker: &'static str,
    built: &'static str,
    revised: &'static str,
    hours: i64,
    cycles: i64,
    base: &'static str,
    /// Passenger seats and maximum payload (kg) of the aircraft as the agency flies it.
    seats: i64,
    max_payload_kg: i64,
}

const AIRCRAFT: [DemoAircraft; 3] = [
    DemoAircraft {
        registration: "9Q-CSF",
        serie: "AT72-212A-0781",
        maker: "ATR",
        built: "2008-04-12",
        revised: "2026-03-01",
        hours: 24_500,
        cycles: 21_300,
        base: "Goma",
        seats: 68,
        max_payload_kg: 7000,
    },
    DemoAircraft {
        registration: "9Q-CJD",
        serie: "DHC8-315-0562",
        maker: "De Havilland Canada",
        built: "2001-09-30",
        revised: "2025-12-15",
        hours: 31_200,
        cycles: 28_900,
        base: "Kinshasa",
        seats: 50,
        max_payload_kg: 5400,
    },
    DemoAircraft {
        registration: "5H-SKA",
        serie: "C208B-5521",
        maker: "Cessna",
        built: "2015-06-18",
        revised: "2026-06-20",
        hours: 7_800,
        cycles: 9_400,
        base: "Dar es Salaam",
        seats: 12,
        max_payload_kg: 1300,
    },
];

const ARTICLES: [(&str, [&str; 5]); 4] = [
    (
        "Alimentation",
        [
            "Sac de riz 25 kg",
            "Sac de farine de maïs 50 kg",
            "Huile de palme 20 l",
            "Carton de lait en poudre",
            "Sac de sucre 50 kg",
        ],
    ),
    (
        "Électronique",
        [
            "Téléphone portable",
            "Ordinateur portable",
            "Panneau solaire",
            "Téléviseur",
            "Batterie 12 V",
        ],
    ),
    (
        "Textile",
        [
            "Balle de pagnes",
            "Carton de vêtements",
            "Rouleau de tissu",
            "Carton de chaussures",
            "Couvertures",
        ],
    ),
    (
        "Pièces et matériel",
        [
            "Pièces détachées moto",
            "Pneus",
            "Outillage",
            "Tôles ondulées",
            "Ciment 50 kg",
        ],
    ),
];

async fn create(
    db: &Db,
    person: &Person,
    profile_id: i64,
    password_hash: Option<&str>,
    extension_id: Option<i64>,
) -> Result<i64, sqlx::Error> {
    users::create(
        db,
        users::NewUser {
            person,
            profile_id,
            extension_id,
            status: 1,
            password_hash,
            created_by: None,
        },
    )
    .await
}

/// A person of the region: a name, a phone number of their country, a city of a region of it.
/// `n` makes the phone number unique.
pub(crate) fn person(rng: &mut Lcg, n: usize) -> Person {
    let first = FIRST_NAMES[rng.below(FIRST_NAMES.len())];
    let last = SURNAMES[rng.below(SURNAMES.len())];
    let (code, country, prefixes): (&str, &str, &[&str]) = match rng.below(10) {
        0..=4 => (
            "cd",
            "République démocratique du Congo",
            &["24381", "24382", "24397", "24399"],
        ),
        5..=7 => (
            "tz",
            "République unie de Tanzanie",
            &["25571", "25575", "25576"],
        ),
        _ => ("bi", "Burundi", &["25779", "25768", "25761"]),
    };
    let prefix = prefixes[rng.below(prefixes.len())];
    // 7 more digits for the DR Congo and Tanzania, 6 for Burundi: national lengths.
    let digits = if code == "bi" { 6 } else { 7 };
    let number = format!(
        "{prefix}{:0width$}",
        (n * 7919 + 104_729) % 10usize.pow(digits),
        width = digits as usize
    );
    let regions = geography::regions(code);
    let region = &regions[rng.below(regions.len())];
    let city = &region.cities[rng.below(region.cities.len())];
    let street = [
        "Avenue de la Paix",
        "Boulevard du 30 Juin",
        "Avenue du Lac",
        "Rue du Marché",
        "Avenue de l'Aéroport",
    ][rng.below(5)];
    Person {
        name: format!("{first} {last}"),
        email: (rng.below(3) == 0)
            .then(|| format!("{}.{}{n}@example.com", ascii(first), ascii(last))),
        tel: Some(number),
        adress: Some(format!("{street} {}", 1 + rng.below(250))),
        gender: Some(
            if rng.below(2) == 0 {
                "Masculin"
            } else {
                "Feminin"
            }
            .to_string(),
        ),
        country: Some(country.to_string()),
        country_data: None,
        country_code: Some(code.to_string()),
        region: Some(region.region.clone()),
        city: Some(city.clone()),
    }
}

fn ascii(name: &str) -> String {
    name.chars()
        .filter_map(|c| match c {
            'é' | 'è' => Some('e'),
            'â' => Some('a'),
            '-' | ' ' => None,
            c => Some(c.to_ascii_lowercase()),
        })
        .collect()
}

/// A small deterministic generator (numbers from Knuth's MMIX), enough for demo data.
pub(crate) struct Lcg(pub(crate) u64);

impl Lcg {
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}
