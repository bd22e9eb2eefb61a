//! Issue 10, findings 1 and 2: every number a client sends has bounds (DESIGN §2), both sides of
//! each tested; money and weight never wrap; decimals may be written the French way.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{Counter, counter, two_lines},
    helpers::{TestApp, json_of, spawn_app},
};

async fn count(app: &TestApp, table: &str) -> i64 {
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT COUNT(*) FROM {table}")))
        .fetch_one(app.db.pool())
        .await
        .unwrap()
}

/// Posts `body` as `token` to `path`: with `Some(field)` it must be a 400 naming that field;
/// with `None` the field `watched` must not be named (accepted, or refused for another reason).
async fn expect(
    app: &TestApp,
    token: &str,
    path: &str,
    body: &Value,
    watched: &str,
    refused: bool,
) -> Value {
    let r = app.post_as(path, token, body).await;
    let status = r.status();
    let text = r.text().await.unwrap();
    let answer: Value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON: {text}"));
    assert!(
        status.is_client_error() || status.is_success(),
        "{path} {watched}: {status} {answer}"
    );
    let named = answer["fields"].get(watched).is_some();
    if refused {
        // 400 for a bound of a field, 422 for one of a total computed from several.
        assert!(
            status == StatusCode::BAD_REQUEST || status == StatusCode::UNPROCESSABLE_ENTITY,
            "{watched}: {status} {answer}"
        );
        assert!(named, "{watched} should be named: {answer}");
    } else {
        assert!(!named, "{watched} should be accepted: {answer}");
    }
    answer
}

#[tokio::test]
async fn finding_1_overflowing_lines_are_refused_and_nothing_is_stored() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let line = json!({"quantity": 100000, "weight": "9999999999999.999", "description": "Ciment"});
    let body = json!({
        "senderId": c.sender, "recipientId": c.recipient, "destinationId": c.route, "cash": 0,
        "colis": [line.clone(), line]
    });
    let answer = json_of(
        app.post_as("/api/expeditions", &c.agent.token, &body).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(answer["code"], "invalid_input");
    for field in [
        "colis.0.quantity",
        "colis.0.weight",
        "colis.1.quantity",
        "colis.1.weight",
    ] {
        assert!(answer["fields"][field].is_string(), "{field}: {answer}");
    }
    assert_eq!(count(&app, "expeditions").await, 0);
    assert_eq!(count(&app, "packags").await, 0);
    assert_eq!(count(&app, "invoices").await, 0);
    // The ledger is whole: receivables still answer for everyone.
    json_of(
        app.get_as("/api/invoices/receivables", &c.admin).await,
        StatusCode::OK,
    )
    .await;
    // The browser's variant: one piece of 999999999999 kg.
    let mut browser = two_lines(&c, json!(""));
    browser["colis"][0]["quantity"] = json!(1);
    browser["colis"][0]["weight"] = json!(999_999_999_999i64);
    let answer = json_of(
        app.post_as("/api/expeditions", &c.agent.token, &browser)
            .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(
        answer["fields"]["colis.0.weight"],
        "Poids trop élevé : au plus 30\u{202f}000\u{a0}kg par pièce"
    );
    assert_eq!(count(&app, "expeditions").await, 0);
}

/// One line of `quantity` pieces of `weight` kg.
fn one_line(c: &Counter, quantity: Value, weight: Value) -> Value {
    json!({
        "senderId": c.sender, "recipientId": c.recipient, "destinationId": c.route, "cash": 0,
        "colis": [{"quantity": quantity, "weight": weight, "description": "Vivres"}]
    })
}

#[tokio::test]
async fn expedition_line_bounds_on_both_sides() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let agent = c.agent.token.clone();
    let q = "colis.0.quantity";
    let w = "colis.0.weight";
    // Pieces: 1 to 10,000.
    let cases: Vec<(Value, &str, bool)> = vec![
        (one_line(&c, json!(10_000), json!(0.001)), q, false),
        (one_line(&c, json!(10_001), json!(0.001)), q, true),
        (one_line(&c, json!(1), json!(0.001)), q, false),
        (one_line(&c, json!(0), json!(0.001)), q, true),
        // Unit weight: above 0, at most 30,000 kg.
        (one_line(&c, json!(1), json!(30_000)), w, false),
        (one_line(&c, json!(1), json!("30000.001")), w, true),
        (one_line(&c, json!(1), json!("0,001")), w, false),
        (one_line(&c, json!(1), json!(0)), w, true),
        // A line: at most 100,000 kg.
        (one_line(&c, json!(4), json!(25_000)), w, false),
        (one_line(&c, json!(4), json!("25000.001")), w, true),
        (one_line(&c, json!(10_000), json!(10)), w, false),
        (one_line(&c, json!(10_000), json!("10.001")), w, true),
    ];
    for (body, field, refused) in cases {
        expect(&app, &agent, "/api/expeditions", &body, field, refused).await;
    }
    // Contents: 1 to 10,000 pieces of an article.
    for (pieces, refused) in [(10_000, false), (10_001, true)] {
        let mut body = two_lines(&c, json!(0));
        body["colis"][0]["colidetails"] = json!([{"articleId": c.articles[0], "quantity": pieces}]);
        expect(
            &app,
            &agent,
            "/api/expeditions",
            &body,
            "colis.0.colidetails.0.quantity",
            refused,
        )
        .await;
    }
    // The message gives the bound as French people write it.
    let answer = expect(
        &app,
        &agent,
        "/api/expeditions",
        &one_line(&c, json!(10_001), json!(1)),
        q,
        true,
    )
    .await;
    assert_eq!(answer["fields"][q], "Entre 1 et 10\u{202f}000");
    // Ids are at least 1.
    let mut body = two_lines(&c, json!(0));
    body["senderId"] = json!(0);
    expect(&app, &agent, "/api/expeditions", &body, "senderId", true).await;
}

