//! `make bench`: the load driver that measures DESIGN §9's budget. It generates (once, cached)
//! the measured set and the 1 % set, serves each with the release binary, drives every read
//! endpoint at 50 clients and `POST /api/expeditions` at 8, measures bare durable SQLite
//! transactions on the same disk, and writes `bench/results/<engine>-<scale>.{md,json}`.
//!
//! It is a measurement: it fails only when it cannot measure, never on a missed budget.

use std::{
    error::Error,
    fs,
    net::TcpListener,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::atomic::{AtomicU64, Ordering},
    time::{Duration, Instant},
};

use clap::Parser;
use reqwest::Method;
use serde::Serialize;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

type Res<T> = Result<T, Box<dyn Error>>;

/// The super user's password on every bench set (set when generating and serving).
const ADMIN_PASSWORD: &str = "Bench-admin-2026";
/// Given to the sampled client so that `/api/my/expeditions` is read as that client.
const CLIENT_PASSWORD: &str = "Bench-client-2026";
const READ_CLIENTS: usize = 50;
const CREATE_CLIENTS: usize = 8;
const WARM_UP: Duration = Duration::from_secs(1);
/// A measured request still unanswered after this long is an error: it is 200 times over the
/// budget, and waiting longer would only make a slow case last minutes.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
const P99_BUDGET_MS: f64 = 50.0;
const RATIO_BUDGET: f64 = 0.5;
const CREATE_BUDGET: f64 = 1.0 / 6.0;

/// GET operations of the OpenAPI document deliberately left out, and why.
const SKIPPED: &[(&str, &str)] = &[
    (
        "/api/files/{name}",
        "file download; the generated set holds no uploaded file",
    ),
    (
        "/api/countries",
        "static list compiled into the binary, no database read",
    ),
    (
        "/api/countries/{code}",
        "static list compiled into the binary, no database read",
    ),
    (
        "/api/countries/{code}/{region}",
        "static list compiled into the binary, no database read",
    ),
    ("/api/site", "configuration only, no database read"),
];

#[derive(Parser, Debug)]
#[command(about = "Measures the API on a generated set against the 1 % set (make bench)")]
struct Args {
    /// Scale of the measured set (1.0 is DESIGN §9's reference set).
    #[arg(long, env = "BENCH_SCALE", default_value = "1.0")]
    scale: String,
    /// Scale of the set each endpoint is compared with.
    #[arg(long, default_value = "0.01")]
    small_scale: String,
    /// Seconds measured per endpoint, after a one-second warm-up.
    #[arg(long, env = "BENCH_SECONDS", default_value_t = 5.0)]
    seconds: f64,
    #[arg(long, default_value_t = soute::generate::DEFAULT_SEED)]
    seed: u64,
    /// The release server binary.
    #[arg(long)]
    soute: PathBuf,
    /// Cache of generated sets and working copies (SQLite files, server logs).
    #[arg(long, default_value = "bench/data")]
    data: PathBuf,
    #[arg(long, default_value = "bench/results")]
    results: PathBuf,
    /// PostgreSQL database of the measured set (generated into when it holds no expedition).
    #[arg(long, env = "BENCH_DATABASE_URL", hide_env_values = true)]
    database_url: Option<String>,
    /// PostgreSQL database of the 1 % set.
    #[arg(long, env = "BENCH_SMALL_DATABASE_URL", hide_env_values = true)]
    small_database_url: Option<String>,
    /// Measures only the cases whose name holds one of these texts (repeatable), to work on a
    /// few endpoints; the results are then written under `bench/results/partial-…`.
    #[arg(long)]
    only: Vec<String>,
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Res<()> {
    let args = Args::parse();
    let engine = match (&args.database_url, &args.small_database_url) {
        (None, None) => "sqlite",
        (Some(_), Some(_)) => "postgres",
        _ => {
            return Err(
                "set both BENCH_DATABASE_URL and BENCH_SMALL_DATABASE_URL, or neither".into(),
            );
        }
    };
    for scale in [&args.scale, &args.small_scale] {
        match scale.parse::<f64>() {
            Ok(s) if s > 0.0 && s <= 10.0 => {}
            _ => {
                return Err(format!("scale {scale}: expected a number above 0, at most 10").into());
            }
        }
    }
    fs::create_dir_all(&args.data)?;
    fs::create_dir_all(&args.results)?;
    let run = Run {
        args: &args,
        seconds: Duration::from_secs_f64(args.seconds),
        http: reqwest::Client::builder()
            .timeout(Duration::from_secs(300))
            .build()?,
    };

    println!("bare durable SQLite transactions ({} s)…", args.seconds);
    let bare = bare_transactions(&args.data, run.seconds).await?;
    println!("  {bare:.0} transactions/s");
    println!("\n== 1 % set: {engine}, scale {}", args.small_scale);
    let small = run
        .measure_set(&args.small_scale, args.small_database_url.as_deref())
        .await?;
    println!("\n== measured set: {engine}, scale {}", args.scale);
    let big = run
        .measure_set(&args.scale, args.database_url.as_deref())
        .await?;
    let report = Report::new(&args, engine, bare, big, small);
    report.write(&args.results, !args.only.is_empty())?;
    Ok(())
}

struct Run<'a> {
    args: &'a Args,
    seconds: Duration,
    http: reqwest::Client,
}

/// What one set measured: each case in order, and the GET operations left out.
struct SetResult {
    cases: Vec<(Case, Measure)>,
    not_covered: Vec<String>,
}

