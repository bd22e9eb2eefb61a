//! The dashboard and the reports: every figure checked against a small data set computed by hand
//! (a cancelled payment left out, expenses and commission shares counted, the branch filter, both
//! ends of a period included), the CSV and XLSX files read back and compared with the JSON rows,
//! bad periods, and who sees which branch.

use std::io::Read;

use reqwest::StatusCode;
use serde_json::{Value, json};
use soute::{clock::Clock, domain::days};

use crate::{
    fixtures::{
        Yard, billet_body, create_manifest, loaded_waybill, register, seeded_type, unique_tel, yard,
    },
    helpers::{TestApp, json_of, json_of_refusal, spawn_app},
};

/// Today, as the tests' servers see it: [`spawn_at_noon`] stops their clock at noon UTC, when
/// every branch of the data set (Goma `Africa/Lubumbashi`, Kinshasa `Africa/Kinshasa`) is on
/// the same day as UTC, whatever the hour the tests run at.
fn today() -> time::Date {
    let day = days::local_day(&Clock::system().now(), "UTC");
    time::Date::parse(
        &day,
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .unwrap()
}

/// A server whose clock stands at noon UTC today: run between 22:00 and midnight UTC, the
/// figures would otherwise fall on tomorrow at Goma and today in UTC.
async fn spawn_at_noon() -> TestApp {
    let app = spawn_app().await;
    let noon = time::OffsetDateTime::now_utc().replace_time(time::macros::time!(12:00));
    app.config.clock.set(noon);
    app
}

/// A yard whose counter branch keeps Dar es Salaam's time (UTC+3).
async fn yard_in_dar(app: &TestApp) -> Yard {
    let y = yard(app).await;
    sqlx::query("UPDATE extensions SET timezone = 'Africa/Dar_es_Salaam' WHERE id = $1")
        .bind(y.c.branch)
        .execute(app.db.pool())
        .await
        .unwrap();
    y
}

fn day(d: time::Date) -> String {
    d.to_string()
}

/// The data set:
/// - X1, registered with 5 $ paid of 11,67 $, all on a validated waybill, then one of the two
///   pieces of its first line (1,5 kg, 5,25 $) and its second line (0,333 kg, 1,17 $) on a
///   manifest (revenue 6,42 $);
/// - X2, paid in full (11,67 $); X3, 2 $ paid then the payment cancelled (owes 11,67 $);
/// - at Goma: fuel 100 $ today, rent 40 $ yesterday, sundries 9 $ today cancelled; at Kinshasa:
///   sundries 7 $ today;
/// - a commission of 50 $ on the manifest, of which 30 $ to Imani.
///
/// Billed 35,01 $, collected 16,67 $, owed 18,34 $ (6,67 $ + 11,67 $), all by Amani Kabila.
struct Set {
    y: Yard,
    manifest: Value,
}

async fn set(app: &TestApp) -> Set {
    let y = yard(app).await;
    let admin = y.c.admin.clone();
    let (_, w) = loaded_waybill(app, &y).await;
    let lines = w["waybilldetails"].as_array().unwrap();
    let first = lines[0]["id"].as_i64().unwrap();
    let second = lines[1]["id"].as_i64().unwrap();
    let manifest = create_manifest(app, &y, &[(first, 1), (second, 1)]).await;
    register(app, &y.c, json!(null)).await;
    let x3 = register(app, &y.c, json!(2)).await;
    let invoice = x3["invoices"][0]["id"].as_i64().unwrap();
    let r = app
        .post_as(
            &format!("/api/invoices/{invoice}/cancel"),
            &admin,
            &json!({"reason": "Erreur de saisie"}),
        )
        .await;
    json_of(r, StatusCode::OK).await;

    let expense = |type_name: &'static str, branch: i64, mount: f64, date: String| {
        let admin = admin.clone();
        async move {
            let kind = seeded_type(app, type_name).await;
            let r = app
                .post_as(
                    "/api/depenses",
                    &admin,
                    &json!({"typedepenseId": kind, "brancheId": branch, "mount": mount, "date": date}),
                )
                .await;
            json_of(r, StatusCode::CREATED).await["data"].clone()
        }
    };
    let yesterday = today() - time::Duration::days(1);
    expense("Carburant", y.c.branch, 100.0, day(today())).await;
    expense("Loyer", y.c.branch, 40.0, day(yesterday)).await;
    expense("Divers", y.c.other, 7.0, day(today())).await;
    let cancelled = expense("Divers", y.c.branch, 9.0, day(today())).await;
    let r = app
        .delete_as(&format!("/api/depenses/{}", cancelled["id"]), &admin)
        .await;
    json_of(r, StatusCode::OK).await;

    commission_share(app, &admin, &manifest).await;
    Set { y, manifest }
}

/// A 30 $ share of a 50 $ commission on `manifest`, to an external person.
async fn commission_share(app: &TestApp, admin: &str, manifest: &Value) {
    let externe = app.profile_id("externe").await;
    let imani = app.person_with_profile(externe, "Imani Mwamba").await;
    let commission = seeded_type(app, "Commission").await;
    let r = app
        .post_as(
            "/api/depenses",
            admin,
            &json!({"typedepenseId": commission, "manifesteId": manifest["id"], "mountT": 50,
                    "beneficerId": imani, "mount": 30}),
        )
        .await;
    json_of(r, StatusCode::CREATED).await;
}

