//! People: staff, clients, drivers, pilots, external persons and super users.

use sqlx::FromRow;

use serde_json::{Value, json};

use super::audit::{self, Action};
use super::profiles;
use super::{
    Db,
    list::{PageRequest, Paged, Where, fetch_page},
};
use crate::domain::{people::Person, permissions::Permission};

/// A person as stored, with the name and code of their profile.
#[derive(Clone, Debug, FromRow)]
pub struct User {
    pub id: i64,
    pub name: String,
    pub login: Option<String>,
    pub email: Option<String>,
    pub tel: Option<String>,
    pub password_hash: Option<String>,
    pub adress: Option<String>,
    pub gender: Option<String>,
    pub avatar: Option<String>,
    pub status: i64,
    pub profile_id: i64,
    pub extension_id: Option<i64>,
    pub country: Option<String>,
    pub country_data: Option<String>,
    pub country_code: Option<String>,
    pub region: Option<String>,
    pub city: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    pub created_by: Option<i64>,
    pub archived: i64,
    pub profile_name: String,
    pub profile_code: Option<String>,
}

pub const SUPERUSER_CODE: &str = "superuser";

impl User {
    pub fn is_superuser(&self) -> bool {
        self.profile_code.as_deref() == Some(SUPERUSER_CODE)
    }

    pub fn is_active(&self) -> bool {
        self.status == 1
    }
}

macro_rules! user_columns {
    () => {
        "u.id, u.name, u.login, u.email, u.tel, u.password_hash, u.adress, u.gender, \
         u.avatar, u.status, u.profile_id, u.extension_id, u.country, u.country_data, \
         u.country_code, u.region, u.city, u.created_at, u.updated_at, u.created_by, u.archived, \
         p.name AS profile_name, p.code AS profile_code"
    };
}

/// The columns of [`User`], for queries that read a person with something else.
pub const COLUMNS: &str = user_columns!();

macro_rules! select_user {
    ($tail:literal) => {
        concat!(
            "SELECT ",
            user_columns!(),
            " FROM users u JOIN profiles p ON p.id = u.profile_id ",
            $tail
        )
    };
}

pub async fn find(db: &Db, id: i64) -> Result<Option<User>, sqlx::Error> {
    sqlx::query_as(select_user!("WHERE u.id = $1"))
        .bind(id)
        .fetch_optional(db.pool())
        .await
}

/// The people of these ids, in one query (a detail names several at once).
pub async fn find_many(db: &Db, ids: &[i64]) -> Result<Vec<User>, sqlx::Error> {
    among(db, None, ids).await
}

/// The people of these ids, those holding the fixed profile `code` and not archived when given.
async fn among(db: &Db, code: Option<&str>, ids: &[i64]) -> Result<Vec<User>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let (condition, first) = match code {
        Some(_) => ("p.code = $1 AND u.archived = 0 AND ", 2),
        None => ("", 1),
    };
    let sql = format!(
        "{} WHERE {condition}u.id IN ({})",
        select_user!(""),
        super::movements::placeholders(first, ids.len())
    );
    let mut query = sqlx::query_as(sqlx::AssertSqlSafe(sql));
    if let Some(code) = code {
        query = query.bind(code.to_string());
    }
    for id in ids {
        query = query.bind(*id);
    }
    query.fetch_all(db.pool()).await
}

/// The account a sign-in name, e-mail (any case) or phone number designates.
pub async fn find_by_username(db: &Db, username: &str) -> Result<Option<User>, sqlx::Error> {
    sqlx::query_as(select_user!(
        "WHERE u.archived = 0 AND (u.login = $1 OR u.email = $2 OR u.tel = $1) ORDER BY u.id LIMIT 1"
    ))
    .bind(username)
    .bind(username.to_lowercase())
    .fetch_optional(db.pool())
    .await
}

/// The permissions a person holds, in catalogue order: all of them for a super user.
pub async fn permissions_held(db: &Db, user: &User) -> Result<Vec<Permission>, sqlx::Error> {
    if user.is_superuser() {
        // The catalogue the migrations store, in its order: not read on every request.
        return Ok(Permission::ALL.to_vec());
    }
    let names = sqlx::query_scalar(
        "SELECT pe.name FROM permissions pe \
             JOIN profile_permissions pp ON pp.permission_id = pe.id \
             WHERE pp.profile_id = $1 ORDER BY pe.id",
    )
    .bind(user.profile_id)
    .fetch_all(db.pool())
    .await?;
    Ok(profiles::known(names))
}