impl Run<'_> {
    /// Prepares the set, serves it, samples it, drives every case, and stops the server.
    async fn measure_set(&self, scale: &str, database_url: Option<&str>) -> Res<SetResult> {
        let engine = if database_url.is_some() {
            "postgres"
        } else {
            "sqlite"
        };
        let data_dir = match database_url {
            None => self.sqlite_copy(scale)?,
            Some(_) => self.args.data.join(format!("postgres-{scale}")),
        };
        fs::create_dir_all(&data_dir)?;
        let log = self.args.data.join(format!("{engine}-{scale}-server.log"));
        let mut server = Server::start(&self.args.soute, &data_dir, database_url, &log)?;
        server.wait_healthy(&self.http).await?;
        let mut api = Api::new(&self.http, &server.base);
        let mut admin = api.login("admin", ADMIN_PASSWORD).await.map_err(|e| {
            format!(
                "{e}\n`admin` must sign in with the bench's password ({ADMIN_PASSWORD}): a \
                 database filled outside the bench cannot be used"
            )
        })?;
        if database_url.is_some()
            && api.get(&admin, "/api/expeditions?per_page=1").await?["total"] == 0
        {
            server.stop();
            println!("the database holds no expedition: generating scale {scale} into it");
            self.generate(&data_dir, scale, database_url)?;
            server = Server::start(&self.args.soute, &data_dir, database_url, &log)?;
            server.wait_healthy(&self.http).await?;
            api = Api::new(&self.http, &server.base);
            admin = api.login("admin", ADMIN_PASSWORD).await?;
        }
        let samples = Samples::pick(&api, &admin).await?;
        let mut cases = cases(&samples, &admin);
        let not_covered = uncovered(&api, &admin, &cases).await?;
        if !self.args.only.is_empty() {
            cases.retain(|c| self.args.only.iter().any(|o| c.name.contains(o.as_str())));
        }
        for template in &not_covered {
            println!("  WARNING: GET {template} is neither benched nor listed as skipped");
        }
        let mut measured = Vec::new();
        for case in cases {
            let m = run_case(&api, &case, self.seconds).await;
            println!(
                "  {:<58} {:>8.0} req/s  p50 {:>7.1} ms  p99 {:>7.1} ms  max {:>7.1} ms  {} errors",
                case.name, m.req_per_s, m.p50_ms, m.p99_ms, m.max_ms, m.errors
            );
            if let Some(e) = &m.first_error {
                println!("    first error: {e}");
            }
            measured.push((case, m));
        }
        server.stop();
        Ok(SetResult {
            cases: measured,
            not_covered,
        })
    }

    /// A fresh working copy of the cached SQLite set (generated first when missing), so that
    /// the creates of one run never change what the next one reads.
    fn sqlite_copy(&self, scale: &str) -> Res<PathBuf> {
        let prefix = format!("sqlite-{scale}-seed{}-", self.args.seed);
        let key = format!("{prefix}{}", schema_hash()?);
        let cache = self.args.data.join(&key);
        if !cache.join("complete").exists() {
            // Also removes an interrupted generation (`….partial`) and an incomplete cache.
            for entry in fs::read_dir(&self.args.data)? {
                let path = entry?.path();
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                if name.starts_with(&prefix) {
                    println!(
                        "removing {} (older schema or generator, or unfinished)",
                        path.display()
                    );
                    fs::remove_dir_all(&path)?;
                }
            }
            let partial = self.args.data.join(format!("{key}.partial"));
            fs::create_dir_all(&partial)?;
            println!("generating scale {scale} into {}", cache.display());
            self.generate(&partial, scale, None)?;
            fs::write(partial.join("complete"), "")?;
            fs::rename(&partial, &cache)?;
        }
        let work = self.args.data.join(format!("run-sqlite-{scale}"));
        if work.exists() {
            fs::remove_dir_all(&work)?;
        }
        let began = Instant::now();
        copy_dir(&cache, &work)?;
        println!(
            "working copy of {} in {:.1} s",
            cache.display(),
            began.elapsed().as_secs_f64()
        );
        Ok(work)
    }

    fn generate(&self, data_dir: &Path, scale: &str, database_url: Option<&str>) -> Res<()> {
        let mut command = Command::new(&self.args.soute);
        command
            .arg("--data-dir")
            .arg(data_dir)
            .args(["generate", "--scale", scale, "--seed"])
            .arg(self.args.seed.to_string());
        server_env(&mut command, database_url);
        let status = command.status()?;
        if !status.success() {
            return Err(format!("soute generate --scale {scale} failed ({status})").into());
        }
        Ok(())
    }
}

/// The environment of a `soute` child: the bench's admin password and database, nothing inherited.
fn server_env(command: &mut Command, database_url: Option<&str>) {
    command
        .env("SOUTE_ADMIN_PASSWORD", ADMIN_PASSWORD)
        .env_remove("SOUTE_DATA_DIR")
        .env_remove("SOUTE_BIND")
        .env_remove("SOUTE_WEB_DIR");
    match database_url {
        Some(url) => command.env("DATABASE_URL", url),
        None => command.env_remove("DATABASE_URL"),
    };
}

/// What the generated data depends on: a change to any of these files makes a new set.
fn schema_hash() -> Res<String> {
    let server = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    collect_files(&server.join("migrations"), &mut files)?;
    collect_files(&server.join("src/generate"), &mut files)?;
    files.push(server.join("src/db/bulk.rs"));
    files.sort();
    let mut hash = Sha256::new();
    for file in files {
        hash.update(file.strip_prefix(server)?.to_string_lossy().as_bytes());
        hash.update(fs::read(&file)?);
    }
    let digest = hash.finalize();
    Ok(digest[..6].iter().map(|b| format!("{b:02x}")).collect())
}

fn collect_files(dir: &Path, files: &mut Vec<PathBuf>) -> Res<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect_files(&path, files)?;
        } else {
            files.push(path);
        }
    }
    Ok(())
}

fn copy_dir(from: &Path, to: &Path) -> Res<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let path = entry?.path();
        let target = to.join(path.file_name().unwrap_or_default());
        if path.is_dir() {
            copy_dir(&path, &target)?;
        } else {
            fs::copy(&path, &target)?;
        }
    }
    Ok(())
}

/// A `soute serve` child on a free port; stopped (SIGTERM, then killed) when dropped.
struct Server {
    child: Option<Child>,
    base: String,
}

impl Server {
    fn start(soute: &Path, data_dir: &Path, database_url: Option<&str>, log: &Path) -> Res<Server> {
        let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let mut command = Command::new(soute);
        command
            .arg("--data-dir")
            .arg(data_dir)
            .args(["serve", "--bind", &format!("127.0.0.1:{port}")])
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(fs::File::create(log)?);
        server_env(&mut command, database_url);
        let child = command
            .spawn()
            .map_err(|e| format!("{}: {e}", soute.display()))?;
        Ok(Server {
            child: Some(child),
            base: format!("http://127.0.0.1:{port}"),
        })
    }

