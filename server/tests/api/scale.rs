//! Scale (issue 12): what lists count is kept by the writes themselves and matches the rows;
//! references are found from their digits, names from any part of them; pages follow a keyset;
//! and on a generated set no list, count, search or detail reads a whole big table.

use reqwest::StatusCode;
use serde_json::{Value, json};
use soute::{
    db::{Backend, Db, tallies},
    demo, generate,
    security::Passwords,
};

use crate::{
    fixtures::{self, client, create_manifest, create_waybill, register, validate_waybill, yard},
    helpers::{TestApp, json_of, spawn_app, statements_during},
};

/// Everything kept as rows change, as text, in a stable order (rows a change left at zero are
/// left out: a recount does not write them).
async fn kept(db: &Db) -> Vec<String> {
    let mut out = Vec::new();
    let tallies: Vec<(String, i64)> =
        sqlx::query_as("SELECT name, n FROM tallies WHERE n <> 0 ORDER BY name")
            .fetch_all(db.pool())
            .await
            .unwrap();
    out.extend(tallies.iter().map(|(n, v)| format!("tally {n} = {v}")));
    let debts: Vec<(i64, i64, i64, String)> = sqlx::query_as(
        "SELECT customer_id, expeditions, debt, oldest FROM debts ORDER BY customer_id",
    )
    .fetch_all(db.pool())
    .await
    .unwrap();
    out.extend(debts.iter().map(|d| format!("debt {d:?}")));
    let days: Vec<(String, i64, i64, i64, i64)> = sqlx::query_as(
        "SELECT day, extension_id, payments, cancelled, amount FROM payment_days \
         WHERE payments <> 0 ORDER BY day, extension_id",
    )
    .fetch_all(db.pool())
    .await
    .unwrap();
    out.extend(days.iter().map(|d| format!("day {d:?}")));
    let paid: Vec<(i64, i64)> = sqlx::query_as("SELECT id, paid FROM expeditions ORDER BY id")
        .fetch_all(db.pool())
        .await
        .unwrap();
    out.extend(paid.iter().map(|p| format!("paid {p:?}")));
    // Issue 15: the reports' summaries.
    type Day = (String, i64, i64, i64, i64, i64, i64, i64);
    let expedition_days: Vec<Day> = sqlx::query_as(
        "SELECT day, extension_id, price_id, expeditions, weight, billed, paid, \
         stock_weight + 10 * waybill_weight + 100 * shipped_weight + stock_pieces \
         + 10 * waybill_pieces + 100 * shipped_pieces + 1000 * pieces FROM expedition_days \
         WHERE expeditions <> 0 ORDER BY day, extension_id, price_id",
    )
    .fetch_all(db.pool())
    .await
    .unwrap();
    out.extend(
        expedition_days
            .iter()
            .map(|d| format!("expedition day {d:?}")),
    );
    let branch_debts: Vec<(i64, i64, i64, i64, String)> = sqlx::query_as(
        "SELECT extension_id, customer_id, expeditions, debt, oldest FROM debts_branch \
         ORDER BY extension_id, customer_id",
    )
    .fetch_all(db.pool())
    .await
    .unwrap();
    out.extend(branch_debts.iter().map(|d| format!("branch debt {d:?}")));
    let revenue: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT manifest_id, revenue FROM manifest_revenue WHERE revenue <> 0 ORDER BY manifest_id",
    )
    .fetch_all(db.pool())
    .await
    .unwrap();
    out.extend(revenue.iter().map(|r| format!("manifest revenue {r:?}")));
    out
}