pub async fn superuser_exists(db: &Db) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM users u JOIN profiles p ON p.id = u.profile_id WHERE p.code = $1",
    )
    .bind(SUPERUSER_CODE)
    .fetch_one(db.pool())
    .await?;
    Ok(n > 0)
}

/// Creates a super user signing in with `login`; fails with a unique violation if it is taken.
pub async fn create_superuser(
    db: &Db,
    login: &str,
    name: &str,
    password_hash: &str,
) -> Result<i64, sqlx::Error> {
    let now = db.now();
    sqlx::query_scalar(
        "INSERT INTO users (name, login, password_hash, status, profile_id, created_at, updated_at) \
         SELECT $1, $2, $3, 1, id, $4, $4 FROM profiles WHERE code = $5 RETURNING id",
    )
    .bind(name)
    .bind(login)
    .bind(password_hash)
    .bind(&now)
    .bind(SUPERUSER_CODE)
    .fetch_one(db.pool())
    .await
}

/// Sets a new password for the account `username` designates and ends its sessions.
pub async fn reset_password(
    db: &Db,
    username: &str,
    password_hash: &str,
) -> Result<bool, sqlx::Error> {
    let Some(user) = find_by_username(db, username).await? else {
        return Ok(false);
    };
    let mut tx = db.begin_write().await?;
    sqlx::query("UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(db.now())
        .bind(user.id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM sessions WHERE user_id = $1")
        .bind(user.id)
        .execute(&mut *tx)
        .await?;
    audit::record(
        &mut tx,
        None,
        Action::Update,
        "users",
        Some(user.id),
        json!({ "passwordChanged": true }),
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}

/// What the audit trail keeps of a person (never their password).
fn audit_fields(p: &Person, profile_id: i64, extension_id: Option<i64>, status: i64) -> Value {
    json!({
        "name": p.name,
        "email": p.email,
        "tel": p.tel,
        "adress": p.adress,
        "gender": p.gender,
        "country": p.country,
        "region": p.region,
        "city": p.city,
        "profileId": profile_id,
        "extensionId": extension_id,
        "status": status,
    })
}

/// Whose people a list shows. The super user and archived people are never listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    Profile(i64),
    /// Holders of a fixed profile (chauffeur, pilote).
    Code(&'static str),
    Clients,
    /// Everyone but clients.
    Staff,
    Everyone,
    /// Everyone active (status 1).
    Active,
}

/// The columns a people list can be searched by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Name,
    Tel,
    Country,
    City,
    Adress,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &["name", "tel", "country", "city", "adress"];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "name" => SearchColumn::Name,
            "tel" => SearchColumn::Tel,
            "country" => SearchColumn::Country,
            "city" => SearchColumn::City,
            "adress" => SearchColumn::Adress,
            _ => return None,
        })
    }

    fn expr(self) -> &'static str {
        match self {
            SearchColumn::Name => "u.name", // searched through people_named
            SearchColumn::Tel => "u.tel",
            SearchColumn::Country => "u.country",
            SearchColumn::City => "u.city",
            SearchColumn::Adress => "u.adress",
        }
    }
}

pub async fn list(
    db: &Db,
    scope: Scope,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<User>, sqlx::Error> {
    let mut filter = Where::new();
    filter
        .raw("u.archived = 0")
        .ne_text("p.code", SUPERUSER_CODE);
    match scope {
        Scope::Profile(id) => {
            filter.eq_int("u.profile_id", id);
        }
        Scope::Code(code) => {
            filter.eq_text("p.code", code).raw("u.status = 1");
        }
        Scope::Clients => {
            filter.eq_text("p.code", CLIENT_CODE);
        }
        Scope::Staff => {
            filter.ne_text("p.code", CLIENT_CODE);
        }
        Scope::Everyone => {}
        Scope::Active => {
            filter.raw("u.status = 1");
        }
    }
    match search {
        Some((SearchColumn::Name, text)) => {
            filter.person_named("u.id", db.backend(), text);
        }
        Some((column, text)) => {
            filter.contains(column.expr(), text);
        }
        None => {}
    }
    fetch_page(
        db,
        user_columns!(),
        "users u JOIN profiles p ON p.id = u.profile_id",
        &filter,
        "u.name, u.id",
        page,
    )
    .await
}

pub const CLIENT_CODE: &str = "client";

#[derive(Clone, Debug, FromRow)]
pub struct ProfileCount {
    pub profile_id: i64,
    pub name: String,
    pub code: Option<String>,
    pub count: i64,
}

/// How many (listed) people hold each profile, the super user's excepted.
pub async fn counts(db: &Db) -> Result<Vec<ProfileCount>, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.id AS profile_id, p.name, p.code, \
         (SELECT COUNT(*) FROM users u WHERE u.profile_id = p.id AND u.archived = 0) AS count \
         FROM profiles p WHERE p.code IS NULL OR p.code <> $1 ORDER BY p.id",
    )
    .bind(SUPERUSER_CODE)
    .fetch_all(db.pool())
    .await
}

