//! A search applies to every tab of a list (issue 13): the `/counts` of a list take the list's
//! `column` and `q` and answer how many of the matches each tab holds, each count stopping at 100
//! (`capped`); references are found from three characters of their number.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{
        Yard, client, create_manifest, create_waybill, loaded_waybill, register, two_lines, yard,
    },
    helpers::{TestApp, json_of, spawn_app},
};

async fn get(app: &TestApp, path: &str, token: &str) -> Value {
    json_of(app.get_as(path, token).await, StatusCode::OK).await
}

/// `[count, …]` of a counts answer, in its order, with `+` after a capped one.
fn counted(counts: &Value) -> Vec<String> {
    counts
        .as_array()
        .unwrap()
        .iter()
        .map(|tab| {
            let plus = if tab["capped"] == json!(true) {
                "+"
            } else {
                ""
            };
            format!("{}{plus}", tab["count"])
        })
        .collect()
}

/// Registers an expedition of `sender` (two lines, nothing paid).
async fn register_for(app: &TestApp, y: &Yard, sender: i64) -> Value {
    let mut body = two_lines(&y.c, json!(0));
    body["senderId"] = json!(sender);
    let r = app
        .post_as("/api/expeditions", &y.c.agent.token, &body)
        .await;
    json_of(r, StatusCode::CREATED).await["data"].clone()
}

fn parcel(x: &Value, line: usize) -> i64 {
    x["packags"][line]["id"].as_i64().unwrap()
}

/// Three senders whose expeditions are in different tabs:
/// - Amani Kabila (the counter's sender): two in stock, one shipped (its waybill all on a manifest);
/// - Cédric Ngoy: one in stock, one on its way (a piece on a waybill in preparation);
/// - Furaha Mbeki: one on its way only.
struct Scene {
    y: Yard,
    /// Cédric's expedition on its way.
    on_its_way: Value,
    /// Amani's waybill, all of it on the manifest.
    shipped_waybill: Value,
}

async fn scene(app: &TestApp) -> Scene {
    let y = yard(app).await;
    let cedric = client(app, &y.c.admin, "Cédric Ngoy", "+243990001122").await;
    let furaha = client(app, &y.c.admin, "Furaha Mbeki", "+243990001133").await;
    for _ in 0..2 {
        register(app, &y.c, json!(0)).await;
    }
    let (_, shipped_waybill) = loaded_waybill(app, &y).await;
    let lines: Vec<(i64, i64)> = shipped_waybill["waybilldetails"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["id"].as_i64().unwrap(), d["quantity"].as_i64().unwrap()))
        .collect();
    create_manifest(app, &y, &lines).await;
    register_for(app, &y, cedric).await;
    let on_its_way = register_for(app, &y, cedric).await;
    let furahas = register_for(app, &y, furaha).await;
    create_waybill(
        app,
        &y,
        &[(parcel(&on_its_way, 0), 1), (parcel(&furahas, 0), 1)],
    )
    .await;
    Scene {
        y,
        on_its_way,
        shipped_waybill,
    }
}

