//! Who may see and change whom: the permission each action on a person needs, and the rule that
//! nobody hands out rights they do not hold themselves.

use super::permissions::Permission::{self, *};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Show,
    Add,
    Edit,
    Delete,
}

/// What kind of person an action is about, from their profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Client,
    Staff,
    Superuser,
}

impl Kind {
    pub fn of_profile(code: Option<&str>) -> Kind {
        match code {
            Some("client") => Kind::Client,
            Some("superuser") => Kind::Superuser,
            _ => Kind::Staff,
        }
    }
}

/// The permission an action on a person of this kind needs (super users also need to be one).
pub fn permission_for(action: Action, kind: Kind) -> Permission {
    match (action, kind) {
        (Action::Show, Kind::Client) => ShowClient,
        (Action::Add, Kind::Client) => AddClient,
        (Action::Edit, Kind::Client) => EditClient,
        (Action::Delete, Kind::Client) => DeleteClient,
        (Action::Show, Kind::Staff | Kind::Superuser) => ShowStaff,
        (Action::Add, Kind::Staff | Kind::Superuser) => AddStaff,
        (Action::Edit, Kind::Staff | Kind::Superuser) => EditStaff,
        (Action::Delete, Kind::Staff | Kind::Superuser) => DeleteStaff,
    }
}

/// The first of `granted` that `held` lacks: granting it would raise someone above the granter.
/// The `afficher mes …` permissions only show a person their own records, so anyone may grant them.
pub fn first_not_held(held: &[Permission], granted: &[Permission]) -> Option<Permission> {
    granted
        .iter()
        .copied()
        .filter(|p| !p.shows_only_ones_own())
        .find(|p| !held.contains(p))
}

/// Someone who holds none of the people screens is a client, driver, pilot or the like:
/// for them other people do not exist (404), rather than being forbidden (403).
pub fn sees_no_people(held: &[Permission]) -> bool {
    !held.iter().any(|p| matches!(p, ShowStaff | ShowClient))
}

/// Changing a profile's permissions or someone's profile needs `modifier personnel`.
pub const MANAGE_ACCESS: Permission = EditStaff;

/// A person as the rule below weighs them: what they are and what they hold.
#[derive(Clone, Copy, Debug)]
pub struct Standing<'a> {
    pub id: i64,
    pub kind: Kind,
    pub permissions: &'a [Permission],
}

/// What a change to someone touches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Touches {
    /// Their password, e-mail or phone: what signs them in.
    pub credentials: bool,
}

/// Why someone may not act on a person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Only a super user acts on a super user.
    SuperuserOnly,
    /// The person holds this permission and the actor does not.
    Outranks(Permission),
    /// A client's sign-in details are theirs (through `/api/me`) or a super user's to change.
    ClientCredentials,
}

/// May `actor` change or remove `target`? A super user may act on anyone; nobody else acts on a
/// super user, nor on a person holding a permission they lack (the `afficher mes …` ones aside),
/// nor on a client's password, e-mail or phone (the client changes those through `/api/me`).
/// Without this, whoever may reset a password could sign in as someone more powerful.
pub fn may_act_on(actor: Standing, target: Standing, touches: Touches) -> Result<(), Refusal> {
    if actor.kind == Kind::Superuser {
        return Ok(());
    }
    if target.kind == Kind::Superuser {
        return Err(Refusal::SuperuserOnly);
    }
    if let Some(missing) = first_not_held(actor.permissions, target.permissions) {
        return Err(Refusal::Outranks(missing));
    }
    if target.kind == Kind::Client && touches.credentials && target.id != actor.id {
        return Err(Refusal::ClientCredentials);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn held(permissions: &[Permission]) -> Vec<Permission> {
        permissions.to_vec()
    }

    #[test]
    fn clients_and_staff_have_their_own_permissions() {
        assert_eq!(permission_for(Action::Add, Kind::Client), AddClient);
        assert_eq!(permission_for(Action::Edit, Kind::Staff), EditStaff);
        assert_eq!(permission_for(Action::Delete, Kind::Superuser), DeleteStaff);
        assert_eq!(Kind::of_profile(Some("chauffeur")), Kind::Staff);
        assert_eq!(Kind::of_profile(None), Kind::Staff);
        assert_eq!(Kind::of_profile(Some("client")), Kind::Client);
    }

    #[test]
    fn nobody_grants_what_they_lack() {
        let mine = held(&[ShowClient, AddClient]);
        assert_eq!(first_not_held(&mine, &held(&[ShowClient])), None);
        assert_eq!(
            first_not_held(&mine, &held(&[ShowClient, Admin])),
            Some(Admin)
        );
        assert_eq!(first_not_held(&mine, &held(&[ShowMyExpeditions])), None);
    }

    fn standing(id: i64, kind: Kind, permissions: &[Permission]) -> Standing<'_> {
        Standing {
            id,
            kind,
            permissions,
        }
    }

    const DETAILS: Touches = Touches { credentials: false };
    const CREDENTIALS: Touches = Touches { credentials: true };

    #[test]
    fn a_super_user_acts_on_anyone() {
        let all = held(&[Admin, EditStaff]);
        let boss = standing(1, Kind::Superuser, &all);
        for kind in [Kind::Superuser, Kind::Staff, Kind::Client] {
            let target = standing(2, kind, &all);
            assert_eq!(may_act_on(boss, target, CREDENTIALS), Ok(()));
        }
    }

    #[test]
    fn nobody_else_acts_on_a_super_user() {
        let all = held(&[Admin, EditStaff]);
        let actor = standing(1, Kind::Staff, &all);
        let boss = standing(2, Kind::Superuser, &all);
        assert_eq!(
            may_act_on(actor, boss, DETAILS),
            Err(Refusal::SuperuserOnly)
        );
    }

    #[test]
    fn nobody_acts_on_someone_holding_more() {
        let manager = held(&[EditStaff, ShowStaff]);
        let admin = held(&[Admin, ShowStaff]);
        let actor = standing(1, Kind::Staff, &manager);
        for touches in [DETAILS, CREDENTIALS] {
            assert_eq!(
                may_act_on(actor, standing(2, Kind::Staff, &admin), touches),
                Err(Refusal::Outranks(Admin))
            );
        }
        // Equal or weaker: allowed, and `afficher mes …` does not make anyone stronger.
        let weaker = held(&[ShowStaff, ShowMyWaybills]);
        assert_eq!(
            may_act_on(actor, standing(3, Kind::Staff, &manager), CREDENTIALS),
            Ok(())
        );
        assert_eq!(
            may_act_on(actor, standing(4, Kind::Staff, &weaker), CREDENTIALS),
            Ok(())
        );
    }

    #[test]
    fn a_clients_credentials_are_theirs() {
        let desk = held(&[EditClient, EditStaff]);
        let client = held(&[ShowMyExpeditions]);
        let actor = standing(1, Kind::Staff, &desk);
        let target = standing(2, Kind::Client, &client);
        assert_eq!(may_act_on(actor, target, DETAILS), Ok(()));
        assert_eq!(
            may_act_on(actor, target, CREDENTIALS),
            Err(Refusal::ClientCredentials)
        );
        let same = standing(2, Kind::Client, &client);
        assert_eq!(may_act_on(same, target, CREDENTIALS), Ok(()));
    }

    #[test]
    fn people_without_people_screens_see_nobody() {
        assert!(sees_no_people(&held(&[ShowMyExpeditions])));
        assert!(!sees_no_people(&held(&[ShowClient])));
    }
}