async fn dashboard(app: &TestApp, token: &str, query: &str) -> Value {
    json_of(
        app.get_as(&format!("/api/dashboard?{query}"), token).await,
        StatusCode::OK,
    )
    .await
}

#[tokio::test]
async fn the_dashboard_adds_up_money_in_and_out() {
    let app = spawn_at_noon().await;
    let s = set(&app).await;
    let admin = &s.y.c.admin;
    let t = day(today());
    let yesterday = day(today() - time::Duration::days(1));

    // Today by default, every branch.
    let d = dashboard(&app, admin, "").await;
    assert_eq!(
        (d["from"].as_str(), d["to"].as_str()),
        (Some(&*t), Some(&*t))
    );
    assert_eq!(d["billed"], json!(35.01));
    assert_eq!(
        d["collected"],
        json!(16.67),
        "the cancelled 2 $ is not counted"
    );
    assert_eq!(
        d["spent"],
        json!(137),
        "100 + 7 + the 30 $ share; the cancelled 9 $ is not"
    );
    assert_eq!(d["cash"], json!(-120.33));
    assert_eq!(d["debt"], json!(18.34));
    assert_eq!(d["debtTotal"], json!(18.34));
    assert_eq!(d["expeditions"], 3);
    assert_eq!(d["groupBy"], "day");
    assert_eq!(
        d["series"],
        json!([{"date": t, "billed": 35.01, "collected": 16.67, "spent": 137}])
    );
    let routes = d["routes"].as_array().unwrap();
    let route = routes
        .iter()
        .find(|r| r["routeId"] == s.y.c.route)
        .expect("the route has its block");
    assert_eq!(
        *route,
        json!({
            "routeId": s.y.c.route, "route": "Goma - Kinshasa", "originId": s.y.c.branch,
            "destinationId": s.y.c.other, "expeditions": 3, "pieces": 9, "kg": 9.999,
            "stockPieces": 6, "stockKg": 6.666, "waybillPieces": 1, "waybillKg": 1.5,
            "shippedPieces": 2, "shippedKg": 1.833, "tickets": 0, "income": 35.01
        })
    );

    // One branch: Goma's expenses only; Kinshasa registered nothing.
    let goma = dashboard(&app, admin, &format!("brancheId={}", s.y.c.branch)).await;
    assert_eq!(goma["spent"], json!(130));
    assert_eq!(goma["cash"], json!(-113.33));
    assert_eq!(goma["billed"], json!(35.01));
    let kin = dashboard(&app, admin, &format!("brancheId={}", s.y.c.other)).await;
    assert_eq!(
        (
            &kin["billed"],
            &kin["collected"],
            &kin["spent"],
            &kin["debt"],
            &kin["debtTotal"]
        ),
        (&json!(0), &json!(0), &json!(7), &json!(0), &json!(0))
    );

    // Both ends of a period are included.
    let two_days = dashboard(
        &app,
        admin,
        &format!("from={yesterday}&to={t}&brancheId={}", s.y.c.branch),
    )
    .await;
    assert_eq!(two_days["spent"], json!(170));
    assert_eq!(two_days["series"].as_array().unwrap().len(), 2);
    let only_yesterday = dashboard(
        &app,
        admin,
        &format!("from={yesterday}&to={yesterday}&brancheId={}", s.y.c.branch),
    )
    .await;
    assert_eq!(only_yesterday["spent"], json!(40));
    assert_eq!(only_yesterday["billed"], json!(0));
    assert_eq!(only_yesterday["debt"], json!(0));
    assert_eq!(
        only_yesterday["debtTotal"],
        json!(18.34),
        "the total debt is not of the period"
    );
}

