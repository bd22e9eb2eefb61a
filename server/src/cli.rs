//! The `soute` command line: `serve` (default), `migrate`, `backup`, `restore`, `demo`,
//! `generate`, `admin …`, `openapi`.

use std::{io::Write, net::SocketAddr, path::PathBuf, process::ExitCode};

use clap::{Args, Parser, Subcommand};
use tracing_subscriber::EnvFilter;

use crate::{
    app::{self, Application, StartupError},
    backup,
    config::{Config, CreditLink, SiteLinks},
    db, demo, generate,
    security::Passwords,
};

#[derive(Parser, Debug)]
#[command(
    name = "soute",
    version,
    about = "Back office of a cargo and air-freight agency"
)]
pub struct Cli {
    #[command(flatten)]
    common: CommonArgs,
    #[command(subcommand)]
    command: Command,
}

#[derive(Args, Debug)]
struct CommonArgs {
    /// Folder holding the SQLite database and uploaded files.
    #[arg(long, env = "SOUTE_DATA_DIR", default_value = "./data", global = true)]
    data_dir: PathBuf,
    /// `postgres://…` to use PostgreSQL; a SQLite file in the data folder when unset.
    #[arg(long, env = "DATABASE_URL", global = true, hide_env_values = true)]
    database_url: Option<String>,
    /// Password of the first super user (`admin`); generated and printed once when unset.
    #[arg(
        long,
        env = "SOUTE_ADMIN_PASSWORD",
        global = true,
        hide_env_values = true
    )]
    admin_password: Option<String>,
}

#[derive(Subcommand, Debug)]
// Parsed once at start: the size of `serve`'s arguments costs nothing.
#[allow(clippy::large_enum_variant)]
enum Command {
    /// Serve the API and the web app (the default).
    Serve(ServeArgs),
    /// Create or upgrade the database schema, then stop.
    Migrate {
        /// List the migrations that would run, and change nothing.
        #[arg(long)]
        dry_run: bool,
    },
    /// Write a backup archive of the database and the uploaded files while the server runs
    /// (on PostgreSQL: the files, and the pg_dump command for the database); or check one.
    Backup(BackupArgs),
    /// Restore a backup archive into an empty data folder (--data-dir), after checking it.
    Restore {
        /// The archive (`soute-YYYYMMDD-HHMMSS.tar.gz`).
        archive: PathBuf,
    },
    /// Load the demo data set into the database (once).
    Demo,
    /// Fill a fresh database with five years of a large agency (docs/scale.md's reference set at
    /// scale 1.0), for measuring.
    Generate(GenerateArgs),
    /// Manage super users.
    #[command(subcommand)]
    Admin(AdminCommand),
    /// Print the OpenAPI document (as served at /api/openapi.json) without a database or a server.
    Openapi,
}

#[derive(Subcommand, Debug)]
enum AdminCommand {
    /// Create a super user; its password comes from SOUTE_ADMIN_PASSWORD or is generated and printed.
    Create {
        /// Sign-in name.
        #[arg(long)]
        login: String,
        /// Name shown in the app.
        #[arg(long, default_value = "Administrateur")]
        name: String,
    },
    /// Set a new password for a sign-in name, phone or e-mail, and end its sessions.
    ResetPassword {
        #[arg(long)]
        login: String,
    },
}

