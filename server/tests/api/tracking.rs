//! Public tracking: `GET /api/track/{ref}?tel=LAST4` tells a visitor where the pieces are and
//! nothing else, answers a wrong pair like an unknown reference, and makes guessing wait.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{self, create_manifest, create_waybill, validate_waybill, yard},
    helpers::{TestApp, json_of, spawn_app},
};

async fn track(app: &TestApp, reference: &str, tel: &str) -> reqwest::Response {
    app.get(&format!("/api/track/{reference}?tel={tel}")).await
}

fn stage<'a>(view: &'a Value, name: &str) -> &'a Value {
    view["stages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["stage"] == name)
        .unwrap_or_else(|| panic!("no stage {name} in {view}"))
}

#[tokio::test]
async fn a_visitor_follows_the_pieces_and_learns_nothing_else() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let x = fixtures::register(&app, &y.c, json!(5)).await;
    let reference = x["ref_expedition"].as_str().unwrap().to_string();
    let sender_tel: String = sqlx::query_scalar("SELECT tel FROM users WHERE id = $1")
        .bind(y.c.sender)
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let recipient_tel: String = sqlx::query_scalar("SELECT tel FROM users WHERE id = $1")
        .bind(y.c.recipient)
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let last4 = |tel: &str| tel[tel.len() - 4..].to_string();

    // Registered: everything in stock, nothing further. No session needed.
    let view = json_of(
        track(&app, &reference, &last4(&recipient_tel)).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(view["reference"], reference);
    assert_eq!(view["status"], "EnStock");
    assert_eq!(view["origin"], "Soute Goma");
    assert_eq!(view["destination"], "Soute Kinshasa");
    assert_eq!(view["parcels"], 2);
    assert_eq!(view["pieces"], 3);
    assert_eq!(stage(&view, "registered")["pieces"], 3);
    assert!(stage(&view, "registered")["at"].is_string());
    for later in ["waybill", "shipped", "arrived"] {
        assert_eq!(stage(&view, later)["pieces"], 0, "{later}");
        assert!(stage(&view, later)["at"].is_null(), "{later}");
    }
    // Never a name, a phone, an amount or a content.
    let text = view.to_string();
    for secret in [
        "Amani",
        "Neema",
        sender_tel.as_str(),
        recipient_tel.as_str(),
        "Vivres",
        "Documents",
        "riz",
        "price",
        "debt",
        "amount",
    ] {
        assert!(!text.contains(secret), "{secret} disclosed: {text}");
    }

    // On a waybill (2 of the 3 pieces), then on a manifest, then the manifest validated.
    let p0 = x["packags"][0]["id"].as_i64().unwrap();
    let w = create_waybill(&app, &y, &[(p0, 2)]).await;
    let view = json_of(
        track(&app, &reference, &last4(&sender_tel)).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(view["status"], "EnCours");
    assert_eq!(stage(&view, "waybill")["pieces"], 2);
    assert!(stage(&view, "waybill")["at"].is_string());
    assert_eq!(stage(&view, "shipped")["pieces"], 0);

    let w = validate_waybill(&app, &y, w["id"].as_i64().unwrap()).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let m = create_manifest(&app, &y, &[(line, 2)]).await;
    let view = json_of(
        track(&app, &reference, &last4(&sender_tel)).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        stage(&view, "waybill")["pieces"],
        2,
        "shipped pieces were on a waybill"
    );
    assert_eq!(stage(&view, "shipped")["pieces"], 2);
    assert!(stage(&view, "shipped")["at"].is_string());
    assert_eq!(stage(&view, "arrived")["pieces"], 0);
    assert!(stage(&view, "arrived")["at"].is_null());

    let r = app
        .post_as(
            &format!("/api/manifests/{}/validate", m["id"]),
            &y.mover.token,
            &json!({"status": "Arriver", "departureDate": "2026-11-22", "departureTime": "08:15"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    // The parcel's own reference, lower case, finds its expedition too.
    let parcel_ref = format!("{}-1", reference.to_lowercase());
    let view = json_of(
        track(&app, &parcel_ref, &last4(&recipient_tel)).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(view["reference"], reference);
    assert_eq!(stage(&view, "arrived")["pieces"], 2);
    assert_eq!(stage(&view, "arrived")["at"], "2026-11-22T08:15");
    // The number alone finds it as well.
    let number = reference.trim_start_matches("EXP-").trim_start_matches('0');
    let r = track(&app, number, &last4(&sender_tel)).await;
    assert_eq!(r.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_wrong_pair_is_an_unknown_reference_and_guessing_waits() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let x = fixtures::register(&app, &y.c, json!(5)).await;
    let reference = x["ref_expedition"].as_str().unwrap().to_string();
    let tel: String = sqlx::query_scalar("SELECT tel FROM users WHERE id = $1")
        .bind(y.c.recipient)
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let right = tel[tel.len() - 4..].to_string();
    let wrong = format!("{:04}", (right.parse::<u32>().unwrap() + 1) % 10_000);

    // Not four digits: 400 naming the field, and it costs nothing.
    for bad in ["", "12", "12345", "12a4"] {
        let e = json_of(track(&app, &reference, bad).await, StatusCode::BAD_REQUEST).await;
        assert!(e["fields"]["tel"].is_string(), "{bad}: {e}");
    }

    // A wrong pair and an unknown reference answer the very same body.
    let unknown = json_of(
        track(&app, "EXP-999999", &right).await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let mismatch = json_of(track(&app, &reference, &wrong).await, StatusCode::NOT_FOUND).await;
    assert_eq!(unknown, mismatch);
    assert_eq!(
        mismatch["msg"],
        "Aucune expédition ne correspond à cette référence et à ces 4 chiffres"
    );

    // A few more misses, then the address waits, even for the right pair.
    let mut throttled = false;
    for _ in 0..6 {
        let r = track(&app, &reference, &wrong).await;
        if r.status() == StatusCode::TOO_MANY_REQUESTS {
            throttled = true;
            assert!(r.headers().contains_key("retry-after"));
            break;
        }
        assert_eq!(r.status(), StatusCode::NOT_FOUND);
    }
    assert!(throttled, "guessing was never slowed down");
    assert_eq!(
        track(&app, &reference, &right).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
}

/// Guesses sent at once are counted before they are checked: of a hundred wrong phones from one
/// address, at most six are looked up. A reference guessed at with ten wrong phones from ten
/// addresses is locked, even for the right phone from an eleventh.
#[tokio::test]
async fn concurrent_guesses_are_counted_before_they_are_checked() {
    let app = crate::helpers::spawn_app_with(|c| {
        c.trusted_proxies = vec!["127.0.0.0/8".parse().unwrap()];
    })
    .await;
    let y = yard(&app).await;
    let x = fixtures::register(&app, &y.c, json!(5)).await;
    let reference = x["ref_expedition"].as_str().unwrap().to_string();
    let tel: String = sqlx::query_scalar("SELECT tel FROM users WHERE id = $1")
        .bind(y.c.recipient)
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let right = tel[tel.len() - 4..].to_string();
    let wrong = format!("{:04}", (right.parse::<u32>().unwrap() + 1) % 10_000);
    // Spawned tasks: the guesses run in parallel, not one after the other.
    let mut racers = tokio::task::JoinSet::new();
    for _ in 0..100 {
        let request = app
            .client
            .get(app.url(&format!("/api/track/{reference}?tel={wrong}")))
            .header("x-forwarded-for", "41.0.0.1");
        racers.spawn(async move { request.send().await.unwrap().status() });
    }
    let statuses: Vec<StatusCode> = racers.join_all().await;
    let checked = statuses
        .iter()
        .filter(|s| **s == StatusCode::NOT_FOUND)
        .count();
    assert!((1..=6).contains(&checked), "{checked} checked");
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
            .count(),
        100 - checked
    );

    // Another reference, guessed from ten addresses, one wrong phone each.
    let y2 = fixtures::register(&app, &y.c, json!(5)).await;
    let reference = y2["ref_expedition"].as_str().unwrap().to_string();
    for n in 0..10 {
        let r = app
            .client
            .get(app.url(&format!("/api/track/{reference}?tel={wrong}")))
            .header("x-forwarded-for", format!("41.0.1.{n}"))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{n}");
    }
    let r = app
        .client
        .get(app.url(&format!("/api/track/{reference}?tel={right}")))
        .header("x-forwarded-for", "41.0.2.1")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
}

/// A right phone gives back the lookup counted before the check, never the misses: an address
/// alternating a pair it knows with guesses is slowed down all the same.
#[tokio::test]
async fn a_known_pair_does_not_buy_free_guesses() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let x = fixtures::register(&app, &y.c, json!(5)).await;
    let reference = x["ref_expedition"].as_str().unwrap().to_string();
    let tel: String = sqlx::query_scalar("SELECT tel FROM users WHERE id = $1")
        .bind(y.c.recipient)
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let right = tel[tel.len() - 4..].to_string();
    let wrong = format!("{:04}", (right.parse::<u32>().unwrap() + 1) % 10_000);
    // Many right lookups in a row: a visitor following their parcels is never slowed down.
    for _ in 0..12 {
        assert_eq!(
            track(&app, &reference, &right).await.status(),
            StatusCode::OK
        );
    }
    let mut misses = 0;
    for _ in 0..20 {
        assert_ne!(
            track(&app, &reference, &right).await.status(),
            StatusCode::NOT_FOUND
        );
        match track(&app, "EXP-999999", &wrong).await.status() {
            StatusCode::NOT_FOUND => misses += 1,
            StatusCode::TOO_MANY_REQUESTS => break,
            other => panic!("{other}"),
        }
    }
    assert!(misses <= 6, "{misses} guesses checked");
}
