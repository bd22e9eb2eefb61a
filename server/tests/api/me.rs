//! One's own profile: PUT /api/me, POST /api/me/avatar, GET /api/files/{name}.

use std::io::Cursor;

use reqwest::{StatusCode, multipart};
use serde_json::{Value, json};

use crate::helpers::{ADMIN_PASSWORD, TestApp, json_of, spawn_app};

async fn me(app: &TestApp, token: &str) -> Value {
    json_of(app.get_as("/api/token", token).await, StatusCode::OK).await["data"].clone()
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let img = image::ImageBuffer::from_pixel(width, height, image::Rgb([20u8, 120, 200]));
    let mut out = Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

async fn upload(app: &TestApp, token: &str, bytes: Vec<u8>, name: &str) -> reqwest::Response {
    let form = multipart::Form::new().text("user", "ignored").part(
        "file",
        multipart::Part::bytes(bytes).file_name(name.to_string()),
    );
    app.post_multipart_as("/api/me/avatar", token, form).await
}

#[tokio::test]
async fn one_edits_ones_own_details() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let before = me(&app, &token).await;
    let body = json!({"name": "Chef d'agence", "email": "chef@soute.cd", "tel": "0990000000", "city": "Goma", "updatedAt": before["updatedAt"]});
    let saved = json_of(app.put_as("/api/me", &token, &body).await, StatusCode::OK).await;
    assert_eq!(saved["msg"], "Votre profil est enregistré");
    assert_eq!(saved["data"]["name"], "Chef d'agence");
    assert_eq!(saved["data"]["email"], "chef@soute.cd");
    let again = app.put_as("/api/me", &token, &body).await;
    assert_eq!(
        again.status(),
        StatusCode::CONFLICT,
        "the same updatedAt is now stale"
    );
}

#[tokio::test]
async fn a_password_change_needs_the_current_one_and_ends_other_sessions() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let other = app.admin_token().await;
    let current = me(&app, &token).await;
    let base = json!({"name": current["name"], "updatedAt": current["updatedAt"]});

    let mut wrong = base.clone();
    wrong["password"] = json!("Lac Kivu au matin");
    wrong["conf_password"] = json!("Lac Kivu au matin");
    wrong["current_password"] = json!("not it");
    let r = json_of(
        app.put_as("/api/me", &token, &wrong).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(
        r["fields"]["current_password"],
        "Le mot de passe actuel est incorrect"
    );

    let mut differ = wrong.clone();
    differ["current_password"] = json!(ADMIN_PASSWORD);
    differ["conf_password"] = json!("Lac Kivu au soir");
    let r = json_of(
        app.put_as("/api/me", &token, &differ).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(r["msg"], "Les mots de passe sont différents");

    let mut common = differ.clone();
    common["password"] = json!("iloveyou");
    common["conf_password"] = json!("iloveyou");
    let r = json_of(
        app.put_as("/api/me", &token, &common).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert!(r["fields"].get("password").is_some());

    let mut good = differ.clone();
    good["conf_password"] = json!("Lac Kivu au matin");
    assert_eq!(
        app.put_as("/api/me", &token, &good).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        app.get_as("/api/token", &token).await.status(),
        StatusCode::OK,
        "this session stays"
    );
    assert_eq!(
        app.get_as("/api/token", &other).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.login("admin", ADMIN_PASSWORD).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.login("admin", "Lac Kivu au matin").await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_photo_is_re_encoded_and_served_to_signed_in_people_only() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let r = upload(&app, &token, png(2400, 1800), "photo.png").await;
    let saved = json_of(r, StatusCode::OK).await;
    assert_eq!(saved["msg"], "Photo enregistrée");
    let url = saved["data"]["avatar"].as_str().unwrap().to_string();
    assert!(
        url.starts_with("/api/files/") && url.ends_with(".jpg"),
        "{url}"
    );

    let served = app.get_as(&url, &token).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    let img = image::load_from_memory(&served.bytes().await.unwrap()).unwrap();
    assert_eq!((img.width(), img.height()), (1500, 1125));
    assert_eq!(app.get(&url).await.status(), StatusCode::UNAUTHORIZED);

    // A new photo replaces the old one, whose file is gone.
    let r = upload(&app, &token, png(10, 10), "small.png").await;
    let newer = json_of(r, StatusCode::OK).await["data"]["avatar"].clone();
    assert_ne!(newer, json!(url));
    assert_eq!(
        app.get_as(&url, &token).await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn other_files_are_refused_by_content() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let r = upload(&app, &token, b"%PDF-1.7 not an image".to_vec(), "photo.jpg").await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["file"],
        "Le fichier doit être une image JPEG, PNG ou WebP"
    );
    let mut broken = png(50, 50);
    broken.truncate(80);
    let r = upload(&app, &token, broken, "broken.png").await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["file"],
        "Cette image est illisible ou endommagée"
    );
    let r = app
        .post_as("/api/me/avatar", &token, &json!({"file": "x"}))
        .await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["file"],
        "Aucun fichier reçu"
    );
}

#[tokio::test]
async fn files_over_ten_megabytes_are_refused() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let r = upload(&app, &token, vec![0u8; 10 * 1024 * 1024 + 1], "huge.png").await;
    assert_eq!(
        json_of(r, StatusCode::PAYLOAD_TOO_LARGE).await["code"],
        "too_large"
    );
}

