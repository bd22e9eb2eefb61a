//! Corrections: a payment is cancelled, never erased (DESIGN §2).

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{AGENT, counter, register, two_lines},
    helpers::{TestApp, json_of, spawn_app},
};

async fn detail(app: &TestApp, token: &str, id: &Value) -> Value {
    json_of(
        app.get_as(&format!("/api/expeditions/{id}"), token).await,
        StatusCode::OK,
    )
    .await
}

#[tokio::test]
async fn a_cancelled_payment_stays_marked_and_restores_the_debt() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let manager = app
        .member_with(&[AGENT, &["supprimer facture"]].concat())
        .await;
    let x = register(&app, &c, json!(5)).await;
    let invoice = x["invoices"][0]["id"].clone();
    let path = format!("/api/invoices/{invoice}/cancel");

    // The agent lacks `supprimer facture`.
    let r = app
        .post_as(
            &path,
            &c.agent.token,
            &json!({"reason": "Erreur de saisie"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    // The reason is required, 3 to 500 characters.
    for bad in [
        json!({}),
        json!({"reason": "ab"}),
        json!({"reason": "x".repeat(501)}),
    ] {
        let body = json_of(
            app.post_as(&path, &manager.token, &bad).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert!(body["fields"].get("reason").is_some(), "{bad}: {body}");
    }
    let unknown = app
        .post_as(
            "/api/invoices/999999/cancel",
            &manager.token,
            &json!({"reason": "abc"}),
        )
        .await;
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    let still = detail(&app, &c.agent.token, &x["id"]).await;
    assert_eq!(still["paid"], 5, "refused cancellations change nothing");

    let answer = json_of(
        app.post_as(
            &path,
            &manager.token,
            &json!({"reason": "Erreur de saisie"}),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(answer["msg"], "Paiement annulé");
    let data = &answer["data"];
    assert_eq!(data["id"], invoice);
    assert_eq!(data["price"], 5, "the row keeps its amount");
    assert_eq!(data["cancelReason"], "Erreur de saisie");
    assert_eq!(data["cancelledBy"]["id"], manager.id);
    assert!(
        data["cancelledBy"]["name"]
            .as_str()
            .unwrap()
            .starts_with("Membre")
    );
    assert!(
        data["cancelledAt"].as_str().unwrap().ends_with('Z')
            || data["cancelledAt"].as_str().unwrap().contains('T')
    );

    let after = detail(&app, &c.agent.token, &x["id"]).await;
    assert_eq!(after["paid"], 0);
    assert_eq!(after["debt"], 11.67);
    assert_eq!(after["paiement"], 0);
    assert_eq!(
        after["invoices"].as_array().unwrap().len(),
        1,
        "still listed"
    );
    assert_eq!(after["invoices"][0]["cancelReason"], "Erreur de saisie");
    assert!(after["invoices"][0]["cancelledAt"].is_string());

    // Again: 409, and nothing changes.
    let again = json_of(
        app.post_as(&path, &manager.token, &json!({"reason": "Encore"}))
            .await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(again["msg"], "Ce paiement est déjà annulé");
    let one = json_of(
        app.get_as(&format!("/api/invoices/{invoice}"), &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(one["cancelReason"], "Erreur de saisie");

    // Lists: shown (marked) but not counted; hidden with ?cancelled=0.
    let paid = register(&app, &c, json!(2)).await;
    let all = json_of(
        app.get_as("/api/invoices", &c.agent.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(all["total"], 2);
    assert_eq!(all["amount"], 2, "cancelled payments are not in the total");
    assert!(
        all["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["cancelledAt"].is_string())
    );
    assert!(
        all["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["cancelledAt"].is_null())
    );
    let in_force = json_of(
        app.get_as("/api/invoices?cancelled=0", &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(in_force["total"], 1);
    assert_eq!(in_force["items"][0]["expeditionId"], paid["id"]);
    assert_eq!(in_force["amount"], 2);
    let bad = app
        .get_as("/api/invoices?cancelled=maybe", &c.agent.token)
        .await;
    assert_eq!(bad.status(), StatusCode::BAD_REQUEST);

    // Receivables count the restored debt: 11.67 + 9.67.
    let owed = json_of(
        app.get_as("/api/invoices/receivables", &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(owed["items"][0]["debt"], 21.34);
    assert_eq!(owed["items"][0]["expeditions"], 2);

    // Payments never above the restored debt.
    let pay = format!("/api/expeditions/{}/invoices", x["id"]);
    let r = app
        .post_as(&pay, &c.agent.token, &json!({"amount": 11.68}))
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = app
        .post_as(&pay, &c.agent.token, &json!({"amount": 11.67}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(detail(&app, &c.agent.token, &x["id"]).await["paiement"], 1);
}

#[tokio::test]
async fn a_wrongly_priced_expedition_paid_in_full_is_corrected_after_cancelling() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let manager = app
        .member_with(&[AGENT, &["supprimer facture"]].concat())
        .await;
    // The agent typed 15 kg per piece instead of 1.5: $105 + $1.17, paid in full.
    let mut wrong = two_lines(&c, json!(null));
    wrong["colis"][0]["weight"] = json!(15);
    let x = json_of(
        app.post_as("/api/expeditions", &c.agent.token, &wrong)
            .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    assert_eq!(x["price"], 106.17);
    assert_eq!(x["paiement"], 1);
    let path = format!("/api/expeditions/{}", x["id"]);
    let mut right = two_lines(&c, json!(null));
    right["updatedAt"] = x["updatedAt"].clone();
    let refused = app.put_as(&path, &manager.token, &right).await;
    assert_eq!(
        refused.status(),
        StatusCode::CONFLICT,
        "below what was paid"
    );

    let invoice = &x["invoices"][0]["id"];
    let r = app
        .post_as(
            &format!("/api/invoices/{invoice}/cancel"),
            &manager.token,
            &json!({"reason": "Poids saisi 15 kg au lieu de 1,5 kg"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let edited = json_of(
        app.put_as(&path, &manager.token, &right).await,
        StatusCode::OK,
    )
    .await["data"]
        .clone();
    assert_eq!(edited["price"], 11.67);
    assert_eq!(edited["paid"], 0);
    assert_eq!(edited["debt"], 11.67);
    let r = app
        .post_as(
            &format!("{path}/invoices"),
            &manager.token,
            &json!({"amount": 11.67}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let done = detail(&app, &manager.token, &x["id"]).await;
    assert_eq!(done["paid"], 11.67);
    assert_eq!(done["paiement"], 1);
    assert_eq!(done["invoices"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn concurrent_cancellations_cancel_once() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let manager = app.member_with(&["supprimer facture"]).await;
    let x = register(&app, &c, json!(5)).await;
    let path = format!("/api/invoices/{}/cancel", x["invoices"][0]["id"]);
    let mut racers = tokio::task::JoinSet::new();
    for _ in 0..8 {
        let request = app
            .client
            .post(app.url(&path))
            .header("x-access-token", &manager.token)
            .json(&json!({"reason": "Doublon"}));
        racers.spawn(async move { request.send().await.unwrap().status() });
    }
    let statuses: Vec<StatusCode> = racers.join_all().await;
    assert_eq!(
        statuses.iter().filter(|s| **s == StatusCode::OK).count(),
        1,
        "{statuses:?}"
    );
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::OK || *s == StatusCode::CONFLICT)
    );
}

#[tokio::test]
async fn what_holds_payments_in_force_is_not_deleted_and_cancelled_payments_outlive_it() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let manager = app
        .member_with(&[AGENT, &["supprimer facture"]].concat())
        .await;
    let x = register(&app, &c, json!(5)).await;
    let path = format!("/api/expeditions/{}", x["id"]);
    let refused = json_of(
        app.delete_as(&path, &c.agent.token).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(
        refused["msg"],
        "Annulez d'abord ses paiements (5,00\u{a0}$ payés) : l'argent reçu n'est jamais effacé"
    );
    // Nothing was deleted.
    detail(&app, &c.agent.token, &x["id"]).await;
    let invoice = x["invoices"][0]["id"].clone();
    let r = app
        .post_as(
            &format!("/api/invoices/{invoice}/cancel"),
            &manager.token,
            &json!({"reason": "Expédition enregistrée deux fois"}),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    let r = app.delete_as(&path, &c.agent.token).await;
    assert_eq!(
        json_of(r, StatusCode::OK).await["msg"],
        "Expédition supprimée"
    );
    assert_eq!(
        app.get_as(&path, &c.agent.token).await.status(),
        StatusCode::NOT_FOUND
    );
    // The cancelled payment stays in the journal, naming what it paid.
    let kept = json_of(
        app.get_as(&format!("/api/invoices/{invoice}"), &manager.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(kept["subject"], x["ref_expedition"]);
    assert!(kept["expeditionId"].is_null(), "{kept}");
    assert!(kept["expedition"].is_null(), "{kept}");
    assert_eq!(kept["cancelReason"], "Expédition enregistrée deux fois");
    let listed = json_of(
        app.get_as("/api/invoices?cancelled=1", &manager.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(listed["total"], 1);
    assert_eq!(listed["items"][0]["id"], invoice);
    assert_eq!(listed["items"][0]["subject"], x["ref_expedition"]);
}

#[tokio::test]
async fn a_ticket_holding_payments_in_force_is_not_deleted() {
    let app = spawn_app().await;
    let y = crate::fixtures::yard(&app).await;
    let seller = app
        .member_with(&[
            "afficher billet",
            "ajouter billet",
            "supprimer billet",
            "afficher facture",
            "supprimer facture",
            "afficher manifeste",
        ])
        .await;
    let m = crate::fixtures::open_manifest(&app, &y).await["id"]
        .as_i64()
        .unwrap();
    let mut body = crate::fixtures::billet_body(m, &crate::fixtures::unique_tel());
    body["cash"] = json!(40);
    let sold = json_of(
        app.post_as("/api/billets", &seller.token, &body).await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    let path = format!("/api/billets/{}", sold["id"]);
    let refused = json_of(
        app.delete_as(&path, &seller.token).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert!(
        refused["msg"]
            .as_str()
            .unwrap()
            .starts_with("Annulez d'abord ses paiements (40,00"),
        "{refused}"
    );
    json_of(app.get_as(&path, &seller.token).await, StatusCode::OK).await;
    let invoice = sold["invoices"][0]["id"].clone();
    let r = app
        .post_as(
            &format!("/api/invoices/{invoice}/cancel"),
            &seller.token,
            &json!({"reason": "Passager parti par la route"}),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    json_of(app.delete_as(&path, &seller.token).await, StatusCode::OK).await;
    assert_eq!(
        app.get_as(&path, &seller.token).await.status(),
        StatusCode::NOT_FOUND
    );
    let kept = json_of(
        app.get_as(&format!("/api/invoices/{invoice}"), &seller.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(kept["subject"], sold["ref_billet"]);
    assert!(kept["billetId"].is_null(), "{kept}");
    assert!(kept["cancelledAt"].is_string(), "{kept}");
    let listed = json_of(
        app.get_as("/api/invoices?cancelled=1", &seller.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(listed["items"][0]["id"], invoice);
}
