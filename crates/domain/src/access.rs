//! Who may see and change whom: the permission each action on a person needs, who is hidden
//! from whom, and the rules that nobody hands out rights they do not hold themselves nor changes
//! their own access.

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

/// Why a profile's permissions may not become what was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfileRefusal {
    /// The editor lacks this permission, which the profile grants now or would grant.
    Lacks(Permission),
    /// The Client profile, which every visitor who registers gets, only shows one's own.
    ClientFixed,
}

/// Editing a profile's permissions from `current` to `wanted`: nobody edits — not even to strip
/// it — a profile that grants what they lack (a super user holds everything), and the Client
/// profile only ever grants the 'afficher mes …' screens.
pub fn may_edit_profile(
    held: &[Permission],
    superuser: bool,
    client_profile: bool,
    current: &[Permission],
    wanted: &[Permission],
) -> Result<(), ProfileRefusal> {
    if client_profile && !wanted.iter().all(|p| p.shows_only_ones_own()) {
        return Err(ProfileRefusal::ClientFixed);
    }
    if superuser {
        return Ok(());
    }
    let both: Vec<Permission> = current.iter().chain(wanted).copied().collect();
    match first_not_held(held, &both) {
        Some(missing) => Err(ProfileRefusal::Lacks(missing)),
        None => Ok(()),
    }
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
    /// Their branch (none: the whole agency).
    pub branch: Option<i64>,
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
    /// A staff member's sign-in details are changed from their own branch, or with `admin`.
    OtherBranchCredentials,
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
    // Resetting a peer's password elsewhere would let a manager sign in as them.
    if target.kind == Kind::Staff
        && touches.credentials
        && target.id != actor.id
        && !actor.permissions.contains(&Admin)
        && actor.branch != target.branch
    {
        return Err(Refusal::OtherBranchCredentials);
    }
    Ok(())
}

// ---- the people screens: who sees, adds, edits and removes whom ----

/// May someone holding `held` see people at all (the lists and their counts)? Without any people
/// screen the answer is 403 naming `afficher personnel`.
pub fn may_see_people(held: &[Permission]) -> Result<(), Permission> {
    if sees_no_people(held) {
        Err(permission_for(Action::Show, Kind::Staff))
    } else {
        Ok(())
    }
}

/// Whom a people list shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listing {
    /// Only the holders of the profile asked for.
    OneProfile,
    Everyone,
    Staff,
    Clients,
}

/// Whom the people list shows someone holding `held`, asked for the holders of a profile of
/// `profile` kind or for everyone they may see; `Err` names the permission they lack.
pub fn people_listing(held: &[Permission], profile: Option<Kind>) -> Result<Listing, Permission> {
    let sees = |kind| held.contains(&permission_for(Action::Show, kind));
    match profile {
        Some(kind) if sees(kind) => Ok(Listing::OneProfile),
        Some(kind) => Err(permission_for(Action::Show, kind)),
        None => match (sees(Kind::Staff), sees(Kind::Client)) {
            (true, true) => Ok(Listing::Everyone),
            (true, false) => Ok(Listing::Staff),
            (false, true) => Ok(Listing::Clients),
            (false, false) => Err(permission_for(Action::Show, Kind::Staff)),
        },
    }
}

/// A person as `hidden_from` weighs them.
#[derive(Clone, Copy, Debug)]
pub struct Seen {
    pub id: i64,
    pub kind: Kind,
    pub archived: bool,
}

/// Whether `viewer` must not know that `target` exists (404 rather than 403): an archived person,
/// a super user (to anyone but a super user), or anyone at all to someone without people screens.
/// Nobody is hidden from themselves.
pub fn hidden_from(viewer: Standing, target: Seen) -> bool {
    let hidden = target.archived
        || (target.kind == Kind::Superuser && viewer.kind != Kind::Superuser)
        || sees_no_people(viewer.permissions);
    hidden && target.id != viewer.id
}

/// May someone holding `held` add people at all, staff or clients? `Err` names `ajouter personnel`.
pub fn may_add_people(held: &[Permission]) -> Result<(), Permission> {
    let add_staff = permission_for(Action::Add, Kind::Staff);
    if held.contains(&add_staff) || held.contains(&permission_for(Action::Add, Kind::Client)) {
        Ok(())
    } else {
        Err(add_staff)
    }
}

/// Why someone may not give a profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GrantRefusal {
    /// Only a super user makes someone a super user.
    SuperuserOnly,
    /// The profile grants this permission and the actor does not hold it.
    Lacks(Permission),
}

