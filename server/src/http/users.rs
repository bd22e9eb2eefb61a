//! People as the API shows them.

use serde::Serialize;
use utoipa::ToSchema;

use crate::db::users::User;

/// A person, with the spec's field names; the password is never shown.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub id: i64,
    pub name: String,
    pub login: Option<String>,
    pub email: Option<String>,
    pub tel: Option<String>,
    pub adress: Option<String>,
    pub gender: Option<String>,
    pub avatar: Option<String>,
    /// 1 actif, 0 non actif.
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
    pub userprofile: UserProfile,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UserProfile {
    pub profile: ProfileRef,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileRef {
    pub id: i64,
    pub name: String,
    /// Set for the fixed profiles: superuser, client, chauffeur, pilote, externe.
    pub code: Option<String>,
}

impl From<User> for UserView {
    fn from(u: User) -> Self {
        UserView {
            id: u.id,
            name: u.name,
            login: u.login,
            email: u.email,
            tel: u.tel,
            adress: u.adress,
            gender: u.gender,
            avatar: u.avatar,
            status: u.status,
            profile_id: u.profile_id,
            extension_id: u.extension_id,
            country: u.country,
            country_data: u.country_data,
            country_code: u.country_code,
            region: u.region,
            city: u.city,
            created_at: u.created_at,
            updated_at: u.updated_at,
            userprofile: UserProfile {
                profile: ProfileRef {
                    id: u.profile_id,
                    name: u.profile_name,
                    code: u.profile_code,
                },
            },
        }
    }
}
