//! Runtime configuration, read from flags and the environment by `cli` and passed to [`crate::Application`].

use std::{fmt, net::SocketAddr, path::PathBuf};

use serde::Serialize;
use utoipa::ToSchema;

#[derive(Clone, Debug)]
pub struct Config {
    pub bind: SocketAddr,
    pub data_dir: PathBuf,
    pub database_url: String,
    /// Password of the first super user; generated and printed once when unset.
    pub admin_password: Option<String>,
    pub session_idle: time::Duration,
    pub session_lifetime: time::Duration,
    /// Force the `Secure` cookie flag; it is also set when a proxy says the request came over HTTPS.
    pub secure_cookie: bool,
    pub links: SiteLinks,
    /// The countries the agency works in (lower-case ISO codes), offered first in pickers.
    pub countries: Vec<String>,
    /// Serve the web app from this folder instead of the copy built into the binary (web development).
    pub web_dir: Option<PathBuf>,
    /// What the due list calls soon: days, flight time, cycles before a limit.
    pub due: crate::domain::due::Thresholds,
    /// The standard masses of passengers (grams) counted when no weight is declared.
    pub passenger_masses: crate::domain::tickets::StandardMasses,
    /// The time the server reads: the system's, except in tests, which set and move it.
    pub clock: crate::clock::Clock,
    /// Reverse proxies whose `X-Forwarded-For` names the client (none: the peer is the client).
    pub trusted_proxies: Vec<crate::http::client::Cidr>,
    /// Where backups go (`<data>/backups` unless set).
    pub backup_dir: PathBuf,
    /// `soute serve` takes a backup this often; never when unset.
    pub backup_every: Option<std::time::Duration>,
    /// How many hourly and daily backups stay.
    pub backup_keep: crate::backup::Keep,
    /// `/api/metrics` answers anyone sending it as a bearer token (and this machine without).
    pub metrics_token: Option<String>,
    /// Visitors may create their own client account (`POST /api/register`); off for agencies
    /// that register their clients at the counter.
    pub public_registration: bool,
}

/// Footer links; each one left unset is hidden by the web app.
#[derive(Clone, Debug, Default, Serialize, ToSchema)]
pub struct SiteLinks {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub credit: Option<CreditLink>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub facebook: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub youtube: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub twitter: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub instagram: Option<String>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CreditLink {
    pub label: String,
    pub url: String,
}

impl Config {
    /// The default database: a SQLite file in the data folder, created when missing.
    pub fn default_database_url(data_dir: &std::path::Path) -> String {
        format!("sqlite://{}?mode=rwc", data_dir.join("soute.db").display())
    }

    /// A configuration for tests and tools: loopback on a free port, default sessions, no links.
    pub fn local(data_dir: PathBuf, database_url: String) -> Config {
        Config {
            backup_dir: data_dir.join("backups"),
            bind: SocketAddr::from(([127, 0, 0, 1], 0)),
            data_dir,
            database_url,
            admin_password: None,
            session_idle: time::Duration::hours(12),
            session_lifetime: time::Duration::days(7),
            secure_cookie: false,
            links: SiteLinks::default(),
            countries: crate::domain::geography::DEFAULT_ENABLED
                .iter()
                .map(|c| c.to_string())
                .collect(),
            web_dir: None,
            due: crate::domain::due::Thresholds::default(),
            passenger_masses: crate::domain::tickets::StandardMasses::default(),
            clock: crate::clock::Clock::system(),
            trusted_proxies: Vec::new(),
            backup_every: None,
            backup_keep: crate::backup::Keep::default(),
            metrics_token: None,
            public_registration: true,
        }
    }

    pub fn files_dir(&self) -> PathBuf {
        self.data_dir.join("files")
    }
}

/// What is printed at start: everything but secrets.
impl fmt::Display for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bind={} data_dir={} database={} session_idle={}h session_lifetime={}d secure_cookie={} \
             due_soon={}d/{}h/{}cycles passenger_masses={}/{}/{}kg trusted_proxies=[{}] \
             backup_dir={} backup_every={} backup_keep={}",
            self.bind,
            self.data_dir.display(),
            redact_url(&self.database_url),
            self.session_idle.whole_hours(),
            self.session_lifetime.whole_days(),
            self.secure_cookie,
            self.due.days,
            self.due.minutes / 60,
            self.due.cycles,
            self.passenger_masses.adult / 1000,
            self.passenger_masses.child / 1000,
            self.passenger_masses.infant / 1000,
            self.trusted_proxies
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(","),
            self.backup_dir.display(),
            self.backup_every
                .map_or_else(|| "off".to_string(), |d| format!("{}s", d.as_secs())),
            self.backup_keep,
        )
    }
}

/// Hides the password of a `scheme://user:password@host/…` URL.
pub fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let Some((credentials, host)) = rest.split_once('@') else {
        return url.to_string();
    };
    match credentials.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_not_printed() {
        assert_eq!(
            redact_url("postgres://soute:s3cret@db:5432/soute"),
            "postgres://soute:***@db:5432/soute"
        );
        assert_eq!(
            redact_url("sqlite://./data/soute.db"),
            "sqlite://./data/soute.db"
        );
        assert_eq!(
            redact_url("postgres://soute@db/soute"),
            "postgres://soute@db/soute"
        );
    }
}