#[tokio::test]
async fn an_expedition_has_at_most_100_lines() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let line = json!({"quantity": 1, "weight": 1, "description": "Vivres"});
    for (lines, refused) in [(100, false), (101, true)] {
        let body = json!({
            "senderId": c.sender, "recipientId": c.recipient, "destinationId": c.route, "cash": 0,
            "colis": vec![line.clone(); lines]
        });
        let answer = expect(
            &app,
            &c.agent.token,
            "/api/expeditions",
            &body,
            "colis",
            refused,
        )
        .await;
        if !refused {
            assert_eq!(answer["data"]["packags"].as_array().unwrap().len(), 100);
        }
    }
    assert_eq!(count(&app, "expeditions").await, 1);
}

#[tokio::test]
async fn amounts_are_at_most_ten_million_dollars() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let admin = c.admin.clone();
    // A route price per kg: more than 0, at most $10,000,000.
    let route = |price: Value| json!({"name": "Kinshasa - Goma", "price": price, "originId": c.other, "destinationId": c.branch, "status": 0});
    expect(
        &app,
        &admin,
        "/api/prices",
        &route(json!(10_000_000.01)),
        "price",
        true,
    )
    .await;
    expect(
        &app,
        &admin,
        "/api/prices",
        &route(json!("1 234,50")),
        "price",
        false,
    )
    .await;
    let dear = expect(
        &app,
        &admin,
        "/api/prices",
        &json!({"name": "Kinshasa - Goma", "price": 10_000_000, "originId": c.other, "destinationId": c.branch}),
        "price",
        false,
    )
    .await;
    let dear = dear["data"]["id"].as_i64().unwrap();
    let french: f64 = sqlx::query_scalar::<_, i64>("SELECT price FROM prices WHERE status = 0")
        .fetch_one(app.db.pool())
        .await
        .map(|cents| cents as f64 / 100.0)
        .unwrap();
    assert_eq!(french, 1234.5, "\"1 234,50\" is 1234.50");
    // A computed line amount: $10,000,000/kg × 1 kg is the most, 1.001 kg is too much.
    let on_dear = |weight: Value| {
        json!({
            "senderId": c.sender, "recipientId": c.recipient, "destinationId": dear, "cash": 0,
            "colis": [{"quantity": 1, "weight": weight, "description": "Or"}]
        })
    };
    expect(
        &app,
        &admin,
        "/api/expeditions",
        &on_dear(json!(1)),
        "colis.0.weight",
        false,
    )
    .await;
    expect(
        &app,
        &admin,
        "/api/expeditions",
        &on_dear(json!(1.001)),
        "colis.0.weight",
        true,
    )
    .await;
    // A line amount set by hand, and the cash: at most $10,000,000.
    let manual = |price: Value, cash: Value| {
        json!({
            "senderId": c.sender, "recipientId": c.recipient, "destinationId": c.route, "cash": cash,
            "colis": [{"quantity": 1, "weight": 1, "description": "Or", "price": price}]
        })
    };
    let ok = manual(json!(10_000_000), json!(10_000_000));
    let answer = expect(
        &app,
        &admin,
        "/api/expeditions",
        &ok,
        "colis.0.price",
        false,
    )
    .await;
    assert_eq!(answer["data"]["price"], 10_000_000);
    let too_much = manual(json!(10_000_000.01), json!(0));
    expect(
        &app,
        &admin,
        "/api/expeditions",
        &too_much,
        "colis.0.price",
        true,
    )
    .await;
    let cash = manual(json!(10_000_000), json!(10_000_000.01));
    expect(&app, &admin, "/api/expeditions", &cash, "cash", true).await;
    // The expedition's price: two lines of $10,000,000 are too much.
    let mut two = manual(json!(10_000_000), json!(0));
    two["colis"] = json!([two["colis"][0].clone(), two["colis"][0].clone()]);
    expect(&app, &admin, "/api/expeditions", &two, "colis", true).await;
    // A payment.
    let owed = expect(
        &app,
        &admin,
        "/api/expeditions",
        &manual(json!(10_000_000), json!(0)),
        "cash",
        false,
    )
    .await;
    let id = owed["data"]["id"].as_i64().unwrap();
    let path = format!("/api/expeditions/{id}/invoices");
    expect(
        &app,
        &admin,
        &path,
        &json!({"amount": 10_000_000.01}),
        "amount",
        true,
    )
    .await;
    expect(
        &app,
        &admin,
        &path,
        &json!({"amount": "9 999 999,99"}),
        "amount",
        false,
    )
    .await;
    assert_eq!(count(&app, "expeditions").await, 3);
}