    /// Waits for `/api/health` (migrations on a large set may take a while).
    async fn wait_healthy(&mut self, http: &reqwest::Client) -> Res<()> {
        let began = Instant::now();
        while began.elapsed() < Duration::from_secs(600) {
            if let Some(child) = self.child.as_mut()
                && let Some(status) = child.try_wait()?
            {
                return Err(format!("soute serve stopped at start ({status}); see its log").into());
            }
            let health = http.get(format!("{}/api/health", self.base)).send().await;
            if health.is_ok_and(|r| r.status().is_success()) {
                return Ok(());
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        Err("soute serve did not answer /api/health within 10 minutes".into())
    }

    fn stop(&mut self) {
        let Some(mut child) = self.child.take() else {
            return;
        };
        let _ = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status();
        for _ in 0..150 {
            if let Ok(Some(_)) = child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = child.kill();
        let _ = child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The running server, as an API client sees it.
struct Api<'a> {
    http: &'a reqwest::Client,
    base: String,
}

impl<'a> Api<'a> {
    fn new(http: &'a reqwest::Client, base: &str) -> Api<'a> {
        Api {
            http,
            base: base.to_string(),
        }
    }

    async fn send(
        &self,
        method: Method,
        token: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Res<Value> {
        let mut request = self
            .http
            .request(method.clone(), format!("{}{path}", self.base))
            .bearer_auth(token);
        if let Some(body) = body {
            request = request.json(body);
        }
        let response = request.send().await?;
        let status = response.status();
        let text = response.text().await?;
        if !status.is_success() {
            return Err(format!("{method} {path}: {status} {text}").into());
        }
        Ok(serde_json::from_str(&text)?)
    }

    async fn get(&self, token: &str, path: &str) -> Res<Value> {
        self.send(Method::GET, token, path, None).await
    }

    /// Signs in; answers the session token.
    async fn login(&self, username: &str, password: &str) -> Res<String> {
        let body = json!({"username": username, "password": password});
        let answer = self
            .send(Method::POST, "", "/api/login", Some(&body))
            .await?;
        Ok(text(&answer["token"]))
    }
}

fn text(v: &Value) -> String {
    v.as_str().unwrap_or_default().to_string()
}

fn id(v: &Value) -> i64 {
    v.as_i64().unwrap_or_default()
}

/// The first row of a list page.
async fn first(api: &Api<'_>, token: &str, path: &str) -> Res<Value> {
    let page = api.get(token, path).await?;
    match page["items"].get(0) {
        Some(item) => Ok(item.clone()),
        None => Err(format!("GET {path}: empty list, nothing to sample").into()),
    }
}

/// The tabs a `…/counts` endpoint answers.
async fn tabs(api: &Api<'_>, token: &str, path: &str) -> Res<Vec<String>> {
    let counts = api.get(token, path).await?;
    Ok(counts
        .as_array()
        .map(|a| a.iter().map(|c| text(&c["status"])).collect())
        .unwrap_or_default())
}

/// Realistic values picked through the API itself: what a person would click or type.
struct Samples {
    expedition_new: Value,
    expedition_old: Value,
    expedition_statuses: Vec<String>,
    parcel: Value,
    parcel_stages: Vec<String>,
    waybill: Value,
    waybill_statuses: Vec<String>,
    manifest: Value,
    manifest_statuses: Vec<String>,
    invoice: Value,
    billet: Value,
    billet_statuses: Vec<String>,
    depense: Value,
    client: Value,
    client_profile: i64,
    branch: i64,
    route: i64,
    articles: Vec<i64>,
    aircraft: i64,
    /// A component, a piece, an inspection item, a document and a logbook of the fleet.
    component: i64,
    piece: i64,
    inspection: i64,
    document: i64,
    logbook: i64,
    /// Sessions of the sampled client, the waybill's driver and the manifest's pilot.
    client_token: Option<String>,
    /// A session of the sampled ticket's passenger (a client: the ticket's phone is theirs).
    passenger_token: Option<String>,
    driver_token: Option<String>,
    pilot_token: Option<String>,
}

impl Samples {
    async fn pick(api: &Api<'_>, admin: &str) -> Res<Samples> {
        let newest = api.get(admin, "/api/expeditions?per_page=1").await?;
        let expedition_new = newest["items"][0].clone();
        let total = id(&newest["total"]);
        // About 3 % from the start: an old expedition with a reference of a few digits.
        let old_page = (total - total / 33).max(1);
        let expedition_old = first(
            api,
            admin,
            &format!("/api/expeditions?per_page=1&page={old_page}"),
        )
        .await?;
        let waybill = first(api, admin, "/api/waybills?per_page=1").await?;
        let manifest = first(api, admin, "/api/manifests?per_page=1&status=Arriver").await?;
        let client = api
            .get(
                admin,
                &format!("/api/users/{}", id(&expedition_new["senderId"])),
            )
            .await?;
        let billet = first(api, admin, "/api/billets?per_page=1").await?;
        let passenger = api
            .get(admin, &format!("/api/users/{}", id(&billet["customerId"])))
            .await?;
        let client_profile = api.get(admin, "/api/users/counts").await?;
        let client_profile = client_profile
            .as_array()
            .and_then(|a| a.iter().find(|p| p["code"] == "client"))
            .map(|p| id(&p["profileId"]))
            .unwrap_or(2);
        let articles = api.get(admin, "/api/articles?per_page=2").await?["items"]
            .as_array()
            .map(|a| a.iter().map(|x| id(&x["id"])).collect())
            .unwrap_or_default();
        let staff = soute::demo::STAFF_PASSWORD;
        let driver_tel = text(&waybill["waybill_driver"]["tel"]);
        let pilot_tel = text(&manifest["pilot"]["tel"]);
        Ok(Samples {
            expedition_statuses: tabs(api, admin, "/api/expeditions/counts").await?,
            parcel: first(api, admin, "/api/packags?per_page=1").await?,
            parcel_stages: tabs(api, admin, "/api/packags/counts").await?,
            waybill_statuses: tabs(api, admin, "/api/waybills/counts").await?,
            manifest_statuses: tabs(api, admin, "/api/manifests/counts").await?,
            invoice: first(api, admin, "/api/invoices?per_page=1").await?,
            billet,
            billet_statuses: tabs(api, admin, "/api/billets/counts").await?,
            depense: first(api, admin, "/api/depenses?per_page=1").await?,
            client_profile,
            branch: id(&first(api, admin, "/api/extensions?per_page=1").await?["id"]),
            route: id(&first(api, admin, "/api/prices?per_page=1&status=1").await?["id"]),
            articles,
            aircraft: id(
                &first(api, admin, "/api/planecomposants?per_page=1&category=1").await?["id"],
            ),
            component: id(
                &first(api, admin, "/api/planecomposants?per_page=1&category=2").await?["id"],
            ),
            piece: id(&first(api, admin, "/api/pieces?per_page=1").await?["id"]),
            inspection: id(&first(api, admin, "/api/inspections?per_page=1").await?["id"]),
            document: id(&first(api, admin, "/api/documents?per_page=1").await?["id"]),
            logbook: id(&first(api, admin, "/api/logbooks?per_page=1").await?["id"]),
            client_token: client_session(api, admin, &client).await.map_err(warn).ok(),
            passenger_token: client_session(api, admin, &passenger)
                .await
                .map_err(warn)
                .ok(),
            driver_token: api.login(&driver_tel, staff).await.map_err(warn).ok(),
            pilot_token: api.login(&pilot_tel, staff).await.map_err(warn).ok(),
            expedition_new,
            expedition_old,
            waybill,
            manifest,
            client,
        })
    }
}

fn warn(e: Box<dyn Error>) -> Box<dyn Error> {
    println!("  WARNING: {e}");
    e
}

/// Generated clients have no password: the sampled one gets one (through the API, as an
/// administrator would), then signs in with their phone.
async fn client_session(api: &Api<'_>, admin: &str, client: &Value) -> Res<String> {
    let mut form = serde_json::Map::new();
    for field in [
        "name",
        "email",
        "tel",
        "adress",
        "gender",
        "country",
        "countryData",
        "countryCode",
        "region",
        "city",
        "profileId",
        "extensionId",
        "status",
        "updatedAt",
    ] {
        form.insert(field.to_string(), client[field].clone());
    }
    form.insert("password".into(), json!(CLIENT_PASSWORD));
    let path = format!("/api/users/{}", id(&client["id"]));
    api.send(Method::PUT, admin, &path, Some(&Value::Object(form)))
        .await?;
    api.login(&text(&client["tel"]), CLIENT_PASSWORD).await
}

/// One measured request shape.
struct Case {
    name: String,
    method: Method,
    path: String,
    body: Option<Value>,
    clients: usize,
    token: String,
}

/// The cases of one set, each GET read by `token` at `READ_CLIENTS` clients.
struct Cases {
    out: Vec<Case>,
    token: String,
}

impl Cases {
    fn get(&mut self, name: impl Into<String>, path: impl Into<String>) {
        let token = self.token.clone();
        self.get_as(&token, name, path);
    }

    fn get_as(&mut self, token: &str, name: impl Into<String>, path: impl Into<String>) {
        self.out.push(Case {
            name: name.into(),
            method: Method::GET,
            path: path.into(),
            body: None,
            clients: READ_CLIENTS,
            token: token.to_string(),
        });
    }

    /// A list's first page, a deep page, each tab (`param=value`) and then its `/counts`, and
    /// each search (`column`, the text typed, what that text is), with the tabs' counts of its
    /// matches when the list has tabs.
    fn list(&mut self, list: &str, deep: u32, param: &str, tabs: &[String], searches: &[Search]) {
        self.get(format!("{list} page 1"), format!("/api/{list}"));
        self.get(
            format!("{list} page {deep}"),
            format!("/api/{list}?page={deep}"),
        );
        for tab in tabs {
            let path = format!("/api/{list}?{param}={}", encode(tab));
            self.get(format!("{list}?{param}={tab} page 1"), path);
        }
        if !tabs.is_empty() {
            self.get(format!("{list}/counts"), format!("/api/{list}/counts"));
        }
        for (column, q, what) in searches {
            let query = format!("column={}&q={}", encode(column), encode(q));
            self.get(
                format!("{list} search {column} = {what}"),
                format!("/api/{list}?{query}"),
            );
            if !tabs.is_empty() {
                self.get(
                    format!("{list}/counts search {column} = {what}"),
                    format!("/api/{list}/counts?{query}"),
                );
            }
        }
    }
}

/// A search column, the text typed in it, and what that text is (for the case's name).
type Search<'a> = (&'a str, String, &'a str);

/// Every case, named the same on every set; paths built from the set's own samples.
fn cases(s: &Samples, admin: &str) -> Vec<Case> {
    let mut c = Cases {
        out: Vec::new(),
        token: admin.to_string(),
    };
    let (new, old) = (&s.expedition_new, &s.expedition_old);
    let old_ref = text(&old["ref_expedition"]);
    let digits = old_ref.trim_start_matches(|c: char| !c.is_ascii_digit() || c == '0');
    let sender = text(&new["sender"]["name"]);
    let surname = sender.rsplit(' ').next().unwrap_or_default().to_string();
    let (p, w, m, i) = (&s.parcel, &s.waybill, &s.manifest, &s.invoice);

    c.get("health", "/api/health");
    c.get("token (session check)", "/api/token");

    c.list(
        "expeditions",
        2000,
        "status",
        &s.expedition_statuses,
        &[
            ("ref_expedition", digits.to_string(), "digits"),
            ("ref_expedition", old_ref.clone(), "full reference"),
            ("sender.name", sender.clone(), "full name"),
            ("sender.name", surname.clone(), "surname"),
            (
                "recipient.name",
                text(&new["recipient"]["name"]),
                "full name",
            ),
        ],
    );
    c.get(
        "expedition detail (recent)",
        format!("/api/expeditions/{}", id(&new["id"])),
    );
    c.get(
        "expedition detail (old)",
        format!("/api/expeditions/{}", id(&old["id"])),
    );
    if let Some(client) = &s.client_token {
        c.get_as(
            client,
            "my/expeditions page 1 (client)",
            "/api/my/expeditions",
        );
        let path = format!("/api/my/expeditions/{}", id(&new["id"]));
        c.get_as(client, "my/expeditions detail (client)", path);
    }

    c.list(
        "packags",
        2000,
        "stage",
        &s.parcel_stages,
        &[
            ("ref_packag", text(&p["ref_packag"]), "full reference"),
            (
                "expedition.ref_expedition",
                old_ref.clone(),
                "full reference",
            ),
            ("price.name", text(&p["price"]["name"]), "route name"),
            ("expedition.sender.name", sender.clone(), "full name"),
            ("recipient.name", text(&p["recipient"]["name"]), "full name"),
        ],
    );
    c.get("packag detail", format!("/api/packags/{}", id(&p["id"])));

    c.list(
        "waybills",
        50,
        "status",
        &s.waybill_statuses,
        &[
            ("ref_waybill", text(&w["ref_waybill"]), "full reference"),
            (
                "driver.name",
                text(&w["waybill_driver"]["name"]),
                "full name",
            ),
            ("vehicle.plaque", text(&w["vehicle"]["plaque"]), "plate"),
        ],
    );
    c.get("waybill detail", format!("/api/waybills/{}", id(&w["id"])));
    c.get(
        "waybilldetails/available page 1",
        "/api/waybilldetails/available",
    );
    if let Some(driver) = &s.driver_token {
        c.get_as(driver, "my/waybills page 1 (driver)", "/api/my/waybills");
        let path = format!("/api/my/waybills/{}", id(&w["id"]));
        c.get_as(driver, "my/waybills detail (driver)", path);
    }

    c.list(
        "manifests",
        50,
        "status",
        &s.manifest_statuses,
        &[
            ("ref_manifest", text(&m["ref_manifest"]), "full reference"),
            (
                "plane.immatriculation",
                text(&m["plane"]["ref"]),
                "registration",
            ),
            (
                "destination.city",
                text(&m["manifest_destination"]["city"]),
                "city",
            ),
            ("pilot.name", text(&m["pilot"]["name"]), "full name"),
        ],
    );
    c.get(
        "manifest detail",
        format!("/api/manifests/{}", id(&m["id"])),
    );
    if let Some(pilot) = &s.pilot_token {
        c.get_as(pilot, "my/manifests page 1 (pilot)", "/api/my/manifests");
        let path = format!("/api/my/manifests/{}", id(&m["id"]));
        c.get_as(pilot, "my/manifests detail (pilot)", path);
    }

    c.list(
        "invoices",
        2000,
        "",
        &[],
        &[
            ("ref_invoice", text(&i["ref_invoice"]), "full reference"),
            (
                "expedition.ref_expedition",
                old_ref.clone(),
                "full reference",
            ),
            ("customer.name", text(&i["customer"]["name"]), "full name"),
        ],
    );
    c.get("invoices?cancelled=1 page 1", "/api/invoices?cancelled=1");
    let today = time::OffsetDateTime::now_utc().date();
    let months = format!(
        "/api/invoices?from={}&to={today}",
        today - time::Duration::days(395)
    );
    c.get("invoices over 13 months page 1", months.clone());
    let at_branch = format!("{months}&extensionId={}", s.branch);
    c.get("invoices over 13 months at one branch page 1", at_branch);
    c.get("invoice detail", format!("/api/invoices/{}", id(&i["id"])));
    // Passenger tickets (issue 18): the list, its tabs and searches, a ticket, a flight's
    // passengers.
    let b = &s.billet;
    let passenger = text(&b["name"]);
    c.list(
        "billets",
        50,
        "status",
        &s.billet_statuses,
        &[
            ("ref_billet", text(&b["ref_billet"]), "full reference"),
            ("name", passenger.clone(), "full name"),
            (
                "name",
                passenger.rsplit(' ').next().unwrap_or_default().to_string(),
                "surname",
            ),
            ("tel", text(&b["tel"]), "full number"),
            (
                "manifest.ref_manifest",
                text(&b["manifest"]["ref_manifest"]),
                "full reference",
            ),
        ],
    );
    c.get("billet detail", format!("/api/billets/{}", id(&b["id"])));
    c.get(
        "billets of a manifest",
        format!("/api/billets?manifestId={}", id(&b["manifestId"])),
    );
    if let Some(passenger) = &s.passenger_token {
        c.get_as(
            passenger,
            "my/billets page 1 (passenger)",
            "/api/my/billets",
        );
        let path = format!("/api/my/billets/{}", id(&b["id"]));
        c.get_as(passenger, "my/billets detail (passenger)", path);
    }
    // Money out (issue 14): a month, 13 months, one branch, one type, a beneficiary, a
    // manifest's commissions and result.
    let month = format!(
        "/api/depenses?from={}&to={today}",
        today - time::Duration::days(30)
    );
    c.get("depenses over a month page 1", month);
    let year = format!(
        "/api/depenses?from={}&to={today}",
        today - time::Duration::days(395)
    );
    c.get("depenses over 13 months page 1", year.clone());
    c.get(
        "depenses over 13 months at one branch page 1",
        format!("{year}&brancheId={}", s.branch),
    );
    c.get(
        "depenses of one type page 1",
        format!("{year}&typedepenseId=1"),
    );
    c.get(
        "depenses of a manifest",
        format!("/api/depenses?manifesteId={}", id(&m["id"])),
    );
    c.get(
        "manifest commissions and result",
        format!("/api/depenses/manifestId/{}", id(&m["id"])),
    );
    c.get("expense types", "/api/typedepenses");
    c.get(
        "depense detail",
        format!("/api/depenses/{}", id(&s.depense["id"])),
    );
    c.get("beneficiaries page 1", "/api/beneficiaries");
    c.get(
        "beneficiaries by name",
        format!("/api/beneficiaries?q={}", text(&s.client["name"])),
    );
    // The dashboard and the reports (issue 15): today, this month, 13 months, one branch.
    let first_of_month = today.replace_day(1).unwrap_or(today);
    let thirteen = today - time::Duration::days(395);
    c.get("dashboard today", "/api/dashboard");
    c.get(
        "dashboard this month",
        format!("/api/dashboard?from={first_of_month}&to={today}"),
    );
    c.get(
        "dashboard over 13 months",
        format!("/api/dashboard?from={thirteen}&to={today}"),
    );
    c.get(
        "dashboard over 13 months at one branch",
        format!(
            "/api/dashboard?from={thirteen}&to={today}&brancheId={}",
            s.branch
        ),
    );
    for name in [
        "revenue",
        "tonnage",
        "receivables",
        "commissions",
        "expenses",
        "manifests",
        "clients",
    ] {
        c.get(
            format!("report {name} this month"),
            format!("/api/reports/{name}?from={first_of_month}&to={today}"),
        );
        c.get(
            format!("report {name} over 13 months"),
            format!("/api/reports/{name}?from={thirteen}&to={today}"),
        );
    }
    c.get(
        "report revenue by week over 13 months at one branch",
        format!(
            "/api/reports/revenue?from={thirteen}&to={today}&groupBy=week&brancheId={}",
            s.branch
        ),
    );
    // Public tracking of the newest expedition, unlocked by its sender's phone.
    let tel: String = text(&s.client["tel"])
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    if tel.len() >= 4 {
        c.get(
            "public tracking",
            format!(
                "/api/track/{}?tel={}",
                text(&s.expedition_new["ref_expedition"]),
                &tel[tel.len() - 4..]
            ),
        );
    }
    c.get("receivables page 1", "/api/invoices/receivables");
    c.get("receivables page 50", "/api/invoices/receivables?page=50");

    let clients = [s.client_profile.to_string()];
    c.list(
        "users",
        50,
        "profileId",
        &clients,
        &[
            ("name", sender.clone(), "full name"),
            ("name", surname, "surname"),
            ("tel", text(&s.client["tel"]), "full number"),
            ("city", text(&s.client["city"]), "city"),
        ],
    );
    c.get("user detail", format!("/api/users/{}", id(&s.client["id"])));
    for list in [
        "drivers",
        "pilots",
        "profiles",
        "permissions",
        "extensions",
        "prices",
        "vehicles",
        "articles",
        "typearticles",
        "contacts",
        "contacts/messages",
        "audit",
    ] {
        c.get(format!("{list} page 1"), format!("/api/{list}"));
    }
    c.get("extension detail", format!("/api/extensions/{}", s.branch));
    c.get("price detail", format!("/api/prices/{}", s.route));
    c.get(
        "planecomposants?category=1 page 1",
        "/api/planecomposants?category=1",
    );
    c.get(
        "planecomposant detail",
        format!("/api/planecomposants/{}", s.aircraft),
    );
    // Airworthiness (issue 16): five aircraft, five years of logbook.
    let component = s.component;
    c.get("components page 1", "/api/planecomposants?category=2");
    c.get(
        "component detail",
        format!("/api/planecomposants/{component}"),
    );
    c.get(
        "component installations",
        format!("/api/planecomposants/{component}/installations"),
    );
    c.get(
        "component overhauls",
        format!("/api/planecomposants/{component}/overhauls"),
    );
    c.get("pieces page 1", "/api/pieces");
    c.get(
        "pieces of an aircraft",
        format!("/api/pieces?planeId={}", s.aircraft),
    );
    c.get("pieces by serial", "/api/pieces?column=serie&q=SN");
    c.get("piece detail", format!("/api/pieces/{}", s.piece));
    c.get(
        "piece installations",
        format!("/api/pieces/{}/installations", s.piece),
    );
    c.get(
        "piece overhauls",
        format!("/api/pieces/{}/overhauls", s.piece),
    );
    c.get("inspections page 1", "/api/inspections");
    c.get(
        "inspection detail",
        format!("/api/inspections/{}", s.inspection),
    );
    c.get(
        "inspection performances",
        format!("/api/inspections/{}/done", s.inspection),
    );
    c.get("documents page 1", "/api/documents");
    c.get("document detail", format!("/api/documents/{}", s.document));
    c.get("logbooks page 1", "/api/logbooks");
    c.get("logbook detail", format!("/api/logbooks/{}", s.logbook));
    c.get(
        "logbook entries page 1",
        format!("/api/logbooks/{}/entries", s.logbook),
    );
    c.get(
        "logbook entries page 300",
        format!("/api/logbooks/{}/entries?page=300", s.logbook),
    );
    // The due list (issue 17): every limit of the fleet, with the forecast from the entries.
    c.get("due list", "/api/due");
    c.get(
        "due list of an aircraft",
        format!("/api/due?planeId={}&horizonDays=90", s.aircraft),
    );
    c.get("due list csv", "/api/due?format=csv");

    let contents: Vec<Value> = s
        .articles
        .iter()
        .map(|a| json!({"articleId": a, "quantity": 1}))
        .collect();
    c.out.push(Case {
        name: "POST /api/expeditions (create)".into(),
        method: Method::POST,
        path: "/api/expeditions".into(),
        body: Some(json!({
            "senderId": new["senderId"], "recipientId": new["recipientId"],
            "destinationId": s.route,
            "colis": [
                {"quantity": 2, "weight": 1.5, "description": "Vivres", "colidetails": contents},
                {"quantity": 1, "weight": "0.333", "description": "Documents"}
            ]
        })),
        clients: CREATE_CLIENTS,
        token: admin.to_string(),
    });
    c.out
}

/// Percent-encodes a query value (names hold spaces and accents).
fn encode(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The GET operations of the served OpenAPI document that no case reads and `SKIPPED` does
/// not name. A case counts for the most specific template it matches (`/counts` before `{id}`).
async fn uncovered(api: &Api<'_>, admin: &str, cases: &[Case]) -> Res<Vec<String>> {
    let document = api.get(admin, "/api/openapi.json").await?;
    let templates: Vec<&String> = document["paths"]
        .as_object()
        .map(|paths| {
            paths
                .iter()
                .filter(|(_, ops)| ops.get("get").is_some())
                .map(|(p, _)| p)
                .collect()
        })
        .unwrap_or_default();
    let matches = |template: &str, path: &str| {
        let t: Vec<&str> = template.split('/').collect();
        let p: Vec<&str> = path
            .split('?')
            .next()
            .unwrap_or_default()
            .split('/')
            .collect();
        t.len() == p.len() && t.iter().zip(&p).all(|(a, b)| a.starts_with('{') || a == b)
    };
    let covered: Vec<&String> = cases
        .iter()
        .filter(|c| c.method == Method::GET)
        .filter_map(|c| {
            templates
                .iter()
                .filter(|t| matches(t, &c.path))
                .min_by_key(|t| t.matches('{').count())
                .copied()
        })
        .collect();
    Ok(templates
        .into_iter()
        .filter(|t| !covered.contains(t) && !SKIPPED.iter().any(|(s, _)| s == t))
        .cloned()
        .collect())
}

/// What one case measured.
#[derive(Clone, Debug, Default, Serialize)]
struct Measure {
    requests: usize,
    errors: usize,
    seconds: f64,
    req_per_s: f64,
    p50_ms: f64,
    p99_ms: f64,
    max_ms: f64,
    first_error: Option<String>,
}

/// A one-second warm-up, then `length` of closed-loop requests from `case.clients` clients.
async fn run_case(api: &Api<'_>, case: &Case, length: Duration) -> Measure {
    let keys = AtomicU64::new(0);
    drive(api, case, WARM_UP, &keys).await;
    drive(api, case, length, &keys).await
}

async fn drive(api: &Api<'_>, case: &Case, length: Duration, keys: &AtomicU64) -> Measure {
    let run = std::process::id();
    let url = format!("{}{}", api.base, case.path);
    let began = Instant::now();
    let deadline = began + length;
    let clients = (0..case.clients).map(|_| async {
        let mut latencies = Vec::new();
        let mut errors = 0;
        let mut first_error = None;
        while Instant::now() < deadline {
            let mut request = api
                .http
                .request(case.method.clone(), &url)
                .timeout(REQUEST_TIMEOUT)
                .bearer_auth(&case.token);
            if let Some(body) = &case.body {
                let key = keys.fetch_add(1, Ordering::Relaxed);
                let nanos = began.elapsed().as_nanos();
                request = request
                    .header("Idempotency-Key", format!("bench-{run}-{nanos}-{key}"))
                    .json(body);
            }
            let sent = Instant::now();
            let outcome = match request.send().await {
                Ok(r) => {
                    let status = r.status();
                    r.text().await.map(|body| (status, body)).map_err(transport)
                }
                Err(e) => Err(transport(e)),
            };
            latencies.push(sent.elapsed());
            let failure = match outcome {
                Ok((status, _)) if status.is_success() => None,
                Ok((status, body)) => Some(format!(
                    "{status} {}",
                    body.chars().take(300).collect::<String>()
                )),
                Err(e) => Some(format!("transport error: {e}")),
            };
            if let Some(failure) = failure {
                errors += 1;
                first_error.get_or_insert(failure);
            }
        }
        (latencies, errors, first_error)
    });
    let results = futures_util::future::join_all(clients).await;
    let seconds = began.elapsed().as_secs_f64();
    let mut all: Vec<Duration> = Vec::new();
    let mut measure = Measure {
        seconds,
        ..Measure::default()
    };
    for (latencies, errors, first_error) in results {
        all.extend(latencies);
        measure.errors += errors;
        if measure.first_error.is_none() {
            measure.first_error = first_error;
        }
    }
    all.sort();
    let at = |q: f64| {
        let rank = ((all.len() as f64 * q).ceil() as usize).clamp(1, all.len().max(1)) - 1;
        all.get(rank).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    measure.requests = all.len();
    measure.req_per_s = all.len() as f64 / seconds;
    measure.p50_ms = at(0.50);
    measure.p99_ms = at(0.99);
    measure.max_ms = at(1.0);
    measure
}

/// A request that got no HTTP answer, with the cause reqwest keeps in its source chain.
fn transport(e: reqwest::Error) -> String {
    if e.is_timeout() {
        return format!("no answer within {} s", REQUEST_TIMEOUT.as_secs());
    }
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        text.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    text
}

/// Sequential transactions of one small insert each on a fresh SQLite file in WAL mode with
/// `synchronous=FULL`, next to the bench data (same disk): transactions per second.
async fn bare_transactions(data: &Path, length: Duration) -> Res<f64> {
    use sqlx::{
        Connection,
        sqlite::{SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqliteSynchronous},
    };
    let file = data.join("bare-transactions.db");
    for suffix in ["", "-wal", "-shm"] {
        let _ = fs::remove_file(format!("{}{suffix}", file.display()));
    }
    let options = SqliteConnectOptions::new()
        .filename(&file)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full);
    let mut db = SqliteConnection::connect_with(&options).await?;
    sqlx::query("CREATE TABLE t (id INTEGER PRIMARY KEY, at TEXT NOT NULL, n INTEGER NOT NULL)")
        .execute(&mut db)
        .await?;
    let mut rate = 0.0;
    for length in [WARM_UP, length] {
        let began = Instant::now();
        let mut done = 0u64;
        while began.elapsed() < length {
            let mut tx = db.begin().await?;
            sqlx::query("INSERT INTO t (at, n) VALUES ($1, $2)")
                .bind(time::OffsetDateTime::now_utc().unix_timestamp().to_string())
                .bind(done as i64)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            done += 1;
        }
        rate = done as f64 / began.elapsed().as_secs_f64();
    }
    db.close().await?;
    Ok(rate)
}

/// One endpoint's line: the measured set, the 1 % set, their ratio and the verdict.
#[derive(Serialize)]
struct Row {
    endpoint: String,
    method: String,
    clients: usize,
    measured: Measure,
    small: Option<Measure>,
    /// req/s on the measured set ÷ req/s on the 1 % set.
    ratio: Option<f64>,
    within_budget: bool,
}

#[derive(Serialize)]
struct Machine {
    cores: usize,
    cpu: String,
    date: String,
    commit: String,
}

#[derive(Serialize)]
struct Skipped {
    path: &'static str,
    reason: &'static str,
}

#[derive(Serialize)]
struct Report {
    engine: &'static str,
    scale: String,
    small_scale: String,
    seed: u64,
    seconds_per_case: f64,
    warm_up_seconds: f64,
    machine: Machine,
    /// Bare durable SQLite transactions per second, same disk, same run.
    bare_transactions_per_s: f64,
    create_per_s: f64,
    /// Create rate ÷ bare transaction rate; the budget is at least 1/6.
    create_to_bare: f64,
    rows: Vec<Row>,
    skipped: Vec<Skipped>,
    /// GET operations neither benched nor skipped (should stay empty).
    not_covered: Vec<String>,
    over_budget: Vec<String>,
}

impl Report {
    fn new(
        args: &Args,
        engine: &'static str,
        bare: f64,
        big: SetResult,
        small: SetResult,
    ) -> Report {
        let mut create_per_s = 0.0;
        let rows: Vec<Row> = big
            .cases
            .into_iter()
            .map(|(case, measured)| {
                let small = small
                    .cases
                    .iter()
                    .find(|(c, _)| c.name == case.name)
                    .map(|(_, m)| m.clone());
                let ratio = small
                    .as_ref()
                    .filter(|s| s.req_per_s > 0.0)
                    .map(|s| measured.req_per_s / s.req_per_s);
                let clean = measured.errors == 0 && small.as_ref().is_some_and(|s| s.errors == 0);
                let within_budget = if case.method == Method::GET {
                    clean
                        && measured.p99_ms <= P99_BUDGET_MS
                        && ratio.is_some_and(|r| r >= RATIO_BUDGET)
                } else {
                    create_per_s = measured.req_per_s;
                    clean && measured.req_per_s >= bare * CREATE_BUDGET
                };
                Row {
                    endpoint: case.name,
                    method: case.method.to_string(),
                    clients: case.clients,
                    measured,
                    small,
                    ratio,
                    within_budget,
                }
            })
            .collect();
        let mut not_covered = big.not_covered;
        for t in small.not_covered {
            if !not_covered.contains(&t) {
                not_covered.push(t);
            }
        }
        Report {
            engine,
            scale: args.scale.clone(),
            small_scale: args.small_scale.clone(),
            seed: args.seed,
            seconds_per_case: args.seconds,
            warm_up_seconds: WARM_UP.as_secs_f64(),
            machine: Machine::describe(),
            bare_transactions_per_s: bare,
            create_per_s,
            create_to_bare: if bare > 0.0 { create_per_s / bare } else { 0.0 },
            over_budget: rows
                .iter()
                .filter(|r| !r.within_budget)
                .map(|r| r.endpoint.clone())
                .collect(),
            rows,
            skipped: SKIPPED
                .iter()
                .map(|&(path, reason)| Skipped { path, reason })
                .collect(),
            not_covered,
        }
    }

    /// Writes `<engine>-<scale>.md` and `.json`, and prints the summary line.
    fn write(&self, results: &Path, partial: bool) -> Res<()> {
        // Not Path::with_extension: the scale's decimal point would be taken for one.
        let partial = if partial { "partial-" } else { "" };
        let stem = results.join(format!("{partial}{}-{}", self.engine, self.scale));
        let stem = stem.display();
        fs::write(
            format!("{stem}.json"),
            serde_json::to_string_pretty(self)? + "\n",
        )?;
        fs::write(format!("{stem}.md"), self.markdown())?;
        println!("\n{}", self.summary());
        println!("written: {stem}.md and {stem}.json");
        Ok(())
    }

    fn summary(&self) -> String {
        let n = self.rows.len();
        let mut line = if self.over_budget.is_empty() {
            format!("budget: all {n} cases within budget")
        } else {
            format!(
                "budget: {} of {n} cases OVER budget: {}",
                self.over_budget.len(),
                self.over_budget.join("; ")
            )
        };
        if !self.not_covered.is_empty() {
            line.push_str(&format!(
                "\nnot benched nor skipped: {}",
                self.not_covered.join(", ")
            ));
        }
        line
    }

    fn markdown(&self) -> String {
        let m = &self.machine;
        let mut out = format!(
            "# Bench: {}, scale {} against scale {}\n\n\
             {} on {} cores ({}), commit `{}`, seed {}. Each endpoint: {} s warm-up, then {} s \
             in a closed loop ({READ_CLIENTS} clients for reads, {CREATE_CLIENTS} for the create). \
             Ratio: req/s on this set ÷ req/s on the {} set, measured in the same run. ✓ when p99 ≤ \
             {P99_BUDGET_MS} ms, ratio ≥ {RATIO_BUDGET} and no error (DESIGN §9).\n\n",
            self.engine,
            self.scale,
            self.small_scale,
            m.date,
            m.cores,
            m.cpu,
            m.commit,
            self.seed,
            self.warm_up_seconds,
            self.seconds_per_case,
            self.small_scale,
        );
        out.push_str(&format!(
            "Bare durable SQLite transactions (WAL, `synchronous=FULL`, one small insert each, \
             sequential, same disk): **{:.0}/s**. `POST /api/expeditions` at {CREATE_CLIENTS} \
             clients: **{:.0}/s = {:.3} × bare** (budget ≥ 1/6 ≈ 0.167): {}\n\n",
            self.bare_transactions_per_s,
            self.create_per_s,
            self.create_to_bare,
            verdict(self.create_to_bare >= CREATE_BUDGET),
        ));
        out.push_str(
            "| endpoint | req/s | p50 ms | p99 ms | errors | req/s on 1 % | ratio | verdict |\n\
             | --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: |\n",
        );
        for r in &self.rows {
            let x = &r.measured;
            out.push_str(&format!(
                "| {} | {:.0} | {:.1} | {:.1} | {} | {} | {} | {} |\n",
                r.endpoint.replace('|', "\\|"),
                x.req_per_s,
                x.p50_ms,
                x.p99_ms,
                x.errors,
                r.small.as_ref().map_or("–".into(), |s| match s.errors {
                    0 => format!("{:.0}", s.req_per_s),
                    n => format!("{:.0} ({n} errors)", s.req_per_s),
                }),
                r.ratio.map_or("–".into(), |v| format!("{v:.2}")),
                verdict(r.within_budget),
            ));
        }
        let errors: Vec<String> = self
            .rows
            .iter()
            .flat_map(|r| {
                let small = r.small.as_ref().and_then(|s| s.first_error.as_ref());
                [("", r.measured.first_error.as_ref()), (" (1 % set)", small)]
                    .into_iter()
                    .filter_map(|(set, e)| e.map(|e| format!("- {}{set}: `{e}`\n", r.endpoint)))
                    .collect::<Vec<_>>()
            })
            .collect();
        if !errors.is_empty() {
            out.push_str("\nFirst error of each failing endpoint:\n\n");
            out.push_str(&errors.concat());
        }
        out.push_str("\nGET operations not benched:\n\n");
        for s in &self.skipped {
            out.push_str(&format!("- `{}`: {}\n", s.path, s.reason));
        }
        for t in &self.not_covered {
            out.push_str(&format!(
                "- `{t}`: **not benched and not listed as skipped**\n"
            ));
        }
        out.push_str(&format!("\n{}\n", self.summary()));
        out
    }
}

fn verdict(ok: bool) -> &'static str {
    if ok { "✓" } else { "✗" }
}

impl Machine {
    fn describe() -> Machine {
        let cpu = fs::read_to_string("/proc/cpuinfo")
            .ok()
            .and_then(|info| {
                info.lines()
                    .find(|l| l.starts_with("model name"))
                    .and_then(|l| l.split(':').nth(1))
                    .map(|m| m.trim().to_string())
            })
            .unwrap_or_else(|| std::env::consts::ARCH.to_string());
        let git = |args: &[&str]| {
            Command::new("git")
                .args(args)
                .output()
                .ok()
                .filter(|o| o.status.success())
                .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
                .unwrap_or_default()
        };
        let mut commit = git(&["rev-parse", "--short=12", "HEAD"]);
        if !git(&["status", "--porcelain", "--untracked-files=no"]).is_empty() {
            commit.push_str(" (with uncommitted changes)");
        }
        Machine {
            cores: std::thread::available_parallelism().map_or(0, |n| n.get()),
            cpu,
            date: time::OffsetDateTime::now_utc()
                .format(time::macros::format_description!(
                    "[year]-[month]-[day] [hour]:[minute] UTC"
                ))
                .unwrap_or_default(),
            commit,
        }
    }
}
