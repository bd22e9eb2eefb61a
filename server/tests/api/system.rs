//! Running the server: `/api/metrics` read by a strict Prometheus text reader, who may read it,
//! and the *Système* screen's backups.

use std::collections::BTreeMap;

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{TestApp, json_of, spawn_app, spawn_app_with};

/// A sample's metric name and its labels, sorted: `name{a="1",b="2"}`.
type Series = String;

/// Reads Prometheus' text format (0.0.4) strictly: every line is a `# HELP`, a `# TYPE` or a
/// sample of a family typed before it; names and labels well formed; values numbers; each
/// histogram's buckets cumulative, ending at `+Inf` equal to its `_count`. Answers the samples.
fn parse_prometheus(text: &str) -> BTreeMap<Series, f64> {
    fn is_name(s: &str) -> bool {
        let mut chars = s.chars();
        chars
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == ':')
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
    }
    assert!(text.ends_with('\n'), "the text ends with a line feed");
    let mut types: BTreeMap<String, String> = BTreeMap::new();
    let mut samples = BTreeMap::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# HELP ") {
            let (name, help) = rest.split_once(' ').expect("HELP has a text");
            assert!(is_name(name) && !help.is_empty(), "{line}");
            continue;
        }
        if let Some(rest) = line.strip_prefix("# TYPE ") {
            let (name, kind) = rest.split_once(' ').expect("TYPE has a kind");
            assert!(is_name(name), "{line}");
            assert!(
                ["counter", "gauge", "histogram", "summary", "untyped"].contains(&kind),
                "{line}"
            );
            assert!(
                types.insert(name.to_string(), kind.to_string()).is_none(),
                "one TYPE per family: {line}"
            );
            continue;
        }
        assert!(!line.starts_with('#') && !line.is_empty(), "{line}");
        let (series, value) = line.rsplit_once(' ').expect("a sample has a value");
        let value: f64 = match value {
            "+Inf" => f64::INFINITY,
            "-Inf" => f64::NEG_INFINITY,
            v => v.parse().unwrap_or_else(|_| panic!("a number: {line}")),
        };
        let (name, labels) = match series.split_once('{') {
            Some((name, rest)) => (name, rest.strip_suffix('}').expect("labels close")),
            None => (series, ""),
        };
        assert!(is_name(name), "{line}");
        let family = types
            .get(name)
            .map(|_| name)
            .or_else(|| {
                ["_bucket", "_sum", "_count"]
                    .iter()
                    .filter_map(|s| name.strip_suffix(s))
                    .find(|f| types.get(*f).is_some_and(|k| k == "histogram"))
            })
            .unwrap_or_else(|| panic!("a sample of a family typed before it: {line}"));
        let mut pairs = Vec::new();
        let mut rest = labels;
        while !rest.is_empty() {
            let (key, after) = rest.split_once("=\"").expect("label=\"value\"");
            assert!(is_name(key), "{line}");
            // The value ends at the first quote not escaped.
            let mut end = None;
            let mut escaped = false;
            for (i, c) in after.char_indices() {
                match (escaped, c) {
                    (true, _) => escaped = false,
                    (false, '\\') => escaped = true,
                    (false, '"') => {
                        end = Some(i);
                        break;
                    }
                    _ => {}
                }
            }
            let end = end.expect("the label value closes");
            pairs.push(format!("{key}=\"{}\"", &after[..end]));
            rest = after[end + 1..]
                .strip_prefix(',')
                .unwrap_or(&after[end + 1..]);
        }
        assert!(!family.is_empty());
        pairs.sort();
        let key = if pairs.is_empty() {
            name.to_string()
        } else {
            format!("{name}{{{}}}", pairs.join(","))
        };
        assert!(
            samples.insert(key, value).is_none(),
            "one sample per series: {line}"
        );
    }
    // Histograms: cumulative buckets, +Inf = count.
    for (family, kind) in &types {
        if kind != "histogram" {
            continue;
        }
        let counts: Vec<(&String, &f64)> = samples
            .iter()
            .filter(|(k, _)| k.starts_with(&format!("{family}_count")))
            .collect();
        for (count_key, count) in counts {
            let labels = count_key
                .strip_prefix(&format!("{family}_count"))
                .unwrap()
                .trim_start_matches('{')
                .trim_end_matches('}');
            let buckets: Vec<f64> = samples
                .iter()
                .filter(|(k, _)| {
                    k.starts_with(&format!("{family}_bucket{{"))
                        && (labels.is_empty() || k.contains(labels))
                })
                .map(|(_, v)| *v)
                .collect();
            let inf_key = if labels.is_empty() {
                format!("{family}_bucket{{le=\"+Inf\"}}")
            } else {
                // `le` sorts after the route's labels but before none: build it the same way.
                let mut pairs: Vec<String> = labels
                    .split("\",")
                    .map(|p| p.trim_end_matches('"').to_string() + "\"")
                    .collect();
                pairs.push("le=\"+Inf\"".into());
                pairs.sort();
                format!("{family}_bucket{{{}}}", pairs.join(","))
            };
            assert_eq!(samples.get(&inf_key), Some(count), "{inf_key}");
            assert!(!buckets.is_empty(), "{family} has buckets");
        }
    }
    samples
}