#[derive(Args, Debug)]
struct BackupArgs {
    /// The folder the archive is written to (default: SOUTE_BACKUP_DIR, or <data>/backups).
    #[arg(long, env = "SOUTE_BACKUP_DIR")]
    to: Option<PathBuf>,
    /// Check this archive (every member's checksum, the database's integrity) instead of
    /// taking one.
    #[arg(long, value_name = "ARCHIVE", conflicts_with = "to")]
    verify: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct GenerateArgs {
    /// Size of the set: 1.0 is the reference set (1,000,000 expeditions), 0.01 a hundredth of it.
    #[arg(long)]
    scale: f64,
    /// Another seed gives another set of the same shape.
    #[arg(long, default_value_t = generate::DEFAULT_SEED)]
    seed: u64,
}

#[derive(Args, Debug)]
struct ServeArgs {
    /// Address and port to listen on.
    #[arg(long, env = "SOUTE_BIND", default_value = "127.0.0.1:8080")]
    bind: SocketAddr,
    /// A session unused for this many hours ends.
    #[arg(long, env = "SOUTE_SESSION_IDLE_HOURS", default_value_t = 12)]
    session_idle_hours: u32,
    /// A session ends this many days after sign-in, used or not.
    #[arg(long, env = "SOUTE_SESSION_MAX_DAYS", default_value_t = 7)]
    session_max_days: u32,
    /// Always mark the session cookie `Secure` (set it when served over HTTPS without a proxy header).
    #[arg(long, env = "SOUTE_SECURE_COOKIE")]
    secure_cookie: bool,
    /// Reverse proxies (address blocks, comma-separated: `10.0.0.0/8,127.0.0.1`) whose
    /// `X-Forwarded-For` names the client; the throttles count that address.
    #[arg(long, env = "SOUTE_TRUSTED_PROXIES", value_delimiter = ',')]
    trusted_proxies: Vec<crate::http::client::Cidr>,
    /// Footer credit link label and address.
    #[arg(long, env = "SOUTE_LINK_CREDIT_LABEL", requires = "credit_url")]
    credit_label: Option<String>,
    #[arg(long, env = "SOUTE_LINK_CREDIT_URL", requires = "credit_label")]
    credit_url: Option<String>,
    #[arg(long, env = "SOUTE_LINK_FACEBOOK")]
    facebook: Option<String>,
    #[arg(long, env = "SOUTE_LINK_YOUTUBE")]
    youtube: Option<String>,
    #[arg(long, env = "SOUTE_LINK_TWITTER")]
    twitter: Option<String>,
    #[arg(long, env = "SOUTE_LINK_INSTAGRAM")]
    instagram: Option<String>,
    /// The countries the agency works in, as ISO codes separated by commas.
    #[arg(
        long,
        env = "SOUTE_COUNTRIES",
        default_value = "cd,tz,bi",
        value_delimiter = ','
    )]
    countries: Vec<String>,
    /// Serve the web app from this folder (e.g. web/dist after `npm run build`) instead of the
    /// copy built into the binary, so the screens can change without rebuilding the server.
    #[arg(long, env = "SOUTE_WEB_DIR")]
    web_dir: Option<PathBuf>,
    /// The due list calls a limit 'bientôt dû' this many days before its date…
    #[arg(long, env = "SOUTE_DUE_DAYS", default_value_t = 30, value_parser = clap::value_parser!(u16).range(0..=3650))]
    due_days: u16,
    /// …this many flight hours before it…
    #[arg(long, env = "SOUTE_DUE_HOURS", default_value_t = 50, value_parser = clap::value_parser!(u32).range(0..=100_000))]
    due_hours: u32,
    /// …and this many cycles before it.
    #[arg(long, env = "SOUTE_DUE_CYCLES", default_value_t = 50, value_parser = clap::value_parser!(u32).range(0..=100_000))]
    due_cycles: u32,
    /// The standard mass of an adult passenger (kg), counted when no weight is declared…
    #[arg(long, env = "SOUTE_PAX_MASS_ADULT", default_value_t = 84, value_parser = clap::value_parser!(u16).range(0..=200))]
    pax_mass_adult: u16,
    /// …of a child…
    #[arg(long, env = "SOUTE_PAX_MASS_CHILD", default_value_t = 35, value_parser = clap::value_parser!(u16).range(0..=200))]
    pax_mass_child: u16,
    /// …and of an infant.
    #[arg(long, env = "SOUTE_PAX_MASS_INFANT", default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=200))]
    pax_mass_infant: u16,
    /// Take a backup this often (`1h`, `30m`, `1d`); `0` takes none.
    #[arg(long, env = "SOUTE_BACKUP_EVERY", default_value = "1h", value_parser = parse_every)]
    backup_every: Every,
    /// The folder backups go to (default: <data>/backups).
    #[arg(long, env = "SOUTE_BACKUP_DIR")]
    backup_dir: Option<PathBuf>,
    /// How many backups stay: the newest of each of the last hours and days that have one.
    #[arg(long, env = "SOUTE_BACKUP_KEEP", default_value = "24h,30d")]
    backup_keep: crate::backup::Keep,
    /// `/api/metrics` answers requests carrying `Authorization: Bearer <this>` (without it, only
    /// this machine's, not through a proxy).
    #[arg(long, env = "SOUTE_METRICS_TOKEN", hide_env_values = true)]
    metrics_token: Option<String>,
    /// Let visitors create their own client account (`false`: clients are registered at the
    /// counter only).
    #[arg(long, env = "SOUTE_PUBLIC_REGISTRATION", default_value_t = true, action = clap::ArgAction::Set)]
    public_registration: bool,
}

