//! /api/users: staff and clients by profile.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, json_of, json_of_refusal, spawn_app};

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    json_of(
        app.post_as("/api/users", token, &body).await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone()
}

#[tokio::test]
async fn an_admin_adds_a_driver_who_can_then_sign_in() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let driver = app.profile_id("chauffeur").await;
    let body = json!({
        "name": "Jean-Pierre Habimana", "email": "JP@Transports.BI", "tel": "+257 79 123 456",
        "gender": "Masculin", "country": "Burundi", "countryCode": "BI", "region": "Bujumbura Mairie",
        "city": "Bujumbura", "adress": "Avenue de l'Uprona 12", "profileId": driver,
        "password": "Ruzizi route 2026"
    });
    let r = app.post_as("/api/users", &admin, &body).await;
    let answer = json_of(r, StatusCode::CREATED).await;
    assert_eq!(answer["msg"], "Personne enregistrée");
    let created = &answer["data"];
    assert_eq!(created["email"], "jp@transports.bi");
    assert_eq!(created["tel"], "25779123456");
    assert_eq!(created["countryCode"], "bi");
    assert_eq!(created["status"], 1);
    assert_eq!(created["userprofile"]["profile"]["name"], "Chauffeur");
    let signed_in = json_of(
        app.login("25779123456", "Ruzizi route 2026").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(signed_in["permissions"], json!(["afficher mes bordereaux"]));
}