#[tokio::test]
async fn the_tabs_of_expeditions_count_what_a_search_finds_in_each() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let token = &s.y.c.agent.token;
    let statuses = |counts: &Value| -> Vec<String> {
        counts
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["status"].as_str().unwrap().to_string())
            .collect()
    };
    // Without a search: every expedition, as kept.
    let all = get(&app, "/api/expeditions/counts", token).await;
    assert_eq!(statuses(&all), ["EnStock", "EnCours", "Expedié"]);
    assert_eq!(counted(&all), ["3", "2", "1"]);
    assert_eq!(all[0]["capped"], json!(false));
    let empty = get(
        &app,
        "/api/expeditions/counts?column=sender.name&q=%20",
        token,
    )
    .await;
    assert_eq!(empty, all, "an empty search is no search");

    let ngoy = s.on_its_way["ref_expedition"].as_str().unwrap();
    let number = ngoy.trim_start_matches("EXP-").trim_start_matches('0');
    for (column, q, expected) in [
        // The case: nothing of Furaha in stock, one on its way.
        ("sender.name", "Mbeki", ["0", "1", "0"]),
        ("sender.name", "furaha", ["0", "1", "0"]),
        ("sender.name", "ngoy", ["1", "1", "0"]),
        ("sender.name", "kabila", ["2", "0", "1"]),
        ("sender.name", "personne", ["0", "0", "0"]),
        ("recipient.name", "uwimana", ["3", "2", "1"]),
        ("ref_expedition", number, ["0", "1", "0"]),
        ("ref_expedition", ngoy, ["0", "1", "0"]),
        ("ref_expedition", "exp-0000", ["3", "2", "1"]),
    ] {
        let q = q.replace(' ', "%20");
        let counts = get(
            &app,
            &format!("/api/expeditions/counts?column={column}&q={q}"),
            token,
        )
        .await;
        assert_eq!(statuses(&counts), ["EnStock", "EnCours", "Expedié"]);
        assert_eq!(counted(&counts), expected, "{column} {q}");
        // Each tab counts what its list finds.
        for tab in counts.as_array().unwrap() {
            let status = tab["status"].as_str().unwrap().replace('é', "%C3%A9");
            let list = get(
                &app,
                &format!("/api/expeditions?status={status}&column={column}&q={q}"),
                token,
            )
            .await;
            assert_eq!(list["total"], tab["count"], "{column} {q} {status}");
        }
    }

    let bad = app
        .get_as("/api/expeditions/counts?column=perdu&q=abc", token)
        .await;
    let bad = json_of(bad, StatusCode::BAD_REQUEST).await;
    assert!(bad["fields"]["column"].is_string(), "{bad}");
    let none = app
        .get_as(
            "/api/expeditions/counts?q=abc",
            &app.member_with(&["afficher coli"]).await.token,
        )
        .await;
    assert_eq!(none.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_tabs_of_parcels_waybills_and_manifests_count_a_search_too() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let (agent, mover) = (&s.y.c.agent.token, &s.y.mover.token);
    let ngoy = s.on_its_way["ref_expedition"].as_str().unwrap();
    let number = ngoy.trim_start_matches("EXP-").trim_start_matches('0');
    let second_line = format!("{ngoy}-2");
    // Parcels: a stage counts the parcels with pieces there (one may be at two stages).
    for (column, q, expected) in [
        ("expedition.sender.name", "mbeki", ["2", "1", "0"]),
        ("expedition.sender.name", "kabila", ["4", "0", "2"]),
        ("recipient.name", "neema", ["10", "2", "2"]),
        ("ref_packag", number, ["2", "1", "0"]),
        (
            "expedition.ref_expedition",
            second_line.as_str(),
            ["1", "0", "0"],
        ),
        ("price.name", "goma", ["10", "2", "2"]),
    ] {
        let counts = get(
            &app,
            &format!("/api/packags/counts?column={column}&q={q}"),
            agent,
        )
        .await;
        assert_eq!(counted(&counts), expected, "{column} {q}");
        for tab in counts.as_array().unwrap() {
            let list = get(
                &app,
                &format!(
                    "/api/packags?stage={}&column={column}&q={q}",
                    tab["status"].as_str().unwrap()
                ),
                agent,
            )
            .await;
            assert_eq!(list["total"], tab["count"], "{column} {q} {tab}");
        }
    }
    let all = get(&app, "/api/packags/counts", agent).await;
    assert_eq!(counted(&all), ["10", "2", "2"]);

    // Waybills: one in preparation, one shipped; both driven by Jean Chauffeur.
    let shipped = s.shipped_waybill["ref_waybill"].as_str().unwrap();
    for (column, q, expected) in [
        ("driver.name", "chauff", ["1", "0", "1"]),
        ("driver.name", "personne", ["0", "0", "0"]),
        ("ref_waybill", shipped, ["0", "0", "1"]),
        ("ref_waybill", "col-0", ["1", "0", "1"]),
    ] {
        let counts = get(
            &app,
            &format!("/api/waybills/counts?column={column}&q={q}"),
            mover,
        )
        .await;
        assert_eq!(counted(&counts), expected, "{column} {q}");
        assert_eq!(counts[2]["status"], "Expedié");
    }
    // Manifests: one in preparation, flown by Aline Pilote.
    for (column, q, expected) in [
        ("pilot.name", "aline", ["1", "0"]),
        ("pilot.name", "personne", ["0", "0"]),
        ("ref_manifest", "1", ["1", "0"]),
        ("ref_manifest", "2", ["0", "0"]),
    ] {
        let counts = get(
            &app,
            &format!("/api/manifests/counts?column={column}&q={q}"),
            mover,
        )
        .await;
        assert_eq!(counted(&counts), expected, "{column} {q}");
    }
    for path in [
        "/api/packags/counts?column=perdu&q=abc",
        "/api/waybills/counts?column=perdu&q=abc",
        "/api/manifests/counts?column=perdu&q=abc",
    ] {
        let bad = json_of(app.get_as(path, mover).await, StatusCode::BAD_REQUEST).await;
        assert!(bad["fields"]["column"].is_string(), "{path}: {bad}");
    }
}