/// A period between backups; `None` for none.
#[derive(Clone, Copy, Debug)]
struct Every(Option<std::time::Duration>);

/// `0`, or a whole number of seconds, minutes, hours or days: `90s`, `30m`, `1h`, `1d`.
fn parse_every(s: &str) -> Result<Every, String> {
    if s.trim() == "0" {
        return Ok(Every(None));
    }
    let s = s.trim();
    let unit = s.chars().last().unwrap_or(' ');
    let seconds = match unit {
        's' => 1,
        'm' => 60,
        'h' => 3600,
        'd' => 86_400,
        _ => {
            return Err(format!(
                "`{s}`: expected 0 or a period such as 90s, 30m, 1h, 1d"
            ));
        }
    };
    // At most a year: a longer period is a typing mistake.
    let total: u64 = s[..s.len() - 1]
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(seconds))
        .filter(|t| (1..=366 * 86_400).contains(t))
        .ok_or_else(|| {
            format!("`{s}`: expected 0 or a period such as 90s, 30m, 1h, 1d (at most a year)")
        })?;
    Ok(Every(Some(std::time::Duration::from_secs(total))))
}

/// Parses the command line (no subcommand means `serve`), runs it, and says how it went.
pub async fn run() -> ExitCode {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn"));
    // `SOUTE_LOG_FORMAT=json`: one JSON object per line, for a log collector.
    if std::env::var("SOUTE_LOG_FORMAT").is_ok_and(|f| f.eq_ignore_ascii_case("json")) {
        tracing_subscriber::fmt()
            .json()
            .with_current_span(true)
            .with_writer(std::io::stderr)
            .with_env_filter(filter)
            .init();
    } else {
        tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .with_env_filter(filter)
            .init();
    }
    let cli = Cli::parse_from(with_default_command(std::env::args().collect()));
    match execute(cli).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// `soute` and `soute --bind …` mean `soute serve …`; help and version stay as they are.
fn with_default_command(mut args: Vec<String>) -> Vec<String> {
    const COMMANDS: [&str; 9] = [
        "serve", "migrate", "backup", "restore", "demo", "generate", "admin", "openapi", "help",
    ];
    const TOP_LEVEL_FLAGS: [&str; 4] = ["-h", "--help", "-V", "--version"];
    let has_command = args
        .iter()
        .skip(1)
        .any(|a| COMMANDS.contains(&a.as_str()) || TOP_LEVEL_FLAGS.contains(&a.as_str()));
    if !has_command {
        args.insert(1.min(args.len()), "serve".to_string());
    }
    args
}

async fn execute(cli: Cli) -> Result<(), StartupError> {
    let common = cli.common;
    let database_url = common
        .database_url
        .clone()
        .unwrap_or_else(|| Config::default_database_url(&common.data_dir));
    let mut config = Config::local(common.data_dir.clone(), database_url);
    config.admin_password = common.admin_password.clone();

    match cli.command {
        Command::Serve(args) => serve(apply_serve_args(config, args)?).await,
        Command::Migrate { dry_run: false } => {
            app::open_database(&config).await?;
            tracing::info!("database schema is up to date");
            Ok(())
        }
        Command::Migrate { dry_run: true } => {
            let db = db::Db::connect(&config.database_url).await?;
            let pending = db.pending_migrations().await?;
            if pending.is_empty() {
                say("Aucune migration à appliquer : la base est à jour.");
            } else {
                say(&format!("{} migration(s) à appliquer :", pending.len()));
                for (version, description) in pending {
                    say(&format!("  {version:04} {description}"));
                }
            }
            db.close().await;
            Ok(())
        }
        Command::Backup(args) => backup(&config, args).await,
        Command::Restore { archive } => {
            let manifest = backup::restore(&archive, &config.data_dir).await?;
            say(&format!(
                "Restauré dans {} : {}.",
                config.data_dir.display(),
                holds(&manifest)
            ));
            if manifest.database().is_none() {
                say(
                    "La base PostgreSQL se restaure avec pg_restore (voir le README, « Sauvegardes »).",
                );
            }
            Ok(())
        }
        Command::Demo => {
            let db = app::open_database(&config).await?;
            let passwords = Passwords::new();
            print_generated(
                &config.data_dir,
                app::ensure_superuser(&db, &passwords, &config).await?,
            );
            let summary = demo::load(&db, &passwords, &config.files_dir()).await?;
            say(&summary);
            Ok(())
        }
        Command::Generate(args) => {
            let db = app::open_database(&config).await?;
            let passwords = Passwords::new();
            print_generated(
                &config.data_dir,
                app::ensure_superuser(&db, &passwords, &config).await?,
            );
            let options = generate::Options {
                scale: args.scale,
                seed: args.seed,
                files_dir: config.files_dir(),
            };
            say(&generate::generate(&db, &passwords, options).await?);
            Ok(())
        }
        Command::Admin(action) => admin(config, action).await,
        Command::Openapi => {
            say(&openapi_json());
            Ok(())
        }
    }
}

/// The document the web's types are generated from (`make api-types`).
fn openapi_json() -> String {
    serde_json::to_string_pretty(&crate::http::openapi()).expect("the OpenAPI document serialises")
}

fn apply_serve_args(mut config: Config, args: ServeArgs) -> Result<Config, StartupError> {
    if args.session_idle_hours == 0 || args.session_max_days == 0 {
        return Err(StartupError::Config(
            "session durations must be at least 1".into(),
        ));
    }
    config.bind = args.bind;
    config.session_idle = time::Duration::hours(args.session_idle_hours.into());
    config.session_lifetime = time::Duration::days(args.session_max_days.into());
    config.secure_cookie = args.secure_cookie;
    config.trusted_proxies = args.trusted_proxies;
    config.backup_every = args.backup_every.0;
    config.backup_keep = args.backup_keep;
    config.metrics_token = args.metrics_token.filter(|t| !t.is_empty());
    config.public_registration = args.public_registration;
    if let Some(dir) = args.backup_dir {
        config.backup_dir = dir;
    }
    config.web_dir = args.web_dir;
    config.due = crate::domain::due::Thresholds {
        days: args.due_days.into(),
        minutes: i64::from(args.due_hours) * 60,
        cycles: args.due_cycles.into(),
    };
    config.passenger_masses = crate::domain::tickets::StandardMasses {
        adult: i64::from(args.pax_mass_adult) * 1000,
        child: i64::from(args.pax_mass_child) * 1000,
        infant: i64::from(args.pax_mass_infant) * 1000,
    };
    config.countries = args
        .countries
        .iter()
        .map(|c| crate::domain::geography::normalise_code(c))
        .filter(|c| !c.is_empty())
        .collect();
    if let Some(unknown) = config
        .countries
        .iter()
        .find(|c| crate::domain::geography::country(c).is_none())
    {
        return Err(StartupError::Config(format!(
            "SOUTE_COUNTRIES: unknown country code {unknown}"
        )));
    }
    config.links = SiteLinks {
        credit: args
            .credit_label
            .zip(args.credit_url)
            .map(|(label, url)| CreditLink { label, url }),
        facebook: args.facebook,
        youtube: args.youtube,
        twitter: args.twitter,
        instagram: args.instagram,
    };
    Ok(config)
}

async fn serve(config: Config) -> Result<(), StartupError> {
    tracing::info!("starting soute {}: {config}", env!("CARGO_PKG_VERSION"));
    if !config.bind.ip().is_loopback() && !config.secure_cookie && config.trusted_proxies.is_empty()
    {
        tracing::warn!(
            "bound to {} without SOUTE_SECURE_COOKIE nor SOUTE_TRUSTED_PROXIES: put it behind an \
             HTTPS proxy (see the README), or session cookies travel in clear",
            config.bind
        );
    }
    let data_dir = config.data_dir.clone();
    let app = Application::build(config).await?;
    print_generated(
        &data_dir,
        app.generated_admin_password().map(str::to_string),
    );
    tracing::info!("listening on http://{}", app.local_addr());
    app.run_until_stopped(shutdown_signal()).await?;
    tracing::info!("stopped");
    Ok(())
}

/// What an archive holds, as `verify` and `restore` say it.
fn holds(manifest: &backup::Manifest) -> String {
    format!(
        "{}{} fichier(s) ; sauvegarde prise le {} par Soute {}",
        if manifest.database().is_some() {
            "la base de données et "
        } else {
            ""
        },
        manifest.files(),
        manifest.created_at,
        manifest.soute_version,
    )
}

async fn backup(config: &Config, args: BackupArgs) -> Result<(), StartupError> {
    if let Some(archive) = args.verify {
        let manifest = backup::verify(&archive).await?;
        say(&format!(
            "{} est intacte : {} (migrations 1 à {}).",
            archive.display(),
            holds(&manifest),
            manifest.migrations.last().copied().unwrap_or(0),
        ));
        return Ok(());
    }
    let to = args.to.unwrap_or_else(|| config.backup_dir.clone());
    // Never migrates: the backup before an upgrade is taken of the database as it is.
    let db = db::Db::connect(&config.database_url)
        .await?
        .with_clock(config.clock.clone());
    let taken = backup::take(&db, &config.files_dir(), &to).await;
    let backend = db.backend();
    db.close().await;
    let taken = taken?;
    say(&format!(
        "Sauvegarde écrite : {} ({} octets, {} fichier(s)).",
        taken.path.display(),
        taken.size,
        taken.manifest.files()
    ));
    if backend == db::Backend::Postgres {
        say(&format!(
            "La base PostgreSQL n'est pas dans l'archive ; copiez-la avec :\n  pg_dump --format=custom --file={}/soute-db.dump \"$DATABASE_URL\"",
            to.display()
        ));
    }
    Ok(())
}

async fn admin(config: Config, action: AdminCommand) -> Result<(), StartupError> {
    let db = app::open_database(&config).await?;
    let passwords = Passwords::new();
    let (password, generated) = match config.admin_password.clone() {
        Some(p) => (p, false),
        None => (crate::security::generate_password(), true),
    };
    let hash = passwords.hash(&password).await;
    match action {
        AdminCommand::Create { login, name } => {
            db::users::create_superuser(&db, &login, &name, &hash).await?;
            say(&format!("Super utilisateur « {login} » créé."));
        }
        AdminCommand::ResetPassword { login } => {
            if !db::users::reset_password(&db, &login, &hash).await? {
                return Err(StartupError::Config(format!(
                    "no account signs in as {login}"
                )));
            }
            say(&format!(
                "Mot de passe de « {login} » changé ; ses sessions sont fermées."
            ));
        }
    }
    if generated {
        say(&format!("Mot de passe : {password}"));
    }
    Ok(())
}

/// Says the generated password of the first super user on the console and writes it to
/// `<data>/admin-password.txt`, readable by its owner only (so that a service's journal need not
/// be where it is found).
fn print_generated(data_dir: &impl AsRef<std::path::Path>, password: Option<String>) {
    let Some(password) = password else {
        return;
    };
    let file = data_dir.as_ref().join(ADMIN_PASSWORD_FILE);
    let written = write_private(&file, &format!("admin\n{password}\n"));
    say(&format!(
        "Super utilisateur créé : identifiant « admin », mot de passe « {password} » (affiché une seule fois)."
    ));
    match written {
        Ok(()) => say(&format!(
            "Il est aussi écrit dans {} (lisible par ce seul compte) : notez-le, puis supprimez ce fichier.",
            file.display()
        )),
        Err(e) => {
            tracing::warn!(error = %e, file = %file.display(), "the generated password could not be written to its file")
        }
    }
}

/// The file the first super user's generated password is written to, in the data folder.
pub const ADMIN_PASSWORD_FILE: &str = "admin-password.txt";

/// Writes `text` to a new file only its owner may read (mode 0600 on Unix).
fn write_private(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    // A file left from before keeps its mode: set it again.
    #[cfg(unix)]
    std::fs::set_permissions(path, std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

/// Console output meant for the person running the command (not a log line).
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutdown requested, finishing requests in flight");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn serve_is_the_default_command() {
        assert_eq!(
            with_default_command(args(&["soute"])),
            args(&["soute", "serve"])
        );
        assert_eq!(
            with_default_command(args(&["soute", "--bind", "0.0.0.0:80"])),
            args(&["soute", "serve", "--bind", "0.0.0.0:80"])
        );
        assert_eq!(
            with_default_command(args(&["soute", "--data-dir", "x", "demo"])),
            args(&["soute", "--data-dir", "x", "demo"])
        );
        assert_eq!(
            with_default_command(args(&["soute", "--help"])),
            args(&["soute", "--help"])
        );
    }

    #[test]
    fn openapi_prints_the_served_document() {
        assert_eq!(
            with_default_command(args(&["soute", "openapi"])),
            args(&["soute", "openapi"])
        );
        let document: serde_json::Value = serde_json::from_str(&openapi_json()).unwrap();
        assert!(document["paths"]["/api/expeditions"]["get"].is_object());
    }

    #[test]
    fn a_generated_admin_password_is_also_written_for_its_owner_only() {
        let dir =
            std::env::temp_dir().join(format!("soute-cli-{}", crate::security::random_hex::<6>()));
        std::fs::create_dir_all(&dir).unwrap();
        print_generated(&dir, Some("Mot-de-passe-2026".into()));
        let file = dir.join(ADMIN_PASSWORD_FILE);
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            "admin\nMot-de-passe-2026\n"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&file).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        // Nothing generated, nothing written.
        std::fs::remove_file(&file).unwrap();
        print_generated(&dir, None);
        assert!(!file.exists());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn backup_periods_read_as_people_write_them() {
        let every = |s| parse_every(s).map(|e| e.0.map(|d| d.as_secs()));
        assert_eq!(every("0"), Ok(None));
        assert_eq!(every("1h"), Ok(Some(3600)));
        assert_eq!(every("30m"), Ok(Some(1800)));
        assert_eq!(every("90s"), Ok(Some(90)));
        assert_eq!(every("1d"), Ok(Some(86_400)));
        for bad in ["", "h", "0m", "-1h", "1.5h", "1w", "999999d"] {
            assert!(every(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn command_line_parses() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