#[tokio::test]
async fn file_names_cannot_climb_out_of_the_folder() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for path in [
        "/api/files/..%2Fsoute.db",
        "/api/files/soute.db",
        "/api/files/0123456789abcdef0123456789abcdef.jpg",
    ] {
        assert_eq!(
            app.get_as(path, &token).await.status(),
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
}

#[tokio::test]
async fn an_image_declaring_huge_dimensions_is_refused_before_decoding() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let bomb = soute::files::testing::png_declaring(13_000, 13_000);
    assert_eq!(
        image::ImageReader::new(Cursor::new(&bomb))
            .with_guessed_format()
            .unwrap()
            .into_dimensions()
            .unwrap(),
        (13_000, 13_000),
        "the header is valid"
    );
    // Four at once, as in the report: each is refused on its header (the message says so; a
    // decode would have answered another one, or run out of memory).
    let answers = futures_util::future::join_all(
        (0..4).map(|_| upload(&app, &token, bomb.clone(), "bomb.png")),
    )
    .await;
    for r in answers {
        let body = json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await;
        assert_eq!(body["code"], "invalid_input");
        assert_eq!(
            body["fields"]["file"],
            "Image trop grande : 16 mégapixels au maximum"
        );
    }
    assert_eq!(me(&app, &token).await["avatar"], Value::Null);
    // A normal photo is still taken.
    let r = upload(&app, &token, png(640, 480), "photo.png").await;
    assert!(json_of(r, StatusCode::OK).await["data"]["avatar"].is_string());
}

#[tokio::test]
async fn wrong_current_passwords_are_counted_like_failed_sign_ins() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let current = me(&app, &token).await;
    let attempt = |current_password: &str| {
        json!({"name": current["name"], "updatedAt": current["updatedAt"],
            "password": "Lac Kivu au matin", "conf_password": "Lac Kivu au matin",
            "current_password": current_password})
    };
    for n in 0..5 {
        let r = app.put_as("/api/me", &token, &attempt("guess")).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{n}");
    }
    let r = app
        .put_as("/api/me", &token, &attempt(ADMIN_PASSWORD))
        .await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(r.headers().contains_key("retry-after"));
    // The same count as sign-ins: the account waits there too.
    assert_eq!(
        app.login("admin", ADMIN_PASSWORD).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    // Concurrent guesses from a stolen session are counted before being checked.
    app.config.clock.advance(time::Duration::milliseconds(2100));
    let guess = attempt("guess");
    let answers =
        futures_util::future::join_all((0..10).map(|_| app.put_as("/api/me", &token, &guess)))
            .await;
    let checked = answers
        .iter()
        .filter(|r| r.status() == StatusCode::BAD_REQUEST)
        .count();
    assert!(checked <= 1, "{checked} checked");
}

/// A client registered from the public page: signed in, with its token.
async fn registered_client(app: &TestApp, tel: &str) -> String {
    let body = json!({"name": "Neema Uwimana", "tel": tel, "password": "Kigoma lake 2026",
        "conf_password": "Kigoma lake 2026"});
    let r = app.post_json("/api/register", &body).await;
    json_of(r, StatusCode::OK).await["token"]
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn avatars_and_logos_stop_at_16_megapixels() {
    let app = spawn_app().await;
    let token = registered_client(&app, "0812000001").await;
    // 40 megapixels, the most any image may have: refused for an avatar on its header.
    let forty = soute::files::testing::png_declaring(8_000, 5_000);
    let r = upload(&app, &token, forty.clone(), "forty.png").await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["file"],
        "Image trop grande : 16 mégapixels au maximum"
    );
    // A branch's logo likewise.
    let admin = app.admin_token().await;
    let mut form = multipart::Form::new();
    for (k, v) in crate::fixtures::branch_body("Soute Bukavu")
        .as_object()
        .unwrap()
    {
        let text = v.as_str().map_or_else(|| v.to_string(), str::to_string);
        form = form.text(k.clone(), text);
    }
    let form = form.part(
        "file",
        multipart::Part::bytes(soute::files::testing::png_declaring(5_000, 4_000))
            .file_name("logo.png"),
    );
    let r = app.post_multipart_as("/api/extensions", &admin, form).await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["file"],
        "Image trop grande : 16 mégapixels au maximum"
    );
}