#[tokio::test]
async fn a_weight_written_the_french_way_is_stored_as_meant() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let answer = expect(
        &app,
        &c.agent.token,
        "/api/expeditions",
        &one_line(&c, json!(1), json!("12,5")),
        "colis.0.weight",
        false,
    )
    .await;
    assert_eq!(answer["data"]["packags"][0]["unitWeight"], 12.5);
    assert_eq!(answer["data"]["weightEntry"], 12.5);
    let grams: i64 = sqlx::query_scalar("SELECT unit_weight FROM packags")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(grams, 12_500, "12,5 kg, never 125");
    // Text that reads two ways is refused.
    for ambiguous in ["1,234.5", "1.234,5", "12,,5", "1 23,5"] {
        expect(
            &app,
            &c.agent.token,
            "/api/expeditions",
            &one_line(&c, json!(1), json!(ambiguous)),
            "colis.0.weight",
            true,
        )
        .await;
    }
}

#[tokio::test]
async fn loads_and_shipped_quantities_have_bounds() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    for (quantity, refused) in [(10_000, false), (10_001, true), (0, true)] {
        let body = json!({"packags": [{"id": 1, "quantity": quantity}]});
        let answer = expect(
            &app,
            &admin,
            "/api/waybills",
            &body,
            "packags.0.quantity",
            refused,
        )
        .await;
        assert_eq!(
            answer["code"], "invalid_input",
            "driverId is missing anyway"
        );
        let body = json!({"waybilldetails": [{"id": 1, "quantity": quantity}]});
        expect(
            &app,
            &admin,
            "/api/manifests",
            &body,
            "waybilldetails.0.quantity",
            refused,
        )
        .await;
    }
    for (shipped, refused) in [(0, false), (10_000, false), (10_001, true), (-1, true)] {
        let body = json!({"colis": [{"id": 1, "expedie": shipped}]});
        expect(
            &app,
            &admin,
            "/api/packagdetails",
            &body,
            "colis.0.expedie",
            refused,
        )
        .await;
    }
    let body = json!({"packags": vec![json!({"id": 1, "quantity": 1}); 10_001]});
    expect(&app, &admin, "/api/waybills", &body, "packags", true).await;
}

#[tokio::test]
async fn list_parameters_have_bounds() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let cases = [
        ("/api/users?per_page=100", None),
        ("/api/users?per_page=101", Some("per_page")),
        ("/api/users?per_page=0", Some("per_page")),
        ("/api/users?page=1000000", None),
        ("/api/users?page=1000001", Some("page")),
        ("/api/users?page=0", Some("page")),
        ("/api/prices?originId=1", None),
        ("/api/prices?originId=0", Some("originId")),
        ("/api/expeditions?page=-1", Some("page")),
    ];
    for (path, field) in cases {
        let r = app.get_as(path, &admin).await;
        match field {
            None => {
                json_of(r, StatusCode::OK).await;
            }
            Some(field) => {
                let answer = json_of(r, StatusCode::BAD_REQUEST).await;
                assert!(answer["fields"][field].is_string(), "{path}: {answer}");
            }
        }
    }
}