/// Which of an e-mail and a phone number another person already uses.
pub async fn taken(
    db: &Db,
    email: Option<&str>,
    tel: Option<&str>,
    except: Option<i64>,
) -> Result<(bool, bool), sqlx::Error> {
    let rows: Vec<(Option<String>, Option<String>)> =
        sqlx::query_as("SELECT email, tel FROM users WHERE (email = $1 OR tel = $2) AND id <> $3")
            .bind(email)
            .bind(tel)
            .bind(except.unwrap_or(0))
            .fetch_all(db.pool())
            .await?;
    let email_taken = email.is_some() && rows.iter().any(|(e, _)| e.as_deref() == email);
    let tel_taken = tel.is_some() && rows.iter().any(|(_, t)| t.as_deref() == tel);
    Ok((email_taken, tel_taken))
}

pub struct NewUser<'a> {
    pub person: &'a Person,
    pub profile_id: i64,
    pub extension_id: Option<i64>,
    pub status: i64,
    pub password_hash: Option<&'a str>,
    pub created_by: Option<i64>,
}

pub async fn create(db: &Db, u: NewUser<'_>) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let p = u.person;
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO users (name, email, tel, adress, gender, country, country_data, country_code, \
         region, city, profile_id, extension_id, status, password_hash, created_by, created_at, \
         updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) \
         RETURNING id",
    )
    .bind(&p.name)
    .bind(&p.email)
    .bind(&p.tel)
    .bind(&p.adress)
    .bind(&p.gender)
    .bind(&p.country)
    .bind(&p.country_data)
    .bind(&p.country_code)
    .bind(&p.region)
    .bind(&p.city)
    .bind(u.profile_id)
    .bind(u.extension_id)
    .bind(u.status)
    .bind(u.password_hash)
    .bind(u.created_by)
    .bind(&now)
    .fetch_one(&mut *tx)
    .await?;
    // Someone registering themselves is their own author.
    Action::Create
        .on("users", id, u.created_by.unwrap_or(id))
        .write(
            &mut tx,
            audit_fields(p, u.profile_id, u.extension_id, u.status),
        )
        .await?;
    tx.commit().await?;
    Ok(id)
}

/// What an edit changes besides the details: each `None` leaves it as it is.
#[derive(Default)]
pub struct Access<'a> {
    pub profile_id: Option<i64>,
    pub extension_id: Option<Option<i64>>,
    pub status: Option<i64>,
    pub password_hash: Option<&'a str>,
}

/// Saves a person's details and access if nobody saved them since `updated_at` (false otherwise).
/// A change of profile, status or password ends their sessions but `keep_session`.
pub async fn update(
    db: &Db,
    id: i64,
    person: &Person,
    access: Access<'_>,
    updated_at: &str,
    keep_session: Option<i64>,
) -> Result<bool, sqlx::Error> {
    let before = match find(db, id).await? {
        Some(u) => u,
        None => return Ok(false),
    };
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE users SET name = $1, email = $2, tel = $3, adress = $4, gender = $5, country = $6, \
         country_data = $7, country_code = $8, region = $9, city = $10, \
         profile_id = COALESCE($11, profile_id), extension_id = $12, status = COALESCE($13, status), \
         password_hash = COALESCE($14, password_hash), updated_at = $15 \
         WHERE id = $16 AND updated_at = $17",
    )
    .bind(&person.name)
    .bind(&person.email)
    .bind(&person.tel)
    .bind(&person.adress)
    .bind(&person.gender)
    .bind(&person.country)
    .bind(&person.country_data)
    .bind(&person.country_code)
    .bind(&person.region)
    .bind(&person.city)
    .bind(access.profile_id)
    .bind(access.extension_id.unwrap_or(before.extension_id))
    .bind(access.status)
    .bind(access.password_hash)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 0 {
        return Ok(false);
    }
    let access_changed = access.profile_id.is_some_and(|p| p != before.profile_id)
        || access.status.is_some_and(|s| s != before.status)
        || access.password_hash.is_some();
    // The author is the person of the session the edit keeps.
    let by: Option<i64> = sqlx::query_scalar("SELECT user_id FROM sessions WHERE id = $1")
        .bind(keep_session.unwrap_or(0))
        .fetch_optional(&mut *tx)
        .await?;
    let before_fields = audit_fields(
        &Person {
            name: before.name.clone(),
            email: before.email.clone(),
            tel: before.tel.clone(),
            adress: before.adress.clone(),
            gender: before.gender.clone(),
            country: before.country.clone(),
            country_data: None,
            country_code: None,
            region: before.region.clone(),
            city: before.city.clone(),
        },
        before.profile_id,
        before.extension_id,
        before.status,
    );
    let mut changes = audit::diff(
        &before_fields,
        &audit_fields(
            person,
            access.profile_id.unwrap_or(before.profile_id),
            access.extension_id.unwrap_or(before.extension_id),
            access.status.unwrap_or(before.status),
        ),
    );
    if access.password_hash.is_some() {
        changes["passwordChanged"] = json!(true);
    }
    audit::record(&mut tx, by, Action::Update, "users", Some(id), changes).await?;
    if access_changed {
        sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND id <> $2")
            .bind(id)
            .bind(keep_session.unwrap_or(0))
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(true)
}