#[tokio::test]
async fn what_lists_count_is_kept_by_every_write_and_matches_a_recount() {
    let app = spawn_app().await;
    // The demo writes through the same functions as the API: moves, payments, back-dating.
    demo::load(&app.db, &Passwords::new(), &app.config.files_dir())
        .await
        .unwrap();
    let y = yard(&app).await;
    let c = &y.c;
    // Registered, partly paid, paid more, a payment cancelled; one deleted; one edited.
    let first = register(&app, c, json!(10)).await;
    let first_id = first["id"].as_i64().unwrap();
    let paid = app
        .post_as(
            &format!("/api/expeditions/{first_id}/invoices"),
            &c.agent.token,
            &json!({"amount": 1}),
        )
        .await;
    let invoice = json_of(paid, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap();
    let cancelled = app
        .post_as(
            &format!("/api/invoices/{invoice}/cancel"),
            &c.admin,
            &json!({"reason": "Erreur de saisie"}),
        )
        .await;
    assert!(cancelled.status().is_success(), "{}", cancelled.status());
    let gone = register(&app, c, json!(0)).await["id"].as_i64().unwrap();
    let deleted = app
        .delete_as(&format!("/api/expeditions/{gone}"), &c.admin)
        .await;
    assert!(deleted.status().is_success(), "{}", deleted.status());
    let other_sender = client(&app, &c.admin, "Cédric Ngoy", "+243990001122").await;
    let current = json_of(
        app.get_as(&format!("/api/expeditions/{first_id}"), &c.admin)
            .await,
        StatusCode::OK,
    )
    .await;
    let mut edited = fixtures::two_lines(c, json!(0));
    edited["senderId"] = json!(other_sender);
    edited["colis"][0]["quantity"] = json!(4);
    edited["updatedAt"] = current["updatedAt"].clone();
    let edit = app
        .put_as(
            &format!("/api/expeditions/{first_id}"),
            &c.agent.token,
            &edited,
        )
        .await;
    json_of(edit, StatusCode::OK).await;
    // Moved: onto a waybill, validated, onto a manifest.
    let moved = register(&app, c, json!(-1)).await;
    let parcel = moved["packags"][0]["id"].as_i64().unwrap();
    let waybill = create_waybill(&app, &y, &[(parcel, 1)]).await;
    let waybill = validate_waybill(&app, &y, waybill["id"].as_i64().unwrap()).await;
    let line = waybill["waybilldetails"][0]["id"].as_i64().unwrap();
    create_manifest(&app, &y, &[(line, 1)]).await;

    let kept_by_writes = kept(&app.db).await;
    let mut conn = app.db.connection().await.unwrap();
    tallies::rebuild(&mut conn, app.db.backend()).await.unwrap();
    drop(conn);
    let recounted = kept(&app.db).await;
    let differences: Vec<_> = kept_by_writes
        .iter()
        .zip(&recounted)
        .filter(|(a, b)| a != b)
        .take(5)
        .collect();
    assert_eq!(
        kept_by_writes.len(),
        recounted.len(),
        "first differences: {differences:?}"
    );
    assert!(differences.is_empty(), "{differences:?}");
    // The lists answer what was counted.
    let expeditions = json_of(
        app.get_as("/api/expeditions", &c.admin).await,
        StatusCode::OK,
    )
    .await;
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM expeditions")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(expeditions["total"], json!(rows));
}

#[tokio::test]
async fn references_are_found_from_their_digits_and_people_from_any_part_of_their_name() {
    let app = spawn_app().await;
    let c = fixtures::counter(&app).await;
    let x = register(&app, &c, json!(0)).await;
    let reference = x["ref_expedition"].as_str().unwrap().to_string();
    let digits = reference.trim_start_matches("EXP-").trim_start_matches('0');
    let search = |column: &str, q: &str| {
        format!(
            "/api/expeditions?column={column}&q={}",
            q.replace(' ', "%20")
        )
    };
    for q in [digits, reference.as_str(), &reference.to_lowercase()] {
        let found = json_of(
            app.get_as(&search("ref_expedition", q), &c.admin).await,
            StatusCode::OK,
        )
        .await;
        assert_eq!(found["total"], 1, "{q}");
        assert_eq!(found["items"][0]["ref_expedition"], json!(reference), "{q}");
    }
    let none = json_of(
        app.get_as(&search("ref_expedition", "999999"), &c.admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(none["total"], 0);
    // The sender's name, from its middle, in any case; two letters read the people table.
    let sender = x["sender"]["name"].as_str().unwrap().to_string();
    let middle: String = sender.chars().skip(2).take(5).collect();
    let short: String = sender.chars().skip(1).take(2).collect();
    for q in [middle.to_uppercase(), short] {
        let found = json_of(
            app.get_as(&search("sender.name", &q), &c.admin).await,
            StatusCode::OK,
        )
        .await;
        assert!(
            found["items"]
                .as_array()
                .unwrap()
                .iter()
                .any(|i| i["ref_expedition"] == json!(reference)),
            "{q} in {sender}: {found}"
        );
    }
    let parcels = json_of(
        app.get_as(
            &format!("/api/packags?column=ref_packag&q={digits}"),
            &c.admin,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(parcels["total"], 2, "both lines of {reference}");
}

#[tokio::test]
async fn pages_follow_the_last_row_seen() {
    let app = spawn_app().await;
    let c = fixtures::counter(&app).await;
    for _ in 0..7 {
        register(&app, &c, json!(0)).await;
    }
    let ids = |page: &Value| -> Vec<i64> {
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["id"].as_i64().unwrap())
            .collect()
    };
    let all = json_of(
        app.get_as("/api/expeditions?per_page=100", &c.admin).await,
        StatusCode::OK,
    )
    .await;
    let all = ids(&all);
    assert_eq!(all.len(), 7);
    let mut seen = Vec::new();
    let mut url = "/api/expeditions?per_page=3".to_string();
    loop {
        let page = json_of(app.get_as(&url, &c.admin).await, StatusCode::OK).await;
        assert_eq!(page["total"], 7);
        let got = ids(&page);
        if got.is_empty() {
            break;
        }
        url = format!("/api/expeditions?per_page=3&after={}", got.last().unwrap());
        seen.extend(got);
    }
    assert_eq!(seen, all);
    // Numbered pages, the later ones read from the end of the list: the same rows.
    let mut numbered = Vec::new();
    for page in 1..=4 {
        let url = format!("/api/expeditions?per_page=2&page={page}");
        let got = ids(&json_of(app.get_as(&url, &c.admin).await, StatusCode::OK).await);
        assert_eq!(got.len(), if page < 4 { 2 } else { 1 }, "page {page}");
        numbered.extend(got);
    }
    assert_eq!(numbered, all);
    let beyond = json_of(
        app.get_as("/api/expeditions?per_page=2&page=5", &c.admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert!(ids(&beyond).is_empty());
    let bad = app.get_as("/api/expeditions?after=abc", &c.admin).await;
    let body = json_of(bad, StatusCode::BAD_REQUEST).await;
    assert!(body["fields"]["after"].is_string(), "{body}");
}

/// The tables a list must never read whole.
const BIG: [&str; 9] = [
    "logbook_entries",
    "billets",
    "expeditions",
    "packags",
    "packagdetails",
    "invoices",
    "waybilldetails",
    "manifestdetails",
    "depenses",
];

/// A plan line that reads a big table whole: `SCAN t` without an index; or any scan at all in a
/// statement that counts or adds up (which would then read it to the end). A `SCAN … USING INDEX`
/// that feeds an `ORDER BY … LIMIT` walks the index in order and stops at the page.
fn reads_whole(statement: &str, line: &str) -> bool {
    let Some(rest) = line.trim().strip_prefix("SCAN ") else {
        return false;
    };
    let table = rest.split_whitespace().next().unwrap_or("");
    let big = BIG.contains(&table)
        || BIG.iter().any(|t| {
            // Aliased: "SCAN x" names the alias; find the table it stands for.
            statement.contains(&format!(" {t} {table} "))
                || statement.ends_with(&format!(" {t} {table}"))
        });
    if !big {
        return false;
    }
    // The partial indexes of the parcels in stock and on waybills hold the agency's working set
    // (what has not left yet), however old the agency: reading one whole is not reading history.
    let working_set = ["USING INDEX packags_restant", "USING INDEX packags_waybill"]
        .iter()
        .any(|index| rest.contains(index));
    let counts = statement.contains("COUNT(") || statement.contains("SUM(");
    !rest.contains("USING") || (counts && !working_set)
}

async fn plan_of(app: &TestApp, statement: &str) -> Vec<String> {
    let highest = (1..=400)
        .rev()
        .find(|n| statement.contains(&format!("${n}")))
        .unwrap_or(0);
    let sql = format!("EXPLAIN QUERY PLAN {statement}");
    let mut query = sqlx::query_as::<_, (i64, i64, i64, String)>(sqlx::AssertSqlSafe(sql));
    for _ in 0..highest {
        query = query.bind(None::<i64>);
    }
    query
        .fetch_all(app.db.pool())
        .await
        .unwrap_or_else(|e| panic!("{e}: {statement}"))
        .into_iter()
        .map(|r| r.3)
        .collect()
}

/// Each request (a URL and the token it is sent with) answers 200 and records statements; the
/// plan lines of its SELECTs that read a big table whole.
async fn whole_reads<'a>(
    app: &TestApp,
    requests: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Vec<String> {
    let mut failures = Vec::new();
    for (url, token) in requests {
        let (statements, response) = statements_during(app.get_as(url, token)).await;
        assert_eq!(response.status(), StatusCode::OK, "{url}");
        assert!(!statements.is_empty(), "{url}: no statement recorded");
        for statement in statements
            .iter()
            .filter(|s| s.trim_start().starts_with("SELECT"))
        {
            for line in plan_of(app, statement).await {
                if reads_whole(statement, &line) {
                    failures.push(format!("{url}: {line}\n    in {statement}"));
                }
            }
        }
    }
    failures
}

#[tokio::test]
async fn on_a_generated_set_no_list_count_search_or_detail_reads_a_whole_big_table() {
    let app = spawn_app().await;
    if app.db.backend() != Backend::Sqlite {
        return; // EXPLAIN QUERY PLAN is SQLite's; PostgreSQL runs the same statements.
    }
    generate::generate(
        &app.db,
        &Passwords::new(),
        generate::Options {
            scale: 0.002,
            seed: 12,
            files_dir: app.config.files_dir(),
        },
    )
    .await
    .unwrap();
    let admin = app.admin_token().await;
    let name: String = sqlx::query_scalar(
        "SELECT name FROM users WHERE id = (SELECT sender_id FROM expeditions ORDER BY id LIMIT 1)",
    )
    .fetch_one(app.db.pool())
    .await
    .unwrap();
    let surname = name.split(' ').next_back().unwrap().to_string();
    let middle = |table: &str| format!("SELECT id FROM {table} ORDER BY id LIMIT 1 OFFSET 500");
    let mut ids = Vec::new();
    for table in [
        "expeditions",
        "packags",
        "invoices",
        "waybills",
        "manifests",
        "depenses",
    ] {
        let id: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(middle(table)))
            .fetch_one(app.db.pool())
            .await
            .unwrap_or(1);
        ids.push(id);
    }
    // Public tracking of that expedition, unlocked by its sender's phone.
    let (tracked, tel): (String, String) = sqlx::query_as(
        "SELECT x.ref_expedition, u.tel FROM expeditions x JOIN users u ON u.id = x.sender_id \
         WHERE x.id = $1",
    )
    .bind(ids[0])
    .fetch_one(app.db.pool())
    .await
    .unwrap();
    let digits: String = tel.chars().filter(char::is_ascii_digit).collect();
    let last4 = &digits[digits.len() - 4..];
    let (book, plane): (i64, i64) =
        sqlx::query_as("SELECT id, plane_id FROM logbooks ORDER BY id LIMIT 1")
            .fetch_one(app.db.pool())
            .await
            .unwrap();
    let urls = vec![
        "/api/token".to_string(),
        format!("/api/track/{tracked}?tel={last4}"),
        "/api/expeditions".into(),
        "/api/expeditions?page=40".into(),
        "/api/expeditions?status=EnStock".into(),
        "/api/expeditions?status=Exp%C3%A9di%C3%A9".into(),
        "/api/expeditions?column=ref_expedition&q=301".into(),
        format!("/api/expeditions?column=sender.name&q={surname}"),
        format!("/api/expeditions?column=recipient.name&q={surname}"),
        format!("/api/expeditions?after={}", ids[0]),
        "/api/expeditions/counts".into(),
        format!("/api/expeditions/{}", ids[0]),
        "/api/packags".into(),
        "/api/packags?stage=restant".into(),
        "/api/packags?stage=restant&originId=1".into(),
        "/api/packags?stage=waybill".into(),
        "/api/packags?stage=manifeste".into(),
        "/api/packags?column=ref_packag&q=301".into(),
        "/api/packags?column=expedition.ref_expedition&q=301".into(),
        format!("/api/packags?column=recipient.name&q={surname}"),
        format!("/api/packags?column=expedition.sender.name&q={surname}"),
        "/api/packags/counts".into(),
        "/api/packags?column=price.name&q=a".into(),
        format!("/api/packags/{}", ids[1]),
        "/api/invoices".into(),
        "/api/invoices?from=2025-10-01&to=2026-10-31".into(),
        "/api/invoices?extensionId=1".into(),
        "/api/invoices?cancelled=1".into(),
        "/api/invoices?cancelled=0".into(),
        "/api/invoices?column=ref_invoice&q=12".into(),
        "/api/invoices?column=expedition.ref_expedition&q=12".into(),
        format!("/api/invoices?column=customer.name&q={surname}"),
        format!("/api/invoices/{}", ids[2]),
        "/api/invoices/receivables".into(),
        "/api/waybills".into(),
        "/api/waybills?status=EnCours".into(),
        "/api/waybills?column=ref_waybill&q=12".into(),
        "/api/waybills/counts".into(),
        format!("/api/waybills/{}", ids[3]),
        "/api/waybilldetails/available".into(),
        "/api/waybilldetails/available?destinationId=2".into(),
        "/api/manifests".into(),
        "/api/manifests?status=EnCours".into(),
        "/api/manifests?column=ref_manifest&q=12".into(),
        "/api/manifests/counts".into(),
        format!("/api/manifests/{}", ids[4]),
        format!("/api/users?column=name&q={surname}"),
        // A search in a tab, and what it finds in every tab (issue 13).
        format!("/api/expeditions?status=EnStock&column=sender.name&q={surname}"),
        "/api/expeditions?status=EnCours&column=ref_expedition&q=301".into(),
        "/api/expeditions/counts?column=ref_expedition&q=301".into(),
        "/api/expeditions/counts?column=ref_expedition&q=EXP".into(),
        format!("/api/expeditions/counts?column=sender.name&q={surname}"),
        format!("/api/expeditions/counts?column=recipient.name&q={surname}"),
        format!("/api/packags?stage=waybill&column=expedition.sender.name&q={surname}"),
        "/api/packags/counts?column=ref_packag&q=301".into(),
        "/api/packags/counts?column=expedition.ref_expedition&q=301".into(),
        "/api/packags/counts?column=price.name&q=a".into(),
        format!("/api/packags/counts?column=expedition.sender.name&q={surname}"),
        format!("/api/packags/counts?column=recipient.name&q={surname}"),
        "/api/waybills?status=Expedi%C3%A9&column=ref_waybill&q=12".into(),
        "/api/waybills/counts?column=ref_waybill&q=12".into(),
        "/api/waybills/counts?column=driver.name&q=a".into(),
        "/api/waybills/counts?column=vehicle.plaque&q=a".into(),
        "/api/manifests/counts?column=ref_manifest&q=12".into(),
        "/api/manifests/counts?column=pilot.name&q=a".into(),
        "/api/manifests/counts?column=plane.ref&q=a".into(),
        "/api/manifests/counts?column=destination.city&q=a".into(),
        // Money out (issue 14).
        "/api/depenses".into(),
        "/api/depenses?from=2026-10-01&to=2026-10-31".into(),
        "/api/depenses?from=2026-10-01&to=2026-10-31&brancheId=1".into(),
        "/api/depenses?from=2026-10-01&to=2026-10-31&typedepenseId=3".into(),
        "/api/depenses?cancelled=1".into(),
        "/api/depenses?column=ref_depense&q=12".into(),
        format!("/api/depenses?column=beneficer.name&q={surname}"),
        format!("/api/depenses?manifesteId={}", ids[4]),
        format!("/api/depenses/manifestId/{}", ids[4]),
        format!("/api/depenses/{}", ids[5]),
        "/api/typedepenses".into(),
        // Airworthiness (issue 16): five aircraft with five years of logbook.
        format!("/api/planecomposants/{plane}"),
        format!("/api/logbooks/{book}/entries"),
        format!("/api/logbooks/{book}/entries?page=300"),
        "/api/logbooks".into(),
        format!("/api/pieces?planeId={plane}"),
        "/api/pieces?column=serie&q=SN".into(),
        format!("/api/inspections?planeId={plane}"),
        "/api/documents".into(),
        "/api/planecomposants?category=2".into(),
        // The due list (issue 17): the 90 days' use from the entries' index.
        "/api/due".into(),
        format!("/api/due?planeId={plane}&horizonDays=90"),
        "/api/planecomposants?category=1".into(),
        // Tickets (issue 18): each tab, each search column, their counts.
        "/api/billets".into(),
        "/api/billets?status=reserve".into(),
        "/api/billets?column=ref_billet&q=12".into(),
        "/api/billets?column=name&q=Gra".into(),
        "/api/billets?column=tel&q=2439".into(),
        "/api/billets?column=manifest.ref_manifest&q=12".into(),
        format!("/api/billets?manifestId={}", ids[4]),
        "/api/billets/counts".into(),
        "/api/billets/counts?column=name&q=Gra".into(),
        "/api/billets/counts?column=manifest.ref_manifest&q=12".into(),
    ];
    // A client's own lists.
    let client: i64 = sqlx::query_scalar("SELECT sender_id FROM expeditions ORDER BY id LIMIT 1")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let client = app.session_for(client).await;
    let mine = [
        "/api/my/expeditions",
        "/api/my/expeditions?status=Exp%C3%A9di%C3%A9",
        "/api/my/expeditions?column=ref_expedition&q=1",
        "/api/my/billets",
    ];
    let requests = urls
        .iter()
        .map(|u| (u.as_str(), admin.as_str()))
        .chain(mine.iter().map(|u| (*u, client.as_str())));
    let failures = whole_reads(&app, requests).await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Issue 15: on five years of 100 000 expeditions, the dashboard and every report read the
/// summaries kept with the writes, or a period through an index: never a whole big table.
#[tokio::test]
async fn on_a_generated_set_the_dashboard_and_reports_read_no_whole_big_table() {
    let app = spawn_app().await;
    if app.db.backend() != Backend::Sqlite {
        return; // EXPLAIN QUERY PLAN is SQLite's; PostgreSQL runs the same statements.
    }
    generate::generate(
        &app.db,
        &Passwords::new(),
        generate::Options {
            scale: 0.1,
            seed: 15,
            files_dir: app.config.files_dir(),
        },
    )
    .await
    .unwrap();
    let expeditions = fixtures::count(&app, "SELECT COUNT(*) FROM expeditions").await;
    assert!(expeditions >= 90_000, "{expeditions} expeditions");
    let admin = app.admin_token().await;
    let today = time::OffsetDateTime::now_utc().date();
    let year_ago = today - time::Duration::days(365);
    let month = today.replace_day(1).unwrap();
    let five_years = today - time::Duration::days(5 * 365);
    let mut urls = vec![
        "/api/dashboard".to_string(),
        format!("/api/dashboard?from={month}&to={today}"),
        format!("/api/dashboard?from={year_ago}&to={today}"),
        format!("/api/dashboard?from={five_years}&to={today}&brancheId=2"),
    ];
    for name in [
        "revenue",
        "tonnage",
        "receivables",
        "commissions",
        "expenses",
        "manifests",
        "clients",
    ] {
        urls.push(format!("/api/reports/{name}?from={month}&to={today}"));
        urls.push(format!(
            "/api/reports/{name}?from={year_ago}&to={today}&brancheId=1&page=2"
        ));
    }
    urls.push(format!(
        "/api/reports/revenue?from={five_years}&to={today}&groupBy=week&routeId=1"
    ));
    urls.push(format!(
        "/api/reports/clients?from={month}&to={today}&routeId=1"
    ));
    urls.push(format!(
        "/api/reports/receivables?from={month}&to={today}&format=xlsx"
    ));
    let failures = whole_reads(&app, urls.iter().map(|u| (u.as_str(), admin.as_str()))).await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