#[tokio::test]
async fn someone_bound_to_a_branch_sees_only_theirs_unless_admin() {
    let app = spawn_at_noon().await;
    let s = set(&app).await;
    let manager = app
        .member_with(&["afficher dashboard", "afficher rapport"])
        .await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(s.y.c.other)
        .bind(manager.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    // Without asking: their branch.
    let d = dashboard(&app, &manager.token, "").await;
    assert_eq!(d["brancheId"], s.y.c.other);
    assert_eq!(d["spent"], json!(7));
    assert_eq!(d["billed"], json!(0));
    // Another branch: refused, for the dashboard and the reports.
    for path in [
        format!("/api/dashboard?brancheId={}", s.y.c.branch),
        format!("/api/reports/revenue?brancheId={}", s.y.c.branch),
    ] {
        let body = json_of(
            app.get_as(&path, &manager.token).await,
            StatusCode::FORBIDDEN,
        )
        .await;
        assert_eq!(body["code"], "other_branch", "{path}");
        assert_eq!(
            body["msg"],
            "Vous ne voyez que les chiffres de votre agence"
        );
    }
    let r = json_of(
        app.get_as("/api/reports/clients", &manager.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(r["total"], 0, "Kinshasa registered nothing");

    // With `admin`, any branch, or all.
    let boss = app
        .member_with(&["afficher dashboard", "afficher rapport", "admin"])
        .await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(s.y.c.other)
        .bind(boss.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let all = dashboard(&app, &boss.token, "").await;
    assert_eq!(all["brancheId"], Value::Null);
    assert_eq!(all["billed"], json!(35.01));
    let goma = dashboard(&app, &boss.token, &format!("brancheId={}", s.y.c.branch)).await;
    assert_eq!(goma["spent"], json!(130));
}

#[tokio::test]
async fn bad_periods_and_parameters_are_400_naming_the_field() {
    let app = spawn_at_noon().await;
    let admin = app.admin_token().await;
    for path in ["/api/dashboard", "/api/reports/revenue"] {
        for (query, field) in [
            ("from=2026-13-01", "from"),
            ("from=hier", "from"),
            ("to=2026-02-30", "to"),
            ("from=2026-11-10&to=2026-11-09", "to"),
            ("from=2020-01-01&to=2026-11-24", "to"),
            ("brancheId=abc", "brancheId"),
        ] {
            let r = app.get_as(&format!("{path}?{query}"), &admin).await;
            let body = json_of_refusal(r).await;
            assert!(body["fields"][field].is_string(), "{path}?{query}: {body}");
        }
    }
    let body = json_of(
        app.get_as("/api/reports/revenue?from=2026-11-10&to=2026-11-09", &admin)
            .await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(
        body["fields"]["to"],
        "La fin de la période précède son début"
    );
    // Five years is the limit, leap day included.
    let r = app
        .get_as("/api/dashboard?from=2021-11-25&to=2026-11-24", &admin)
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    for (query, field) in [
        ("groupBy=year", "groupBy"),
        ("format=pdf", "format"),
        ("per_page=101", "per_page"),
        ("page=0", "page"),
        ("routeId=-1", "routeId"),
    ] {
        let r = app
            .get_as(&format!("/api/reports/revenue?{query}"), &admin)
            .await;
        let body = json_of(r, StatusCode::BAD_REQUEST).await;
        assert!(body["fields"][field].is_string(), "{query}: {body}");
    }
    let body = json_of(
        app.get_as("/api/reports/budget", &admin).await,
        StatusCode::NOT_FOUND,
    )
    .await;
    assert!(body["msg"].as_str().unwrap().contains("receivables"));
}

async fn report(app: &TestApp, token: &str, name: &str, query: &str) -> Value {
    json_of(
        app.get_as(&format!("/api/reports/{name}?per_page=100&{query}"), token)
            .await,
        StatusCode::OK,
    )
    .await
}

#[tokio::test]
async fn each_report_gives_the_hand_computed_rows_and_totals() {
    let app = spawn_at_noon().await;
    let s = set(&app).await;
    let admin = &s.y.c.admin;
    let t = day(today());
    let yesterday = day(today() - time::Duration::days(1));
    let month = day(today().replace_day(1).unwrap());
    let sales =
        json!({"expeditions": 3, "kg": 9.999, "billed": 35.01, "paid": 16.67, "debt": 18.34});

    let r = report(&app, admin, "revenue", "groupBy=day").await;
    assert_eq!(
        r["rows"],
        json!([{"period": t, "branche": "Soute Goma", "route": "Goma - Kinshasa", "expeditions": 3,
                "kg": 9.999, "tickets": 0, "billed": 35.01, "paid": 16.67, "debt": 18.34}])
    );
    assert_eq!(
        r["totals"],
        json!({"expeditions": 3, "kg": 9.999, "tickets": 0, "billed": 35.01, "paid": 16.67,
               "debt": 18.34})
    );
    assert_eq!(r["chart"]["kind"], "line");
    assert_eq!(
        r["chart"]["data"],
        json!([{"period": t, "billed": 35.01, "paid": 16.67}])
    );
    let by_month = report(&app, admin, "revenue", &format!("from={yesterday}&to={t}")).await;
    assert_eq!(by_month["groupBy"], "month");
    assert_eq!(by_month["rows"][0]["period"], month);
    // A route or a branch without expeditions has none.
    let other = report(
        &app,
        admin,
        "revenue",
        &format!("brancheId={}", s.y.c.other),
    )
    .await;
    assert_eq!(other["total"], 0);
    assert_eq!(other["totals"]["billed"], 0);

    let r = report(&app, admin, "tonnage", "").await;
    assert_eq!(
        r["rows"],
        json!([{"route": "Goma - Kinshasa", "expeditions": 3, "pieces": 9, "kg": 9.999,
                "stockKg": 6.666, "waybillKg": 1.5, "shippedKg": 1.833}])
    );
    assert_eq!(r["chart"]["kind"], "stacked");
    assert_eq!(r["totals"]["shippedKg"], json!(1.833));

    let r = report(&app, admin, "receivables", "").await;
    assert_eq!(
        r["rows"],
        json!([{"client": "Amani Kabila", "tel": r["rows"][0]["tel"], "expeditions": 2,
                "age0_30": 18.34, "age31_60": 0, "age61_90": 0, "age90": 0, "debt": 18.34,
                "oldest": t}])
    );
    assert_eq!(
        r["totals"],
        json!({"age0_30": 18.34, "age31_60": 0, "age61_90": 0, "age90": 0, "debt": 18.34})
    );
    assert_eq!(r["asOf"], t);
    let kin = report(
        &app,
        admin,
        "receivables",
        &format!("brancheId={}", s.y.c.other),
    )
    .await;
    assert_eq!(
        (kin["total"].as_i64(), &kin["totals"]["debt"]),
        (Some(0), &json!(0))
    );

    let r = report(&app, admin, "commissions", "").await;
    assert_eq!(
        r["rows"],
        json!([{"beneficiary": "Imani Mwamba", "tel": Value::Null, "shares": 1, "amount": 30}])
    );
    assert_eq!(r["totals"], json!({"shares": 1, "amount": 30}));

    let r = report(&app, admin, "expenses", "").await;
    assert_eq!(
        r["rows"],
        json!([
            {"type": "Carburant", "manifest": "Non", "depenses": 1, "amount": 100},
            {"type": "Commission", "manifest": "Oui", "depenses": 1, "amount": 30},
            {"type": "Divers", "manifest": "Non", "depenses": 1, "amount": 7},
        ])
    );
    assert_eq!(r["totals"], json!({"depenses": 3, "amount": 137}));
    let two_days = report(
        &app,
        admin,
        "expenses",
        &format!("from={yesterday}&to={t}&brancheId={}", s.y.c.branch),
    )
    .await;
    assert_eq!(two_days["totals"], json!({"depenses": 3, "amount": 170}));

    let r = report(&app, admin, "manifests", "").await;
    assert_eq!(
        r["rows"],
        json!([{"ref": s.manifest["ref_manifest"], "date": t, "route": "Soute Goma - Soute Kinshasa",
                "status": "En préparation", "revenue": 6.42, "fares": 0, "commissions": 30, "expenses": 0,
                "margin": -23.58, "marginPercent": -367.3}])
    );
    assert_eq!(
        r["totals"],
        json!({"revenue": 6.42, "fares": 0, "commissions": 30, "expenses": 0, "margin": -23.58, "marginPercent": -367.3})
    );
    assert_eq!(r["chart"], Value::Null);

    let r = report(&app, admin, "clients", "").await;
    assert_eq!(
        r["rows"],
        json!([{"client": "Amani Kabila", "tel": r["rows"][0]["tel"], "expeditions": 3,
                "kg": 9.999, "billed": 35.01, "paid": 16.67, "debt": 18.34}])
    );
    assert_eq!(r["totals"], sales);
    let route = report(&app, admin, "clients", &format!("routeId={}", s.y.c.route)).await;
    assert_eq!(route["total"], 1);
    let none = report(
        &app,
        admin,
        "clients",
        &format!("to={yesterday}&from={yesterday}"),
    )
    .await;
    assert_eq!(none["total"], 0, "the period's end is its last day");

    // In English, the headers and words change, not the figures.
    let r = json_of(
        app.get_in("/api/reports/expenses?per_page=100", admin, "en")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(r["columns"][3]["label"], "Amount");
    assert_eq!(r["rows"][1]["manifest"], "Yes");
}

// ---- files ----

/// A CSV file's records (quotes understood), without its byte-order mark.
fn csv_records(bytes: &[u8], sep: char) -> Vec<Vec<String>> {
    let text = String::from_utf8(bytes.to_vec()).unwrap();
    let text = text.strip_prefix('\u{feff}').expect("a byte-order mark");
    let mut records = Vec::new();
    let mut record = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, c) if c == sep => record.push(std::mem::take(&mut field)),
            (false, '\r') => {}
            (false, '\n') => {
                record.push(std::mem::take(&mut field));
                records.push(std::mem::take(&mut record));
            }
            (false, c) => field.push(c),
        }
    }
    records
}

#[derive(Clone, Debug, PartialEq)]
enum XCell {
    Text(String),
    Number(f64),
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// The texts between each `<open…>` and `close` in `xml`.
fn between<'a>(xml: &'a str, open: &str, close: &str) -> Vec<&'a str> {
    let mut found = Vec::new();
    let mut rest = xml;
    while let Some(start) = rest.find(open) {
        let after = &rest[start + open.len()..];
        let Some(gt) = after.find('>') else { break };
        let body = &after[gt + 1..];
        let end = body.find(close).unwrap_or(body.len());
        found.push(&body[..end]);
        rest = &body[end..];
    }
    found
}

/// The first sheet of a workbook as rows of cells (`None` for an empty cell).
fn xlsx_rows(bytes: &[u8]) -> Vec<Vec<Option<XCell>>> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let mut read = |name: &str| {
        let mut s = String::new();
        if let Ok(mut f) = zip.by_name(name) {
            f.read_to_string(&mut s).unwrap();
        }
        s
    };
    let shared_xml = read("xl/sharedStrings.xml");
    let sheet = read("xl/worksheets/sheet1.xml");
    let shared: Vec<String> = between(&shared_xml, "<si", "</si>")
        .into_iter()
        .map(|si| unescape(&between(si, "<t", "</t>").concat()))
        .collect();
    let mut rows: Vec<Vec<Option<XCell>>> = Vec::new();
    for cell in sheet.split("<c r=\"").skip(1) {
        let reference: String = cell.chars().take_while(|c| *c != '"').collect();
        let letters: String = reference
            .chars()
            .take_while(char::is_ascii_alphabetic)
            .collect();
        let row: usize = reference[letters.len()..].parse().unwrap();
        let col = letters
            .chars()
            .fold(0usize, |n, c| n * 26 + (c as usize - 'A' as usize + 1))
            - 1;
        let head = &cell[..cell.find('>').unwrap()];
        let value = if head.ends_with('/') {
            None
        } else {
            between(cell, "<v", "</v>").first().map(|v| {
                if head.contains("t=\"s\"") {
                    XCell::Text(shared[v.parse::<usize>().unwrap()].clone())
                } else {
                    XCell::Number(v.parse().unwrap())
                }
            })
        };
        while rows.len() < row {
            rows.push(Vec::new());
        }
        let r = &mut rows[row - 1];
        while r.len() <= col {
            r.push(None);
        }
        r[col] = value;
    }
    rows
}

/// An Excel date number as `YYYY-MM-DD` (days since 1899-12-30).
fn excel_day(serial: f64) -> String {
    let epoch = time::macros::date!(1899 - 12 - 30);
    (epoch + time::Duration::days(serial as i64)).to_string()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// The file's body, checked to be a download named after the report.
async fn download(app: &TestApp, token: &str, path: &str, lang: &str, ext: &str) -> Vec<u8> {
    let r = app.get_in(path, token, lang).await;
    assert_eq!(r.status(), StatusCode::OK, "{path}");
    let disposition = r.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        disposition.starts_with("attachment; filename=\"rapport-")
            && disposition.ends_with(&format!(".{ext}\"")),
        "{disposition}"
    );
    r.bytes().await.unwrap().to_vec()
}

/// The CSV (French and English) and XLSX files of a report say what its JSON says: the headers,
/// every row, and the totals last.
async fn files_match_json(app: &TestApp, token: &str, name: &str, query: &str) {
    for lang in ["fr", "en"] {
        let json = json_of(
            app.get_in(
                &format!("/api/reports/{name}?per_page=100&{query}"),
                token,
                lang,
            )
            .await,
            StatusCode::OK,
        )
        .await;
        let columns = json["columns"].as_array().unwrap();
        let rows = json["rows"].as_array().unwrap();
        assert!(!rows.is_empty(), "{name}: a report with rows");
        let mut expected: Vec<Value> = rows.clone();
        let mut totals = json["totals"].clone();
        totals[columns[0]["key"].as_str().unwrap()] = json!("Total");
        expected.push(totals);

        let sep = if lang == "fr" { ';' } else { ',' };
        let csv = csv_records(
            &download(
                app,
                token,
                &format!("/api/reports/{name}?format=csv&{query}"),
                lang,
                "csv",
            )
            .await,
            sep,
        );
        let xlsx = xlsx_rows(
            &download(
                app,
                token,
                &format!("/api/reports/{name}?format=xlsx&{query}"),
                lang,
                "xlsx",
            )
            .await,
        );
        assert_eq!(csv.len(), expected.len() + 1, "{name} {lang}: {csv:?}");
        assert_eq!(xlsx.len(), expected.len() + 1, "{name} {lang}: {xlsx:?}");
        for (i, c) in columns.iter().enumerate() {
            let label = c["label"].as_str().unwrap();
            assert_eq!(csv[0][i], label);
            assert_eq!(xlsx[0][i], Some(XCell::Text(label.to_string())));
        }
        for (r, row) in expected.iter().enumerate() {
            for (i, c) in columns.iter().enumerate() {
                let key = c["key"].as_str().unwrap();
                let kind = c["kind"].as_str().unwrap();
                let value = row.get(key).cloned().unwrap_or(Value::Null);
                let in_csv = &csv[r + 1][i];
                let in_xlsx = xlsx[r + 1].get(i).cloned().flatten();
                let at = format!("{name} {lang} row {r} {key}");
                match &value {
                    Value::Null => {
                        assert_eq!(in_csv, "", "{at}");
                        assert_eq!(in_xlsx, None, "{at}");
                    }
                    Value::String(s) => {
                        assert_eq!(in_csv, s, "{at}");
                        if kind == "date" && r < rows.len() {
                            let Some(XCell::Number(serial)) = in_xlsx else {
                                panic!("{at}: a date, not {in_xlsx:?}")
                            };
                            assert_eq!(&excel_day(serial), s, "{at}");
                        } else {
                            assert_eq!(in_xlsx, Some(XCell::Text(s.clone())), "{at}");
                        }
                    }
                    Value::Number(n) => {
                        let n = n.as_f64().unwrap();
                        let read: f64 = in_csv.replace(',', ".").parse().unwrap();
                        assert!(close(read, n), "{at}: {in_csv} vs {n}");
                        if lang == "fr" && kind == "money" {
                            assert!(in_csv.contains(','), "{at}: a decimal comma");
                        }
                        let Some(XCell::Number(x)) = in_xlsx else {
                            panic!("{at}: a number, not {in_xlsx:?}")
                        };
                        let expected = if kind == "percent" { n / 100.0 } else { n };
                        assert!(close(x, expected), "{at}: {x} vs {expected}");
                    }
                    other => panic!("{at}: {other}"),
                }
            }
        }
    }
}

#[tokio::test]
async fn csv_and_xlsx_files_say_what_the_json_says() {
    let app = spawn_at_noon().await;
    let s = set(&app).await;
    let admin = &s.y.c.admin;
    let yesterday = day(today() - time::Duration::days(1));
    let period = format!("from={yesterday}&to={}", day(today()));
    for name in [
        "revenue",
        "tonnage",
        "receivables",
        "commissions",
        "expenses",
        "manifests",
        "clients",
    ] {
        files_match_json(&app, admin, name, &period).await;
    }
    files_match_json(&app, admin, "revenue", "groupBy=week").await;
    // Without a session, no file.
    let r = app.get("/api/reports/revenue?format=csv").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_name_typed_as_a_formula_is_not_run_by_the_spreadsheet() {
    let app = spawn_at_noon().await;
    let s = set(&app).await;
    sqlx::query("UPDATE users SET name = '=HYPERLINK(\"http://x\")' WHERE id = $1")
        .bind(s.y.c.sender)
        .execute(app.db.pool())
        .await
        .unwrap();
    let csv = csv_records(
        &download(
            &app,
            &s.y.c.admin,
            "/api/reports/clients?format=csv",
            "fr",
            "csv",
        )
        .await,
        ';',
    );
    assert_eq!(csv[1][0], "'=HYPERLINK(\"http://x\")");
}

#[tokio::test]
async fn debts_are_aged_from_the_day_of_their_expedition() {
    let app = spawn_at_noon().await;
    let s = set(&app).await;
    // X1 (owes 6,67 $) registered 45 days ago, X3 (owes 11,67 $) 91 days ago.
    let owed: Vec<(i64, i64)> =
        sqlx::query_as("SELECT id, price - paid FROM expeditions WHERE price > paid ORDER BY id")
            .fetch_all(app.db.pool())
            .await
            .unwrap();
    assert_eq!(owed.iter().map(|o| o.1).collect::<Vec<_>>(), [667, 1167]);
    for ((id, _), days) in owed.iter().zip([45, 91]) {
        let day = today() - time::Duration::days(days);
        sqlx::query("UPDATE expeditions SET created_at = $1, day = $2 WHERE id = $3")
            .bind(format!("{day}T10:00:00.000000Z"))
            .bind(day.to_string())
            .bind(id)
            .execute(app.db.pool())
            .await
            .unwrap();
    }
    let r = report(&app, &s.y.c.admin, "receivables", "").await;
    let row = &r["rows"][0];
    assert_eq!(
        (
            &row["age0_30"],
            &row["age31_60"],
            &row["age61_90"],
            &row["age90"],
            &row["debt"]
        ),
        (
            &json!(0),
            &json!(6.67),
            &json!(0),
            &json!(11.67),
            &json!(18.34)
        ),
        "{row}"
    );
    assert_eq!(
        r["totals"],
        json!({"age0_30": 0, "age31_60": 6.67, "age61_90": 0, "age90": 11.67, "debt": 18.34})
    );
    assert_eq!(row["oldest"], day(today() - time::Duration::days(91)));
}

/// Three tickets on the data set's manifest, sold at Goma today: 150 $ paid, 80,50 $ on credit,
/// and a 60 $ ticket cancelled after 20 $ were paid (it keeps the 20 $).
async fn tickets(app: &TestApp, s: &Set) -> Value {
    let admin = &s.y.c.admin;
    let m = s.manifest["id"].as_i64().unwrap();
    let sell = |body: Value| async move {
        json_of(
            app.post_as("/api/billets", admin, &body).await,
            StatusCode::CREATED,
        )
        .await["data"]
            .clone()
    };
    sell(billet_body(m, &unique_tel())).await;
    let mut credit = billet_body(m, &unique_tel());
    credit["cash"] = json!(0);
    credit["fare"] = json!("80,50");
    let credit = sell(credit).await;
    let mut cancelled = billet_body(m, &unique_tel());
    cancelled["cash"] = json!(20);
    cancelled["fare"] = json!(60);
    let cancelled = sell(cancelled).await;
    let r = app
        .post_as(
            &format!("/api/billets/{}/status", cancelled["id"]),
            admin,
            // The 20 $ paid are kept as a no-show fee, and billed.
            &json!({"status": "annule", "refund": false}),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    credit
}

#[tokio::test]
async fn tickets_count_in_the_dashboard_and_the_reports() {
    let app = spawn_at_noon().await;
    let s = set(&app).await;
    let credit = tickets(&app, &s).await;
    let admin = &s.y.c.admin;
    let t = day(today());

    // Billed 35,01 $ + 250,50 $ (150 + 80,50 + the 20 $ kept), collected 16,67 $ + 170 $, owed
    // 18,34 $ + 80,50 $.
    let d = dashboard(&app, admin, "").await;
    assert_eq!(
        (
            &d["billed"],
            &d["collected"],
            &d["cash"],
            &d["debt"],
            &d["debtTotal"],
            &d["tickets"],
            &d["expeditions"]
        ),
        (
            &json!(285.51),
            &json!(186.67),
            &json!(49.67),
            &json!(98.84),
            &json!(98.84),
            &json!(2),
            &json!(3)
        )
    );
    assert_eq!(
        d["series"],
        json!([{"date": t, "billed": 285.51, "collected": 186.67, "spent": 137}])
    );
    let route = d["routes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["routeId"] == s.y.c.route)
        .unwrap()
        .clone();
    assert_eq!(
        (&route["tickets"], &route["income"], &route["expeditions"]),
        (&json!(2), &json!(285.51), &json!(3))
    );
    let kin = dashboard(&app, admin, &format!("brancheId={}", s.y.c.other)).await;
    assert_eq!((&kin["tickets"], &kin["billed"]), (&json!(0), &json!(0)));

    let r = report(&app, admin, "revenue", "groupBy=day").await;
    assert_eq!(
        r["rows"],
        json!([{"period": t, "branche": "Soute Goma", "route": "Goma - Kinshasa", "expeditions": 3,
                "kg": 9.999, "tickets": 2, "billed": 285.51, "paid": 186.67, "debt": 98.84}])
    );
    assert_eq!(
        r["totals"],
        json!({"expeditions": 3, "kg": 9.999, "tickets": 2, "billed": 285.51, "paid": 186.67,
               "debt": 98.84})
    );
    assert_eq!(
        r["chart"]["data"],
        json!([{"period": t, "billed": 285.51, "paid": 186.67}])
    );
    let on_route = report(&app, admin, "revenue", &format!("routeId={}", s.y.c.route)).await;
    assert_eq!(on_route["totals"]["tickets"], 2);

    let r = report(&app, admin, "receivables", "").await;
    assert_eq!(r["total"], 2);
    assert_eq!(
        (
            &r["rows"][0]["tel"],
            &r["rows"][0]["debt"],
            &r["rows"][0]["age0_30"],
            &r["rows"][0]["expeditions"]
        ),
        (&credit["tel"], &json!(80.5), &json!(80.5), &json!(1))
    );
    assert_eq!(
        r["totals"],
        json!({"age0_30": 98.84, "age31_60": 0, "age61_90": 0, "age90": 0, "debt": 98.84})
    );

    let r = report(&app, admin, "manifests", "").await;
    assert_eq!(
        (
            &r["rows"][0]["revenue"],
            &r["rows"][0]["fares"],
            &r["rows"][0]["margin"],
            &r["rows"][0]["marginPercent"]
        ),
        (&json!(256.92), &json!(250.5), &json!(226.92), &json!(88.3))
    );
    assert_eq!(
        (&r["totals"]["revenue"], &r["totals"]["fares"]),
        (&json!(256.92), &json!(250.5))
    );

    // The ticket on credit sold 45 days ago: its debt is aged so, in the rows and the totals.
    let day = today() - time::Duration::days(45);
    sqlx::query("UPDATE billets SET created_at = $1, day = $2 WHERE id = $3")
        .bind(format!("{day}T10:00:00.000000Z"))
        .bind(day.to_string())
        .bind(credit["id"].as_i64().unwrap())
        .execute(app.db.pool())
        .await
        .unwrap();
    let r = report(&app, admin, "receivables", "").await;
    assert_eq!(
        (&r["rows"][0]["age0_30"], &r["rows"][0]["age31_60"]),
        (&json!(0), &json!(80.5))
    );
    assert_eq!(
        r["totals"],
        json!({"age0_30": 18.34, "age31_60": 80.5, "age61_90": 0, "age90": 0, "debt": 98.84})
    );
    let d = dashboard(&app, admin, "").await;
    assert_eq!((&d["billed"], &d["tickets"]), (&json!(205.01), &json!(1)));

    // No route from the manifest's origin to its destination any more: the tickets have their own
    // block and row, named by the branches.
    sqlx::query("UPDATE prices SET origin_id = $1, destination_id = $2 WHERE id = $3")
        .bind(s.y.c.other)
        .bind(s.y.c.branch)
        .bind(s.y.c.route)
        .execute(app.db.pool())
        .await
        .unwrap();
    let d = dashboard(&app, admin, "").await;
    let own: Vec<&Value> = d["routes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["routeId"] == 0)
        .collect();
    assert_eq!(
        own,
        [&json!({
            "routeId": 0, "route": "Soute Goma → Soute Kinshasa", "originId": s.y.c.branch,
            "destinationId": s.y.c.other, "expeditions": 0, "pieces": 0, "kg": 0,
            "stockPieces": 0, "stockKg": 0, "waybillPieces": 0, "waybillKg": 0,
            "shippedPieces": 0, "shippedKg": 0, "tickets": 1, "income": 170
        })]
    );
    let r = report(&app, admin, "revenue", "groupBy=day").await;
    let routes: Vec<(&Value, &Value)> = r["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| (&row["route"], &row["tickets"]))
        .collect();
    assert_eq!(
        routes,
        [
            (&json!("Goma - Kinshasa"), &json!(0)),
            (&json!("Soute Goma → Soute Kinshasa"), &json!(1))
        ]
    );
}

/// A debt's age, and its oldest day, are the local day of the branch that registered it: at 00:30
/// in Dar es Salaam (21:30 UTC the day before) the receivables say the debt dates from today
/// there, not from yesterday in UTC.
#[tokio::test]
async fn the_oldest_debt_is_dated_by_its_branch_day() {
    let app = spawn_at_noon().await;
    let y = yard_in_dar(&app).await;
    app.config
        .clock
        .set(time::macros::datetime!(2026-11-20 21:30 UTC));
    register(&app, &y.c, json!(1)).await;
    let r = report(
        &app,
        &y.c.admin,
        "receivables",
        &format!("brancheId={}", y.c.branch),
    )
    .await;
    assert_eq!(r["asOf"], "2026-11-21");
    assert_eq!(r["rows"][0]["oldest"], "2026-11-21", "{r}");
}

/// A commission share belongs to the day of the manifest's branch, like any expense there: given
/// at 00:30 in Dar es Salaam (21:30 UTC the day before), it is spent on that day there.
#[tokio::test]
async fn a_commission_share_counts_on_the_local_day_of_its_branch() {
    let app = spawn_at_noon().await;
    let y = yard_in_dar(&app).await;
    let admin = y.c.admin.clone();
    let (_, w) = loaded_waybill(&app, &y).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let manifest = create_manifest(&app, &y, &[(line, 1)]).await;
    app.config
        .clock
        .set(time::macros::datetime!(2026-11-20 21:30 UTC));
    commission_share(&app, &admin, &manifest).await;
    let branch = y.c.branch;
    let on = |day: &str| format!("from={day}&to={day}&brancheId={branch}");
    assert_eq!(
        dashboard(&app, &admin, &on("2026-11-21")).await["spent"],
        json!(30)
    );
    assert_eq!(
        dashboard(&app, &admin, &on("2026-11-20")).await["spent"],
        json!(0)
    );
}

/// A payment belongs to the day of the branch that took it: at 23:30 in Dar es Salaam (20:30
/// UTC) it counts on that day, at 00:30 the next morning (21:30 UTC) on the next one — in the
/// dashboard, the revenue report and the payments' list alike (DESIGN §2).
#[tokio::test]
async fn a_payment_counts_on_the_local_day_of_its_branch() {
    let app = spawn_at_noon().await;
    let y = yard_in_dar(&app).await;
    let admin = y.c.admin.clone();
    let clock = &app.config.clock;
    // Registered with 5 $ paid at 23:30 on the 20th there, and with 7 $ paid at 00:30 on the 21st.
    clock.set(time::macros::datetime!(2026-11-20 20:30 UTC));
    let late = register(&app, &y.c, json!(5)).await;
    clock.set(time::macros::datetime!(2026-11-20 21:30 UTC));
    let early = register(&app, &y.c, json!(7)).await;

    let branch = y.c.branch;
    let on = |day: &str| format!("from={day}&to={day}&brancheId={branch}");
    let d = dashboard(&app, &admin, &on("2026-11-20")).await;
    assert_eq!(
        (&d["collected"], &d["billed"]),
        (&json!(5), &late["price"]),
        "{d}"
    );
    let d = dashboard(&app, &admin, &on("2026-11-21")).await;
    assert_eq!(
        (&d["collected"], &d["billed"]),
        (&json!(7), &early["price"]),
        "{d}"
    );
    // The default period is today at the branch: the 21st there already, the 20th in UTC.
    let d = dashboard(&app, &admin, &format!("brancheId={branch}")).await;
    assert_eq!(
        (&d["from"], &d["today"]),
        (&json!("2026-11-21"), &json!("2026-11-21"))
    );
    // The web's presets count from the same day.
    let today = json_of(
        app.get_as(&format!("/api/today?brancheId={branch}"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(today, json!({ "today": "2026-11-21" }));

    let r = report(
        &app,
        &admin,
        "revenue",
        &format!("groupBy=day&from=2026-11-19&to=2026-11-22&brancheId={branch}"),
    )
    .await;
    let rows: Vec<(&Value, &Value, &Value)> = r["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| (&row["period"], &row["billed"], &row["paid"]))
        .collect();
    assert_eq!(
        rows,
        [
            (&json!("2026-11-20"), &late["price"], &json!(5)),
            (&json!("2026-11-21"), &early["price"], &json!(7)),
        ],
        "{r}"
    );
    // The payments' list filters by the same days.
    for (day, amount) in [("2026-11-20", 5), ("2026-11-21", 7)] {
        let listed = json_of(
            app.get_as(&format!("/api/invoices?from={day}&to={day}"), &admin)
                .await,
            StatusCode::OK,
        )
        .await;
        assert_eq!(
            (&listed["total"], &listed["amount"]),
            (&json!(1), &json!(amount)),
            "{day}: {listed}"
        );
    }
}

/// A debt ages by the local day of the branch that registered it: at 01:00 in Dar es Salaam on
/// the 1st of October (22:00 UTC on the 30th of September), 30 days before the 31st, it is in
/// the 0–30 days column — counted in UTC it would be 31 days old.
#[tokio::test]
async fn a_debt_ages_by_the_local_day_of_its_branch() {
    let app = spawn_at_noon().await;
    let y = yard_in_dar(&app).await;
    let clock = &app.config.clock;
    clock.set(time::macros::datetime!(2026-09-30 22:00 UTC));
    let owing = register(&app, &y.c, json!(0)).await;
    clock.set(time::macros::datetime!(2026-10-31 09:00 UTC));
    let branch = y.c.branch;
    let r = report(
        &app,
        &y.c.admin,
        "receivables",
        &format!("brancheId={branch}"),
    )
    .await;
    let row = &r["rows"][0];
    assert_eq!(
        (&row["age0_30"], &row["age31_60"], &row["debt"]),
        (&owing["price"], &json!(0), &owing["price"]),
        "{r}"
    );
}