#[tokio::test]
async fn a_client_uploads_ten_files_an_hour_and_staff_more() {
    let app = spawn_app().await;
    let token = registered_client(&app, "0812000002").await;
    for n in 0..10 {
        let r = upload(&app, &token, png(64, 48), "me.png").await;
        assert_eq!(r.status(), StatusCode::OK, "upload {n}");
    }
    let r = upload(&app, &token, png(64, 48), "me.png").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = r.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((3_000..=3_600).contains(&wait), "{wait}");
    // Refused uploads count too: a stream of bombs is as throttled as photos.
    let admin = app.admin_token().await;
    for n in 0..11 {
        let r = upload(&app, &admin, png(64, 48), "me.png").await;
        assert_eq!(r.status(), StatusCode::OK, "staff upload {n}");
    }
}

#[tokio::test]
async fn a_staff_upload_does_not_queue_behind_clients_images() {
    let app = std::sync::Arc::new(spawn_app().await);
    let token = registered_client(&app, "0812000003").await;
    let admin = app.admin_token().await;
    // Four 16-megapixel avatars at once (each long to decode and scale), then a staff photo.
    let big = png(4_000, 4_000);
    let done = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let mut uploads = tokio::task::JoinSet::new();
    for n in 0..4 {
        let (app, token, big, done) = (app.clone(), token.clone(), big.clone(), done.clone());
        uploads.spawn(async move {
            let r = upload(&app, &token, big, "big.png").await;
            drop(app);
            assert_eq!(r.status(), StatusCode::OK);
            done.lock().unwrap().push(format!("client {n}"));
        });
    }
    // Once a client's avatar holds the clients' decode slot, the others wait behind it.
    while app.state.client_decodes.available_permits() > 0 {
        tokio::task::yield_now().await;
    }
    let r = upload(&app, &admin, png(640, 480), "staff.png").await;
    assert_eq!(r.status(), StatusCode::OK);
    done.lock().unwrap().push("staff".into());
    uploads.join_all().await;
    let done = done.lock().unwrap().clone();
    let staff_at = done.iter().position(|d| d == "staff").unwrap();
    assert!(
        staff_at <= 1,
        "the staff photo waited for the clients' avatars: {done:?}"
    );
}

/// Several processes, one truth: on PostgreSQL a photo's bytes are in the database, so a second
/// `soute serve` with a data folder of its own serves what the first received. On SQLite (one
/// process) they stay in the data folder.
#[tokio::test]
async fn a_photo_uploaded_through_one_process_is_served_by_another() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let r = upload(&app, &token, png(40, 30), "photo.png").await;
    let url = json_of(r, StatusCode::OK).await["data"]["avatar"]
        .as_str()
        .unwrap()
        .to_string();
    let name = url.strip_prefix("/api/files/").unwrap().to_string();
    let served = app.get_as(&url, &token).await.bytes().await.unwrap();
    let in_folder = app.config.files_dir().join(&name).exists();
    let in_row: Option<Vec<u8>> = sqlx::query_scalar("SELECT content FROM files WHERE name = $1")
        .bind(&name)
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    if app.db.backend() == soute::db::Backend::Sqlite {
        assert!(
            in_folder && in_row.is_none(),
            "SQLite keeps the data folder"
        );
        return;
    }
    assert!(!in_folder, "nothing in the first process's folder");
    assert_eq!(in_row.as_deref(), Some(&served[..]));

    let other_dir =
        std::env::temp_dir().join(format!("soute-second-{}", crate::helpers::short_id()));
    let mut config = soute::Config::local(other_dir, app.config.database_url.clone());
    config.admin_password = None;
    let second = crate::helpers::spawn_on(config).await;
    // The session is a row of the same database: the second process knows it too.
    let r = second.get_as(&url, &token).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "image/jpeg");
    assert_eq!(r.bytes().await.unwrap(), served);
}