pub async fn set_avatar(db: &Db, id: i64, avatar: &str) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query("UPDATE users SET avatar = $1, updated_at = $2 WHERE id = $3")
        .bind(avatar)
        .bind(db.now())
        .bind(id)
        .execute(&mut *tx)
        .await?;
    Action::Update
        .on("users", id, id)
        .write(&mut tx, json!({ "avatar": avatar }))
        .await?;
    tx.commit().await
}

pub enum Removal {
    Deleted,
    /// History refers to the person: they are kept, hidden and unable to sign in.
    Archived,
}

/// Deletes a person, or archives them when other records refer to them; ends their sessions.
pub async fn remove(db: &Db, id: i64, by: i64) -> Result<Removal, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    match sqlx::query("DELETE FROM users WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await
    {
        Ok(_) => {
            Action::Delete
                .on("users", id, by)
                .write(&mut tx, json!({}))
                .await?;
            tx.commit().await?;
            Ok(Removal::Deleted)
        }
        Err(e) if super::is_foreign_key_violation(&e) => {
            tx.rollback().await?;
            let mut tx = db.begin_write().await?;
            sqlx::query("UPDATE users SET archived = 1, status = 0, updated_at = $1 WHERE id = $2")
                .bind(db.now())
                .bind(id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM sessions WHERE user_id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            Action::Delete
                .on("users", id, by)
                .write(&mut tx, json!({ "archived": true }))
                .await?;
            tx.commit().await?;
            Ok(Removal::Archived)
        }
        Err(e) => Err(e),
    }
}

/// How many people, archived ones included, hold a profile.
pub async fn count_with_profile(db: &Db, profile_id: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM users WHERE profile_id = $1")
        .bind(profile_id)
        .fetch_one(db.pool())
        .await
}

/// The first super user, who is recorded as the author of demo data.
pub async fn first_superuser(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT u.id FROM users u JOIN profiles p ON p.id = u.profile_id WHERE p.code = $1 \
         ORDER BY u.id LIMIT 1",
    )
    .bind(SUPERUSER_CODE)
    .fetch_one(db.pool())
    .await
}

/// The clients among `ids` one may still pick (not archived).
pub async fn clients_among(db: &Db, ids: &[i64]) -> Result<Vec<User>, sqlx::Error> {
    among(db, Some(CLIENT_CODE), ids).await
}

pub const DRIVER_CODE: &str = "chauffeur";
pub const PILOT_CODE: &str = "pilote";

/// Which of these people hold the fixed profile `code` and are not archived.
pub async fn with_profile_among(db: &Db, code: &str, ids: &[i64]) -> Result<Vec<i64>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let placeholders: Vec<String> = (2..ids.len() + 2).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT u.id FROM users u JOIN profiles p ON p.id = u.profile_id \
         WHERE p.code = $1 AND u.archived = 0 AND u.id IN ({})",
        placeholders.join(", ")
    );
    let mut query = sqlx::query_scalar::<sqlx::Any, i64>(sqlx::AssertSqlSafe(sql)).bind(code);
    for id in ids {
        query = query.bind(*id);
    }
    query.fetch_all(db.pool()).await
}