/// Copies expedition `template` and its parcels `n` times (references from EXP-900001 on, after
/// those already copied), as a bulk load would: the tallies follow through their triggers.
async fn copies(app: &TestApp, template: i64, n: i64) {
    let first: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM expeditions WHERE ref_expedition >= 'EXP-9' AND ref_expedition < 'EXP-:'",
    )
    .fetch_one(app.db.pool())
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO expeditions (ref_expedition, extension_id, sender_id, recipient_id, price_id, \
         price_per_kg, price, cash, quantity_entry, weight_entry, quantity_restant, weight_restant, \
         status, created_at, updated_at, created_by, paid, day) \
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $2) \
         SELECT 'EXP-' || CAST(900000 + $3 + n.i AS TEXT), x.extension_id, x.sender_id, \
         x.recipient_id, x.price_id, x.price_per_kg, x.price, x.cash, x.quantity_entry, \
         x.weight_entry, x.quantity_restant, x.weight_restant, x.status, x.created_at, \
         x.updated_at, x.created_by, x.paid, x.day FROM expeditions x, n WHERE x.id = $1",
    )
    .bind(template)
    .bind(n)
    .bind(first)
    .execute(app.db.pool())
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO packags (ref_packag, expedition_id, line_no, unit_weight, quantity_entry, \
         weight_entry, quantity_restant, weight_restant, amount, description, recipient_id, \
         created_at, updated_at) \
         SELECT e.ref_expedition || '-' || CAST(p.line_no AS TEXT), e.id, p.line_no, \
         p.unit_weight, p.quantity_entry, p.weight_entry, p.quantity_restant, p.weight_restant, \
         p.amount, p.description, p.recipient_id, p.created_at, p.updated_at \
         FROM expeditions e JOIN packags p ON p.expedition_id = $1 \
         WHERE e.ref_expedition > $2 AND e.ref_expedition < 'EXP-:'",
    )
    .bind(template)
    .bind(format!("EXP-{}", 900000 + first))
    .execute(app.db.pool())
    .await
    .unwrap();
}

#[tokio::test]
async fn a_broad_search_counts_at_most_a_hundred_per_tab() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let many = client(&app, &y.c.admin, "Bahati Nombreux", "+243990002211").await;
    let template = register_for(&app, &y, many).await["id"].as_i64().unwrap();
    let moving = register_for(&app, &y, many).await;
    create_waybill(&app, &y, &[(parcel(&moving, 0), 1)]).await;
    let token = &y.c.agent.token;
    let sender = "/api/expeditions/counts?column=sender.name&q=nombreux";
    // 150 in stock, one on its way: counted exactly.
    copies(&app, template, 149).await;
    assert_eq!(counted(&get(&app, sender, token).await), ["150", "1", "0"]);
    // 1,150 in stock: that tab holds more than 100, the others are counted.
    copies(&app, template, 1000).await;
    assert_eq!(
        get(&app, sender, token).await,
        json!([
            {"status": "EnStock", "count": 100, "capped": true},
            {"status": "EnCours", "count": 1, "capped": false},
            {"status": "Expedié", "count": 0, "capped": false},
        ])
    );
    // Every reference, newest first; or the copies only.
    for (q, expected) in [("EXP", ["100+", "1", "0"]), ("EXP-9", ["100+", "0", "0"])] {
        let counts = get(
            &app,
            &format!("/api/expeditions/counts?column=ref_expedition&q={q}"),
            token,
        )
        .await;
        assert_eq!(counted(&counts), expected, "{q}");
    }
    // The list itself still says how many there are.
    let list = get(
        &app,
        "/api/expeditions?status=EnStock&column=sender.name&q=nombreux",
        token,
    )
    .await;
    assert_eq!(list["total"], 1150);
    for (column, q) in [
        ("expedition.sender.name", "nombreux"),
        ("ref_packag", "EXP"),
    ] {
        let parcels = get(
            &app,
            &format!("/api/packags/counts?column={column}&q={q}"),
            token,
        )
        .await;
        assert_eq!(counted(&parcels), ["100+", "1", "0"], "{column} {q}");
    }
}

