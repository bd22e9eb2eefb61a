//! The demo fleet's airworthiness records: engines and propellers installed, pieces, an inspection
//! programme done at times, documents (one expired, one expiring within 30 days) and two years of
//! logbook entries that account for every counter (invariant 5: the counters are recounted from
//! them).

use crate::db::OrRefused;
use std::path::Path;

use time::{Date, Duration};

use super::Lcg;
use crate::{
    db::{
        Db, counters, documents, inspections, installs,
        list::{Arg, insert_many},
        logbooks, pieces, planes,
    },
    domain::period::{iso, parse_iso},
    files::Files,
};

/// How far back the demo's records go: the baselines are this many days old.
pub const DAYS: i64 = 730;

/// A component of an aircraft: what, maker, serial prefix, disposition, number, hours at baseline.
struct DemoComponent {
    name: &'static str,
    maker: &'static str,
    serial: &'static str,
    disposition: i64,
    number: i64,
    hours: i64,
}

/// Pieces: label, part number, maker, on an engine (true) or on the aircraft, limits (life hours,
/// hours between services, days between services).
/// Label, part number, maker, on an engine, life hours, hours and days between services.
type DemoPiece = (
    &'static str,
    &'static str,
    &'static str,
    bool,
    Option<i64>,
    Option<i64>,
    Option<i64>,
);

const PIECES: [DemoPiece; 9] = [
    (
        "Démarreur-génératrice",
        "23032-001",
        "Safran",
        true,
        Some(6_000),
        Some(1_500),
        None,
    ),
    (
        "Pompe carburant",
        "025-151-01",
        "Woodward",
        true,
        Some(8_000),
        None,
        Some(730),
    ),
    (
        "Allumeur",
        "10-387240-1",
        "Unison",
        true,
        None,
        Some(600),
        None,
    ),
    (
        "Batterie principale",
        "F6376-1",
        "Saft",
        false,
        None,
        None,
        Some(365),
    ),
    (
        "Balise de détresse (ELT)",
        "453-5003",
        "Artex",
        false,
        None,
        None,
        Some(365),
    ),
    (
        "Roue de train principal",
        "3-1572-1",
        "Goodrich",
        false,
        Some(12_000),
        None,
        None,
    ),
    (
        "Frein de train principal",
        "2-1626-2",
        "Goodrich",
        false,
        None,
        Some(1_200),
        None,
    ),
    (
        "Extincteur de soute",
        "30903828",
        "Kidde",
        false,
        None,
        None,
        Some(365),
    ),
    (
        "Transpondeur",
        "066-01127",
        "Honeywell",
        false,
        None,
        None,
        Some(730),
    ),
];

/// Documents: description, number prefix, days from today to its expiry per aircraft (None: never).
const DOCUMENTS: [(&str, &str, [Option<i64>; 3]); 4] = [
    (
        "Certificat de navigabilité",
        "CDN",
        [Some(240), Some(21), Some(300)],
    ),
    ("Certificat d'immatriculation", "CI", [None, None, None]),
    (
        "Assurance responsabilité civile",
        "ASS",
        [Some(160), Some(95), Some(-12)],
    ),
    (
        "Licence de station radio",
        "LSR",
        [Some(400), Some(330), Some(45)],
    ),
];

