//! People: staff, clients, drivers, pilots, external persons and super users.

use sqlx::FromRow;

use super::Db;
use crate::clock;

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

macro_rules! select_user {
    ($tail:literal) => {
        concat!(
            "SELECT u.id, u.name, u.login, u.email, u.tel, u.password_hash, u.adress, u.gender, \
             u.avatar, u.status, u.profile_id, u.extension_id, u.country, u.country_data, \
             u.country_code, u.region, u.city, u.created_at, u.updated_at, u.created_by, \
             p.name AS profile_name, p.code AS profile_code \
             FROM users u JOIN profiles p ON p.id = u.profile_id ",
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

/// The account a sign-in name, e-mail (any case) or phone number designates.
pub async fn find_by_username(db: &Db, username: &str) -> Result<Option<User>, sqlx::Error> {
    sqlx::query_as(select_user!(
        "WHERE u.login = $1 OR u.email = $2 OR u.tel = $1 ORDER BY u.id LIMIT 1"
    ))
    .bind(username)
    .bind(username.to_lowercase())
    .fetch_optional(db.pool())
    .await
}

/// The names of the permissions a person holds: all of them for a super user.
pub async fn permission_names(db: &Db, user: &User) -> Result<Vec<String>, sqlx::Error> {
    if user.is_superuser() {
        sqlx::query_scalar("SELECT name FROM permissions ORDER BY id")
            .fetch_all(db.pool())
            .await
    } else {
        sqlx::query_scalar(
            "SELECT pe.name FROM permissions pe \
             JOIN profile_permissions pp ON pp.permission_id = pe.id \
             WHERE pp.profile_id = $1 ORDER BY pe.id",
        )
        .bind(user.profile_id)
        .fetch_all(db.pool())
        .await
    }
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
    let now = clock::now();
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
        .bind(clock::now())
        .bind(user.id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM sessions WHERE user_id = $1")
        .bind(user.id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(true)
}