/// May `actor` give someone a profile of `kind` that grants `granted`? A super user may give any;
/// nobody else gives the super user's, nor one granting a permission they lack.
pub fn may_grant(actor: Standing, kind: Kind, granted: &[Permission]) -> Result<(), GrantRefusal> {
    if actor.kind == Kind::Superuser {
        return Ok(());
    }
    if kind == Kind::Superuser {
        return Err(GrantRefusal::SuperuserOnly);
    }
    match first_not_held(actor.permissions, granted) {
        Some(missing) => Err(GrantRefusal::Lacks(missing)),
        None => Ok(()),
    }
}

/// Whether adding a person with this `status` in this `branch` manages their access (and so
/// needs `MANAGE_ACCESS`): someone inactive, or in another branch than the creator's `own` one.
pub fn adding_manages_access(status: Option<i64>, branch: Option<i64>, own: Option<i64>) -> bool {
    status == Some(0) || branch.is_some_and(|b| Some(b) != own)
}

/// What an edit of a person sets beyond their details.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Edit {
    /// A new password.
    pub password: bool,
    /// Another profile, branch or status: their access.
    pub access: bool,
}

/// Why an edit of a person is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditRefusal {
    /// One's own password changes on one's profile, which asks for the current one: a session
    /// left open must not be enough to take the account over (409).
    OwnPassword,
    /// Changing someone's access needs this permission (403).
    Lacks(Permission),
    /// Nobody changes their own access (409).
    OwnAccess,
}

