//! `spawn_app()`: a real `soute` on a free port with its own fresh database.

use std::{
    collections::HashMap,
    path::PathBuf,
    sync::{
        LazyLock, Mutex,
        atomic::{AtomicU32, Ordering},
    },
    thread::{self, ThreadId},
};

use reqwest::{Response, StatusCode};
use serde_json::{Value, json};
use soute::{Application, Config, app::AppState, db::Db};
use sqlx::Executor;
use tracing::{Event, Subscriber, span};
use tracing_subscriber::{
    EnvFilter, Layer,
    filter::filter_fn,
    layer::{Context, SubscriberExt},
    registry::LookupSpan,
    util::SubscriberInitExt,
};

pub const ADMIN_PASSWORD: &str = "Admin-pass-2026";

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub db: Db,
    pub config: Config,
    /// The running server's shared state: its idempotency keeper, its decode slots.
    pub state: AppState,
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
    data_dir: PathBuf,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// Starts the server with a configuration adjusted by `adjust` (on top of test defaults).
pub async fn spawn_app_with(adjust: impl FnOnce(&mut Config)) -> TestApp {
    // Errors the server logs (internal errors) show up in a failing test's output; the queries
    // the server runs are counted for the test that caused them (`queries_during`).
    let _ = tracing_subscriber::registry()
        .with(
            tracing_subscriber::fmt::layer()
                .with_test_writer()
                .with_filter(EnvFilter::new(
                    std::env::var("RUST_LOG").unwrap_or_else(|_| "soute=error".to_string()),
                )),
        )
        .with(QueryCounter.with_filter(filter_fn(|m| m.is_span() || m.target() == "sqlx::query")))
        .try_init();
    let (data_dir, database_url) = fresh_storage().await;
    let mut config = Config::local(data_dir.clone(), database_url);
    config.admin_password = Some(ADMIN_PASSWORD.to_string());
    adjust(&mut config);
    spawn_on(config).await
}

/// Starts the server on `config`'s data folder and database as they are (a restored backup);
/// the folder is removed when the app is dropped.
pub async fn spawn_on(config: Config) -> TestApp {
    let data_dir = config.data_dir.clone();
    let app = Application::build(config.clone())
        .await
        .expect("the server starts");
    let address = format!("http://{}", app.local_addr());
    let state = app.state();
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(app.run_until_stopped(async {
        let _ = rx.await;
    }));
    let db = Db::connect(&config.database_url)
        .await
        .unwrap()
        .with_clock(config.clock.clone());
    TestApp {
        address,
        client: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap(),
        db,
        config,
        state,
        shutdown: Some(tx),
        data_dir,
    }
}

// ---- counting the server's queries ----

/// How many queries sqlx ran on behalf of each test thread.
static QUERIES: LazyLock<Mutex<HashMap<ThreadId, u64>>> = LazyLock::new(Default::default);
/// The text of those queries, for the threads that asked for it ([`statements_during`]).
static STATEMENTS: LazyLock<Mutex<HashMap<ThreadId, Vec<String>>>> =
    LazyLock::new(Default::default);

/// Reads the statement's text out of sqlx's query event.
struct StatementText(Option<String>);

impl tracing::field::Visit for StatementText {
    fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
        if field.name() == "db.statement" {
            self.0 = Some(value.to_string());
        }
    }

    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        if field.name() == "db.statement" {
            self.0 = Some(format!("{value:?}"));
        }
    }
}

/// The thread a span was first opened on, inherited by the spans opened inside it.
struct Origin(ThreadId);

/// Counts sqlx's query events (one per statement, target `sqlx::query`) for the thread that opened
/// the outermost span around them. A `#[tokio::test]` runs its runtime, hence the server it
/// spawned, on its own thread, where each request's span opens; SQLite's worker thread runs a
/// statement inside the span of the request that sent it. So parallel tests never mix counts.
struct QueryCounter;

