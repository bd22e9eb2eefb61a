//! Reads cost a fixed number of queries, whatever the number of rows they show (DESIGN §9: no
//! query inside a loop). The server's queries are counted per test (`helpers::queries_during`);
//! a read that went back to one query per line, payment or row would answer the same JSON but
//! cost more for the bigger record, and these tests would fail.

use futures_util::future::join_all;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{counter, create_manifest, loaded_waybill, register, yard},
    helpers::{TestApp, json_of, queries_during, spawn_app},
};

/// The queries of one GET that answers `status`. First the same GET, eight at once, leaves the
/// server's pool with idle connections, so that no measured request opens one (a new connection
/// runs its own statements); then the smallest of three counts: a session is touched at most once
/// a minute, and that write is not the read's cost.
async fn queries_of(app: &TestApp, path: &str, token: &str, status: StatusCode) -> u64 {
    join_all((0..8).map(|_| app.get_as(path, token))).await;
    let mut counts = Vec::new();
    for _ in 0..3 {
        let (n, r) = queries_during(app.get_as(path, token)).await;
        assert_eq!(r.status(), status, "GET {path}");
        counts.push(n);
    }
    counts.into_iter().min().unwrap()
}

/// An expedition of twelve lines, each with two articles, paid in four payments.
async fn big_expedition(app: &TestApp, c: &crate::fixtures::Counter) -> Value {
    let line = |n: i64| {
        json!({"quantity": n, "weight": 1.5, "description": format!("Ligne {n}"),
               "colidetails": [{"articleId": c.articles[0], "quantity": 1},
                               {"articleId": c.articles[1], "quantity": 1}]})
    };
    let body = json!({
        "senderId": c.sender, "recipientId": c.recipient, "destinationId": c.route, "cash": 5,
        "colis": (1..=12).map(line).collect::<Vec<_>>(),
    });
    let r = app.post_as("/api/expeditions", &c.agent.token, &body).await;
    let x = json_of(r, StatusCode::CREATED).await["data"].clone();
    let pay = format!("/api/expeditions/{}/invoices", x["id"]);
    for _ in 0..3 {
        let r = app
            .post_as(&pay, &c.agent.token, &json!({"amount": 1}))
            .await;
        assert!(r.status().is_success(), "a payment is taken");
    }
    x
}

#[tokio::test]
async fn an_expedition_detail_costs_the_same_few_queries_whatever_its_lines_and_payments() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let small = register(&app, &c, json!(5)).await;
    let big = big_expedition(&app, &c).await;
    let token = &c.agent.token;
    let missing = queries_of(
        &app,
        "/api/expeditions/999999",
        token,
        StatusCode::NOT_FOUND,
    )
    .await;
    assert!(
        missing > 0,
        "the server's queries are counted for this test"
    );
    let path = |x: &Value| format!("/api/expeditions/{}", x["id"]);
    let shown = json_of(app.get_as(&path(&big), token).await, StatusCode::OK).await;
    assert_eq!(shown["packags"].as_array().unwrap().len(), 12);
    assert_eq!(
        shown["packags"][11]["packagdetails"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    assert_eq!(shown["invoices"].as_array().unwrap().len(), 4);
    // Counts come from the server's log events; now and then, on a loaded machine, one event
    // more or less is attributed to a request. A measurement that breaks the rule is taken again
    // (three times at most): a real regression (a query per line, or one query more in every
    // detail) breaks it every time.
    let mut broken = String::new();
    for _ in 0..3 {
        let missing = queries_of(
            &app,
            "/api/expeditions/999999",
            token,
            StatusCode::NOT_FOUND,
        )
        .await;
        let of_small = queries_of(&app, &path(&small), token, StatusCode::OK).await;
        let of_big = queries_of(&app, &path(&big), token, StatusCode::OK).await;
        // Beyond finding the expedition (which a missing one costs too): its route, people,
        // branches, parcels, their contents and its payments, one query each.
        broken = if of_small != of_big {
            format!("no query per line, content or payment: {of_small} then {of_big}")
        } else if of_big.saturating_sub(missing) > 6 {
            format!(
                "the detail reads {} queries after the expedition's row",
                of_big - missing
            )
        } else {
            String::new()
        };
        if broken.is_empty() {
            break;
        }
    }
    assert!(broken.is_empty(), "{broken}");
    // The same detail, as the sender sees it.
    let sender = app.session_for(c.sender).await;
    let mine = |x: &Value| format!("/api/my/expeditions/{}", x["id"]);
    let of_small = queries_of(&app, &mine(&small), &sender, StatusCode::OK).await;
    let of_big = queries_of(&app, &mine(&big), &sender, StatusCode::OK).await;
    assert_eq!(of_small, of_big, "no query per line, content or payment");
}

#[tokio::test]
async fn an_expedition_list_costs_the_same_queries_for_one_row_or_several() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    register(&app, &c, json!(5)).await;
    let token = &c.agent.token;
    let one = queries_of(&app, "/api/expeditions", token, StatusCode::OK).await;
    for _ in 0..4 {
        register(&app, &c, json!(5)).await;
    }
    let page = json_of(app.get_as("/api/expeditions", token).await, StatusCode::OK).await;
    assert_eq!(page["items"].as_array().unwrap().len(), 5);
    let five = queries_of(&app, "/api/expeditions", token, StatusCode::OK).await;
    assert_eq!(one, five, "no query per row");
}

#[tokio::test]
async fn a_manifest_list_and_detail_cost_the_same_queries_for_one_line_or_several() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let token = &y.mover.token;
    let (_, w) = loaded_waybill(&app, &y).await;
    let line = |i: usize| w["waybilldetails"][i]["id"].as_i64().unwrap();
    let small = create_manifest(&app, &y, &[(line(0), 1)]).await;
    let one_row = queries_of(&app, "/api/manifests", token, StatusCode::OK).await;
    let of_small = queries_of(
        &app,
        &format!("/api/manifests/{}", small["id"]),
        token,
        StatusCode::OK,
    )
    .await;
    let (_, w) = loaded_waybill(&app, &y).await;
    let line = |i: usize| w["waybilldetails"][i]["id"].as_i64().unwrap();
    let big = create_manifest(&app, &y, &[(line(0), 2), (line(1), 1)]).await;
    for _ in 0..2 {
        let (_, w) = loaded_waybill(&app, &y).await;
        create_manifest(
            &app,
            &y,
            &[(w["waybilldetails"][0]["id"].as_i64().unwrap(), 1)],
        )
        .await;
    }
    let shown = json_of(
        app.get_as(&format!("/api/manifests/{}", big["id"]), token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        shown["groups"][0]["manifestdetails"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    let of_big = queries_of(
        &app,
        &format!("/api/manifests/{}", big["id"]),
        token,
        StatusCode::OK,
    )
    .await;
    assert_eq!(of_small, of_big, "no query per line or destination");
    let page = json_of(app.get_as("/api/manifests", token).await, StatusCode::OK).await;
    assert_eq!(page["items"].as_array().unwrap().len(), 4);
    let four_rows = queries_of(&app, "/api/manifests", token, StatusCode::OK).await;
    assert_eq!(one_row, four_rows, "no query per row");
}