async fn scrape(app: &TestApp) -> BTreeMap<Series, f64> {
    let r = app.get("/api/metrics").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        r.headers()["content-type"],
        "text/plain; version=0.0.4; charset=utf-8"
    );
    parse_prometheus(&r.text().await.unwrap())
}

const EXPEDITIONS_OK: &str =
    "soute_http_requests_total{method=\"GET\",route=\"/api/expeditions\",status=\"200\"}";
const EXPEDITIONS_TIME: &str =
    "soute_http_request_duration_seconds_count{method=\"GET\",route=\"/api/expeditions\"}";

#[tokio::test]
async fn metrics_parse_as_prometheus_text_and_count_requests_by_route() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let before = scrape(&app).await;
    for _ in 0..3 {
        app.get_as("/api/expeditions", &token).await;
    }
    // An address with an id counts under its route's pattern, not one series per id.
    app.get_as("/api/expeditions/999999", &token).await;
    let after = scrape(&app).await;
    let was = before.get(EXPEDITIONS_OK).copied().unwrap_or(0.0);
    assert_eq!(after[EXPEDITIONS_OK], was + 3.0);
    assert!(after[EXPEDITIONS_TIME] >= 3.0);
    assert_eq!(
        after["soute_http_requests_total{method=\"GET\",route=\"/api/expeditions/{id}\",status=\"404\"}"],
        1.0
    );
    assert!(!after.keys().any(|k| k.contains("999999")));
    assert!(after["soute_db_size_bytes"] > 0.0);
    assert!(after["soute_db_read_wait_seconds_count"] > 0.0);
    assert!(after.contains_key("soute_backups_taken_total"));
    let engine = match app.db.backend() {
        soute::db::Backend::Sqlite => "sqlite",
        soute::db::Backend::Postgres => "postgres",
    };
    assert_eq!(
        after[&format!(
            "soute_build_info{{engine=\"{engine}\",version=\"{}\"}}",
            env!("CARGO_PKG_VERSION")
        )],
        1.0
    );
    if engine == "sqlite" {
        // Signing in wrote (a session): the writer's groups are counted.
        assert!(after["soute_db_write_group_writers_count"] >= 1.0);
        assert_eq!(after["soute_db_writers_waiting"], 0.0);
    }
    // After a backup, its age.
    app.state.backups.run_once(&app.state.db).await.unwrap();
    let later = scrape(&app).await;
    assert_eq!(later["soute_backups_taken_total"], 1.0);
    assert!(later["soute_backup_age_seconds"] >= 0.0);
    assert!(later["soute_backup_last_success_timestamp_seconds"] > 1.7e9);
}

