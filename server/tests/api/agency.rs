//! Agency configuration: branches, route prices, vehicles, article types and articles, aircraft,
//! and the public contact page. The fixtures they build on are in `fixtures.rs`.

use std::io::Cursor;

use reqwest::{StatusCode, multipart};
use serde_json::{Value, json};

use crate::{
    fixtures::{aircraft_body, article, article_type, branch, branch_body},
    helpers::{json_of, spawn_app},
};

fn png() -> Vec<u8> {
    let img = image::ImageBuffer::from_pixel(64, 48, image::Rgb([30u8, 90, 160]));
    let mut out = Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

fn form_of(fields: &Value) -> multipart::Form {
    let mut form = multipart::Form::new();
    for (k, v) in fields.as_object().unwrap() {
        let text = match v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        form = form.text(k.clone(), text);
    }
    form
}

// ---- branches ----

#[tokio::test]
async fn a_branch_is_created_with_its_logo_edited_and_listed() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let form = form_of(&branch_body("Agence de Goma"))
        .text("liable_vat", "1")
        .part("file", multipart::Part::bytes(png()).file_name("logo.png"));
    let r = app.post_multipart_as("/api/extensions", &admin, form).await;
    let created = json_of(r, StatusCode::CREATED).await;
    assert_eq!(created["msg"], "Opération bien effectuée");
    let b = &created["data"];
    assert_eq!(
        b["country"], "République démocratique du Congo",
        "filled from the code"
    );
    assert_eq!(b["tel"], "243810000000");
    assert_eq!(b["liable_vat"], 1);
    assert_eq!(b["status"], 1);
    assert_eq!(b["type"], 1);
    let logo = b["logo"].as_str().unwrap();
    assert_eq!(
        app.get_as(logo, &admin).await.headers()["content-type"],
        "image/jpeg"
    );

    let mut edit = branch_body("Agence de Goma-Centre");
    edit["updatedAt"] = b["updatedAt"].clone();
    edit["status"] = json!(0);
    let saved = json_of(
        app.put_as(&format!("/api/extensions/{}", b["id"]), &admin, &edit)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(saved["data"]["name"], "Agence de Goma-Centre");
    assert_eq!(
        saved["data"]["logo"], b["logo"],
        "no new file keeps the logo"
    );
    assert_eq!(
        app.put_as(&format!("/api/extensions/{}", b["id"]), &admin, &edit)
            .await
            .status(),
        StatusCode::CONFLICT
    );

    branch(&app, &admin, "Agence de Bukavu").await;
    let all = json_of(app.get_as("/api/extensions", &admin).await, StatusCode::OK).await;
    assert_eq!(all["total"], 2);
    let active = json_of(
        app.get_as("/api/extensions?status=1", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(active["total"], 1);
    let found = json_of(
        app.get_as("/api/extensions?column=name&q=bukavu", &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(found["items"][0]["name"], "Agence de Bukavu");

    // Staff now belong to a branch: a new person defaults to the creator's.
    let manager = app.member_with(&["ajouter client"]).await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(b["id"].as_i64())
        .bind(manager.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let person = json_of(
        app.post_as(
            "/api/users",
            &manager.token,
            &json!({"name": "Client de Goma"}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(person["data"]["extensionId"], b["id"]);
}

#[tokio::test]
async fn branch_fields_are_checked_by_the_server() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let r = app
        .post_as("/api/extensions", &admin, &json!({"email": "x"}))
        .await;
    let body = json_of(r, StatusCode::BAD_REQUEST).await;
    for field in ["name", "tel", "countryCode", "region", "city", "email"] {
        assert!(body["fields"].get(field).is_some(), "{field}: {body}");
    }
    let mut abroad = branch_body("Agence de Paris");
    abroad["countryCode"] = json!("fr");
    let r = app.post_as("/api/extensions", &admin, &abroad).await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["countryCode"],
        "L'agence ne travaille pas dans ce pays"
    );
    let mut burundi = branch_body("Agence de Bujumbura");
    burundi["countryCode"] = json!("bu");
    let r = json_of(
        app.post_as("/api/extensions", &admin, &burundi).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(
        r["data"]["countryCode"], "bi",
        "the old client's code for Burundi"
    );
    branch(&app, &admin, "Agence de Goma").await;
    let r = app
        .post_as("/api/extensions", &admin, &branch_body("agence de goma"))
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Une agence porte déjà ce nom"
    );
    let form = form_of(&branch_body("Agence PDF")).part(
        "file",
        multipart::Part::bytes(b"%PDF-1.4".to_vec()).file_name("logo.pdf"),
    );
    let r = app.post_multipart_as("/api/extensions", &admin, form).await;
    assert!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]
            .get("file")
            .is_some()
    );
}

#[tokio::test]
async fn a_branch_in_the_records_is_archived_not_deleted() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let lone = branch(&app, &admin, "Agence sans historique").await;
    let r = app
        .delete_as(&format!("/api/extensions/{lone}"), &admin)
        .await;
    assert_eq!(json_of(r, StatusCode::OK).await["msg"], "Agence supprimée");
    let used = branch(&app, &admin, "Agence avec personnel").await;
    let body = json!({"name": "Agent", "extensionId": used});
    json_of(
        app.post_as("/api/users", &admin, &body).await,
        StatusCode::CREATED,
    )
    .await;
    let r = app
        .delete_as(&format!("/api/extensions/{used}"), &admin)
        .await;
    assert_eq!(
        json_of(r, StatusCode::OK).await["msg"],
        "Cette agence figure dans l'historique : elle est désactivée et masquée des listes"
    );
    assert_eq!(
        app.get_as(&format!("/api/extensions/{used}"), &admin)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    let list = json_of(app.get_as("/api/extensions", &admin).await, StatusCode::OK).await;
    assert_eq!(list["total"], 0);
    let r = app
        .post_as(
            "/api/users",
            &admin,
            &json!({"name": "X", "extensionId": used}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["extensionId"],
        "Cette agence n'existe pas"
    );
}

// ---- prices ----

#[tokio::test]
async fn a_route_has_one_active_price() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let goma = branch(&app, &admin, "Goma").await;
    let kinshasa = branch(&app, &admin, "Kinshasa").await;
    let body = json!({"name": "Goma - Kinshasa", "price": 3.75, "originId": goma, "destinationId": kinshasa});
    let created = json_of(
        app.post_as("/api/prices", &admin, &body).await,
        StatusCode::CREATED,
    )
    .await;
    let p = &created["data"];
    assert_eq!(p["price"], 3.75);
    assert_eq!(p["price_origin"]["name"], "Goma");
    assert_eq!(p["price_destination"]["city"], "Goma");
    assert_eq!(p["status"], 1);
    let again = app.post_as("/api/prices", &admin, &body).await;
    assert_eq!(
        json_of(again, StatusCode::CONFLICT).await["msg"],
        "Ce trajet a déjà un prix actif"
    );
    let mut inactive = body.clone();
    inactive["status"] = json!(0);
    assert_eq!(
        app.post_as("/api/prices", &admin, &inactive).await.status(),
        StatusCode::CREATED,
        "inactive prices may pile up"
    );
    let back = json!({"name": "Kinshasa - Goma", "price": "4", "originId": kinshasa, "destinationId": goma});
    assert_eq!(
        app.post_as("/api/prices", &admin, &back).await.status(),
        StatusCode::CREATED,
        "the way back is another route"
    );

    let mut edit = body.clone();
    edit["price"] = json!(4.1);
    edit["updatedAt"] = p["updatedAt"].clone();
    let saved = json_of(
        app.put_as(&format!("/api/prices/{}", p["id"]), &admin, &edit)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(saved["data"]["price"], 4.1);
    let list = json_of(
        app.get_as("/api/prices?status=1", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(list["total"], 2);
    let from_goma = json_of(
        app.get_as(&format!("/api/prices?originId={goma}"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(from_goma["total"], 2);
    let r = app
        .delete_as(&format!("/api/prices/{}", p["id"]), &admin)
        .await;
    assert_eq!(json_of(r, StatusCode::OK).await["msg"], "Prix supprimé");
}

#[tokio::test]
async fn price_fields_are_checked() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let goma = branch(&app, &admin, "Goma").await;
    let mut warehouse = branch_body("Entrepôt");
    warehouse["type"] = json!(0);
    let warehouse = json_of(
        app.post_as("/api/extensions", &admin, &warehouse).await,
        StatusCode::CREATED,
    )
    .await["data"]["id"]
        .clone();
    let cases = [
        (
            json!({}),
            vec!["name", "price", "originId", "destinationId"],
        ),
        (
            json!({"name": "X", "price": 1.234, "originId": goma, "destinationId": goma}),
            vec!["price", "destinationId"],
        ),
        (
            json!({"name": "X", "price": 0, "originId": goma, "destinationId": warehouse}),
            vec!["price", "destinationId"],
        ),
        (
            json!({"name": "X", "price": -2, "originId": 99999, "destinationId": goma}),
            vec!["price", "originId"],
        ),
    ];
    for (body, fields) in cases {
        let answer = json_of(
            app.post_as("/api/prices", &admin, &body).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        for field in fields {
            assert!(answer["fields"].get(field).is_some(), "{field}: {answer}");
        }
    }
}

// ---- vehicles ----

#[tokio::test]
async fn vehicles_have_unique_plates_in_upper_case() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let r = app
        .post_as(
            "/api/vehicles",
            &admin,
            &json!({"plaque": " 1234 ab  19 ", "mark": "Isuzu", "description": "Camion 10 t"}),
        )
        .await;
    let v = json_of(r, StatusCode::CREATED).await["data"].clone();
    assert_eq!(v["plaque"], "1234 AB 19");
    let dup = app
        .post_as("/api/vehicles", &admin, &json!({"plaque": "1234 AB 19"}))
        .await;
    assert_eq!(
        json_of(dup, StatusCode::CONFLICT).await["msg"],
        "Cette plaque est déjà enregistrée"
    );
    let missing = app
        .post_as("/api/vehicles", &admin, &json!({"description": "x"}))
        .await;
    assert_eq!(
        json_of(missing, StatusCode::BAD_REQUEST).await["fields"]["plaque"],
        "Ce champ est obligatoire"
    );
    let edit = json!({"plaque": "1234 AB 20", "updatedAt": v["updatedAt"]});
    assert_eq!(
        json_of(
            app.put_as(&format!("/api/vehicles/{}", v["id"]), &admin, &edit)
                .await,
            StatusCode::OK
        )
        .await["data"]["plaque"],
        "1234 AB 20"
    );
    let list = json_of(
        app.get_as("/api/vehicles?q=ab 20", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(list["total"], 1);
    assert_eq!(
        json_of(
            app.delete_as(&format!("/api/vehicles/{}", v["id"]), &admin)
                .await,
            StatusCode::OK
        )
        .await["msg"],
        "Véhicule supprimé"
    );
}

// ---- articles ----

#[tokio::test]
async fn articles_are_unique_within_their_type() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let food = article_type(&app, &admin, "Alimentation").await;
    let phones = article_type(&app, &admin, "Électronique").await;
    let dup = app
        .post_as(
            "/api/typearticles",
            &admin,
            &json!({"name": "alimentation"}),
        )
        .await;
    assert_eq!(
        json_of(dup, StatusCode::CONFLICT).await["msg"],
        "Un type d'article porte déjà ce nom"
    );
    article(&app, &admin, "Sac de riz 25 kg", Some(food)).await;
    article(&app, &admin, "Sac de riz 25 kg", Some(phones)).await;
    let dup = app
        .post_as(
            "/api/articles",
            &admin,
            &json!({"name": "sac de riz 25 kg", "typearticleId": food}),
        )
        .await;
    assert_eq!(
        json_of(dup, StatusCode::CONFLICT).await["msg"],
        "Cet article existe déjà dans ce type"
    );
    article(&app, &admin, "Divers", None).await;
    let dup = app
        .post_as("/api/articles", &admin, &json!({"name": "Divers"}))
        .await;
    assert_eq!(
        dup.status(),
        StatusCode::CONFLICT,
        "articles without a type are one type"
    );
    let unknown = app
        .post_as(
            "/api/articles",
            &admin,
            &json!({"name": "X", "typearticleId": 9999}),
        )
        .await;
    assert_eq!(
        json_of(unknown, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["typearticleId"],
        "Ce type d'article n'existe pas"
    );

    let list = json_of(
        app.get_as(&format!("/api/articles?typearticleId={food}"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(list["total"], 1);
    assert_eq!(list["items"][0]["typearticle"]["name"], "Alimentation");
    let types = json_of(
        app.get_as("/api/typearticles", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(types.as_array().unwrap().len(), 2);
    let r = app
        .delete_as(&format!("/api/typearticles/{food}"), &admin)
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Des articles ont ce type : changez-leur de type d'abord"
    );
}

// ---- aircraft ----

#[tokio::test]
async fn an_aircraft_is_registered_with_image_and_crs() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let form = form_of(&aircraft_body("9q-cbk"))
        .part(
            "image",
            multipart::Part::bytes(png()).file_name("avion.png"),
        )
        .part(
            "crs",
            multipart::Part::bytes(b"%PDF-1.7\nCRS".to_vec()).file_name("crs.pdf"),
        );
    let r = app
        .post_multipart_as("/api/planecomposants", &admin, form)
        .await;
    let plane = json_of(r, StatusCode::CREATED).await["data"].clone();
    assert_eq!(plane["immatriculation"], "9Q-CBK");
    assert_eq!(plane["ttsn"], 1_500_000);
    assert_eq!(plane["countComposant"], 2);
    let crs = app.get_as(plane["crs"].as_str().unwrap(), &admin).await;
    assert_eq!(crs.headers()["content-type"], "application/pdf");
    let image = app.get_as(plane["image"].as_str().unwrap(), &admin).await;
    assert_eq!(image.headers()["content-type"], "image/jpeg");

    let dup = app
        .post_as("/api/planecomposants", &admin, &aircraft_body("9Q-CBK"))
        .await;
    assert_eq!(
        json_of(dup, StatusCode::CONFLICT).await["msg"],
        "Cette immatriculation est déjà enregistrée"
    );
    let list = json_of(
        app.get_as("/api/planecomposants?category=1", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(list["total"], 1);
    let one = json_of(
        app.get_as(&format!("/api/planecomposants/{}", plane["id"]), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(one["serie"], "AT72-500-0781");

    let mut edit = aircraft_body("9Q-CBK");
    edit["updatedAt"] = plane["updatedAt"].clone();
    edit["ttso"] = json!(0);
    let saved = json_of(
        app.put_as(
            &format!("/api/planecomposants/{}", plane["id"]),
            &admin,
            &edit,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(saved["data"]["ttso"], 0);
    assert_eq!(saved["data"]["image"], plane["image"]);
}

#[tokio::test]
async fn aircraft_fields_are_checked() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let r = app
        .post_as("/api/planecomposants", &admin, &json!({"category": 1}))
        .await;
    let body = json_of(r, StatusCode::BAD_REQUEST).await;
    for field in [
        "immatriculation",
        "serie",
        "constructeur",
        "dateFabrication",
        "dateRevision",
        "ttsn",
        "ttso",
        "tcsn",
        "tcso",
        "countComposant",
    ] {
        assert!(body["fields"].get(field).is_some(), "{field}: {body}");
    }
    let mut bad = aircraft_body("9Q-ABC");
    bad["dateRevision"] = json!("2026-13-01");
    bad["ttso"] = json!(2_000_000);
    bad["tcsn"] = json!("beaucoup");
    let body = json_of(
        app.post_as("/api/planecomposants", &admin, &bad).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(body["fields"]["dateRevision"], "Date invalide (AAAA-MM-JJ)");
    assert_eq!(
        body["fields"]["ttso"],
        "Ne peut dépasser la valeur depuis la construction"
    );
    assert_eq!(body["fields"]["tcsn"], "Nombre entier attendu");
    let form = form_of(&aircraft_body("9Q-DEF")).part(
        "image",
        multipart::Part::bytes(b"%PDF-1.7".to_vec()).file_name("x.pdf"),
    );
    let r = app
        .post_multipart_as("/api/planecomposants", &admin, form)
        .await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["image"],
        "Le fichier doit être une image JPEG, PNG ou WebP"
    );
    let component_only = app
        .member_with(&["afficher composant", "ajouter composant"])
        .await;
    let r = app
        .post_as(
            "/api/planecomposants",
            &component_only.token,
            &aircraft_body("9Q-GHI"),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::FORBIDDEN).await["msg"],
        "Permission requise : « ajouter avion »"
    );
    let r = app.get_as("/api/planecomposants", &admin).await;
    assert_eq!(
        json_of(r, StatusCode::BAD_REQUEST).await["fields"]["category"],
        "Ce champ est obligatoire"
    );
}

// ---- contacts ----

#[tokio::test]
async fn visitors_see_active_branches_and_leave_messages_staff_read() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let goma = branch(&app, &admin, "Agence de Goma").await;
    let mut closed = branch_body("Agence fermée");
    closed["status"] = json!(0);
    json_of(
        app.post_as("/api/extensions", &admin, &closed).await,
        StatusCode::CREATED,
    )
    .await;
    let public = json_of(app.get("/api/contacts").await, StatusCode::OK).await;
    let names: Vec<&str> = public
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Agence de Goma"]);
    assert!(
        public[0].get("nif").is_none(),
        "only contact details are public"
    );

    let message = json!({"name": "Amani", "email": "amani@example.com", "subject": "Tarif Goma - Dar", "message": "Bonjour, quel est le prix au kilo ?", "extensionId": goma});
    let sent = json_of(
        app.post_json("/api/contacts", &message).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(
        sent["msg"],
        "Message envoyé : l'agence vous répondra par e-mail"
    );
    let bad = json_of(
        app.post_json("/api/contacts", &json!({"email": "nope"}))
            .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    for field in ["name", "email", "subject", "message"] {
        assert!(bad["fields"].get(field).is_some(), "{field}");
    }
    let inbox = json_of(
        app.get_as("/api/contacts/messages", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(inbox["total"], 1);
    assert_eq!(inbox["items"][0]["extensionName"], "Agence de Goma");
}

#[tokio::test]
async fn a_flood_of_messages_is_slowed_down() {
    let app = spawn_app().await;
    let message = json!({"name": "A", "email": "a@example.com", "subject": "S", "message": "M"});
    for _ in 0..6 {
        assert_eq!(
            app.post_json("/api/contacts", &message).await.status(),
            StatusCode::CREATED
        );
    }
    assert_eq!(
        app.post_json("/api/contacts", &message).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
}