impl<S: Subscriber + for<'a> LookupSpan<'a>> Layer<S> for QueryCounter {
    fn on_new_span(&self, _attrs: &span::Attributes<'_>, id: &span::Id, ctx: Context<'_, S>) {
        let Some(span) = ctx.span(id) else { return };
        let origin = span
            .parent()
            .and_then(|p| p.extensions().get::<Origin>().map(|o| o.0))
            .unwrap_or_else(|| thread::current().id());
        span.extensions_mut().insert(Origin(origin));
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        if event.metadata().target() != "sqlx::query" {
            return;
        }
        let origin = ctx
            .event_span(event)
            .and_then(|s| s.extensions().get::<Origin>().map(|o| o.0))
            .unwrap_or_else(|| thread::current().id());
        *QUERIES.lock().unwrap().entry(origin).or_default() += 1;
        if let Some(texts) = STATEMENTS.lock().unwrap().get_mut(&origin) {
            let mut text = StatementText(None);
            event.record(&mut text);
            if let Some(text) = text.0 {
                texts.push(text);
            }
        }
    }
}

/// The statements the server ran while `work` ran (same conditions as [`queries_during`]).
pub async fn statements_during<T>(work: impl Future<Output = T>) -> (Vec<String>, T) {
    let me = thread::current().id();
    STATEMENTS.lock().unwrap().insert(me, Vec::new());
    let out = work.await;
    let texts = STATEMENTS.lock().unwrap().remove(&me).unwrap_or_default();
    (texts, out)
}

fn queries_so_far() -> u64 {
    let me = thread::current().id();
    QUERIES.lock().unwrap().get(&me).copied().unwrap_or(0)
}

/// How many queries the server ran while `work` (requests to it, nothing else) ran. Only in a
/// test on tokio's default single-thread runtime, where the server runs on the test's thread.
pub async fn queries_during<T>(work: impl Future<Output = T>) -> (u64, T) {
    let before = queries_so_far();
    let out = work.await;
    (queries_so_far() - before, out)
}

/// A unique name for this test's storage, across parallel tests and repeated runs.
pub fn unique_name() -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!(
        "soute_t_{}_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst),
        nanos
    )
}

/// A short unique text (at most 12 characters) for names that must differ between fixtures.
pub fn short_id() -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!(
        "X{}{:06}",
        COUNTER.fetch_add(1, Ordering::SeqCst),
        nanos % 1_000_000
    )
}

/// A fresh data folder and database: a SQLite file in it, or a new PostgreSQL database.
async fn fresh_storage() -> (PathBuf, String) {
    let name = unique_name();
    let data_dir = std::env::temp_dir().join(&name);
    std::fs::create_dir_all(&data_dir).unwrap();
    let url = match std::env::var("TEST_DATABASE_URL") {
        Ok(admin_url) if !admin_url.is_empty() => {
            let admin = Db::connect(&admin_url)
                .await
                .expect("TEST_DATABASE_URL connects");
            drop_leftovers(&admin).await;
            admin
                .pool()
                .execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
                .await
                .expect("the test role may create databases");
            admin.close().await;
            with_database(&admin_url, &name)
        }
        _ => Config::default_database_url(&data_dir),
    };
    (data_dir, url)
}

/// Whether the test process that named a database `soute_t_{pid}_…` has ended (a test runner
/// may run each test in a process of its own: a live one's database is in use).
fn left_behind(name: &str) -> bool {
    let pid = name.trim_start_matches("soute_t_").split('_').next();
    let proc = std::path::Path::new("/proc");
    match pid {
        Some(pid) if proc.is_dir() => !proc.join(pid).exists(),
        _ => false,
    }
}