/// Loads the records of every aircraft (their baselines `days` ago, their logbook since); answers
/// a summary.
pub async fn load(
    db: &Db,
    rng: &mut Lcg,
    files_dir: &Path,
    pilots: &[i64],
    admin: i64,
    days: i64,
) -> Result<String, sqlx::Error> {
    let today = parse_iso(&db.clock().today()).expect("today is a date");
    let base = today - Duration::days(days);
    let pilots = if pilots.is_empty() {
        &[admin][..]
    } else {
        pilots
    };
    let base_date = iso(base);
    let aircraft = planes::list(
        db,
        planes::AIRCRAFT,
        None,
        None,
        crate::db::list::PageRequest::first(10),
    )
    .await?
    .items;
    let store = Files::new(db.clone(), files_dir.to_path_buf());
    let (mut parts, mut entries, mut docs) = (0, 0, 0);
    for (index, plane) in aircraft.iter().enumerate() {
        db.write_one(
            sqlx::query("UPDATE planecomposants SET base_date = $1 WHERE id = $2")
                .bind(base_date.clone())
                .bind(plane.id),
        )
        .await?;
        let single = plane.constructeur == "Cessna";
        let engines: Vec<DemoComponent> = if single {
            vec![
                DemoComponent {
                    name: "PT6A-114A",
                    maker: "Pratt & Whitney Canada",
                    serial: "PCE-PC",
                    disposition: 1,
                    number: 1,
                    hours: 7_100,
                },
                DemoComponent {
                    name: "Hélice HC-B3MN-3",
                    maker: "Hartzell",
                    serial: "HB",
                    disposition: 1,
                    number: 2,
                    hours: 2_300,
                },
            ]
        } else {
            vec![
                DemoComponent {
                    name: "PW127",
                    maker: "Pratt & Whitney Canada",
                    serial: "ED",
                    disposition: 2,
                    number: 1,
                    hours: 11_400,
                },
                DemoComponent {
                    name: "PW127",
                    maker: "Pratt & Whitney Canada",
                    serial: "ED",
                    disposition: 3,
                    number: 1,
                    hours: 9_800,
                },
                DemoComponent {
                    name: "Hélice 568F",
                    maker: "Hamilton Sundstrand",
                    serial: "FR",
                    disposition: 2,
                    number: 2,
                    hours: 4_200,
                },
                DemoComponent {
                    name: "Hélice 568F",
                    maker: "Hamilton Sundstrand",
                    serial: "FR",
                    disposition: 3,
                    number: 2,
                    hours: 3_900,
                },
            ]
        };
        let mut hosts = Vec::new();
        for (n, c) in engines.iter().enumerate() {
            let fields = planes::Fields {
                immatriculation: format!(
                    "{}-{}{:04}",
                    c.name.split_whitespace().last().unwrap_or(c.name),
                    c.serial,
                    100 + index * 10 + n
                ),
                serie: format!("{}{:05}", c.serial, 31_000 + index * 97 + n * 13),
                constructeur: c.maker.to_string(),
                date_fabrication: plane.date_fabrication.clone(),
                date_revision: iso(base - Duration::days(200 + 30 * n as i64)),
                base_date: base_date.clone(),
                ttsn: c.hours * 60,
                ttso: (c.hours / 5) * 60,
                tcsn: c.hours * 9 / 10,
                tcso: c.hours / 5 * 9 / 10,
                description: Some(c.name.to_string()),
                ..Default::default()
            };
            let place = installs::Place::Position {
                plane: plane.id,
                disposition: c.disposition,
                number: c.number,
            };
            let id = planes::create(
                db,
                planes::COMPONENT,
                &fields,
                planes::Files::default(),
                Some(place),
                admin,
            )
            .await
            .or_refused(|r| sqlx::Error::Protocol(format!("demo component: {r:?}")))?;
            hosts.push(id);
        }
        let mut serviced = Vec::new();
        for (n, (label, part, maker, on_engine, life, service_hours, service_days)) in
            PIECES.iter().enumerate()
        {
            let host = if *on_engine {
                hosts[n % if single { 1 } else { 2 }]
            } else {
                plane.id
            };
            let hours = 300 + rng.below(2_500) as i64;
            let fields = pieces::Fields {
                libele: label.to_string(),
                serie: format!("SN{:06}", 120_000 + index * 1_000 + n * 37),
                number_part: Some(part.to_string()),
                constructeur: maker.to_string(),
                date_fabrication: iso(base - Duration::days(900 + 40 * n as i64)),
                date_installation_life: iso(base - Duration::days(600 + 20 * n as i64)),
                crs: format!("CRS-{}-{:03}", base.year(), 10 + n),
                hour_life: *life,
                hour_service: *service_hours,
                day_service: *service_days,
                hour_revision: life.map(|l| l / 2),
                base_date: base_date.clone(),
                ttsn: hours * 60,
                ttso: hours * 60 / 3,
                tcsn: hours,
                tcso: hours / 3,
                ..Default::default()
            };
            let piece = pieces::create(db, &fields, host, admin)
                .await
                .or_refused(|r| sqlx::Error::Protocol(format!("demo piece: {r:?}")))?;
            parts += 1;
            // A piece with a service limit was last serviced (removed for the shop and put
            // back) within it: at about 99 minutes a day, 20–60 % of the way through.
            let by_hours = service_hours.map(|h| h * 60 / 99);
            let within = [by_hours, *service_days].into_iter().flatten().min();
            if let Some(days) = within {
                let ago = days * (20 + rng.below(40) as i64) / 100;
                serviced.push((piece, host, iso(today - Duration::days(ago.max(1)))));
            }
        }
        // Two years of flights between the base and the other cities, recounted at once.
        let book = logbooks::create(
            db,
            &logbooks::Fields {
                plane_id: plane.id,
                serie: Some(format!("LB-{:02}", index + 1)),
                description: Some(format!("Carnet de route de {}", plane.immatriculation)),
            },
            admin,
        )
        .await?;
        let home = plane.city.clone().unwrap_or_else(|| "Goma".into());
        let cities = [
            "Goma",
            "Bukavu",
            "Kinshasa",
            "Bujumbura",
            "Dar es Salaam",
            "Kisangani",
        ];
        let mut rows = Vec::new();
        let stamp = db.now();
        let mut day = base;
        while day < today {
            if rng.below(10) < 5 {
                let away = cities[rng.below(cities.len())];
                let away = if away == home { "Kalemie" } else { away };
                for (from, to) in [(home.as_str(), away), (away, home.as_str())] {
                    let minutes = 45 + rng.below(110) as i64;
                    rows.push(vec![
                        Arg::Int(book),
                        Arg::Int(plane.id),
                        Arg::Text(iso(day)),
                        Arg::Text(from.to_string()),
                        Arg::Text(to.to_string()),
                        Arg::Int(minutes),
                        Arg::Int(1),
                        Arg::Int(pilots[rng.below(pilots.len())]),
                        Arg::Text(stamp.clone()),
                        Arg::Text(stamp.clone()),
                        Arg::Int(admin),
                    ]);
                }
            }
            day = day.next_day().unwrap_or(today);
        }
        entries += rows.len();
        let mut tx = db.begin_write().await?;
        for chunk in rows.chunks(500) {
            let _: Vec<(i64,)> = insert_many(
                &mut tx,
                "logbook_entries",
                &[
                    "logbook_id",
                    "plane_id",
                    "date",
                    "origin",
                    "destination",
                    "minutes",
                    "cycles",
                    "pilot_id",
                    "created_at",
                    "updated_at",
                    "created_by",
                ],
                chunk,
                "id",
            )
            .await?;
        }
        sqlx::query("UPDATE logbooks SET entries = $1 WHERE id = $2")
            .bind(rows.len() as i64)
            .bind(book)
            .execute(&mut *tx)
            .await?;
        counters::recount(&mut tx, counters::Item::Plane(plane.id)).await?;
        for host in &hosts {
            counters::recount_with_pieces(&mut tx, *host).await?;
        }
        let on_plane: Vec<(i64,)> = sqlx::query_as("SELECT id FROM pieces WHERE host_id = $1")
            .bind(plane.id)
            .fetch_all(&mut *tx)
            .await?;
        for (piece,) in on_plane {
            counters::recount(&mut tx, counters::Item::Piece(piece)).await?;
        }
        tx.commit().await?;
        for (piece, host, date) in serviced {
            let item = counters::Item::Piece(piece);
            installs::remove(db, item, &date, admin)
                .await
                .or_refused(|r| sqlx::Error::Protocol(format!("demo service: {r:?}")))?;
            installs::install(db, item, installs::Place::Host(host), &date, admin)
                .await
                .or_refused(|r| sqlx::Error::Protocol(format!("demo service: {r:?}")))?;
        }

        // The programme: every 100 h (last done a little while ago) and once a year.
        for (name, hours, days, done_days_ago) in [
            ("Visite 100 h", Some(100), None, 12 + 9 * index as i64),
            ("Visite annuelle", None, Some(365), 250 + 40 * index as i64),
            ("Inspection des hélices", Some(600), Some(730), 100),
        ] {
            let item = inspections::create(
                db,
                &inspections::Fields {
                    plane_id: plane.id,
                    description: name.to_string(),
                    interval_hours: hours,
                    interval_cycles: None,
                    interval_days: days,
                },
                admin,
            )
            .await?;
            let date = today - Duration::days(done_days_ago);
            inspections::record_done(
                db,
                item,
                plane.id,
                &inspections::Done {
                    date: iso(date),
                    serie: format!("CRS-{}-{:03}", date.year(), 40 + index * 3),
                    crs: None,
                    minutes: None,
                    cycles: None,
                },
                admin,
            )
            .await?;
        }

        for (description, prefix, expiries) in DOCUMENTS {
            let serie = format!("{prefix}-{}-{:03}", today.year() - 1, 17 + index);
            let title = format!("{description} — {} — {serie}", plane.immatriculation);
            let pdf = one_page_pdf(&title);
            let name = store
                .store(&pdf, "pdf", "application/pdf", admin)
                .await
                .map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
            let expiry = expiries[index % 3].map(|d| iso(today + Duration::days(d)));
            let issued = expiry
                .as_deref()
                .and_then(parse_iso)
                .map(|e: Date| e - Duration::days(365))
                .unwrap_or(base)
                .min(today);
            documents::create(
                db,
                &documents::Fields {
                    plane_id: plane.id,
                    serie,
                    description: description.to_string(),
                    date_emission: iso(issued),
                    date_expiration: expiry,
                },
                documents::Stored {
                    name: &name,
                    content_type: "application/pdf",
                },
                admin,
            )
            .await?;
            docs += 1;
        }
    }
    // A spare propeller in the store, ready to be installed.
    let spare = planes::Fields {
        immatriculation: "568F-FR0999".into(),
        serie: "FR31999".into(),
        constructeur: "Hamilton Sundstrand".into(),
        date_fabrication: "2016-03-02".into(),
        date_revision: iso(base),
        base_date: base_date.clone(),
        ttsn: 2_900 * 60,
        ttso: 0,
        tcsn: 2_600,
        tcso: 0,
        description: Some("Hélice 568F (rechange)".into()),
        ..Default::default()
    };
    planes::create(
        db,
        planes::COMPONENT,
        &spare,
        planes::Files::default(),
        None,
        admin,
    )
    .await
    .or_refused(|r| sqlx::Error::Protocol(format!("demo spare: {r:?}")))?;
    Ok(format!(
        "{parts} pièces, {entries} vols au logbook, {docs} documents de bord"
    ))
}

/// A one-page PDF showing `title` (what a scanned certificate stands in for).
pub fn one_page_pdf(title: &str) -> Vec<u8> {
    // The standard fonts read Latin-1; the text is kept to what they show.
    let text: String = title
        .chars()
        .map(|c| match c {
            '(' | ')' | '\\' => ' ',
            '—' => '-',
            c if (c as u32) < 0x80 => c,
            _ => '?',
        })
        .collect();
    let content = format!("BT /F1 16 Tf 60 760 Td ({text}) Tj ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>".to_string(),
        format!("<< /Length {} >>\nstream\n{content}\nendstream", content.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{body}\nendobj\n", i + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for offset in offsets {
        pdf.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    pdf
}