#[tokio::test]
async fn three_characters_of_a_reference_find_it() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    // The next expedition is EXP-000300, the next payment FAC-000300.
    sqlx::query(
        "INSERT INTO counters (kind, value) VALUES ('EXP', 299), ('FAC', 299) \
         ON CONFLICT (kind) DO UPDATE SET value = 299",
    )
    .execute(app.db.pool())
    .await
    .unwrap();
    let mut refs = Vec::new();
    for _ in 0..3 {
        refs.push(register(&app, &y.c, json!(1)).await["ref_expedition"].clone());
    }
    assert_eq!(
        refs,
        [
            json!("EXP-000300"),
            json!("EXP-000301"),
            json!("EXP-000302")
        ]
    );
    let token = &y.c.agent.token;
    let references = |page: &Value, field: &str| -> Vec<String> {
        let mut found: Vec<String> = page["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i[field].as_str().unwrap().to_string())
            .collect();
        found.sort();
        found
    };
    for (q, expected) in [
        ("301", vec!["EXP-000301"]),
        ("0301", vec!["EXP-000301"]),
        ("000301", vec!["EXP-000301"]),
        ("exp-000301", vec!["EXP-000301"]),
        ("EXP-0003", vec!["EXP-000300", "EXP-000301", "EXP-000302"]),
        ("EXP-00030", vec!["EXP-000300", "EXP-000301", "EXP-000302"]),
        ("030", vec![]),
        ("999", vec![]),
    ] {
        let page = get(
            &app,
            &format!("/api/expeditions?column=ref_expedition&q={q}&per_page=100"),
            token,
        )
        .await;
        assert_eq!(references(&page, "ref_expedition"), expected, "{q}");
        let counts = get(
            &app,
            &format!("/api/expeditions/counts?column=ref_expedition&q={q}"),
            token,
        )
        .await;
        assert_eq!(counts[0]["count"], expected.len(), "{q}");
    }
    // Parcels: both lines of EXP-000301, or the one named.
    for (column, q, expected) in [
        ("ref_packag", "301", vec!["EXP-000301-1", "EXP-000301-2"]),
        (
            "expedition.ref_expedition",
            "301",
            vec!["EXP-000301-1", "EXP-000301-2"],
        ),
        ("ref_packag", "EXP-000301-2", vec!["EXP-000301-2"]),
    ] {
        let page = get(
            &app,
            &format!("/api/packags?column={column}&q={q}&per_page=100"),
            token,
        )
        .await;
        assert_eq!(references(&page, "ref_packag"), expected, "{column} {q}");
    }
    // Payments: by their own reference or their expedition's.
    for (column, q, expected) in [
        ("ref_invoice", "301", vec!["FAC-000301"]),
        (
            "ref_invoice",
            "FAC-0003",
            vec!["FAC-000300", "FAC-000301", "FAC-000302"],
        ),
        ("expedition.ref_expedition", "302", vec!["FAC-000302"]),
    ] {
        let page = get(
            &app,
            &format!("/api/invoices?column={column}&q={q}&per_page=100"),
            token,
        )
        .await;
        assert_eq!(references(&page, "ref_invoice"), expected, "{column} {q}");
    }
}