/// Drops the databases earlier runs of the suite left behind (once per process).
async fn drop_leftovers(admin: &Db) {
    static DONE: tokio::sync::OnceCell<()> = tokio::sync::OnceCell::const_new();
    DONE.get_or_init(|| async {
        let mine = format!("soute_t_{}_%", std::process::id());
        let old: Vec<String> = sqlx::query_scalar(
            "SELECT CAST(datname AS TEXT) FROM pg_database WHERE datname LIKE 'soute_t_%' AND datname NOT LIKE $1",
        )
        .bind(mine)
        .fetch_all(admin.pool())
        .await
        .unwrap();
        for name in old.into_iter().filter(|n| left_behind(n)) {
            let _ = admin
                .pool()
                .execute(sqlx::AssertSqlSafe(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")))
                .await;
        }
    })
    .await;
}

/// `postgres://u:p@h:5432/db?x` with its database name replaced.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    let root = match base[scheme_end..].find('/') {
        Some(i) => &base[..scheme_end + i],
        None => base,
    };
    match query {
        Some(q) => format!("{root}/{name}?{q}"),
        None => format!("{root}/{name}"),
    }
}

impl TestApp {
    /// Today at the fixtures' branches (Goma, `Africa/Lubumbashi`), whose day their figures
    /// are on.
    pub fn branch_today(&self) -> String {
        soute::domain::days::local_day(&self.config.clock.now(), "Africa/Lubumbashi")
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn get(&self, path: &str) -> Response {
        self.client.get(self.url(path)).send().await.unwrap()
    }

    pub async fn get_as(&self, path: &str, token: &str) -> Response {
        self.client
            .get(self.url(path))
            .header("x-access-token", token)
            .send()
            .await
            .unwrap()
    }

    pub async fn login(&self, username: &str, password: &str) -> Response {
        self.post_json(
            "/api/login",
            &json!({ "username": username, "password": password }),
        )
        .await
    }

    /// Signs in as the super user and answers the session token.
    pub async fn admin_token(&self) -> String {
        let r = self.login("admin", ADMIN_PASSWORD).await;
        assert_eq!(r.status(), StatusCode::OK);
        let body: Value = r.json().await.unwrap();
        body["token"].as_str().unwrap().to_string()
    }
}

/// Asserts the status and answers the JSON body.
pub async fn json_of(response: Response, status: StatusCode) -> Value {
    let actual = response.status();
    let text = response.text().await.unwrap();
    assert_eq!(actual, status, "unexpected status; body: {text}");
    serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON: {text}"))
}

/// The answer to refused input, for tests going through both kinds: 400 when a field is malformed
/// (what the document states), 422 when it is well formed but a rule refuses it.
pub async fn json_of_refusal(response: Response) -> Value {
    let actual = response.status();
    let text = response.text().await.unwrap();
    assert!(
        actual == StatusCode::BAD_REQUEST || actual == StatusCode::UNPROCESSABLE_ENTITY,
        "unexpected status {actual}; body: {text}"
    );
    serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON: {text}"))
}

#[test]
fn database_names_are_replaced_in_urls() {
    assert_eq!(
        with_database("postgres://u:p@localhost:5432/soute_test", "x"),
        "postgres://u:p@localhost:5432/x"
    );
    assert_eq!(
        with_database("postgres://u:p@localhost/soute_test?sslmode=disable", "x"),
        "postgres://u:p@localhost/x?sslmode=disable"
    );
    assert_eq!(
        with_database("postgres://localhost", "x"),
        "postgres://localhost/x"
    );
}

/// A person signed in with exactly these permissions (through a profile made for them).
pub struct Member {
    pub id: i64,
    pub profile_id: i64,
    pub token: String,
}

impl TestApp {
    /// Creates, straight in the database, a profile granting `permissions`, a person holding it
    /// and a session for them: no password hashing, so tables of cases stay fast.
    pub async fn member_with(&self, permissions: &[&str]) -> Member {
        let n = unique_name();
        let now = self.config.clock.now();
        let profile_id: i64 = sqlx::query_scalar(
            "INSERT INTO profiles (name, created_at, updated_at) VALUES ($1, $2, $2) RETURNING id",
        )
        .bind(format!("Profil {n}"))
        .bind(&now)
        .fetch_one(self.db.pool())
        .await
        .unwrap();
        for name in permissions {
            let inserted = sqlx::query(
                "INSERT INTO profile_permissions (profile_id, permission_id) \
                 SELECT $1, id FROM permissions WHERE name = $2",
            )
            .bind(profile_id)
            .bind(*name)
            .execute(self.db.pool())
            .await
            .unwrap();
            assert_eq!(inserted.rows_affected(), 1, "unknown permission {name}");
        }
        let id = self
            .person_with_profile(profile_id, &format!("Membre {n}"))
            .await;
        let token = self.session_for(id).await;
        Member {
            id,
            profile_id,
            token,
        }
    }