#[tokio::test]
async fn metrics_are_refused_through_a_proxy_unless_the_token_is_sent() {
    let app = spawn_app_with(|c| c.metrics_token = Some("jeton-des-metriques".into())).await;
    let through_proxy = |token: Option<&str>| {
        let mut r = app
            .client
            .get(app.url("/api/metrics"))
            .header("x-forwarded-for", "203.0.113.9");
        if let Some(token) = token {
            r = r.header("authorization", format!("Bearer {token}"));
        }
        r.send()
    };
    let refused = through_proxy(None).await.unwrap();
    let body = json_of(refused, StatusCode::FORBIDDEN).await;
    assert!(
        body["msg"]
            .as_str()
            .unwrap()
            .contains("SOUTE_METRICS_TOKEN")
    );
    assert_eq!(
        through_proxy(Some("autre")).await.unwrap().status(),
        StatusCode::FORBIDDEN
    );
    let allowed = through_proxy(Some("jeton-des-metriques")).await.unwrap();
    assert_eq!(allowed.status(), StatusCode::OK);
    parse_prometheus(&allowed.text().await.unwrap());
}

#[tokio::test]
async fn the_system_screen_lists_backups_and_back_up_now_adds_one() {
    let app = spawn_app().await;
    let keeper = app.member_with(&["afficher systeme"]).await;
    let screen = json_of(
        app.get_as("/api/system", &keeper.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(screen["version"], env!("CARGO_PKG_VERSION"));
    assert!(screen["databaseBytes"].as_i64().unwrap() > 0);
    assert_eq!(screen["backups"]["archives"], Value::Array(vec![]));
    assert_eq!(screen["backups"]["lastGoodAt"], Value::Null);
    assert_eq!(screen["backups"]["keep"], "24h,30d");

    let r = app
        .post_as("/api/system/backups", &keeper.token, &serde_json::json!({}))
        .await;
    let screen = json_of(r, StatusCode::CREATED).await;
    let archives = screen["backups"]["archives"].as_array().unwrap();
    assert_eq!(archives.len(), 1);
    assert!(archives[0]["name"].as_str().unwrap().starts_with("soute-"));
    assert!(archives[0]["bytes"].as_u64().unwrap() > 0);
    assert!(screen["backups"]["lastGoodAt"].is_string());
    assert_eq!(
        screen["backups"]["databaseIncluded"],
        app.db.backend() == soute::db::Backend::Sqlite
    );

    // Someone without the permission sees nothing and takes nothing.
    let agent = app.member_with(&["afficher expedition"]).await;
    assert_eq!(
        app.get_as("/api/system", &agent.token).await.status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.post_as("/api/system/backups", &agent.token, &serde_json::json!({}))
            .await
            .status(),
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn a_failed_backup_is_said_on_the_screen_and_in_the_metrics_and_the_server_goes_on() {
    let app = spawn_app_with(|c| {
        // A file where the folder should be: nothing can be written there.
        let blocked = c.data_dir.join("not-a-folder");
        std::fs::write(&blocked, "x").unwrap();
        c.backup_dir = blocked.join("backups");
    })
    .await;
    let admin = app.admin_token().await;
    let r = app
        .post_as("/api/system/backups", &admin, &serde_json::json!({}))
        .await;
    let body = json_of(r, StatusCode::INTERNAL_SERVER_ERROR).await;
    assert_eq!(body["code"], "backup_failed");
    assert!(
        body["msg"]
            .as_str()
            .unwrap()
            .starts_with("La sauvegarde a échoué")
    );
    let screen = json_of(app.get_as("/api/system", &admin).await, StatusCode::OK).await;
    assert_eq!(screen["backups"]["failures"], 1);
    assert!(screen["backups"]["lastFailure"]["reason"].is_string());
    assert_eq!(scrape(&app).await["soute_backup_failures_total"], 1.0);
    assert_eq!(app.get("/api/ready").await.status(), StatusCode::OK);
}