/// May `actor` make `edit` to the person `target` (whom `may_act_on` already let them change)?
pub fn may_edit(actor: Standing, target: i64, edit: Edit) -> Result<(), EditRefusal> {
    let own = target == actor.id;
    if own && edit.password {
        return Err(EditRefusal::OwnPassword);
    }
    if edit.access {
        if !actor.permissions.contains(&MANAGE_ACCESS) {
            return Err(EditRefusal::Lacks(MANAGE_ACCESS));
        }
        if own {
            return Err(EditRefusal::OwnAccess);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_profile_is_edited_only_by_someone_holding_all_it_grants() {
        let held = [ShowStaff, EditProfile, ShowClient];
        // Stripping `admin` from a profile is editing a profile more powerful than oneself.
        assert_eq!(
            may_edit_profile(&held, false, false, &[ShowStaff, Admin], &[ShowStaff]),
            Err(ProfileRefusal::Lacks(Admin))
        );
        assert_eq!(
            may_edit_profile(&held, false, false, &[ShowStaff], &[ShowStaff, ShowClient]),
            Ok(())
        );
        assert_eq!(
            may_edit_profile(&held, false, false, &[ShowStaff], &[Admin]),
            Err(ProfileRefusal::Lacks(Admin))
        );
        assert_eq!(may_edit_profile(&[], true, false, &[Admin], &[]), Ok(()));
        // The Client profile: one's own screens only, whoever asks.
        assert_eq!(
            may_edit_profile(
                &[],
                true,
                true,
                &[ShowMyExpeditions],
                &[ShowMyExpeditions, ShowClient]
            ),
            Err(ProfileRefusal::ClientFixed)
        );
        assert_eq!(
            may_edit_profile(
                &held,
                false,
                true,
                &[ShowMyExpeditions],
                &[ShowMyExpeditions, ShowMyWaybills]
            ),
            Ok(())
        );
    }

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
            branch: Some(1),
        }
    }

    #[test]
    fn a_peer_s_password_is_reset_from_their_branch_or_with_admin() {
        let manager = held(&[EditStaff, ShowStaff]);
        let me = standing(1, Kind::Staff, &manager);
        let elsewhere = Standing {
            branch: Some(2),
            ..standing(2, Kind::Staff, &manager)
        };
        assert_eq!(
            may_act_on(me, elsewhere, CREDENTIALS),
            Err(Refusal::OtherBranchCredentials)
        );
        assert_eq!(may_act_on(me, elsewhere, DETAILS), Ok(()));
        assert_eq!(
            may_act_on(me, standing(3, Kind::Staff, &manager), CREDENTIALS),
            Ok(())
        );
        let admin = held(&[EditStaff, ShowStaff, Admin]);
        let boss = standing(4, Kind::Staff, &admin);
        assert_eq!(may_act_on(boss, elsewhere, CREDENTIALS), Ok(()));
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

    #[test]
    fn people_screens_decide_who_is_listed() {
        let desk = held(&[ShowClient]);
        let hr = held(&[ShowStaff]);
        let both = held(&[ShowStaff, ShowClient]);
        let driver = held(&[ShowMyWaybills]);
        assert_eq!(may_see_people(&desk), Ok(()));
        assert_eq!(may_see_people(&driver), Err(ShowStaff));
        assert_eq!(people_listing(&both, None), Ok(Listing::Everyone));
        assert_eq!(people_listing(&hr, None), Ok(Listing::Staff));
        assert_eq!(people_listing(&desk, None), Ok(Listing::Clients));
        assert_eq!(people_listing(&driver, None), Err(ShowStaff));
        assert_eq!(
            people_listing(&desk, Some(Kind::Client)),
            Ok(Listing::OneProfile)
        );
        assert_eq!(people_listing(&desk, Some(Kind::Staff)), Err(ShowStaff));
        assert_eq!(
            people_listing(&hr, Some(Kind::Superuser)),
            Ok(Listing::OneProfile)
        );
        assert_eq!(people_listing(&hr, Some(Kind::Client)), Err(ShowClient));
    }

    #[test]
    fn some_people_do_not_exist_for_some_viewers() {
        let hr = held(&[ShowStaff]);
        let driver = held(&[ShowMyWaybills]);
        let viewer = standing(1, Kind::Staff, &hr);
        let person = |id, kind, archived| Seen { id, kind, archived };
        assert!(!hidden_from(viewer, person(2, Kind::Staff, false)));
        assert!(hidden_from(viewer, person(2, Kind::Staff, true)));
        assert!(hidden_from(viewer, person(2, Kind::Superuser, false)));
        let boss = standing(1, Kind::Superuser, &hr);
        assert!(!hidden_from(boss, person(2, Kind::Superuser, false)));
        let lonely = standing(1, Kind::Staff, &driver);
        assert!(hidden_from(lonely, person(2, Kind::Client, false)));
        // Oneself, always.
        assert!(!hidden_from(lonely, person(1, Kind::Staff, true)));
    }

    #[test]
    fn adding_people_needs_one_of_the_add_permissions() {
        assert_eq!(may_add_people(&held(&[AddClient])), Ok(()));
        assert_eq!(may_add_people(&held(&[AddStaff])), Ok(()));
        assert_eq!(may_add_people(&held(&[ShowStaff])), Err(AddStaff));
        assert!(!adding_manages_access(None, None, Some(1)));
        assert!(!adding_manages_access(Some(1), Some(1), Some(1)));
        assert!(adding_manages_access(Some(0), None, Some(1)));
        assert!(adding_manages_access(None, Some(2), Some(1)));
        assert!(adding_manages_access(None, Some(2), None));
    }

    #[test]
    fn nobody_grants_a_profile_above_themselves() {
        let mine = held(&[ShowClient, AddClient]);
        let actor = standing(1, Kind::Staff, &mine);
        assert_eq!(may_grant(actor, Kind::Client, &held(&[ShowClient])), Ok(()));
        assert_eq!(
            may_grant(actor, Kind::Staff, &held(&[Admin])),
            Err(GrantRefusal::Lacks(Admin))
        );
        assert_eq!(
            may_grant(actor, Kind::Superuser, &[]),
            Err(GrantRefusal::SuperuserOnly)
        );
        let boss = standing(1, Kind::Superuser, &[]);
        assert_eq!(may_grant(boss, Kind::Superuser, &held(&[Admin])), Ok(()));
    }

    #[test]
    fn nobody_sets_their_own_password_or_access_here() {
        let manager = held(&[EditStaff]);
        let desk = held(&[EditClient]);
        let actor = standing(1, Kind::Staff, &manager);
        let password = Edit {
            password: true,
            access: false,
        };
        let access = Edit {
            password: false,
            access: true,
        };
        assert_eq!(may_edit(actor, 2, password), Ok(()));
        assert_eq!(may_edit(actor, 1, password), Err(EditRefusal::OwnPassword));
        assert_eq!(may_edit(actor, 2, access), Ok(()));
        assert_eq!(may_edit(actor, 1, access), Err(EditRefusal::OwnAccess));
        assert_eq!(may_edit(actor, 1, Edit::default()), Ok(()));
        let clerk = standing(3, Kind::Staff, &desk);
        assert_eq!(
            may_edit(clerk, 2, access),
            Err(EditRefusal::Lacks(EditStaff))
        );
        // Without the permission, one's own access is refused as forbidden first.
        assert_eq!(
            may_edit(clerk, 3, access),
            Err(EditRefusal::Lacks(EditStaff))
        );
    }
}