#[tokio::test]
async fn lists_are_paged_by_profile_and_searchable() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let client = app.profile_id("client").await;
    for (name, city) in [
        ("Amani Kabila", "Goma"),
        ("Baraka Mwamba", "Bukavu"),
        ("Chausiku Ndayisenga", "Goma"),
        ("Dalila Kamara", "Kinshasa"),
        ("Eliya Bizimana", "Uvira"),
        ("Faraja Mushi", "Goma"),
    ] {
        create(
            &app,
            &admin,
            json!({"name": name, "city": city, "profileId": client}),
        )
        .await;
    }
    let driver = app.profile_id("chauffeur").await;
    create(
        &app,
        &admin,
        json!({"name": "Gaston Driver", "profileId": driver}),
    )
    .await;

    let first = json_of(
        app.get_as(&format!("/api/users?profileId={client}"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(first["total"], 6);
    assert_eq!(first["per_page"], 5);
    assert_eq!(first["items"].as_array().unwrap().len(), 5);
    assert_eq!(first["items"][0]["name"], "Amani Kabila");
    let second = json_of(
        app.get_as(&format!("/api/users?profileId={client}&page=2"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(second["items"][0]["name"], "Faraja Mushi");

    let goma = json_of(
        app.get_as(
            &format!("/api/users?profileId={client}&column=city&q=GOMA"),
            &admin,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(goma["total"], 3);
    let percent = json_of(
        app.get_as("/api/users?column=name&q=%25", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(percent["total"], 0, "% is searched for, not a wildcard");

    let all = json_of(
        app.get_as("/api/users?per_page=100", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(all["total"], 7, "the super user is never listed");

    let counts = json_of(
        app.get_as("/api/users/counts", &admin).await,
        StatusCode::OK,
    )
    .await;
    let count_of = |code: &str| {
        counts
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["code"] == code)
            .map(|c| c["count"].as_i64().unwrap())
    };
    assert_eq!(count_of("client"), Some(6));
    assert_eq!(count_of("chauffeur"), Some(1));
    assert_eq!(count_of("superuser"), None);
}

#[tokio::test]
async fn bad_list_parameters_are_named() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    for (query, field) in [
        ("page=0", "page"),
        ("per_page=101", "per_page"),
        ("page=abc", "page"),
        ("column=password_hash&q=x", "column"),
        ("profileId=x", "profileId"),
        ("profileId=99999", "profileId"),
    ] {
        let body = json_of_refusal(app.get_as(&format!("/api/users?{query}"), &admin).await).await;
        assert!(body["fields"].get(field).is_some(), "{query}: {body}");
    }
}

#[tokio::test]
async fn countries_are_stored_under_their_french_name() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let body =
        json!({"name": "Juma", "country": "United Republic of Tanzania", "countryCode": "TZ"});
    let created = json_of(
        app.post_as("/api/users", &admin, &body).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(created["data"]["country"], "République unie de Tanzanie");
}

#[tokio::test]
async fn a_client_desk_adds_only_clients() {
    let app = spawn_app().await;
    let desk = app
        .member_with(&["afficher client", "ajouter client"])
        .await;
    let client = create(
        &app,
        &desk.token,
        json!({"name": "Zawadi Kisanga", "tel": "0970000001"}),
    )
    .await;
    assert_eq!(client["userprofile"]["profile"]["code"], "client");
    let driver = app.profile_id("chauffeur").await;
    let r = app
        .post_as(
            "/api/users",
            &desk.token,
            &json!({"name": "X", "profileId": driver}),
        )
        .await;
    let body = json_of(r, StatusCode::FORBIDDEN).await;
    assert_eq!(body["msg"], "Permission requise : « ajouter personnel »");
    let listed = json_of(app.get_as("/api/users", &desk.token).await, StatusCode::OK).await;
    assert_eq!(
        listed["total"], 1,
        "only clients are listed for a client desk"
    );
}

#[tokio::test]
async fn nobody_hands_out_rights_they_lack() {
    let app = spawn_app().await;
    let manager = app
        .member_with(&[
            "afficher personnel",
            "ajouter personnel",
            "modifier personnel",
        ])
        .await;
    let admins = app.member_with(&["admin"]).await;
    let r = app
        .post_as(
            "/api/users",
            &manager.token,
            &json!({"name": "X", "profileId": admins.profile_id}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::FORBIDDEN).await["msg"],
        "Permission requise : « admin »"
    );
    let superuser = app.profile_id("superuser").await;
    let r = app
        .post_as(
            "/api/users",
            &manager.token,
            &json!({"name": "X", "profileId": superuser}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::FORBIDDEN).await["msg"],
        "Réservé à un super utilisateur"
    );
    // Nor to themselves: their own profile, branch and status are out of their reach.
    let me = json_of(
        app.get_as(&format!("/api/users/{}", manager.id), &manager.token)
            .await,
        StatusCode::OK,
    )
    .await;
    let driver = app.profile_id("chauffeur").await;
    let r = app
        .put_as(
            &format!("/api/users/{}", manager.id),
            &manager.token,
            &json!({"name": me["name"], "profileId": driver, "updatedAt": me["updatedAt"]}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Vous ne pouvez pas changer votre propre profil, agence ou statut"
    );
}

#[tokio::test]
async fn phones_and_emails_are_unique() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    create(
        &app,
        &admin,
        json!({"name": "A", "tel": "0811111111", "email": "a@x.cd"}),
    )
    .await;
    let r = app
        .post_as(
            "/api/users",
            &admin,
            &json!({"name": "B", "tel": "081 111 1111"}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Ce numéro de téléphone est déjà utilisé"
    );
    let r = app
        .post_as(
            "/api/users",
            &admin,
            &json!({"name": "B", "email": "A@X.CD"}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Cette adresse e-mail est déjà utilisée"
    );
}

#[tokio::test]
async fn invalid_fields_are_named_and_nothing_is_written() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let body = json!({"email": "nope", "tel": "12", "gender": "X", "status": 3, "password": "abc", "profileId": 99999});
    let answer = json_of(
        app.post_as("/api/users", &admin, &body).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    for field in ["name", "email", "tel", "gender", "status", "password"] {
        assert!(answer["fields"].get(field).is_some(), "{field}: {answer}");
    }
    let r = app
        .post_as(
            "/api/users",
            &admin,
            &json!({"name": "X", "profileId": 99999}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["profileId"],
        "Ce profil n'existe pas"
    );
    let r = app
        .post_as(
            "/api/users",
            &admin,
            &json!({"name": "X", "extensionId": 99999}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["extensionId"],
        "Cette agence n'existe pas"
    );
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(count, 1);
}

#[tokio::test]
async fn edits_are_refused_when_stale() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let person = create(&app, &admin, json!({"name": "Imani"})).await;
    let path = format!("/api/users/{}", person["id"]);
    let first = app
        .put_as(
            &path,
            &admin,
            &json!({"name": "Imani Bahati", "updatedAt": person["updatedAt"]}),
        )
        .await;
    assert_eq!(
        json_of(first, StatusCode::OK).await["data"]["name"],
        "Imani Bahati"
    );
    let second = app
        .put_as(
            &path,
            &admin,
            &json!({"name": "Imani B.", "updatedAt": person["updatedAt"]}),
        )
        .await;
    assert_eq!(
        json_of(second, StatusCode::CONFLICT).await["msg"],
        "Cet enregistrement a été modifié entre-temps : rechargez-le avant de le modifier"
    );
    let missing = app.put_as(&path, &admin, &json!({"name": "Imani"})).await;
    assert!(
        json_of(missing, StatusCode::BAD_REQUEST).await["fields"]
            .get("updatedAt")
            .is_some()
    );
}

#[tokio::test]
async fn changing_profile_status_or_password_ends_their_sessions() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let externe = app.profile_id("externe").await;
    let pilot = app.profile_id("pilote").await;
    for change in ["profile", "status", "password"] {
        let member = app.member_with(&["afficher personnel"]).await;
        let me = json_of(
            app.get_as(&format!("/api/users/{}", member.id), &member.token)
                .await,
            StatusCode::OK,
        )
        .await;
        let mut body = json!({"name": me["name"], "updatedAt": me["updatedAt"]});
        match change {
            "profile" => body["profileId"] = json!(pilot),
            "status" => body["status"] = json!(0),
            _ => body["password"] = json!("Tanganyika shore 7"),
        }
        let r = app
            .put_as(&format!("/api/users/{}", member.id), &admin, &body)
            .await;
        assert_eq!(r.status(), StatusCode::OK, "{change}");
        assert_eq!(
            app.get_as("/api/token", &member.token).await.status(),
            StatusCode::UNAUTHORIZED,
            "{change}"
        );
    }
    // A plain change of details keeps them signed in.
    let member = app.member_with(&[]).await;
    sqlx::query("UPDATE users SET profile_id = $1 WHERE id = $2")
        .bind(externe)
        .bind(member.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let me = json_of(
        app.get_as(&format!("/api/users/{}", member.id), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    let r = app
        .put_as(
            &format!("/api/users/{}", member.id),
            &admin,
            &json!({"name": "Nouveau nom", "updatedAt": me["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        app.get_as("/api/token", &member.token).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn deleting_someone_in_the_records_archives_them() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let loner = create(&app, &admin, json!({"name": "Sans historique"})).await;
    let r = app
        .delete_as(&format!("/api/users/{}", loner["id"]), &admin)
        .await;
    assert_eq!(
        json_of(r, StatusCode::OK).await["msg"],
        "Personne supprimée"
    );
    assert_eq!(
        app.get_as(&format!("/api/users/{}", loner["id"]), &admin)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );

    // A manager who registered someone appears in that person's record.
    let manager = app
        .member_with(&["afficher client", "ajouter client"])
        .await;
    create(&app, &manager.token, json!({"name": "Client du gérant"})).await;
    let r = app
        .delete_as(&format!("/api/users/{}", manager.id), &admin)
        .await;
    let body = json_of(r, StatusCode::OK).await;
    assert_eq!(
        body["msg"],
        "Cette personne figure dans l'historique : elle est désactivée et masquée des listes"
    );
    assert_eq!(
        app.get_as("/api/token", &manager.token).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.get_as(&format!("/api/users/{}", manager.id), &admin)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    let listed = json_of(
        app.get_as(
            &format!("/api/users?profileId={}", manager.profile_id),
            &admin,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(listed["total"], 0);

    let me = json_of(app.get_as("/api/token", &admin).await, StatusCode::OK).await;
    let r = app
        .delete_as(&format!("/api/users/{}", me["data"]["id"]), &admin)
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Vous ne pouvez pas supprimer votre propre compte"
    );
}

#[tokio::test]
async fn clients_drivers_and_pilots_do_not_see_other_people() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let other = create(&app, &admin, json!({"name": "Quelqu'un"})).await;
    for code in ["client", "chauffeur", "pilote"] {
        let member = app.member_with(&[]).await;
        let profile = app.profile_id(code).await;
        sqlx::query("UPDATE users SET profile_id = $1 WHERE id = $2")
            .bind(profile)
            .bind(member.id)
            .execute(app.db.pool())
            .await
            .unwrap();
        let r = app
            .get_as(&format!("/api/users/{}", other["id"]), &member.token)
            .await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{code}");
        let mine = app
            .get_as(&format!("/api/users/{}", member.id), &member.token)
            .await;
        assert_eq!(mine.status(), StatusCode::OK, "{code} sees themselves");
    }
    // Staff without the super user's profile do not see the super user.
    let staff = app.member_with(&["afficher personnel"]).await;
    let admin_id =
        json_of(app.get_as("/api/token", &admin).await, StatusCode::OK).await["data"]["id"].clone();
    assert_eq!(
        app.get_as(&format!("/api/users/{admin_id}"), &staff.token)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
}