    /// A person signed in with every permission but `excluded`.
    pub async fn member_without(&self, excluded: &[&str]) -> Member {
        let all = soute::domain::permissions::catalogue();
        let kept: Vec<&str> = all
            .iter()
            .map(String::as_str)
            .filter(|p| !excluded.contains(p))
            .collect();
        self.member_with(&kept).await
    }

    /// A session for this person, straight in the database: answers its token.
    pub async fn session_for(&self, user_id: i64) -> String {
        let (token, hash) = soute::security::new_session_token();
        let now = self.config.clock.now();
        sqlx::query(
            "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) \
             VALUES ($1, $2, $3, $3, $4)",
        )
        .bind(hash)
        .bind(user_id)
        .bind(&now)
        .bind(self.config.clock.from_now(time::Duration::hours(1)))
        .execute(self.db.pool())
        .await
        .unwrap();
        token
    }

    /// A person (no password, no session) holding a profile, straight in the database.
    pub async fn person_with_profile(&self, profile_id: i64, name: &str) -> i64 {
        sqlx::query_scalar(
            "INSERT INTO users (name, status, profile_id, created_at, updated_at) \
             VALUES ($1, 1, $2, $3, $3) RETURNING id",
        )
        .bind(name)
        .bind(profile_id)
        .bind(self.config.clock.now())
        .fetch_one(self.db.pool())
        .await
        .unwrap()
    }

    /// The id of a fixed profile by its code (client, chauffeur, pilote, externe, superuser).
    pub async fn profile_id(&self, code: &str) -> i64 {
        sqlx::query_scalar("SELECT id FROM profiles WHERE code = $1")
            .bind(code)
            .fetch_one(self.db.pool())
            .await
            .unwrap()
    }

    /// Sends a request as `token` (none: anonymous), with a JSON body when given.
    pub async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Response {
        let mut request = self.client.request(method, self.url(path));
        if let Some(token) = token {
            request = request.header("x-access-token", token);
        }
        if let Some(body) = body {
            request = request.json(body);
        }
        request.send().await.unwrap()
    }

    /// A GET as `token`, asking for answers in `lang` (`Accept-Language`).
    pub async fn get_in(&self, path: &str, token: &str, lang: &str) -> Response {
        self.client
            .get(self.url(path))
            .header("x-access-token", token)
            .header("Accept-Language", lang)
            .send()
            .await
            .unwrap()
    }

    pub async fn post_as(&self, path: &str, token: &str, body: &Value) -> Response {
        self.send(reqwest::Method::POST, path, Some(token), Some(body))
            .await
    }

    /// A multipart form (files), as the browser sends it.
    pub async fn post_multipart_as(
        &self,
        path: &str,
        token: &str,
        form: reqwest::multipart::Form,
    ) -> Response {
        self.client
            .post(self.url(path))
            .header("x-access-token", token)
            .multipart(form)
            .send()
            .await
            .unwrap()
    }

    pub async fn put_as(&self, path: &str, token: &str, body: &Value) -> Response {
        self.send(reqwest::Method::PUT, path, Some(token), Some(body))
            .await
    }

    pub async fn delete_as(&self, path: &str, token: &str) -> Response {
        self.send(reqwest::Method::DELETE, path, Some(token), None)
            .await
    }
}
